// The purchase-cost calculator (/nl/aankoopkosten/): what buying costs besides the price, by the
// rules of the property's region, and the monthly payment of the loan. A GET form worked out on the
// server (app/.server/purchase-costs/calculator.ts): it needs no script of its own, a result can be
// bookmarked or shared, and a listing links here with its values filled in. A page with a result is
// not for search engines; the empty calculator is.
import { pageContext } from "../.server/page-context.ts";
import type { CalculatorField } from "../.server/purchase-costs/calculator.ts";
import { CALCULATOR_FIELDS, calculatorView } from "../.server/purchase-costs/calculator.ts";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { brusselsDay } from "../domain/brussels-day.ts";
import { BUYER_CASES, COST_REGIONS, PROPERTY_KINDS } from "../domain/purchase-costs/purchase-costs.ts";
import { PURCHASE_COST_MESSAGES } from "../i18n/messages/purchase-costs.ts";
import type { Route } from "./+types/purchase-costs";

export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const messages = PURCHASE_COST_MESSAGES[ctx.language];
  const view = calculatorView(url.searchParams, messages, ctx.language, brusselsDay(Date.now()));
  const asked = CALCULATOR_FIELDS.some((name) => url.searchParams.has(name));
  return {
    view,
    messages: {
      form: messages.form,
      result: messages.result,
      loan: messages.loan,
      sourcesHeading: messages.sources.heading,
      priceMissing: messages.notes.priceMissing,
    },
    seo: {
      title: `${messages.page.title} | ${ctx.settings.agency.name}`,
      description: messages.page.description,
      ...(asked ? { robots: "noindex" } : {}),
    },
    intro: messages.page.intro,
    title: messages.page.title,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

type Loaded = Route.ComponentProps["loaderData"];

function Note({ view, name }: { view: Loaded["view"]; name: CalculatorField }) {
  const note = view.notes[name];
  return note ? (
    <p className="field-error" id={`${name}-note`}>
      {note}
    </p>
  ) : null;
}

function described(view: Loaded["view"], name: CalculatorField, hint?: string): { "aria-describedby"?: string } {
  const ids = [view.notes[name] ? `${name}-note` : "", hint ?? ""].filter(Boolean).join(" ");
  return ids ? { "aria-describedby": ids } : {};
}

/** A field typed as text (amounts and rates as Belgians type them), its note and hint tied to it. */
function TypedField({
  view,
  name,
  label,
  hint,
  numeric = false,
}: {
  view: Loaded["view"];
  name: "price" | "land" | "loan" | "rate" | "years";
  label: string;
  hint?: string;
  /** Whole numbers only: the phone's keyboard offers no decimal separator. */
  numeric?: boolean;
}) {
  return (
    <div className={`form-field${view.notes[name] ? " has-error" : ""}`}>
      <label htmlFor={`cost-${name}`}>{label}</label>
      <input
        id={`cost-${name}`}
        name={name}
        type="text"
        inputMode={numeric ? "numeric" : "decimal"}
        autoComplete="off"
        defaultValue={view.values[name]}
        aria-invalid={view.notes[name] ? true : undefined}
        {...described(view, name, hint ? `${name}-hint` : undefined)}
      />
      {hint ? (
        <p className="field-hint" id={`${name}-hint`}>
          {hint}
        </p>
      ) : null}
      <Note view={view} name={name} />
    </div>
  );
}

export default function PurchaseCosts({ loaderData }: Route.ComponentProps) {
  const { view, messages, title, intro } = loaderData;
  const { form, result, loan } = messages;
  const figures = view.result;
  return (
    <div className="container page-body purchase-costs">
      <h1 id="page-title">{title}</h1>
      <p className="lead">{intro}</p>
      <div className="purchase-costs-layout">
        {/* The figures are shown from the top of the page after a submit without scripts. */}
        <form method="get" action="#cost-result" className="lead-form purchase-costs-form">
          <fieldset className="form-section">
            <legend>{form.legend}</legend>
            <div className="form-grid">
              <TypedField view={view} name="price" label={form.price} />
              <div className="form-field">
                <label htmlFor="cost-region">{form.region}</label>
                <select id="cost-region" name="region" defaultValue={view.values.region}>
                  {COST_REGIONS.map((region) => (
                    <option key={region} value={region}>
                      {form.regions[region]}
                    </option>
                  ))}
                </select>
              </div>
              <div className="form-field">
                <label htmlFor="cost-kind">{form.kind}</label>
                <select id="cost-kind" name="kind" defaultValue={view.values.kind}>
                  {PROPERTY_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {form.kinds[kind]}
                    </option>
                  ))}
                </select>
              </div>
              <fieldset className="form-field form-field-radios choice-group">
                <legend>{form.buyer}</legend>
                <div className="choices">
                  {BUYER_CASES.map((buyer) => (
                    <label key={buyer} className="choice">
                      <input type="radio" name="buyer" value={buyer} defaultChecked={view.values.buyer === buyer} />
                      <span>{form.buyers[buyer]}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <TypedField view={view} name="land" label={form.landPrice} hint={form.landPriceHint} />
            </div>
          </fieldset>
          <fieldset className="form-section">
            <legend>{form.loanLegend}</legend>
            <div className="form-grid">
              <TypedField view={view} name="loan" label={form.loan} hint={form.loanHint} />
              <TypedField view={view} name="rate" label={form.rate} />
              <TypedField view={view} name="years" label={form.years} numeric />
            </div>
          </fieldset>
          <div>
            <button type="submit" className="btn btn-accent">
              {form.submit}
            </button>
          </div>
        </form>
        <section className="purchase-costs-result" id="cost-result" aria-labelledby="cost-result-title" tabIndex={-1}>
          <h2 id="cost-result-title">{result.heading}</h2>
          {figures ? (
            <>
              <table className="cost-table">
                <tbody>
                  {figures.rows.map((row) => (
                    <tr key={row.label}>
                      <th scope="row">
                        {row.label}
                        {row.note ? <span className="cost-note">{row.note}</span> : null}
                      </th>
                      <td>{row.amount}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{result.total}</th>
                    <td>{figures.total}</td>
                  </tr>
                  <tr>
                    <th scope="row">{result.priceWithCosts}</th>
                    <td>{figures.priceWithCosts}</td>
                  </tr>
                  {figures.ownFunds ? (
                    <tr>
                      <th scope="row">{result.ownFunds}</th>
                      <td>{figures.ownFunds}</td>
                    </tr>
                  ) : null}
                </tfoot>
              </table>
              {figures.loan ? (
                <div className="cost-loan">
                  <h3>{loan.heading}</h3>
                  <p className="cost-payment">
                    <span>{loan.payment}</span> <strong>{figures.loan.payment}</strong>
                  </p>
                  <p>{figures.loan.note}</p>
                  <table className="cost-years">
                    <caption>{loan.caption}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{loan.year}</th>
                        <th scope="col">{loan.interest}</th>
                        <th scope="col">{loan.capital}</th>
                        <th scope="col">{loan.balance}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {figures.loan.years.map((year) => (
                        <tr key={year.year}>
                          <th scope="row">{year.year}</th>
                          <td>{year.interest}</td>
                          <td>{year.capital}</td>
                          <td>{year.balance}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  <p>{figures.loan.totalInterest}</p>
                </div>
              ) : null}
              <p className="cost-caveat">{result.notIncluded}</p>
              <p className="cost-caveat">{result.estimate}</p>
            </>
          ) : (
            <p>{messages.priceMissing}</p>
          )}
          <h3>{messages.sourcesHeading}</h3>
          <ul className="cost-sources">
            {view.sources.map((source) => (
              <li key={source.law}>
                {source.url ? <a href={source.url}>{source.law}</a> : source.law}
                {source.since ? ` (${source.since})` : null}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
