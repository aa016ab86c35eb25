import { requireOwner } from "../../.server/auth/session.ts";
import { daysOnMarket, ownerProperties } from "../../.server/owner/owner-portal.ts";
import { visitFiguresOf } from "../../.server/owner/owner-stats.ts";
import { pageContext } from "../../.server/page-context.ts";
import { pageMeta, rootOrigin } from "../../components/frame/page-meta.ts";
import { ResponsiveImage } from "../../components/media/responsive-image.tsx";
import { OwnerNav } from "../../components/owner/owner-nav.tsx";
import { VisitFigures } from "../../components/owner/visit-figures.tsx";
import { Link } from "../../components/ui/link.tsx";
import { brusselsDay } from "../../domain/brussels-day.ts";
import { figurePeriods } from "../../domain/owner-figures.ts";
import { fillCount } from "../../i18n/fill.ts";
import { href } from "../../i18n/links.ts";
import { OWNER_MESSAGES } from "../../i18n/messages/owner.ts";
import type { Route } from "./+types/portal";

export function headers(): HeadersInit {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

/** The owner's properties: photo, title, status, price and days on the market. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const user = await requireOwner(request, ctx.language);
  const m = OWNER_MESSAGES[ctx.language];
  const now = new Date();
  const owned = await ownerProperties(user.id, ctx.language, ctx.settings.fallback);
  const today = brusselsDay(now);
  const figures = await visitFiguresOf(
    owned.map((property) => property.card.id),
    today,
  );
  return {
    m,
    language: ctx.language,
    name: user.name,
    periods: figurePeriods(today),
    links: { portal: href("ownerPortal", ctx.language), account: href("ownerAccount", ctx.language) },
    properties: owned.map((property) => ({
      ...property,
      days: daysOnMarket(new Date(property.publishedAt), now),
      figures: figures.get(property.card.id) ?? { today: 0, week: 0, month: 0, total: 0 },
      portalHref: href("ownerProperty", ctx.language, { id: property.card.id }),
    })),
    seo: { title: `${m.title} | ${ctx.settings.agency.name}`, description: m.intro, robots: "noindex" },
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function OwnerPortal({ loaderData }: Route.ComponentProps) {
  const { m, properties, links, language, periods } = loaderData;
  return (
    <div className="container page-body owner-page">
      <OwnerNav m={m} links={links} />
      <h1 id="page-title">{m.title}</h1>
      <p className="lead">{m.intro}</p>
      {properties.length === 0 ? <p>{m.none}</p> : null}
      <ul className="owner-properties">
        {properties.map(({ card, published, days, portalHref, figures }, index) => (
          <li key={card.id} className="owner-property">
            {card.photoKey ? (
              <ResponsiveImage
                photoKey={card.photoKey}
                alt=""
                widths={[400, 600]}
                sizes="(min-width: 768px) 320px, 100vw"
                width={card.photoWidth}
                height={card.photoHeight}
                // The first is in the first screen, and its largest paint.
                eager={index === 0}
              />
            ) : null}
            <div className="owner-property-body">
              <h2>
                <Link to={portalHref}>{card.title}</Link>
              </h2>
              <p className="owner-property-line">
                {card.zip} {card.city} · {card.priceText}
              </p>
              <p className="owner-property-line">
                <span className={`owner-status owner-status-${published ? "online" : "offline"}`}>
                  {published ? m.status.published : m.status.unpublished}
                </span>{" "}
                {fillCount(language, m.daysOnMarket, days)}
              </p>
              <VisitFigures m={m} figures={figures} periods={periods} language={language} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
