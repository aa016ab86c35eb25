import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { fill, fillCount } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import {
  activeFilters,
  BEDROOM_CHOICES,
  ENERGY_LETTERS,
  type EnergyLetter,
  featuresFor,
  type ListFeature,
  type ListQuery,
  listQueryString,
} from "../../shared/list-state.ts";
import { useHydrated } from "../modules/use-media.ts";
import type { CatalogMessages } from "./catalog-messages.ts";
import { useAutoApply } from "./use-auto-apply.ts";

export interface FilterOption {
  value: string;
  label: string;
}

/** How many listings each choice would show under the other filters (list-facets.ts). */
export interface FilterCounts {
  bedrooms: Record<number, number>;
  energy: Record<EnergyLetter, number>;
  features: Partial<Record<ListFeature, number>>;
}

interface ListFiltersProps {
  query: ListQuery;
  forSale: boolean;
  types: (FilterOption & { count: number })[];
  cities: FilterOption[];
  counts: FilterCounts;
  /** What the list shows now: the results button's count. */
  total: number;
  /** The list's own path: the form submits to it with GET, so it works without JavaScript. */
  action: string;
  language: Language;
  messages: CatalogMessages["list"];
}

/** From this width the filters are always shown (list-page.css); below it they fold into a panel. */
const WIDE = "(min-width: 768px)";

/** The filters behind "more filters": opened by the page when one of them is set. */
const MORE = [
  "bedroomsMax",
  "areaMin",
  "plotMin",
  "energy",
  "garden",
  "terrace",
  "parking",
  "newBuild",
  "furnished",
  "pets",
];

/** "Huis (8)"; a choice that would show nothing is disabled, unless it is the one chosen. */
function counted(label: string, count: number) {
  return `${label} (${count})`;
}

