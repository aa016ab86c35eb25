import { dateTimeFormat } from "../../i18n/dates.ts";
import { fill, fillCount } from "../../i18n/fill.ts";
import { formatPrice } from "../../i18n/format.ts";
import type { Language } from "../../i18n/languages.ts";
import type { OwnerMessages } from "../../i18n/messages/owner.ts";
import type { HistoryEvent } from "../../shared/owner-history.ts";

function eventText(event: HistoryEvent, m: OwnerMessages["events"], language: Language): string {
  switch (event.kind) {
    case "match":
      return fillCount(language, m.match, event.count);
    case "price":
      return fill(m.price, { before: formatPrice(event.before, language), after: formatPrice(event.after, language) });
    case "marquee":
      return m.marquee[event.marquee];
    default:
      return m[event.kind];
  }
}

/** What happened to the property, newest first, each with its day. */
export function PropertyHistory({
  events,
  m,
  language,
}: {
  events: readonly HistoryEvent[];
  m: OwnerMessages;
  language: Language;
}) {
  const date = dateTimeFormat(language, { dateStyle: "medium" });
  if (events.length === 0) return <p>{m.noHistory}</p>;
  return (
    <ol className="owner-history">
      {events.map((event, index) => (
        // Two visits can share their hour: the place in the list tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is rendered once, never reordered
        <li key={index}>
          <time dateTime={event.at}>{date.format(new Date(event.at))}</time> {eventText(event, m.events, language)}
          {event.kind === "visit" && event.feedback ? (
            <p className="owner-visit-feedback">
              {m.events.visitFeedback} {event.feedback}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
