import type { VisitFigures as Figures } from "../../domain/owner-figures.ts";
import type { OwnerMessages } from "../../i18n/messages/owner.ts";

/** The four visit figures of SPEC.md: today, this week, this month, in total. */
export function VisitFigures({ m, figures, language }: { m: OwnerMessages; figures: Figures; language: string }) {
  const number = new Intl.NumberFormat(`${language}-BE`);
  return (
    <dl className="owner-figures">
      {(["today", "week", "month", "total"] as const).map((key) => (
        <div key={key} className="owner-figure">
          <dt>{m.figures[key]}</dt>
          <dd>{number.format(figures[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
