import type { FigurePeriods, VisitFigures as Figures } from "../../domain/owner-figures.ts";
import { fill } from "../../i18n/fill.ts";
import { formatNumber } from "../../i18n/format.ts";
import type { Language } from "../../i18n/languages.ts";
import type { OwnerMessages } from "../../i18n/messages/owner.ts";
import { dayLabel } from "./owner-days.ts";

/**
 * The four visit figures of SPEC.md: today, this week, this month, in total. The week and the
 * month say from which day they count: early in a month the week still holds days of the month
 * before and can be larger than the month, which reads as a mistake unless the days are named.
 */
export function VisitFigures({
  m,
  figures,
  periods,
  language,
}: {
  m: OwnerMessages;
  figures: Figures;
  periods: FigurePeriods;
  language: Language;
}) {
  return (
    <dl className="owner-figures">
      {(["today", "week", "month", "total"] as const).map((key) => (
        <div key={key} className="owner-figure">
          <dt>
            {m.figures[key]}
            {key === "week" || key === "month" ? (
              <>
                {" "}
                <span className="owner-figure-since">
                  {fill(m.since, { date: dayLabel(periods[key].first, language) })}
                </span>
              </>
            ) : null}
          </dt>
          <dd>{formatNumber(figures[key], language, { maximumFractionDigits: 0 })}</dd>
        </div>
      ))}
    </dl>
  );
}
