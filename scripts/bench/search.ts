// DESIGN.md: "search p95 under 10 ms at 10,000 listings and 25 ms at 100,000". The search box's
// endpoint (/api/search) answers a fixed mix of queries, one request at a time (a visitor types one
// key at a time), first at the demo's size (the baseline), then after generated listings bring the
// catalogue to 10,000 and to 100,000. Generated listings spread over 600 towns, every type, sale and
// rent, with texts in four languages; they are inserted by SQL in a few seconds. The same sizes
// measure a search in an area of the map: the map view's points in boxes and drawn polygons, and the
// list's data for the same areas, over HTTP as the browser asks for it and, apart, its queries alone
// as the list's loader runs them against PostgreSQL (the area search itself, without the request
// around it: at the demo's size that request alone takes about 10 ms at p95 on a 2-core machine).
import { performance } from "node:perf_hooks";
import pg from "pg";
import { catalogIndex, forgetCatalogIndex } from "../../app/.server/catalog/catalog-index.ts";
import { searchWithFacets } from "../../app/.server/catalog/list/list-loader.ts";
import { parseListUrl } from "../../app/.server/catalog/list/list-url.ts";
import { CONTENT_CHANGED } from "../../app/.server/content-changes.ts";
import { createDatabase, db, setCurrentDatabase } from "../../app/.server/db/client.ts";
import type { Benchmark, ResultRow } from "./types.ts";

const FIRST_GENERATED_ID = 1_000_000;
const ROUNDS = 15;
const AIMS: Record<number, number> = { 10000: 10, 100000: 25 };

/** What visitors type: ID beginnings, town names and beginnings (accents too), postal codes, types, nothing. */
const QUERIES = [
  "",
  "5",
  "27",
  "312",
  "1000",
  "100042",
  "1500",
  "15",
  "9",
  "hal",
  "Halle",
  "brus",
  "Bruxelles",
  "gent",
  "liège",
  "liege",
  "sint",
  "town 4",
  "huis",
  "apparte",
  "maison",
  "garage",
  "xyz",
];

/**
 * Searches in an area of the map (list-area.ts), as the list's map view asks for its points: boxes
 * ("search this area") and drawn polygons from a street to a province, alone and with the other
 * filters, for sale and for rent.
 */
const AREAS = [
  "50.85_4.3_50.85_4.4_50.8_4.4_50.8_4.3",
  "50.9_4.2_50.9_4.5_50.7_4.5_50.7_4.2",
  "50.74_4.22_50.74_4.25_50.72_4.25_50.72_4.22",
  "51.2_4.0_51.2_5.5_50.5_5.5_50.5_4.0",
  "50.95_4.35_50.8_4.6_50.6_4.45_50.7_4.1_50.9_4.15",
  "51.0_4.1_51.05_4.6_50.9_5.0_50.6_4.9_50.55_4.3_50.75_4.05",
  "49.6_6.0_49.7_6.2_49.5_6.2",
];
const AREA_FILTERS = ["", "&type=1", "&priceMax=300000", "&bedrooms=3&sort=price"];

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** The search box's requests. */
const SEARCHES = QUERIES.flatMap((q) => ["nl", "fr"].map((lang) => `/api/search?${new URLSearchParams({ q, lang })}`));

/**
 * Requests in the areas: the list's own data (its count, a page of cards, the filters' counts), as
 * the browser asks for it when "Search this area" or a drawing changes the address, or the map
 * view's points (up to 500 cards' worth). `withArea: false` is the same without the area.
 */
function inAreas(kind: "list" | "points", withArea = true): string[] {
  return AREAS.flatMap((area) =>
    AREA_FILTERS.flatMap((filters) =>
      [
        ["sale", "te-koop"],
        ["rent", "te-huur"],
      ].map(([goal, path]) => {
        const query = `${withArea ? `area=${area}` : ""}${filters}`;
        // The list's own data alone, as the browser asks for it: the frame reads no filter (root.tsx).
        const route = goal === "sale" ? "forSale.nl" : "forRent.nl";
        return kind === "list"
          ? `/nl/${path}/_.data?${query}&_routes=${route}`
          : `/api/map-points/nl/${goal}?view=map&${query}`;
      }),
    ),
  );
}

