// A lowered price on the public pages over real HTTP, and the agency's two settings that turn it off:
// the card's "price reduced" badge on the list, and the price history on the listing's page.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProperty } from "../../tests/support/catalog-fixtures.ts";
import { seedMinimalSite } from "../../tests/support/minimal-site.ts";
import { type SiteWithoutBuild, startSiteWithoutBuild } from "../../tests/support/site-without-build.ts";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database.ts";
import { until } from "../../tests/support/until.ts";
import { announceContentChange } from "../.server/content-changes.ts";
import { propertyChanges } from "../.server/db/stats-schema.ts";
import { catalogNl } from "../i18n/messages/catalog-nl.ts";

let database: TestDatabase;
let site: SiteWithoutBuild;
const DETAIL = "/nl/te-koop/halle/villa-met-tuin/42/";

beforeAll(async () => {
  database = await createTestDatabase();
  await seedMinimalSite(database.url);
  await database.db.execute(
    sql`insert into property_types (web_id, show_order, names) values (1, 0, '{"nl": "Huis"}') on conflict do nothing`,
  );
  await insertProperty(database.db, { id: 42, title: "Villa met tuin", city: "Halle", price: 399_000 });
  await database.db.insert(propertyChanges).values({ propertyId: 42, kind: "price", before: 420_000, after: 399_000 });
  site = await startSiteWithoutBuild({ PAGE_CACHE_SECONDS: "0" }, database.url);
}, 120_000);

afterAll(async () => {
  await site?.close();
  await database?.cleanup();
});

const page = async (path: string) => (await fetch(`${site.base}${path}`)).text();
const badge = `<span class="price-reduced">${catalogNl.card.priceReduced}</span>`;

describe("a lowered price", () => {
  it("is badged on the list and told on the listing; each setting turns its part off", async () => {
    expect(await page("/nl/te-koop/")).toContain(badge);
    const detail = await page(DETAIL);
    expect(detail).toContain(`<summary>${catalogNl.detail.priceHistory}</summary>`);
    expect(detail).toContain("€\u00a0420.000 → €\u00a0399.000");

    await database.db.execute(sql`update site_settings set show_price_reduced = false, show_price_history = false`);
    await announceContentChange(database.db);
    await until(async () => !(await page("/nl/te-koop/")).includes(badge), "the badge gone from the list");
    expect(await page(DETAIL)).not.toContain(catalogNl.detail.priceHistory);
  });
});
