import {
  FUNNEL_STEPS,
  type FunnelCounts,
  type FunnelStep,
  funnelVerdict,
  stepRate,
} from "../../domain/interest-funnel.ts";
import { fill } from "../../i18n/fill.ts";
import { formatNumber } from "../../i18n/format.ts";
import type { Language } from "../../i18n/languages.ts";
import type { OwnerMessages } from "../../i18n/messages/owner.ts";

interface Props {
  m: OwnerMessages["funnel"];
  language: Language;
  forSale: boolean;
  yours: FunnelCounts;
  typical: { counts: FunnelCounts; count: number; scope: "type" | "goal" } | undefined;
}

/**
 * The property's path from views to offers, each step's rate beside the agency's usual one. On a
 * phone each step becomes a card of labelled lines (pages.css), so nothing hides off to the side.
 */
export function InterestFunnel({ m, language, forSale, yours, typical }: Props) {
  const whole = (value: number) => formatNumber(value, language, { maximumFractionDigits: 0 });
  const rate = (value: number) => formatNumber(value, language, { maximumFractionDigits: 1 });
  const names: Record<keyof FunnelCounts, string> = {
    views: m.steps.views,
    requests: m.steps.requests,
    visits: m.steps.visits,
    offers: forSale ? m.steps.offers : m.steps.applications,
  };
  const told = (step: FunnelStep, counts: FunnelCounts) => {
    const value = stepRate(counts, step);
    return value === undefined ? "–" : fill(m.per[step], { value: rate(value) });
  };
  const verdict = typical ? funnelVerdict(yours, typical.counts) : undefined;
  return (
    <>
      <p>{m.intro}</p>
      <div className="admin-table-wrap">
        <table className="admin-table cards-on-phone">
          <thead>
            <tr>
              <th scope="col">{m.step}</th>
              <th scope="col">{m.yours}</th>
              <th scope="col">{m.rate}</th>
              {typical ? <th scope="col">{m.typical}</th> : null}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{names.views}</th>
              <td data-label={m.yours}>{whole(yours.views)}</td>
              {/* The first step has nothing before it to be a share of. */}
              <td className="empty-on-phone">–</td>
              {typical ? <td className="empty-on-phone">–</td> : null}
            </tr>
            {FUNNEL_STEPS.map((step) => (
              <tr key={step}>
                <th scope="row">{names[step]}</th>
                <td data-label={m.yours}>{whole(yours[step])}</td>
                <td data-label={m.rate}>{told(step, yours)}</td>
                {typical ? <td data-label={m.typical}>{told(step, typical.counts)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {typical ? (
        <p className="owner-funnel-basis">
          {fill(m.basis, {
            count: typical.count,
            scope: m.scope[`${typical.scope}-${forSale ? "sale" : "rent"}`],
          })}
        </p>
      ) : (
        <p>{m.noBasis}</p>
      )}
      {verdict ? (
        <p className="owner-funnel-verdict">
          <strong>
            {verdict.kind === "lost"
              ? fill(m.lost, {
                  step: names[verdict.step],
                  yours: fill(m.per[verdict.step], { value: rate(verdict.yours) }),
                  typical: rate(verdict.typical),
                })
              : verdict.kind === "fine"
                ? m.fine
                : m.early}
          </strong>
        </p>
      ) : null}
    </>
  );
}