interface Latencies {
  p50: number;
  p95: number;
  p99: number;
  count: number;
}

/** A row of p95 latencies, against a baseline's p95 when there is one, with the aim when one is set. */
function latencyRow(
  benchmark: string,
  subject: string,
  measured: Latencies,
  against: { baseline?: { subject: string; latencies: Latencies }; aim?: number } = {},
): ResultRow {
  const { baseline, aim } = against;
  return {
    benchmark,
    subject,
    figure: `p95 ${measured.p95.toFixed(1)} ms`,
    detail: `p50 ${measured.p50.toFixed(1)} ms, p99 ${measured.p99.toFixed(1)} ms`,
    ...(baseline && {
      baseline: { subject: baseline.subject, figure: `p95 ${baseline.latencies.p95.toFixed(1)} ms` },
      ratio: `×${(measured.p95 / baseline.latencies.p95).toFixed(1)}`,
    }),
    ...(aim !== undefined && { aim: { text: `p95 under ${aim} ms`, met: measured.p95 < aim } }),
  };
}

/** A warm-up run, then ROUNDS runs of `once` (each a list of latencies in ms), as percentiles. */
async function rounds(once: () => Promise<number[]>): Promise<Latencies> {
  await once(); // warm-up: connections, JIT, the catalogue index
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) times.push(...(await once()));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), count: times.length };
}

