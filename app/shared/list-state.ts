// The state of a property list as the URL carries it; shared by the loader (which parses it, in
// app/.server/catalog/list/list-url.ts) and the components (which build links from it). No zod here:
// this module ships to the browser.
export const SORTS = ["newest", "price", "price-desc", "area-desc", "price-m2", "type", "city"] as const;
export const VIEWS = ["grid", "list", "map"] as const;
export type ListSort = (typeof SORTS)[number];
export type ListView = (typeof VIEWS)[number];

/** What a listing has, each a yes-filter of its own (`garden=1`). Furnished and pets concern rentals only. */
export const FEATURES = ["garden", "terrace", "parking", "newBuild", "furnished", "pets"] as const;
export type ListFeature = (typeof FEATURES)[number];
export const RENT_ONLY_FEATURES: readonly ListFeature[] = ["furnished", "pets"];

/** The bedroom counts the filters offer, as "at least" and "at most". */
export const BEDROOM_CHOICES = [1, 2, 3, 4, 5] as const;

/** The energy filter's letters: "C" keeps the listings labelled C or better on their region's scale. */
export const ENERGY_LETTERS = ["A", "B", "C", "D", "E", "F"] as const;
export type EnergyLetter = (typeof ENERGY_LETTERS)[number];

export interface ListQuery {
  type?: number;
  /** A city name (any language, any accents or case) or a 4-digit postal code. */
  city?: string;
  priceMin?: number;
  priceMax?: number;
  /** The fewest bedrooms (the original site's name for it). */
  bedrooms?: number;
  bedroomsMax?: number;
  /** Living area from, in m². */
  areaMin?: number;
  /** Plot area from, in m². */
  plotMin?: number;
  energy?: EnergyLetter;
  garden?: true;
  terrace?: true;
  parking?: true;
  newBuild?: true;
  furnished?: true;
  pets?: true;
  /** A polygon on the map, as the address writes it (list-area.ts): the list holds what lies in it. */
  area?: string;
  sort: ListSort;
  view: ListView;
  page: number;
}

/** The URL query of a list state, leaving defaults out so every state has one URL. */
export function listQueryString(query: ListQuery, change: Partial<ListQuery> = {}): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.type !== undefined) params.set("type", String(next.type));
  if (next.city !== undefined) params.set("city", next.city);
  if (next.priceMin !== undefined) params.set("priceMin", String(next.priceMin));
  if (next.priceMax !== undefined) params.set("priceMax", String(next.priceMax));
  if (next.bedrooms !== undefined) params.set("bedrooms", String(next.bedrooms));
  if (next.bedroomsMax !== undefined) params.set("bedroomsMax", String(next.bedroomsMax));
  if (next.areaMin !== undefined) params.set("areaMin", String(next.areaMin));
  if (next.plotMin !== undefined) params.set("plotMin", String(next.plotMin));
  if (next.energy !== undefined) params.set("energy", next.energy);
  for (const feature of FEATURES) if (next[feature]) params.set(feature, "1");
  if (next.area !== undefined) params.set("area", next.area);
  if (next.sort !== "newest") params.set("sort", next.sort);
  if (next.view !== "grid") params.set("view", next.view);
  if (next.page !== 1) params.set("page", String(next.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The filters a visitor can set, in the order a search is described ("Halle · Huis · max. € 300.000"). */
export const LIST_FILTERS = [
  "city",
  "type",
  "priceMin",
  "priceMax",
  "bedrooms",
  "bedroomsMax",
  "areaMin",
  "plotMin",
  "energy",
  ...FEATURES,
  "area",
] as const;
export type ListFilterName = (typeof LIST_FILTERS)[number];

/** The filters typed as numbers, and how they are read ("400.000" as an amount, "92,5" as an area). */
export const NUMBER_FILTERS: Readonly<Partial<Record<ListFilterName, "amount" | "area">>> = {
  priceMin: "amount",
  priceMax: "amount",
  areaMin: "area",
  plotMin: "area",
};

/** Why a filter in the address is not in the list's state, under the fields it speaks of. */
export interface FilterNote {
  text: string;
  fields: ListFilterName[];
}
export type FilterNotes = Partial<Record<ListFilterName, FilterNote>>;

/** What the address says for a field, as the visitor typed it ("" when nothing). */
export function typedIn(search: URLSearchParams, name: string): string {
  return search.get(name)?.trim() ?? "";
}

/** The filters the state has set (sort, view and page are not filters: they narrow nothing). */
export function activeFilters(query: ListQuery): ListFilterName[] {
  return LIST_FILTERS.filter((name) => query[name] !== undefined);
}

/** The features a list of this goal offers: furnished and pets only on the rental list. */
export function featuresFor(forSale: boolean): readonly ListFeature[] {
  return forSale ? FEATURES.filter((feature) => !RENT_ONLY_FEATURES.includes(feature)) : FEATURES;
}

/** The URL query of the same list without one filter: the others, the sort and the view stay; page 1. */
export function withoutFilter(query: ListQuery, name: ListFilterName): string {
  const next: ListQuery = { ...query, page: 1 };
  delete next[name];
  return listQueryString(next);
}

/**
 * The keep-me-informed form's query for a list search, so the form opens filled in with it. The
 * names are the demand form's own fields (app/domain/forms/form-schemas.ts), which its page reads
 * back and checks like any input.
 */
export function demandPrefillQuery(goal: "sale" | "rent", query: ListQuery): string {
  const params = new URLSearchParams({ goal });
  if (query.type !== undefined) params.set("typeWebIds", String(query.type));
  if (query.city !== undefined) params.set("regions", query.city);
  if (query.priceMin !== undefined) params.set("budgetMin", String(query.priceMin));
  if (query.priceMax !== undefined) params.set("budgetMax", String(query.priceMax));
  if (query.bedrooms !== undefined) params.set("bedroomsMin", String(query.bedrooms));
  if (query.bedroomsMax !== undefined) params.set("bedroomsMax", String(query.bedroomsMax));
  return `?${params.toString()}`;
}
