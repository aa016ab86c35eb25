// The demo agency's listings, as the demo seed writes them (demo/property-plan.ts), for specs that
// pick a listing of the shared server to look at. The specs run side by side on one database, and
// the back-office specs make listings of their own there meanwhile (houses in Halle and Brussel,
// some published "now", some sold), which they delete when they are done: a spec that takes "the
// newest listing" may get one of those, gone or sold before it has finished. Picked among these,
// a listing is the seed's and stays.
import { planProperties } from "../../demo/property-plan.ts";

let plan: ReturnType<typeof planProperties> | undefined;

function demoPlan(): ReturnType<typeof planProperties> {
  plan ??= planProperties();
  return plan;
}

/** The ids of the demo's listings, for a spec's query: `id = any($1::int[])`. */
export function demoListingIds(): number[] {
  return demoPlan().map((listing) => listing.id);
}

/** The demo's listings whose every visit ahead the seed booked (their banner says the visits are full). */
export function demoFullyBookedIds(): number[] {
  return demoPlan()
    .filter((listing) => listing.viewingsFull && listing.marquee <= 2)
    .map((listing) => listing.id);
}

/** Whether a listing's address (a card's link or its page, which end in its id) is one of the demo's. */
export function isDemoListingPath(path: string): boolean {
  const id = Number(/\/(\d+)\/$/.exec(new URL(path, "http://site.invalid").pathname)?.[1]);
  return demoListingIds().includes(id);
}
