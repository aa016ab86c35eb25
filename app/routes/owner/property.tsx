import { requireOwner } from "../../.server/auth/session.ts";
import { notFound } from "../../.server/http-errors.ts";
import { propertyFunnel } from "../../.server/owner/owner-funnel.ts";
import {
  communications,
  daysOnMarket,
  history,
  ownerProperties,
  requestCounts,
  visits,
} from "../../.server/owner/owner-portal.ts";
import { propertyStatistics } from "../../.server/owner/owner-stats.ts";
import { pageContext } from "../../.server/page-context.ts";
import { pageMeta, rootOrigin } from "../../components/frame/page-meta.ts";
import { InterestFunnel } from "../../components/owner/interest-funnel.tsx";
import { OnlineMedia } from "../../components/owner/online-media.tsx";
import { OwnerChart } from "../../components/owner/owner-chart.tsx";
import { OwnerNav } from "../../components/owner/owner-nav.tsx";
import { PropertyHistory } from "../../components/owner/property-history.tsx";
import { VisitFigures } from "../../components/owner/visit-figures.tsx";
import { Link } from "../../components/ui/link.tsx";
import { brusselsDay } from "../../domain/brussels-day.ts";
import { isForSale } from "../../domain/listing.ts";
import { figurePeriods } from "../../domain/owner-figures.ts";
import { dateTimeFormat } from "../../i18n/dates.ts";
import { fill, fillCount } from "../../i18n/fill.ts";
import { href } from "../../i18n/links.ts";
import { OWNER_MESSAGES } from "../../i18n/messages/owner.ts";
import type { Route } from "./+types/property";

export function headers(): HeadersInit {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

/** One of the owner's properties: requests by kind, visits, history. Another owner's is 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const user = await requireOwner(request, ctx.language);
  if (!/^\d{1,9}$/.test(params.id)) notFound();
  const id = Number(params.id);
  const [property] = await ownerProperties(user.id, ctx.language, ctx.settings.fallback, id);
  if (!property) notFound();
  const now = new Date();
  const today = brusselsDay(now);
  const publishedAt = new Date(property.publishedAt);
  const online = brusselsDay(publishedAt);
  const booked = await visits(id, now);
  const [requests, counts, events, statistics, funnel] = await Promise.all([
    communications(id, property.shareContacts),
    requestCounts(id),
    history(id, publishedAt, booked),
    propertyStatistics(id, today, online),
    propertyFunnel(property.card),
  ]);
  const m = OWNER_MESSAGES[ctx.language];
  return {
    m,
    language: ctx.language,
    links: { portal: href("ownerPortal", ctx.language), account: href("ownerAccount", ctx.language) },
    property: { ...property, days: daysOnMarket(publishedAt, now) },
    counts,
    requests,
    visits: booked,
    events,
    funnel,
    statistics: {
      ...statistics,
      periods: figurePeriods(today),
      online,
      // The site's own line is named in the reader's language.
      series: statistics.series.map((line) => (line.name === "site" ? { ...line, name: m.site } : line)),
    },
    seo: { title: `${property.card.title} | ${m.title}`, description: m.intro, robots: "noindex" },
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function OwnerProperty({ loaderData }: Route.ComponentProps) {
  const { m, property, counts, requests, visits, events, funnel, links, language, statistics } = loaderData;
  const date = dateTimeFormat(language, { dateStyle: "medium" });
  const dateTime = dateTimeFormat(language, {
    dateStyle: "medium",
    timeStyle: "short",
  });
  const { card } = property;
  return (
    <div className="container page-body owner-page">
      <OwnerNav m={m} links={links} />
      <p>
        <Link to={links.portal} className="back-link">
          {m.backToMyProperties}
        </Link>
      </p>
      <h1 id="page-title">{card.title}</h1>
      <p>
        {card.zip} {card.city} · {card.priceText} · {property.published ? m.status.published : m.status.unpublished} ·{" "}
        {fill(m.publishedSince, { date: date.format(new Date(property.publishedAt)) })} ·{" "}
        {fillCount(language, m.daysOnMarket, property.days)}
      </p>
      {property.published ? (
        <p>
          <a href={card.href}>{m.viewOnSite}</a>
        </p>
      ) : null}

      <section aria-labelledby="owner-figures" className="admin-section">
        <h2 id="owner-figures">{m.visits}</h2>
        <p>{m.figuresNote}</p>
        <VisitFigures m={m} figures={statistics.figures} periods={statistics.periods} language={language} />
        <OwnerChart m={m} statistics={statistics} language={language} />
      </section>

      <section aria-labelledby="owner-funnel" className="admin-section">
        <h2 id="owner-funnel">{m.funnel.title}</h2>
        <InterestFunnel
          m={m.funnel}
          language={language}
          forSale={isForSale(card.goal)}
          yours={funnel.yours}
          typical={funnel.typical}
        />
      </section>

      <section aria-labelledby="owner-media" className="admin-section">
        <h2 id="owner-media">{m.media}</h2>
        <p>{m.mediaIntro}</p>
        <OnlineMedia m={m} publications={statistics.publications} language={language} />
      </section>

      <section aria-labelledby="owner-requests" className="admin-section">
        <h2 id="owner-requests">{m.communications}</h2>
        <p>{property.shareContacts ? m.sharedIntro : m.communicationsIntro}</p>
        {counts.length > 0 ? (
          <dl className="admin-counts">
            {counts.map(({ kind, count }) => (
              <div key={kind} className="admin-count">
                <dt>{m.kinds[kind] ?? kind}</dt>
                <dd>{count}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>{m.noCommunications}</p>
        )}
        {requests.length > 0 ? (
          <div className="admin-table-wrap">
            {/* A card per request on a phone: four columns do not fit its width. */}
            <table className="admin-table cards-on-phone">
              <thead>
                <tr>
                  <th scope="col">{m.date}</th>
                  <th scope="col">{m.kind}</th>
                  <th scope="col">{m.state}</th>
                  {property.shareContacts ? <th scope="col">{m.who}</th> : null}
                </tr>
              </thead>
              <tbody>
                {requests.map((request, index) => (
                  // Requests carry nothing that names them to the owner: their place in the list does.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is rendered once, never reordered
                  <tr key={index}>
                    <td data-label={m.date}>{date.format(new Date(request.createdAt))}</td>
                    <td data-label={m.kind}>{m.kinds[request.kind] ?? request.kind}</td>
                    <td data-label={m.state}>{m.leadStatus[request.status] ?? request.status}</td>
                    {property.shareContacts ? (
                      <td className="admin-address" data-label={m.who}>
                        {request.who
                          ? [request.who.name, request.who.email, request.who.phone].filter(Boolean).join(" · ")
                          : ""}
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="owner-visits" className="admin-section">
        <h2 id="owner-visits">{m.visitsBooked}</h2>
        <p>{m.visitsIntro}</p>
        {visits.length === 0 ? <p>{m.noVisits}</p> : null}
        <ul className="owner-visits">
          {visits.map((visit) => (
            <li key={visit.startsAt}>
              {dateTime.format(new Date(visit.startsAt))} · {visit.held ? m.visitHeld : m.visitPlanned}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="owner-history" className="admin-section">
        <h2 id="owner-history">{m.history}</h2>
        <PropertyHistory events={events} m={m} language={language} />
      </section>
    </div>
  );
}
