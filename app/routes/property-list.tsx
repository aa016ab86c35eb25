import { useLoaderData } from "react-router";
import { publicPageHeaders } from "../.server/cache-control.ts";
import { loadPropertyList } from "../.server/catalog/list/list-loader.ts";
import { mapPointsContext } from "../.server/catalog/list/map-points-context.ts";
import { languageContext } from "../.server/request-language.ts";
import { pageMeta } from "../components/frame/page-meta.ts";
import { useRootData } from "../components/frame/use-root-data.ts";
import { AreaNote } from "../components/listing/area-note.tsx";
import { useCatalogMessages } from "../components/listing/catalog-messages.ts";
import { ListEmpty } from "../components/listing/list-empty.tsx";
import { ListFilters } from "../components/listing/list-filters.tsx";
import { ListingGrid } from "../components/listing/listing-grid.tsx";
import { MapView } from "../components/listing/map-list-view.tsx";
import { Paging } from "../components/listing/paging.tsx";
import { RecentlyViewed } from "../components/listing/recently-viewed.tsx";
import { describeFilters } from "../components/listing/search-description.ts";
import { ViewSwitch } from "../components/listing/view-switch.tsx";
import { isForSale } from "../domain/listing.ts";
import { fill, fillCount } from "../i18n/fill.ts";
import type { Language } from "../i18n/languages.ts";
import { messagesFor } from "../i18n/messages.server.ts";
import { demandPrefillQuery, type ListView, listQueryString } from "../shared/list-state.ts";
import type { Route } from "./+types/property-list";
export async function loader({ request, context }: Route.LoaderArgs) {
  const requestLanguage = context.get(languageContext);
  const { points, ...data } = await loadPropertyList(request, requestLanguage);
  // The map view's points go to the server's render beside the page's data, never in it.
  context.set(mapPointsContext, points);
  return { ...data, documentTitle: stateTitle(data, requestLanguage.language) };
}

/**
 * The list's title names its search and its page ("Te koop: Halle, Huis – Pagina 2 van 3"), so each
 * state a visitor bookmarks or a search engine lists reads as what it is.
 */
function stateTitle(data: Omit<Awaited<ReturnType<typeof loadPropertyList>>, "points">, language: Language): string {
  const messages = messagesFor(language).catalog.list;
  const base = data.title ?? (isForSale(data.goal) ? messages.forSale : messages.forRent);
  const filters = describeFilters(data.query, messages, data.typeName, language).map((filter) => filter.text);
  const searched = filters.length > 0 ? `${base}: ${filters.join(", ")}` : base;
  const { page, pages } = data.result;
  return page > 1 ? `${searched} – ${fill(messages.pageOf, { page, pages })}` : searched;
}

export const headers = publicPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const agency = (matches[0]?.loaderData as { agency?: { name?: string } } | undefined)?.agency?.name;
  const title = loaderData.documentTitle;
  return pageMeta({ title: agency ? `${title} | ${agency}` : title, description: loaderData.description });
}

export default function PropertyList() {
  const data = useLoaderData<typeof loader>();
  const messages = useCatalogMessages();
  const root = useRootData();
  const { query, result } = data;
  const title = data.title ?? (isForSale(data.goal) ? messages.list.forSale : messages.list.forRent);
  const link = (change: Parameters<typeof listQueryString>[1]) => `${data.path}${listQueryString(query, change)}`;
  return (
    <div className="catalog-page catalog-list">
      <h1>{title}</h1>
      <ListFilters
        query={query}
        forSale={isForSale(data.goal)}
        types={data.types}
        cities={data.cities}
        counts={data.facets}
        total={result.total}
        action={data.path}
        language={root.language}
        messages={messages.list}
        notes={data.notes}
      />
      <AreaNote query={query} path={data.path} note={data.notes.area} messages={messages.list} />
      <div className="list-toolbar">
        {/* Filters apply as they change: the count says so to screen readers, nothing found too
            ("0 panden"), and the phone's results button brings the focus here. */}
        <p className="list-count" id="list-count" tabIndex={-1} aria-live="polite">
          {fillCount(root.language, messages.list.objectCount, result.total)}
        </p>
        <ViewSwitch view={query.view} viewHref={(view: ListView) => link({ view, page: 1 })} messages={messages.list} />
      </div>
      {result.total === 0 ? (
        <ListEmpty
          listName={isForSale(data.goal) ? messages.list.forSale : messages.list.forRent}
          filters={describeFilters(query, messages.list, data.typeName, root.language)}
          path={data.path}
          nearby={data.nearby.map((town) => ({
            ...town,
            href: link({ city: town.name, page: 1 }),
          }))}
          keepInformedHref={`${root.demandRegisterHref}${demandPrefillQuery(isForSale(data.goal) ? "sale" : "rent", query)}`}
          messages={messages.list}
        />
      ) : query.view === "map" ? (
        <MapView
          pointsHref={data.pointsHref}
          query={query}
          path={data.path}
          messages={messages}
          language={root.language}
        />
      ) : (
        <ListingGrid
          cards={result.cards}
          perRow={data.perRow}
          view={query.view}
          headingLevel={2}
          eagerCount={data.perRow}
        />
      )}
      {query.view !== "map" && result.total > 0 ? (
        <Paging
          page={result.page}
          pages={result.pages}
          total={result.total}
          pageHref={(page) => link({ page })}
          messages={messages.list}
          language={root.language}
        />
      ) : null}
      <RecentlyViewed />
    </div>
  );
}
