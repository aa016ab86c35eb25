// Where the agency's listings lie, by postal code: the municipality's name as its listings spell it
// and the middle of their positions. The listing editor fills the municipality from a postal code it
// knows and opens its map there, so the pin is placed with a click in the right town. No outside
// geocoder is reachable: the agency's own listings are the map of its area.
import { sql } from "drizzle-orm";
import type { Localized } from "../../shared/localize.ts";
import { db } from "../db/client.ts";
import { properties } from "../db/schema.ts";

export interface KnownTown {
  zip: string;
  city: string;
  cityNames: Localized;
  latitude: number;
  longitude: number;
}

/** Every postal code with a placed listing: its most usual spelling and the middle of its listings. */
export async function listingTowns(): Promise<KnownTown[]> {
  const rows = await db()
    .select({
      zip: properties.zip,
      city: sql<string>`mode() within group (order by ${properties.city})`,
      cityNames: sql<Localized>`(array_agg(${properties.cityNames} order by ${properties.id} desc))[1]`,
      latitude: sql<number>`avg(${properties.latitude})::float8`,
      longitude: sql<number>`avg(${properties.longitude})::float8`,
    })
    .from(properties)
    .where(
      sql`${properties.latitude} is not null and ${properties.longitude} is not null and ${properties.zip} ~ '^[0-9]{4}$'`,
    )
    .groupBy(properties.zip)
    .orderBy(properties.zip)
    .limit(2_000);
  return rows.map((row) => ({
    ...row,
    latitude: Number(row.latitude.toFixed(5)),
    longitude: Number(row.longitude.toFixed(5)),
  }));
}