function latencies(appUrl: string, addresses: string[] = SEARCHES) {
  return rounds(async () => {
    const times: number[] = [];
    for (const address of addresses) {
      const started = performance.now();
      const response = await fetch(`${appUrl}${address}`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${address} answered ${response.status}`);
    }
    return times;
  });
}

/**
 * The list's queries for the same addresses as the list's loader runs them (searchWithFacets: its
 * page of listings, their cards, its total and the filters' counts), in this process against the
 * server's database: the area search in PostgreSQL, without the HTTP request and page data around it.
 */
function databaseLatencies(addresses: string[]) {
  const searches = addresses.map((address) => {
    const url = new URL(address, "http://localhost");
    url.searchParams.delete("_routes");
    const parsed = parseListUrl(url.searchParams);
    if (!parsed.ok) throw new Error(`${address}: ${parsed.reason}`);
    return { goal: url.pathname.startsWith("/nl/te-koop/") ? 0 : 1, query: parsed.query };
  });
  return rounds(async () => {
    const index = await catalogIndex();
    const times: number[] = [];
    for (const { goal, query } of searches) {
      const started = performance.now();
      // A page of twelve, as the demo's list shows (four a row, three rows).
      await searchWithFacets({ language: "nl", fallback: "nl", goal, query, pageSize: 12, withPoints: false }, index);
      times.push(performance.now() - started);
    }
    return times;
  });
}

/** Adds generated published listings until the catalogue holds `total`. */
async function growCatalogue(client: pg.Client, total: number): Promise<number> {
  const { rows } = await client.query<{ count: string; max: number | null }>(
    "select count(*) as count, max(id) filter (where id >= $1) as max from properties",
    [FIRST_GENERATED_ID],
  );
  const have = Number(rows[0]?.count ?? 0);
  const missing = total - have;
  if (missing <= 0) return 0;
  const from = (rows[0]?.max ?? FIRST_GENERATED_ID - 1) + 1;
  await client.query("begin");
  await client.query(
    `insert into properties (id, goal, type_web_id, marquee, price, zip, city, city_names, latitude, longitude,
       bedrooms, living_area, published_at)
     select id,
       (id % 3 = 0)::int,
       types.ids[1 + id % array_length(types.ids, 1)],
       (id % 5 = 0)::int,
       case when id % 3 = 0 then 600 + (id % 40) * 25 else 150000 + (id % 300) * 2500 end,
       (1000 + (id % 600) * 15)::text,
       'Town ' || (1000 + (id % 600) * 15),
       jsonb_build_object('nl', 'Town ' || (1000 + (id % 600) * 15), 'fr', 'Ville ' || (1000 + (id % 600) * 15)),
       50.5 + (id % 100) * 0.01, 4.0 + (id % 150) * 0.01,
       1 + id % 5, 60 + id % 200,
       now() - (id % 1000) * interval '1 hour'
     from generate_series($1::int, $2::int) as id,
       (select array_agg(web_id order by web_id) as ids from property_types) as types`,
    [from, from + missing - 1],
  );
  await client.query(
    `insert into property_texts (property_id, language, title, description)
     select id, language, 'Generated listing ' || id || ' (' || language || ')', ''
     from generate_series($1::int, $2::int) as id, unnest(array['nl', 'fr', 'en', 'de']) as language`,
    [from, from + missing - 1],
  );
  await client.query("commit");
  await client.query("analyze properties");
  await client.query("analyze property_texts");
  // The servers drop their catalogue index and kept pages, as after an import.
  await client.query("select pg_notify($1, '')", [CONTENT_CHANGED]);
  return missing;
}

export const search: Benchmark = {
  name: "search",
  async run({ appUrl, databaseUrl, log }) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    setCurrentDatabase(createDatabase(databaseUrl, { max: 4 }));
    try {
      const { rows } = await client.query<{ count: string }>("select count(*) as count from properties");
      const demoSize = Number(rows[0]?.count ?? 0);
      log(`baseline: ${QUERIES.length * 2} queries x ${ROUNDS} at the demo's ${demoSize} listings ...`);
      const baseline = await latencies(appUrl);
      const listBaseline = await latencies(appUrl, inAreas("list"));
      const queriesBaseline = await databaseLatencies(inAreas("list"));
      const results: ResultRow[] = [];
      for (const total of [10_000, 100_000]) {
        const started = performance.now();
        const added = await growCatalogue(client, total);
        log(
          `${total.toLocaleString("en-US")} listings: ${added} generated in ${Math.round(performance.now() - started)} ms; measuring ...`,
        );
        // Let the servers reload the catalogue index before measuring; this process reads it anew.
        await new Promise((resolve) => setTimeout(resolve, 500));
        forgetCatalogIndex();
        const size = `${total.toLocaleString("en-US")} listings`;
        const aim = AIMS[total] ?? Number.POSITIVE_INFINITY;
        const atDemoSize = (what: string, measured: Latencies) => ({
          subject: `the same ${what} at the demo's ${demoSize} listings`,
          latencies: measured,
        });
        const measured = await latencies(appUrl);
        results.push(
          latencyRow(`search, ${size}`, `/api/search, ${measured.count} requests one at a time`, measured, {
            baseline: atDemoSize("queries", baseline),
            aim,
          }),
        );
        const queries = await databaseLatencies(inAreas("list"));
        results.push(
          latencyRow(
            `area search in PostgreSQL, ${size}`,
            `the list's queries for an area as its loader runs them (a page of listings with their cards, the total, the filters' counts), in one process against the database, ${queries.count} one at a time`,
            queries,
            { baseline: atDemoSize("areas", queriesBaseline), aim },
          ),
        );
        const list = await latencies(appUrl, inAreas("list"));
        const wholeList = await latencies(appUrl, inAreas("list", false));
        results.push(
          latencyRow(
            `list in an area of the map, ${size}`,
            `the list's data as the browser asks for it (the rows above and the list page's other data, over HTTP), ${list.count} requests one at a time`,
            list,
            { baseline: atDemoSize("areas", listBaseline) },
          ),
          latencyRow(
            `list without the area, ${size}`,
            `the same requests as the row above without the area, ${wholeList.count} one at a time`,
            wholeList,
          ),
        );
        // The map view's points cost what up to 500 cards cost, with or without an area: measured
        // against the same requests without it, the area's own share shows.
        const points = await latencies(appUrl, inAreas("points"));
        const whole = await latencies(appUrl, inAreas("points", false));
        results.push(
          latencyRow(
            `map points in an area, ${size}`,
            `/api/map-points, ${points.count} requests one at a time`,
            points,
            {
              baseline: { subject: "the same requests without the area", latencies: whole },
            },
          ),
        );
      }
      return results;
    } finally {
      await db().$client.end();
      await client.end();
    }
  },
};
