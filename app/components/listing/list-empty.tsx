// What a list that found nothing offers instead of a dead end: the search in words, a link per
// filter that drops just that one, and keep-me-informed filled in with the same search.
import { Link } from "../ui/link.tsx";
import type { CatalogMessages } from "./catalog-messages.ts";
import { type DescribedFilter, describeSearch } from "./search-description.ts";

export function ListEmpty(props: {
  listName: string;
  filters: DescribedFilter[];
  /** The list's own path, to which each drop link adds the remaining filters. */
  path: string;
  /** Towns near the one searched where the same search finds listings, nearest first. */
  nearby: { name: string; zip: string; count: number; href: string }[];
  /** The demand form's page with the search in its query. */
  keepInformedHref: string;
  messages: CatalogMessages["list"];
}) {
  const { filters, messages } = props;
  return (
    <section className="list-empty" aria-labelledby="list-empty-title">
      <h2 id="list-empty-title" className="list-empty-title">
        {messages.noResults}
      </h2>
      <p className="list-empty-search">
        {messages.searchedFor} <strong>{describeSearch(props.listName, filters)}</strong>
      </p>
      {filters.length > 0 ? (
        <>
          <p className="list-empty-broaden">{messages.broaden}</p>
          <ul className="list-drop-filters">
            {filters.map((filter) => (
              <li key={filter.name}>
                <Link to={`${props.path}${filter.dropQuery}`} className="list-drop-filter" data-filter={filter.name}>
                  <span className="visually-hidden">{messages.dropFilter} </span>
                  {filter.text}
                  <span aria-hidden="true" className="list-drop-filter-x">
                    ×
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {props.nearby.length > 0 ? (
        <>
          <p className="list-empty-broaden">{messages.nearby}</p>
          <ul className="list-nearby">
            {props.nearby.map((town) => (
              <li key={`${town.zip}|${town.name}`}>
                <Link to={town.href} className="list-nearby-town">
                  {town.name} ({town.count})
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="list-keep-informed">
        <p>{messages.keepInformedText}</p>
        <Link to={props.keepInformedHref} className="btn btn-accent">
          {messages.keepInformed}
        </Link>
      </div>
    </section>
  );
}
