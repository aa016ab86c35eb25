// Types and cities with their published sale and rent counts: the filters, the search box and the
// search endpoint read them on every keystroke, so they are kept in memory. After a few seconds the
// next reader still gets the kept copy while a fresh one loads in the background (several processes
// converge within that time; imports call forgetCatalogIndex()), so no visitor waits for the counts.
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Point } from "../../domain/nearby-towns.ts";
import { searchKey } from "../../domain/search-words.ts";
import type { Localized } from "../../shared/localize.ts";
import { db } from "../db/client.ts";
import { properties, propertyTypes } from "../db/schema.ts";
import { fold } from "./fold.ts";
export interface TypeEntry {
  webId: number;
  showOrder: number;
  names: Localized;
  sale: boolean;
  rent: boolean;
  saleCount: number;
  rentCount: number;
}

export interface CityEntry {
  zip: string;
  city: string;
  /** The default-language name, folded: with the zip, what list filters compare properties by. */
  cityKey: string;
  names: Localized;
  /** Belgium (10) or Luxembourg (50), which the region tree of "keep me informed" groups by. */
  countryId: number;
  /** Every name of the city, folded (lower case, no accents), for exact matching. */
  folded: string[];
  /** The same names with each run of anything but letters and digits as one space (searchKey). */
  keys: string[];
  saleCount: number;
  rentCount: number;
  /** The mean point of its published listings: where "nearby" towns are measured from. */
  centre: Point | undefined;
}

/** A street with published listings whose address is shown: the search box finds them by it. */
export interface StreetEntry {
  /** The street's name as searchKey writes it ("basiliekstraat"). */
  key: string;
  zip: string;
  /** The town's keys, as CityEntry.keys: "basiliekstraat halle" finds it. */
  townKeys: string[];
  ids: number[];
}

export interface CatalogIndex {
  types: TypeEntry[];
  cities: CityEntry[];
  streets: StreetEntry[];
  /** Every published listing's id, ascending: the search box finds ids by their first digits here. */
  publishedIds: Int32Array;
}

const TTL_MS = 10_000;
let cached: { at: number; value: Promise<CatalogIndex>; refreshing?: boolean } | undefined;

async function load(): Promise<CatalogIndex> {
  const counts = sql`(select type_web_id, count(*) filter (where goal = 0) as sale, count(*) filter (where goal <> 0) as rent
    from ${properties} where status = 'published' group by type_web_id) as counts`;
  const types = await db()
    .select({
      webId: propertyTypes.webId,
      showOrder: propertyTypes.showOrder,
      names: propertyTypes.names,
      sale: propertyTypes.sale,
      rent: propertyTypes.rent,
      saleCount: sql<number>`coalesce(counts.sale, 0)`.mapWith(Number),
      rentCount: sql<number>`coalesce(counts.rent, 0)`.mapWith(Number),
    })
    .from(propertyTypes)
    .leftJoin(counts, sql`counts.type_web_id = ${propertyTypes.webId}`)
    .orderBy(asc(propertyTypes.showOrder), asc(propertyTypes.webId));
  // City counting ignores case and accents and needs an equal zip (SPEC.md section 5). The database
  // groups by the stored spelling (cheap); spellings of one town are merged here.
  const spellings = await db()
    .select({
      zip: properties.zip,
      city: properties.city,
      names: properties.cityNames,
      countryId: sql<number>`min(${properties.countryId})`.mapWith(Number),
      saleCount: sql<number>`count(*) filter (where ${properties.goal} = 0)`.mapWith(Number),
      rentCount: sql<number>`count(*) filter (where ${properties.goal} <> 0)`.mapWith(Number),
      latitude: sql<string | null>`avg(${properties.latitude})`,
      longitude: sql<string | null>`avg(${properties.longitude})`,
    })
    .from(properties)
    .where(eq(properties.status, "published"))
    .groupBy(properties.zip, properties.city, properties.cityNames);
  const towns = new Map<string, CityEntry>();
  for (const row of spellings) {
    const cityKey = fold(row.city);
    const key = `${row.zip}|${cityKey}`;
    const town = towns.get(key);
    const folded = [row.city, ...Object.values(row.names ?? {})]
      .filter((name): name is string => Boolean(name))
      .map(fold);
    const centre =
      row.latitude !== null && row.longitude !== null
        ? { latitude: Number(row.latitude), longitude: Number(row.longitude) }
        : undefined;
    if (!town) {
      towns.set(key, {
        centre,
        zip: row.zip,
        city: row.city,
        cityKey,
        names: row.names ?? {},
        countryId: row.countryId,
        folded: [...new Set(folded)],
        keys: [],
        saleCount: row.saleCount,
        rentCount: row.rentCount,
      });
      continue;
    }
    town.saleCount += row.saleCount;
    town.rentCount += row.rentCount;
    town.folded = [...new Set([...town.folded, ...folded])];
    town.centre ??= centre;
  }
  for (const town of towns.values()) town.keys = [...new Set(town.folded.map(searchKey))];
  const cities = [...towns.values()].sort((a, b) => a.cityKey.localeCompare(b.cityKey) || a.zip.localeCompare(b.zip));
  const ids = await db()
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.status, "published"))
    .orderBy(asc(properties.id));
  return { types, cities, streets: await streetEntries(towns), publishedIds: Int32Array.from(ids, (row) => row.id) };
}

/** The streets of published listings that show their address; a hidden address is never searchable. */
async function streetEntries(towns: ReadonlyMap<string, CityEntry>): Promise<StreetEntry[]> {
  const rows = await db()
    .select({ id: properties.id, street: properties.street, zip: properties.zip, city: properties.city })
    .from(properties)
    .where(and(eq(properties.status, "published"), eq(properties.publishAddress, true), isNotNull(properties.street)))
    .orderBy(asc(properties.id));
  const streets = new Map<string, StreetEntry>();
  for (const row of rows) {
    const key = searchKey(fold(row.street ?? ""));
    if (key === "") continue;
    const at = `${key}|${row.zip}`;
    const town = towns.get(`${row.zip}|${fold(row.city)}`);
    const entry = streets.get(at) ?? {
      key,
      zip: row.zip,
      townKeys: town?.keys ?? [searchKey(fold(row.city))],
      ids: [],
    };
    entry.ids.push(row.id);
    streets.set(at, entry);
  }
  return [...streets.values()];
}

export function catalogIndex(): Promise<CatalogIndex> {
  const now = Date.now();
  if (!cached) {
    const value = load();
    const entry = { at: now, value };
    cached = entry;
    value.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return value;
  }
  if (now - cached.at > TTL_MS && !cached.refreshing) {
    const stale = cached;
    stale.refreshing = true;
    load().then(
      (fresh) => {
        if (cached === stale) cached = { at: Date.now(), value: Promise.resolve(fresh) };
      },
      (error: unknown) => {
        stale.refreshing = false;
        console.error(`catalogue index: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  }
  return cached.value;
}

export function forgetCatalogIndex(): void {
  cached = undefined;
}
