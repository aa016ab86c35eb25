// A list search in words ("Te koop · Halle · Huis · max. € 300.000"), for the page that found
// nothing: the visitor sees what was searched and can drop one filter at a time.
import { fill, fillCount } from "../../i18n/fill.ts";
import { formatArea, formatPrice } from "../../i18n/format.ts";
import type { Language } from "../../i18n/languages.ts";
import { activeFilters, type ListFilterName, type ListQuery, withoutFilter } from "../../shared/list-state.ts";
import type { CatalogMessages } from "./catalog-messages.ts";

export interface DescribedFilter {
  name: ListFilterName;
  text: string;
  /** The list's URL query without this filter. */
  dropQuery: string;
}

/**
 * The active filters in words, in the order they are read. `typeName` is the type filter's name in
 * the visitor's language; a type the catalogue does not know (an old link) is named by its number.
 */
export function describeFilters(
  query: ListQuery,
  messages: CatalogMessages["list"],
  typeName: string | undefined,
  language: Language,
): DescribedFilter[] {
  return activeFilters(query).map((name) => ({
    name,
    text: filterText(name, query, messages, typeName, language),
    dropQuery: withoutFilter(query, name),
  }));
}

function filterText(
  name: ListFilterName,
  query: ListQuery,
  messages: CatalogMessages["list"],
  typeName: string | undefined,
  language: Language,
): string {
  switch (name) {
    case "city":
      return query.city ?? "";
    case "type":
      return typeName ?? `${messages.type} ${query.type ?? ""}`;
    case "priceMin":
      return fill(messages.filterPriceMin, { price: formatPrice(query.priceMin, language) });
    case "priceMax":
      return fill(messages.filterPriceMax, { price: formatPrice(query.priceMax, language) });
    case "bedrooms":
      return fillCount(language, messages.filterBedrooms, query.bedrooms ?? 0);
    case "bedroomsMax":
      return fillCount(language, messages.filterBedroomsMax, query.bedroomsMax ?? 0);
    case "areaMin":
      return fill(messages.filterAreaMin, { area: formatArea(query.areaMin, language) });
    case "plotMin":
      return fill(messages.filterPlotMin, { area: formatArea(query.plotMin, language) });
    case "energy":
      return fill(messages.filterEnergy, { letter: query.energy ?? "" });
    default:
      // A feature: its own name ("Tuin").
      return messages[name];
  }
}

/** The whole search in one line: the list it was made on ("Te koop"), then its filters. */
export function describeSearch(listName: string, filters: DescribedFilter[]): string {
  return [listName, ...filters.map((filter) => filter.text)].join(" · ");
}
