// The search page (/nl/zoeken/?q=...): where the search box's form goes when it is sent, with or
// without JavaScript. Text that leads to one page (a listing's number or reference, a type in a town,
// a town, a type) redirects there; text that matches nothing is kept, in the box and in the message,
// beside the types to start again from. Not for search engines (noindex), as their guidelines ask of
// a site's own search results.
import { redirect } from "react-router";
import { bestMatch, quickSearch } from "../.server/catalog/quick-search.ts";
import { pageContext } from "../.server/page-context.ts";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { useCatalogMessages } from "../components/listing/catalog-messages.ts";
import { SearchBox } from "../components/listing/search-box.tsx";
import { Link } from "../components/ui/link.tsx";
import { MAX_QUERY_LENGTH } from "../domain/search-words.ts";
import { fill } from "../i18n/fill.ts";
import { messagesFor } from "../i18n/messages.server.ts";
import type { Route } from "./+types/search";

export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  // Control characters and text past the box's own limit are no search: they are dropped, not refused.
  const query = (url.searchParams.get("q") ?? "")
    .replace(/\p{Cc}/gu, " ")
    .trim()
    .slice(0, MAX_QUERY_LENGTH);
  const results = await quickSearch(query, ctx.language, ctx.settings.fallback);
  const best = bestMatch(results, query);
  // A path, never an address built from the request's Host.
  if (best) return redirect(best, 303);
  const messages = messagesFor(ctx.language).catalog.search;
  // Every type to start again from, with its counts: what the empty box lists.
  const everyType = query ? (await quickSearch("", ctx.language, ctx.settings.fallback)).types : results.types;
  return {
    query,
    types: everyType,
    seo: { title: `${messages.label} | ${ctx.settings.agency.name}`, robots: "noindex" },
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, types } = loaderData;
  const messages = useCatalogMessages().search;
  return (
    <div className="container page-body narrow search-page">
      <h1 id="page-title">{messages.label}</h1>
      {query ? <p className="lead">{fill(messages.nothingFor, { query })}</p> : null}
      <SearchBox className="search-page-box" initialText={query} />
      <h2>{messages.types}</h2>
      <ul className="search-page-types">
        {types.map((type) => (
          <li key={type.webId}>
            <span className="search-page-type">{type.name}</span>
            {(["sale", "rent"] as const).map((goal) =>
              type[goal].count > 0 ? (
                <Link key={goal} to={type[goal].href}>
                  {goal === "sale" ? messages.forSale : messages.forRent} ({type[goal].count})
                </Link>
              ) : null,
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
