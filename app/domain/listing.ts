// What the numeric codes on a listing mean (SPEC.md sections 3 and 9, DECISIONS.md "Data").

/** The Goal column's value for sale; rentals are stored as 1. */
export const GOAL_SALE = 0;
export const GOAL_RENT = 1;

/** Goal 0 is for sale; any other value reads as for rent (DECISIONS.md: the data only has 1, but anything non-zero counts). */
export function isForSale(goal: number): boolean {
  return goal === GOAL_SALE;
}

export type Marquee = "none" | "new" | "option" | "sold" | "rented";

/** The default meaning of the banner codes 0 to 4 (DECISIONS.md), by code. */
const MARQUEES: readonly Marquee[] = ["none", "new", "option", "sold", "rented"];

/**
 * The banner meaning of a Marquee code. Codes outside 0..4 (or missing) show no banner: a banner
 * the agency never set is worse than none.
 */
export function marqueeOf(code: number | null | undefined): Marquee {
  if (code === null || code === undefined || !Number.isInteger(code)) return "none";
  return MARQUEES[code] ?? "none";
}

/**
 * Sold (3) and rented (4) listings stay visible as references but can no longer be visited or
 * offered on (DECISIONS.md), so visit and offer forms are hidden for them.
 */
export function isUnavailable(code: number | null | undefined): boolean {
  const marquee = marqueeOf(code);
  return marquee === "sold" || marquee === "rented";
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether an archived listing's public page still shows it, as a reference that says it is sold or
 * rented, `days` (the agency's setting) after it was archived. Other archived listings, and these
 * once the days are over, are gone: a visitor who follows an old link reads "not found".
 */
export function showsAsReference(
  listing: { marquee: number | null; archivedAt: Date | null },
  days: number,
  now: Date,
): boolean {
  if (listing.archivedAt === null || !isUnavailable(listing.marquee)) return false;
  return now.getTime() - listing.archivedAt.getTime() < days * DAY_MS;
}

/** Price unit 7 means "starting from" (SPEC.md section 9, DECISIONS.md). */
export const PRICE_UNIT_STARTING_FROM = 7;

/** Whether the price reads "starting from ...". */
export function isStartingFromPrice(priceUnit: number | null | undefined): boolean {
  return priceUnit === PRICE_UNIT_STARTING_FROM;
}

export type TypeIconName = "residential" | "building" | "land" | "retail" | "default";

/**
 * Icon by property type WebID (SPEC.md section 9: 1 residential, 2 default/commercial, 3 building,
 * 4 land, 5 and 7 default, 6 retail). SPEC.md is silent on 8 and 9: offices (9) get the building
 * icon, a block with rows of windows, which is what an office building looks like; industrial (8) gets
 * the default icon, since no icon shows a warehouse and a shop or a house would mislead.
 */
const ICONS: Readonly<Record<number, TypeIconName>> = {
  1: "residential",
  2: "default",
  3: "building",
  4: "land",
  5: "default",
  6: "retail",
  7: "default",
  8: "default",
  9: "building",
};

/** The icon for a type WebID; unknown or missing ids get the default icon. */
export function typeIconName(webId: number | null | undefined): TypeIconName {
  if (webId === null || webId === undefined) return "default";
  return ICONS[webId] ?? "default";
}
