import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { fill } from "../../i18n/fill.ts";
import { activeFilters, type ListQuery, listQueryString } from "../../shared/list-state.ts";
import type { CatalogMessages } from "./catalog-messages.ts";

export interface FilterOption {
  value: string;
  label: string;
}

interface ListFiltersProps {
  query: ListQuery;
  types: FilterOption[];
  cities: FilterOption[];
  /** The list's own path: the form submits to it with GET, so it works without JavaScript. */
  action: string;
  messages: CatalogMessages["list"];
}

const BEDROOMS = [1, 2, 3, 4, 5];

/** From this width the filters are always shown (list-page.css); below it they fold into a panel. */
const WIDE = "(min-width: 768px)";

export function ListFilters({ query, types, cities, action, messages }: ListFiltersProps) {
  const count = activeFilters(query).length;
  const summary = count > 0 ? fill(messages.filtersCount, { count }) : messages.filters;
  // A new filter starts again at page 1: the form has no page field. The view is kept.
  // Keyed on the search: after a new search the panel folds again and the results are in view.
  return (
    <FiltersPanel key={listQueryString(query, { page: 1 })} summary={summary}>
      <Form method="get" action={action} className="list-filters" aria-label={messages.filters}>
        <div className="field">
          <label htmlFor="filter-type">{messages.type}</label>
          <select id="filter-type" name="type" defaultValue={query.type ?? ""}>
            <option value="">{messages.anyType}</option>
            {types.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-city">{messages.city}</label>
          <input
            id="filter-city"
            name="city"
            type="text"
            list="filter-city-list"
            defaultValue={query.city ?? ""}
            maxLength={80}
            autoComplete="off"
          />
          <datalist id="filter-city-list">
            {cities.map((city) => (
              <option key={city.value} value={city.value}>
                {city.label}
              </option>
            ))}
          </datalist>
        </div>
        <div className="field">
          <label htmlFor="filter-price-min">{messages.priceMin}</label>
          <input
            id="filter-price-min"
            name="priceMin"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            defaultValue={query.priceMin ?? ""}
          />
        </div>
        <div className="field">
          <label htmlFor="filter-price-max">{messages.priceMax}</label>
          <input
            id="filter-price-max"
            name="priceMax"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            defaultValue={query.priceMax ?? ""}
          />
        </div>
        <div className="field">
          <label htmlFor="filter-bedrooms">{messages.bedroomsMin}</label>
          <select id="filter-bedrooms" name="bedrooms" defaultValue={query.bedrooms ?? ""}>
            <option value="">{messages.any}</option>
            {BEDROOMS.map((count) => (
              <option key={count} value={count}>
                {count}+
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-sort">{messages.sort}</label>
          <select id="filter-sort" name="sort" defaultValue={query.sort}>
            <option value="newest">{messages.sortNewest}</option>
            <option value="price">{messages.sortPriceAsc}</option>
            <option value="price-desc">{messages.sortPriceDesc}</option>
            <option value="type">{messages.sortType}</option>
            <option value="city">{messages.sortCity}</option>
          </select>
        </div>
        {query.view !== "grid" ? <input type="hidden" name="view" value={query.view} /> : null}
        <div className="list-filters-actions">
          <button type="submit" className="button button-primary">
            {messages.apply}
          </button>
          <Link to={action} className="list-filters-reset">
            {messages.reset}
          </Link>
        </div>
      </Form>
    </FiltersPanel>
  );
}

/**
 * On phones the filters would fill the first screen: they come folded, in a <details> that opens
 * without JavaScript. Wide screens show them open through CSS (::details-content, list-page.css);
 * for browsers without it, the panel is opened here once the page runs.
 */
function FiltersPanel({ summary, children }: { summary: string; children: React.ReactNode }) {
  const panel = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (panel.current && window.matchMedia(WIDE).matches) panel.current.open = true;
  }, []);
  return (
    <details className="list-filters-panel" ref={panel}>
      <summary className="list-filters-summary">{summary}</summary>
      {children}
    </details>
  );
}
