// The state of a property list as the URL carries it; shared by the loader (which parses it, in
// app/.server/catalog/list/list-url.ts) and the components (which build links from it). No zod here:
// this module ships to the browser.
export const SORTS = ["newest", "price", "price-desc", "type", "city"] as const;
export const VIEWS = ["grid", "list", "map"] as const;
export type ListSort = (typeof SORTS)[number];
export type ListView = (typeof VIEWS)[number];

export interface ListQuery {
  type?: number;
  /** A city name (any language, any accents or case) or a 4-digit postal code. */
  city?: string;
  priceMin?: number;
  priceMax?: number;
  bedrooms?: number;
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
  if (next.sort !== "newest") params.set("sort", next.sort);
  if (next.view !== "grid") params.set("view", next.view);
  if (next.page !== 1) params.set("page", String(next.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The filters a visitor can set, in the order a search is described ("Halle · Huis · max. € 300.000"). */
export const LIST_FILTERS = ["city", "type", "priceMin", "priceMax", "bedrooms"] as const;
export type ListFilterName = (typeof LIST_FILTERS)[number];

/** The filters the state has set (sort, view and page are not filters: they narrow nothing). */
export function activeFilters(query: ListQuery): ListFilterName[] {
  return LIST_FILTERS.filter((name) => query[name] !== undefined);
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
  return `?${params.toString()}`;
}
