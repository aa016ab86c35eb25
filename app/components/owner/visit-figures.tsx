import type { VisitFigures as Figures } from "../../domain/owner-figures.ts";
import { formatNumber } from "../../i18n/format.ts";
import type { Language } from "../../i18n/languages.ts";
import type { OwnerMessages } from "../../i18n/messages/owner.ts";

/** The four visit figures of SPEC.md: today, this week, this month, in total. */
export function VisitFigures({ m, figures, language }: { m: OwnerMessages; figures: Figures; language: Language }) {
  return (
    <dl className="owner-figures">
      {(["today", "week", "month", "total"] as const).map((key) => (
        <div key={key} className="owner-figure">
          <dt>{m.figures[key]}</dt>
          <dd>{formatNumber(figures[key], language, { maximumFractionDigits: 0 })}</dd>
        </div>
      ))}
    </dl>
  );
}
