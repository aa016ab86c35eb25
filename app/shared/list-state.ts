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