export function ListFilters(props: ListFiltersProps) {
  const { query, counts, messages } = props;
  const form = useRef<HTMLFormElement>(null);
  const panel = useRef<HTMLDetailsElement>(null);
  const hydrated = useHydrated();
  const active = activeFilters(query);
  const summary = active.length > 0 ? fill(messages.filtersCount, { count: active.length }) : messages.filters;
  const moreCount = active.filter((name) => MORE.includes(name)).length;
  // Opened once for a list that has one of them set; after that the visitor opens and closes it.
  const [moreOpen] = useState(moreCount > 0);
  const { onSubmit } = useAutoApply(form, listQueryString(query, { page: 1 }));
  // Wide screens show the panel open through CSS; for browsers without ::details-content the page
  // opens it once it runs (see FiltersPanel).
  useEffect(() => {
    if (panel.current && window.matchMedia(WIDE).matches) panel.current.open = true;
  }, []);
  return (
    <FiltersPanel summary={summary} panel={panel}>
      <Form
        ref={form}
        method="get"
        action={props.action}
        className="list-filters"
        aria-label={messages.filters}
        preventScrollReset
        onSubmit={(event) => {
          onSubmit(event);
          // On phones the results are behind the panel: fold it and go to them.
          if (panel.current && !window.matchMedia(WIDE).matches) {
            panel.current.open = false;
            document.getElementById("list-count")?.focus();
          }
        }}
      >
        <div className="field">
          <label htmlFor="filter-type">{messages.type}</label>
          <select id="filter-type" name="type" defaultValue={query.type ?? ""}>
            <option value="">{messages.anyType}</option>
            {props.types.map((type) => (
              <option
                key={type.value}
                value={type.value}
                disabled={type.count === 0 && String(query.type) !== type.value}
              >
                {counted(type.label, type.count)}
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
            {props.cities.map((city) => (
              <option key={city.value} value={city.value}>
                {city.label}
              </option>
            ))}
          </datalist>
        </div>
        <NumberField name="priceMin" label={messages.priceMin} value={query.priceMin} />
        <NumberField name="priceMax" label={messages.priceMax} value={query.priceMax} />
        <div className="field">
          <label htmlFor="filter-bedrooms">{messages.bedroomsMin}</label>
          <select id="filter-bedrooms" name="bedrooms" defaultValue={query.bedrooms ?? ""}>
            <option value="">{messages.any}</option>
            {BEDROOM_CHOICES.map((rooms) => (
              <option key={rooms} value={rooms} disabled={counts.bedrooms[rooms] === 0 && query.bedrooms !== rooms}>
                {counted(`${rooms}+`, counts.bedrooms[rooms] ?? 0)}
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
            <option value="area-desc">{messages.sortAreaDesc}</option>
            <option value="price-m2">{messages.sortPricePerM2}</option>
            <option value="type">{messages.sortType}</option>
            <option value="city">{messages.sortCity}</option>
          </select>
        </div>
        <details className="list-more-filters" open={moreOpen || undefined}>
          <summary className="list-more-summary">
            {moreCount > 0 ? fill(messages.moreFiltersCount, { count: moreCount }) : messages.moreFilters}
          </summary>
          <div className="list-more-fields">
            <div className="field">
              <label htmlFor="filter-bedrooms-max">{messages.bedroomsMax}</label>
              <select id="filter-bedrooms-max" name="bedroomsMax" defaultValue={query.bedroomsMax ?? ""}>
                <option value="">{messages.any}</option>
                {BEDROOM_CHOICES.map((rooms) => (
                  <option key={rooms} value={rooms}>
                    {rooms}
                  </option>
                ))}
              </select>
            </div>
            <NumberField name="areaMin" label={messages.areaMin} value={query.areaMin} />
            <NumberField name="plotMin" label={messages.plotMin} value={query.plotMin} />
            <div className="field">
              <label htmlFor="filter-energy">{messages.energy}</label>
              <select id="filter-energy" name="energy" defaultValue={query.energy ?? ""}>
                <option value="">{messages.any}</option>
                {ENERGY_LETTERS.map((letter) => (
                  <option key={letter} value={letter} disabled={counts.energy[letter] === 0 && query.energy !== letter}>
                    {counted(fill(messages.energyOrBetter, { letter }), counts.energy[letter] ?? 0)}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="list-features">
              <legend>{messages.features}</legend>
              {featuresFor(props.forSale).map((feature) => {
                const count = counts.features[feature] ?? 0;
                return (
                  <label key={feature} className="list-feature">
                    <input
                      type="checkbox"
                      name={feature}
                      value="1"
                      defaultChecked={query[feature] === true}
                      disabled={count === 0 && query[feature] !== true}
                    />
                    {counted(messages[feature], count)}
                  </label>
                );
              })}
            </fieldset>
          </div>
        </details>
        {query.view !== "grid" ? <input type="hidden" name="view" value={query.view} /> : null}
        <div className="list-filters-actions">
          {/* Without JavaScript this sends the form; with it, changes apply as they are made and the
              button shows what they found (and, on phones, folds the panel over the results). */}
          <button type="submit" className="button button-primary">
            {hydrated ? fillCount(props.language, messages.showResults, props.total) : messages.apply}
          </button>
          <Link to={props.action} className="list-filters-reset">
            {messages.reset}
          </Link>
        </div>
      </Form>
    </FiltersPanel>
  );
}

function NumberField({ name, label, value }: { name: string; label: string; value: number | undefined }) {
  const id = `filter-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="number" inputMode="numeric" min={0} step={1} defaultValue={value ?? ""} />
    </div>
  );
}

/**
 * On phones the filters would fill the first screen: they come folded, in a <details> that opens
 * without JavaScript. Wide screens show them open through CSS (::details-content, list-page.css).
 */
function FiltersPanel({
  summary,
  panel,
  children,
}: {
  summary: string;
  panel: React.RefObject<HTMLDetailsElement | null>;
  children: React.ReactNode;
}) {
  return (
    <details className="list-filters-panel" ref={panel}>
      <summary className="list-filters-summary">{summary}</summary>
      {children}
    </details>
  );
}
