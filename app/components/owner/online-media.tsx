// The owner's "online media": where their property is advertised, since when, a link to each advert,
// and the views a portal reported over the last 30 days, only for portals that send figures (the
// others say they have none rather than showing a zero nobody counted).
import { OWN_LIST } from "../../domain/portals.ts";
import { dateTimeFormat } from "../../i18n/dates.ts";
import { fill, fillCount } from "../../i18n/fill.ts";
import { formatNumber } from "../../i18n/format.ts";
import type { Language } from "../../i18n/languages.ts";
import type { OwnerMessages } from "../../i18n/messages/owner.ts";

/** A publication as the owner's page receives it (owner-stats.ts). */
interface Publication {
  key: string;
  portal: string;
  since: string;
  url: string | null;
  /** Views of the last 30 days; null for a portal that sends no figures. */
  views: number | null;
}

export function OnlineMedia({
  m,
  publications,
  language,
}: {
  m: OwnerMessages;
  publications: Publication[];
  language: Language;
}) {
  const date = dateTimeFormat(language, { dateStyle: "medium" });
  if (publications.length === 0) return <p>{m.noMedia}</p>;
  return (
    <ul className="owner-visits owner-media">
      {publications.map((publication) => {
        const name = publication.key === OWN_LIST ? m.ownList : publication.portal;
        return (
          <li key={publication.key}>
            <strong>{name}</strong>, {fill(m.since, { date: date.format(new Date(`${publication.since}T12:00:00Z`)) })}
            {" · "}
            {publication.views === null
              ? m.noFigures
              : fillCount(language, m.portalViews, publication.views, {
                  views: formatNumber(publication.views, language, { maximumFractionDigits: 0 }),
                })}
            {publication.url ? (
              <>
                {" · "}
                <a href={publication.url} rel="noopener noreferrer">
                  {m.advert} {name}
                </a>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
