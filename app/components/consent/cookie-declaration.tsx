// The cookies the site can leave with its current settings, drawn from the one catalogue the tracking
// layer loads tags from (shared/cookie-catalogue.ts): on the cookie policy page the consent's lifetime,
// the third-party services configured and a table per category; in the consent dialog's second layer
// one category's table. Name, provider, purpose and how long each stays, in the visitor's language.
import { fill, fillCount } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import type { Messages } from "../../i18n/messages/nl.ts";
import {
  type CookieDuration,
  type CookieEntry,
  configuredTrackers,
  type TrackingIds,
} from "../../shared/cookie-catalogue.ts";
import { declaredCookies } from "../../shared/site-cookies.ts";
import { useRootData } from "../frame/use-root-data.ts";
import { CATEGORIES, type Category } from "./consent-choice.ts";

type DeclarationMessages = Messages["consent"]["declaration"];

export interface CookieRow {
  name: string;
  provider: string;
  purpose: string;
  duration: string;
}

function durationText(duration: CookieDuration, m: DeclarationMessages, language: Language, lifetimeDays: number) {
  const d = m.durations;
  switch (duration.kind) {
    case "consent":
      return fillCount(language, d.days, lifetimeDays);
    case "signedIn":
      return d.signedIn;
    case "tab":
      return d.tab;
    case "untilRemoved":
      return d.untilRemoved;
    case "minutes":
      return fillCount(language, d.minutes, duration.minutes);
    case "days":
      return duration.days % 365 === 0
        ? fillCount(language, d.years, duration.days / 365)
        : fillCount(language, d.days, duration.days);
  }
}

/** An entry as its table row reads: local and tab storage said after the name, the site named as the agency. */
export function cookieRow(
  entry: CookieEntry,
  m: DeclarationMessages,
  language: Language,
  lifetimeDays: number,
  agencyName: string,
): CookieRow {
  return {
    name: entry.storage === "cookie" ? entry.name : `${entry.name} (${m.storage[entry.storage]})`,
    provider: entry.provider === "site" ? agencyName : m.providers[entry.provider],
    purpose: m.purposes[entry.purpose],
    duration: durationText(entry.duration, m, language, lifetimeDays),
  };
}

/** A category's cookies; `captionHidden` where the category's name already stands just above the table. */
function CookieTable({
  rows,
  caption,
  m,
  captionHidden = false,
}: {
  rows: CookieRow[];
  caption: string;
  m: DeclarationMessages;
  captionHidden?: boolean;
}) {
  return (
    <div className="cookie-table-wrap">
      <table className="cookie-table">
        <caption className={captionHidden ? "visually-hidden" : undefined}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.name}</th>
            <th scope="col">{m.provider}</th>
            <th scope="col">{m.purpose}</th>
            <th scope="col">{m.duration}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className="cookie-name">
                {row.name}
              </th>
              <td data-label={m.provider}>{row.provider}</td>
              <td data-label={m.purpose}>{row.purpose}</td>
              <td data-label={m.duration}>{row.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function useDeclaration() {
  const root = useRootData();
  const m = root.messages.consent;
  const tracking: TrackingIds = root.tracking;
  const rowsOf = (category: Category) =>
    declaredCookies(tracking)
      .filter((entry) => entry.category === category)
      .map((entry) => cookieRow(entry, m.declaration, root.language, root.cookieLifetimeDays, root.agency.name));
  return { root, m, tracking, rowsOf };
}

/** The cookie policy's own part: the lifetime, the services configured, and a table per category in use. */
export function CookieDeclaration() {
  const { root, m, tracking, rowsOf } = useDeclaration();
  const d = m.declaration;
  const trackers = configuredTrackers(tracking).map((tracker) => tracker.product);
  return (
    <section className="cookie-declaration prose" aria-labelledby="cookie-declaration-title">
      <h2 id="cookie-declaration-title">{d.title}</h2>
      <p>{fillCount(root.language, d.lifetime, root.cookieLifetimeDays)}</p>
      <p>{trackers.length > 0 ? fill(d.trackers, { list: trackers.join(", ") }) : d.noTrackers}</p>
      {CATEGORIES.map((category) => {
        const rows = rowsOf(category);
        return rows.length > 0 ? (
          <CookieTable key={category} rows={rows} caption={m.categories[category]} m={d} />
        ) : null;
      })}
    </section>
  );
}

/** One category's cookies in the consent dialog's second layer, folded; nothing when it has none. */
export function CategoryCookies({ category }: { category: Category }) {
  const { m, rowsOf } = useDeclaration();
  const rows = rowsOf(category);
  if (rows.length === 0) return null;
  return (
    <details className="consent-cookies">
      <summary>{m.declaration.cookiesOf}</summary>
      <CookieTable rows={rows} caption={m.categories[category]} m={m.declaration} captionHidden />
    </details>
  );
}
