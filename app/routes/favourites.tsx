// The visitor's favourites (/nl/favorieten/): the properties they kept with the heart, kept in this
// browser (favourites-store.ts) and drawn by the server from the ids in the address, so the same
// link opens the same list on another device or for someone else. Opened without ids, the page
// puts the browser's list into its address; while it shows the visitor's own list it follows every
// change of it. From here two to four of them are compared (a GET form: no script needed for that).
// Not for search engines: every list is someone's own.
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { publishedCardsByIds, toListingCard } from "../.server/catalog/card-query.ts";
import { pageContext } from "../.server/page-context.ts";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { useRootData } from "../components/frame/use-root-data.ts";
import { useCatalogMessages } from "../components/listing/catalog-messages.ts";
import { saveFavourites, useFavourites } from "../components/listing/favourites-store.ts";
import { PropertyCard } from "../components/listing/property-card.tsx";
import { ShareLinks } from "../components/listing/share-links.tsx";
import { useHydrated } from "../components/modules/use-media.ts";
import { Link } from "../components/ui/link.tsx";
import { COMPARE_MAX, COMPARE_MIN, ID_PARAMETER, idsQuery, merged, readIds, sameIds } from "../domain/favourites.ts";
import { fill, fillCount } from "../i18n/fill.ts";
import { href } from "../i18n/links.ts";
import { FAVOURITES_MESSAGES } from "../i18n/messages/favourites.ts";
import type { Route } from "./+types/favourites";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { language, settings } = await pageContext(context);
  const messages = FAVOURITES_MESSAGES[language].favourites;
  const ids = readIds(url.searchParams.getAll(ID_PARAMETER));
  const rows = await publishedCardsByIds(ids, language, settings.fallback);
  const cards = rows.map((row) => toListingCard(row, language, settings.fallback));
  const shown = cards.map((card) => card.id);
  const gone = ids.filter((id) => !shown.includes(id));
  return {
    ids,
    cards,
    gone,
    goneText: gone.length > 0 ? fillCount(language, messages.gone, gone.length) : undefined,
    messages,
    compareHref: href("compare", language),
    shareHref: href("favourites", language, {}, idsQuery(shown)),
    emailSubject: fill(messages.emailSubject, { agency: settings.agency.name }),
    seo: { title: `${messages.title} | ${settings.agency.name}`, description: messages.description, robots: "noindex" },
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

/**
 * While the page shows the visitor's own list (or none yet), the address follows the list: opened
 * bare it takes the browser's list, and a heart pressed here takes the property off the page. A
 * list opened from a link someone shared stays as it came until the visitor keeps it.
 */
function useAddressFollowsList(own: readonly number[], shown: readonly number[]): void {
  const navigate = useNavigate();
  const before = useRef<readonly number[]>([]);
  useEffect(() => {
    const showedOwn = sameIds(before.current, shown);
    before.current = own;
    if (!showedOwn || sameIds(own, shown)) return;
    void navigate({ search: own.length > 0 ? `?${idsQuery(own)}` : "" }, { replace: true, preventScrollReset: true });
  }, [own, shown, navigate]);
}

function ShareLink({ path, messages, subject }: { path: string; messages: Loaded["messages"]; subject: string }) {
  const { origin } = useRootData();
  return (
    <section className="favourites-share" aria-labelledby="share-title">
      <h2 id="share-title">{messages.shareHeading}</h2>
      <ShareLinks
        fieldId="share-link"
        link={`${origin}${path}`}
        title={subject}
        subject={subject}
        texts={{ link: messages.shareText, copy: messages.copy, copied: messages.copied, email: messages.email }}
      />
    </section>
  );
}

type Loaded = Route.ComponentProps["loaderData"];

export default function Favourites({ loaderData }: Route.ComponentProps) {
  const { ids, cards, gone, goneText, messages, compareHref, shareHref, emailSubject } = loaderData;
  const own = useFavourites();
  const hydrated = useHydrated();
  const cardMessages = useCatalogMessages().card;
  const root = useRootData();
  useAddressFollowsList(own, ids);
  const shown = cards.map((card) => card.id);
  const notYetKept = hydrated && shown.some((id) => !own.includes(id));
  const ownList = hydrated && !notYetKept;
  // Two to four are ticked for the visitor: comparing them all is what most come here to do.
  const tickAll = cards.length >= COMPARE_MIN && cards.length <= COMPARE_MAX;
  return (
    <div className="container page-body favourites-page">
      <h1>{messages.title}</h1>
      {ids.length === 0 ? (
        hydrated ? (
          own.length === 0 ? (
            <p className="lead">{messages.empty}</p>
          ) : null
        ) : (
          <noscript>
            <p className="lead">{messages.needsScript}</p>
          </noscript>
        )
      ) : null}
      {notYetKept ? (
        <div className="favourites-notice">
          <p>{messages.shared}</p>
          <button type="button" className="btn btn-accent" onClick={() => saveFavourites(merged(own, shown))}>
            {messages.keepShared}
          </button>
        </div>
      ) : null}
      {goneText ? (
        <div className="favourites-notice">
          <p>{goneText}</p>
          {ownList ? (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => saveFavourites(own.filter((id) => !gone.includes(id)))}
            >
              {messages.removeGone}
            </button>
          ) : null}
        </div>
      ) : null}
      {cards.length > 0 ? (
        <>
          <form method="get" action={compareHref} className="favourites-compare">
            <fieldset>
              <legend className="visually-hidden">{messages.compareLegend}</legend>
              <p>{messages.compareHint}</p>
              <ul className="listing-grid per-row-4 view-grid">
                {cards.map((card) => (
                  <li key={card.id} className="favourites-item">
                    <PropertyCard card={card} messages={cardMessages} headingLevel={2} />
                    <label className="choice favourites-pick">
                      {/* Named after its property: a list of ten "Compare" boxes says nothing to a screen reader. */}
                      <input
                        type="checkbox"
                        name={ID_PARAMETER}
                        value={card.id}
                        defaultChecked={tickAll}
                        aria-label={`${messages.compareOne}: ${card.title}`}
                      />
                      <span>{messages.compareOne}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <button type="submit" className="btn btn-accent">
              {messages.compareButton}
            </button>
          </form>
          <ShareLink path={shareHref} messages={messages} subject={emailSubject} />
        </>
      ) : null}
      <p className="favourites-kept">
        {messages.kept} <Link to={root.legalLinks.cookiePolicy}>{root.messages.footer.cookiePolicy}</Link>
      </p>
    </div>
  );
}
