import { useEffect, useRef, useState } from "react";
import { Form, useLocation } from "react-router";
import { fill, fillCount } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import {
  activeFilters,
  BEDROOM_CHOICES,
  ENERGY_LETTERS,
  type EnergyLetter,
  type FilterNotes,
  featuresFor,
  type ListFeature,
  type ListFilterName,
  type ListQuery,
  NUMBER_FILTERS,
  typedIn,
} from "../../shared/list-state.ts";
import { useHydrated } from "../modules/use-media.ts";
import { Link } from "../ui/link.tsx";
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
  /** Why a filter in the address is left out, by field (app/.server/catalog/list/filter-notes.ts). */
  notes: FilterNotes;
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

type NumberName = "priceMin" | "priceMax" | "areaMin" | "plotMin";

/** A field's id ("filter-price-max"), and its note's. */
function fieldId(name: string): string {
  return `filter-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** The attributes tying a field to the note that speaks of it. */
function noted(notes: FilterNotes, name: ListFilterName) {
  const note = Object.entries(notes).find(([, found]) => found.fields.includes(name));
  return note ? { "aria-invalid": true, "aria-describedby": `${fieldId(note[0])}-note` } : {};
}

function Note({ notes, name }: { notes: FilterNotes; name: ListFilterName }) {
  const note = notes[name];
  return note ? (
    <p id={`${fieldId(name)}-note`} className="field-error">
      {note.text}
    </p>
  ) : null;
}

/** "Huis (8)"; a choice that would show nothing is disabled, unless it is the one chosen. */
function counted(label: string, count: number) {
  return `${label} (${count})`;
}

export function ListFilters(props: ListFiltersProps) {
  const { query, counts, messages } = props;
  const form = useRef<HTMLFormElement>(null);
  const panel = useRef<HTMLDetailsElement>(null);
  // The fields show the address as typed ("400.000"), even a value the list left out.
  const search = new URLSearchParams(useLocation().search);
  const typed = (name: string) => typedIn(search, name);
  const { notes } = props;
  const active = activeFilters(query);
  const summary = active.length > 0 ? fill(messages.filtersCount, { count: active.length }) : messages.filters;
  const moreCount = active.filter((name) => MORE.includes(name)).length;
  const moreNoted = MORE.some((name) => name in notes);
  // Opened once for a list that has one of them set, or a note to read; after that the visitor
  // opens and closes them.
  const [moreOpen] = useState(moreCount > 0 || moreNoted);
  const [panelOpen] = useState(Object.keys(notes).length > 0);
  const { onSubmit, onLink } = useAutoApply(form);
  // Wide screens show the panel open through CSS; for browsers without ::details-content the page
  // opens it once it runs (see FiltersPanel).
  useEffect(() => {
    if (panel.current && window.matchMedia(WIDE).matches) panel.current.open = true;
  }, []);
  return (
    <FiltersPanel summary={summary} panel={panel} open={panelOpen}>
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
          <select id="filter-type" name="type" defaultValue={typed("type")} {...noted(notes, "type")}>
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
          <Note notes={notes} name="type" />
        </div>
        <div className="field">
          <label htmlFor="filter-city">{messages.city}</label>
          <input
            id="filter-city"
            name="city"
            type="text"
            list="filter-city-list"
            defaultValue={typed("city")}
            maxLength={80}
            autoComplete="off"
            {...noted(notes, "city")}
          />
          <datalist id="filter-city-list">
            {props.cities.map((city) => (
              <option key={city.value} value={city.value}>
                {city.label}
              </option>
            ))}
          </datalist>
          <Note notes={notes} name="city" />
        </div>
        <NumberField name="priceMin" label={messages.priceMin} typed={typed("priceMin")} notes={notes} />
        <NumberField name="priceMax" label={messages.priceMax} typed={typed("priceMax")} notes={notes} />
        <div className="field">
          <label htmlFor="filter-bedrooms">{messages.bedroomsMin}</label>
          <select id="filter-bedrooms" name="bedrooms" defaultValue={typed("bedrooms")} {...noted(notes, "bedrooms")}>
            <option value="">{messages.any}</option>
            {BEDROOM_CHOICES.map((rooms) => (
              <option key={rooms} value={rooms} disabled={counts.bedrooms[rooms] === 0 && query.bedrooms !== rooms}>
                {counted(`${rooms}+`, counts.bedrooms[rooms] ?? 0)}
              </option>
            ))}
          </select>
          <Note notes={notes} name="bedrooms" />
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
              <select
                id="filter-bedrooms-max"
                name="bedroomsMax"
                defaultValue={typed("bedroomsMax")}
                {...noted(notes, "bedroomsMax")}
              >
                <option value="">{messages.any}</option>
                {BEDROOM_CHOICES.map((rooms) => (
                  <option key={rooms} value={rooms}>
                    {rooms}
                  </option>
                ))}
              </select>
              <Note notes={notes} name="bedroomsMax" />
            </div>
            <NumberField name="areaMin" label={messages.areaMin} typed={typed("areaMin")} notes={notes} />
            <NumberField name="plotMin" label={messages.plotMin} typed={typed("plotMin")} notes={notes} />
            <div className="field">
              <label htmlFor="filter-energy">{messages.energy}</label>
              <select id="filter-energy" name="energy" defaultValue={typed("energy")} {...noted(notes, "energy")}>
                <option value="">{messages.any}</option>
                {ENERGY_LETTERS.map((letter) => (
                  <option key={letter} value={letter} disabled={counts.energy[letter] === 0 && query.energy !== letter}>
                    {counted(fill(messages.energyOrBetter, { letter }), counts.energy[letter] ?? 0)}
                  </option>
                ))}
              </select>
              <Note notes={notes} name="energy" />
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
                      {...noted(notes, feature)}
                    />
                    {counted(messages[feature], count)}
                  </label>
                );
              })}
              {featuresFor(props.forSale).map((feature) => (
                <Note key={feature} notes={notes} name={feature} />
              ))}
            </fieldset>
          </div>
        </details>
        {/* The notes as they come, for screen readers: the fields name theirs when reached. */}
        <p className="visually-hidden" aria-live="polite">
          {Object.values(notes)
            .map((note) => note.text)
            .join(" ")}
        </p>
        {query.view !== "grid" ? <input type="hidden" name="view" value={query.view} /> : null}
        {/* The area drawn on the map stays while the other filters change; "Clear area" drops it. */}
        {query.area !== undefined ? <input type="hidden" name="area" value={query.area} /> : null}
        <div className="list-filters-actions">
          {/* Without JavaScript this sends the form; with it, changes apply as they are made and the
              button shows what they found (and, on phones, folds the panel over the results). */}
          <button type="submit" className="button button-primary">
            <SubmitLabel
              apply={messages.apply}
              showResults={fillCount(props.language, messages.showResults, props.total)}
            />
          </button>
          <Link to={props.action} className="list-filters-reset" onClick={onLink}>
            {messages.reset}
          </Link>
        </div>
      </Form>
    </FiltersPanel>
  );
}

/**
 * The submit button's words: "Apply" in the server's HTML (without JavaScript the button sends the
 * form), what the changes found once the page runs. A component of its own, so that the render
 * React does right after hydration for it redraws these words, not the whole form.
 */
function SubmitLabel({ apply, showResults }: { apply: string; showResults: string }) {
  return useHydrated() ? showResults : apply;
}

/**
 * A price or an area, typed as the visitor writes it ("400.000", "92,5"): a text field, so the
 * browser neither refuses the grouping point nor reads it as a decimal one; the server reads it.
 */
function NumberField({
  name,
  label,
  typed,
  notes,
}: {
  name: NumberName;
  label: string;
  typed: string;
  notes: FilterNotes;
}) {
  const id = fieldId(name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={NUMBER_FILTERS[name] === "amount" ? "numeric" : "decimal"}
        autoComplete="off"
        maxLength={40}
        defaultValue={typed}
        {...noted(notes, name)}
      />
      <Note notes={notes} name={name} />
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
  open,
  children,
}: {
  summary: string;
  panel: React.RefObject<HTMLDetailsElement | null>;
  /** Opened from the start on phones too: a field has a note to read. */
  open: boolean;
  children: React.ReactNode;
}) {
  return (
    <details className="list-filters-panel" ref={panel} open={open || undefined}>
      <summary className="list-filters-summary">{summary}</summary>
      {children}
    </details>
  );
}
