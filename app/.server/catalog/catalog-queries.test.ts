import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertProperty,
  insertSettings,
  insertTypes,
  startTestDatabase,
  type TestDatabase,
} from "../../../tests/support/catalog-fixtures.ts";
import type { ListQuery } from "../../shared/list-state.ts";
import { forgetSiteData } from "../site-settings.ts";
import { cardsByIds, publishedCardsByIds } from "./card-query.ts";
import { forgetCatalogIndex } from "./catalog-index.ts";
import { loadPropertyDetail } from "./detail/property-detail.ts";
import { loadPropertyList } from "./list/list-loader.ts";
import { searchListings } from "./list/list-query.ts";
import { parseListUrl } from "./list/list-url.ts";
import { canonicalPropertyPath } from "./property-lookup.ts";
import { bestMatch, idPrefixRanges, idsInRanges, quickSearch, validSearchText } from "./quick-search.ts";

let test: TestDatabase;
const base: ListQuery = { sort: "newest", view: "grid", page: 1 };
const list = (goal: number, query: Partial<ListQuery>, pageSize = 10) =>
  searchListings({ language: "nl", fallback: "nl", goal, query: { ...base, ...query }, pageSize });
const ids = async (goal: number, query: Partial<ListQuery>) => (await list(goal, query)).cards.map((card) => card.id);

beforeAll(async () => {
  test = await startTestDatabase();
  forgetSiteData();
  forgetCatalogIndex();
  await insertSettings(test.db);
  await insertTypes(test.db);
  await insertProperty(test.db, {
    id: 401,
    city: "Liège",
    cityFr: "Liège",
    zip: "4000",
    price: 300_000,
    bedrooms: 3,
    type: 1,
  });
  await insertProperty(test.db, {
    id: 402,
    city: "Brussel",
    cityFr: "Bruxelles",
    zip: "1000",
    price: 200_000,
    bedrooms: 2,
    type: 2,
  });
  await insertProperty(test.db, { id: 403, city: "Halle", zip: "1500", price: 100_000, bedrooms: 1, type: 1 });
  await insertProperty(test.db, {
    id: 404,
    city: "Halle",
    zip: "1500",
    price: 5_000_000,
    publishPrice: false,
    type: 1,
  });
  await insertProperty(test.db, { id: 405, city: "Halle", zip: "1500", goal: 1, price: 900, type: 2 });
  await insertProperty(test.db, { id: 406, city: "Halle", zip: "1500", status: "unpublished" });
  await insertProperty(test.db, {
    id: 4070,
    city: "Halle",
    zip: "1500",
    price: 150_000,
    title: "Huis met tuin",
    photos: 2,
  });
}, 60_000);

afterAll(async () => {
  await test?.stop();
});

describe("parseListUrl", () => {
  it.each([
    ["", base],
    [
      "type=1&city=Hal&priceMin=1000&priceMax=2000&bedrooms=2&sort=price&view=map&page=3",
      { type: 1, city: "Hal", priceMin: 1000, priceMax: 2000, bedrooms: 2, sort: "price", view: "map", page: 3 },
    ],
    ["type=&city=&priceMin=&utm_source=x&fbclid=y", base],
    // An old link's order or view that the site does not know: the default, not an error page.
    ["sort=drop table&view=table", base],
    ["sort=pricedesc", base],
    ["city=Halle|1500&type=1", { ...base, city: "Halle|1500", type: 1 }],
  ])("reads %j", (text, expected) => {
    expect(parseListUrl(new URLSearchParams(text))).toEqual({ ok: true, query: expected });
  });

  it.each(["page=0", "page=-1", "page=1.5"])("refuses %j", (text) => {
    expect(parseListUrl(new URLSearchParams(text)).ok).toBe(false);
  });

  // A filter it cannot read is left out, never an error page (list-url.test.ts).
  it.each([
    "priceMin=abc",
    "type=1&type=2",
    "priceMin=5&priceMax=4",
    "bedrooms=1e3",
    `city=${"x".repeat(81)}`,
    "city=<script>",
  ])("leaves out %j", (text) => {
    expect(parseListUrl(new URLSearchParams(text))).toEqual({ ok: true, query: base });
  });
});

describe("searchListings", () => {
  it("lists one goal, newest first, published only", async () => {
    expect(await ids(0, {})).toEqual([4070, 404, 403, 402, 401]);
    expect(await ids(1, {})).toEqual([405]);
  });

  it("filters by city name in any language, any case and accents, or by zip", async () => {
    expect(await ids(0, { city: "LIEGE" })).toEqual([401]);
    expect(await ids(0, { city: "bruxelles" })).toEqual([402]);
    expect(await ids(0, { city: "1500" })).toEqual([4070, 404, 403]);
    expect(await ids(0, { city: "Hal" })).toEqual([]);
  });

  it("reads the original site's town links, {name}|{zip}", async () => {
    expect(await ids(0, { city: "Halle|1500" })).toEqual([4070, 404, 403]);
    expect(await ids(0, { city: "halle | 1500" })).toEqual([4070, 404, 403]);
    expect(await ids(0, { city: "|1500" })).toEqual([4070, 404, 403]);
    expect(await ids(0, { city: "Liège|1500" })).toEqual([]);
  });

  it("filters by type, price range and bedrooms; a hidden price never matches a price filter", async () => {
    expect(await ids(0, { type: 2 })).toEqual([402]);
    expect(await ids(0, { priceMin: 150_000, priceMax: 300_000 })).toEqual([4070, 402, 401]);
    expect(await ids(0, { priceMin: 1_000_000 })).toEqual([]);
    expect(await ids(0, { bedrooms: 2 })).toEqual([402, 401]);
  });

  it("sorts by price with hidden prices last, and by city", async () => {
    expect(await ids(0, { sort: "price" })).toEqual([403, 4070, 402, 401, 404]);
    expect(await ids(0, { sort: "price-desc" })).toEqual([401, 402, 4070, 403, 404]);
    expect((await ids(0, { sort: "city" }))[0]).toBe(402);
  });

  it("pages with the total, also past the last page", async () => {
    const first = await list(0, { page: 1 }, 2);
    expect([first.cards.length, first.total, first.pages]).toEqual([2, 5, 3]);
    const last = await list(0, { page: 3 }, 2);
    expect(last.cards.map((card) => card.id)).toEqual([401]);
    const beyond = await list(0, { page: 9 }, 2);
    expect([beyond.cards.length, beyond.total, beyond.pages]).toEqual([0, 5, 3]);
  });

  it("gives map points, rounded when the address is hidden", async () => {
    const result = await list(0, { view: "map" });
    expect(result.points).toHaveLength(5);
    expect(result.points[0]).toMatchObject({ latitude: 50.7, longitude: 4.2, approximate: false });
  });
});

describe("cards by id", () => {
  it("gives the cards in the order asked, unpublished ones too, and leaves unknown ids out", async () => {
    const cards = await cardsByIds([406, 999_999, 402, 401], "nl", "nl");
    expect(cards.map((card) => card.id)).toEqual([406, 402, 401]);
    expect(cards[1]).toMatchObject({ city: "Brussel", price: 200_000 });
  });

  it("gives only the published ones when the page is public", async () => {
    const cards = await publishedCardsByIds([406, 402, 401], "nl", "nl");
    expect(cards.map((card) => card.id)).toEqual([402, 401]);
  });
});

describe("loadPropertyList", () => {
  const nl = { language: "nl", fromPath: true } as const;

  it("reads the map view's points for the page, and only its total for a client-side navigation's data", async () => {
    const page = await loadPropertyList(new Request("http://site.test/nl/te-koop/?view=map"), nl);
    expect(page.points.map((point) => point.id).sort((a, b) => a - b)).toEqual([401, 402, 403, 404, 4070]);
    const data = await loadPropertyList(
      new Request("http://site.test/nl/te-koop/_.data?view=map&_routes=routes%2Fproperty-list"),
      nl,
    );
    expect(data.points).toEqual([]);
    expect(data.result.total).toBe(5);
    expect(data.query.view).toBe("map");
  });
});

describe("quickSearch", () => {
  it("lists the types with sale and rent counts for empty text", async () => {
    const results = await quickSearch("", "nl", "nl");
    expect(results.properties).toEqual([]);
    expect(results.types.map((t) => [t.name, t.sale.count, t.rent.count])).toEqual([
      ["Huis", 4, 0],
      ["Appartement", 1, 1],
      ["Bouwgrond", 0, 0],
    ]);
    expect(results.types[0]?.sale.href).toBe("/nl/te-koop/?type=1");
  });

  it("finds properties by the beginning of their ID, the exact ID first", async () => {
    expect((await quickSearch("40", "nl", "nl")).properties.map((p) => p.id)).toEqual([401, 402, 403, 404, 405]);
    expect((await quickSearch("407", "nl", "nl")).properties.map((p) => p.id)).toEqual([4070]);
    const [house] = (await quickSearch("4070", "nl", "nl")).properties;
    expect(house).toMatchObject({
      title: "Huis met tuin",
      photoKey: "p4070-0",
      href: "/nl/te-koop/halle/huis-met-tuin/4070/",
    });
  });

  it("finds cities by name, accent-stripped name, other language's name and zip, with counts", async () => {
    const liege = await quickSearch("lie", "fr", "nl");
    expect(liege.cities.map((c) => [c.name, c.zip, c.sale.count])).toEqual([["Liège", "4000", 1]]);
    expect((await quickSearch("brux", "nl", "nl")).cities.map((c) => c.name)).toEqual(["Brussel"]);
    const halle = (await quickSearch("1500", "nl", "nl")).cities[0];
    expect([halle?.sale.count, halle?.rent.count, halle?.sale.href]).toEqual([3, 1, "/nl/te-koop/?city=1500"]);
  });

  it.each([
    ["the first ids of each range, in order", [4, 5, 41, 42, 43, 44, 45, 46, 400, 401], "4", 5, [4, 41, 42, 43, 44]],
    ["an exact id before longer ones", [40, 400, 401, 4000], "40", 3, [40, 400, 401]],
    ["nothing outside the ranges", [3, 39, 50, 399, 500], "4", 5, []],
    ["the largest id", [999_999_999], "999999999", 5, [999_999_999]],
    ["an empty index", [], "7", 5, []],
  ])("picks ids from the sorted index: %s", (_name, index, digits, limit, expected) => {
    expect(idsInRanges(Int32Array.from(index), idPrefixRanges(digits), limit)).toEqual(expected);
  });

  it("leaves out a listing unpublished after the index was read", async () => {
    await quickSearch("40", "nl", "nl");
    await test.db.execute(sql`update properties set status = 'unpublished' where id = 401`);
    try {
      expect((await quickSearch("40", "nl", "nl")).properties.map((p) => p.id)).not.toContain(401);
    } finally {
      await test.db.execute(sql`update properties set status = 'published' where id = 401`);
    }
  });

  it("finds a listing by the reference it shows, with or without its prefix, spaced or not", async () => {
    // References as the agency writes them need not carry the listing's number.
    await insertProperty(test.db, { id: 409, city: "Halle", zip: "1500", reference: "HAL/17-B" });
    forgetCatalogIndex();
    try {
      for (const typed of ["HAL/17-B", "hal 17b", "Hal17B", "hal-17-b"]) {
        expect(
          (await quickSearch(typed, "nl", "nl")).properties.map((p) => p.id),
          typed,
        ).toEqual([409]);
      }
      // The number in a reference of the usual form is the listing's own, the exact one first.
      for (const typed of ["IZ-4070", "iz4070", "iz 4070", "#4070"]) {
        const results = await quickSearch(typed, "nl", "nl");
        expect(results.properties[0]?.id, typed).toBe(4070);
        expect(bestMatch(results, typed), typed).toBe("/nl/te-koop/halle/huis-met-tuin/4070/");
      }
    } finally {
      await test.db.execute(sql`delete from property_texts where property_id = 409`);
      await test.db.execute(sql`delete from properties where id = 409`);
      forgetCatalogIndex();
    }
  });

  it("reads a type and a town typed together, in either order, as the list they open with its counts", async () => {
    for (const typed of ["huis halle", "Halle huis", "huis in Halle", "HUIS  hal"]) {
      const { combinations } = await quickSearch(typed, "nl", "nl");
      expect(
        combinations.map((c) => [c.name, c.sale.count, c.rent.count, c.sale.href]),
        typed,
      ).toEqual([["Huis in Halle", 3, 0, "/nl/te-koop/?type=1&city=Halle"]]);
    }
    const [flat] = (await quickSearch("appartement halle", "fr", "nl")).combinations;
    expect([flat?.name, flat?.sale.count, flat?.rent.count]).toEqual(["Appartement à Halle", 0, 1]);
    // The list it opens shows as many as it said.
    expect(await ids(0, { type: 1, city: "Halle" })).toHaveLength(3);
    expect(bestMatch(await quickSearch("huis halle", "nl", "nl"), "huis halle")).toBe("/nl/te-koop/?type=1&city=Halle");
    // Nothing of the type there: the rent side leads nowhere, the sale side neither.
    const [none] = (await quickSearch("bouwgrond halle", "nl", "nl")).combinations;
    expect([none?.sale.count, none?.rent.count]).toEqual([0, 0]);
  });

  it("reads a town with its postal code, and another language's name of a town with a type", async () => {
    for (const typed of ["halle 1500", "1500 halle", "Halle, 1500"]) {
      const { combinations } = await quickSearch(typed, "nl", "nl");
      expect(
        combinations.map((c) => [c.name, c.sale.count, c.rent.count, c.sale.href]),
        typed,
      ).toEqual([["1500 Halle", 3, 1, "/nl/te-koop/?city=Halle%7C1500"]]);
    }
    const [brussels] = (await quickSearch("appartement bruxelles", "nl", "nl")).combinations;
    expect([brussels?.name, brussels?.sale.count]).toEqual(["Appartement in Brussel", 1]);
  });

  it("matches nothing for text that names nothing, and the search page then keeps it", async () => {
    for (const typed of ["xyz", "IZ-999999", "huis atlantis", "zz-12"]) {
      const results = await quickSearch(typed, "nl", "nl");
      expect(
        [results.properties, results.combinations, results.cities, results.types].map((group) => group.length),
        typed,
      ).toEqual([0, 0, 0, 0]);
      expect(bestMatch(results, typed), typed).toBeUndefined();
    }
    expect(bestMatch(await quickSearch("", "nl", "nl"), "")).toBeUndefined();
  });

  it("finds types by name", async () => {
    expect((await quickSearch("appart", "nl", "nl")).types.map((t) => t.webId)).toEqual([2]);
  });

  it("bounds its input", () => {
    expect(validSearchText("Halle")).toBe(true);
    expect(validSearchText("x".repeat(61))).toBe(false);
    expect(validSearchText("a\u0000")).toBe(false);
    expect(idPrefixRanges("0")).toEqual([]);
    expect(idPrefixRanges("99999999")).toEqual([
      [99_999_999, 99_999_999],
      [999_999_990, 999_999_999],
    ]);
  });
});

describe("property detail", () => {
  const detail = (path: string, id: string, language: "nl" | "fr" = "nl") =>
    loadPropertyDetail(new Request(`http://site.test${path}`), { id }, { language, fromPath: true });

  it("loads the canonical path with alternates in every enabled language", async () => {
    const data = await detail("/nl/te-koop/bruxelles/woning-402/402/".replace("bruxelles", "brussel"), "402");
    expect(data.title).toBe("Woning 402");
    expect(data.alternates).toEqual({
      nl: "/nl/te-koop/brussel/woning-402/402/",
      fr: "/fr/a-vendre/bruxelles/woning-402/402/",
      en: "/en/for-sale/brussel/woning-402/402/",
      de: "/de/zu-verkaufen/brussel/woning-402/402/",
    });
    expect(data.energy.rows).toEqual([]);
  });

  it("redirects outdated slugs and the wrong list permanently", async () => {
    const response = await detail("/nl/te-huur/x/y/402/?a=1", "402").catch((thrown: unknown) => thrown);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(301);
    expect((response as Response).headers.get("Location")).toBe("/nl/te-koop/brussel/woning-402/402/?a=1");
  });

  it("answers 404 for unknown and unpublished ids", async () => {
    for (const id of ["999", "406", "abc"]) {
      const thrown = await detail(`/nl/te-koop/x/y/${id}/`, id).catch((error: unknown) => error);
      expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
    }
  });

  it("marks a page whose texts the agency did not write in its language, with the language they are in", async () => {
    expect((await detail("/nl/te-koop/brussel/woning-402/402/", "402")).untranslatedFrom).toBeUndefined();
    const french = await detail("/fr/a-vendre/bruxelles/woning-402/402/", "402", "fr");
    expect(french).toMatchObject({ title: "Woning 402", untranslatedFrom: "nl" });
  });

  describe("an archived listing", () => {
    const DAY = 86_400_000;
    const archive = (id: number, daysAgo: number) =>
      test.db.execute(
        sql`update properties set archived_at = ${new Date(Date.now() - daysAgo * DAY)} where id = ${id}`,
      );
    const status = (id: number) =>
      detail(`/nl/te-koop/halle/woning-${id}/${id}/`, String(id)).then(
        () => 200,
        (thrown: { init?: { status?: number } }) => thrown.init?.status,
      );
    beforeAll(async () => {
      await insertProperty(test.db, { id: 431, status: "unpublished", marquee: 3, type: 1, price: 110_000 });
      await insertProperty(test.db, { id: 432, status: "unpublished", marquee: 4, goal: 1, price: 800 });
      await insertProperty(test.db, { id: 433, status: "unpublished", marquee: 3 });
      await insertProperty(test.db, { id: 434, status: "unpublished", marquee: 2 });
      await insertProperty(test.db, { id: 435, status: "unpublished", marquee: 3 });
      await archive(431, 10);
      await archive(432, 89);
      await archive(433, 91);
      await archive(434, 1);
      // 435 is sold and offline but was never archived: taken offline on purpose, it stays away.
    });

    it("sold or rented, is shown as a reference for the days the agency set, never indexed, with similar ones", async () => {
      const sold = await detail("/nl/te-koop/halle/woning-431/431/", "431");
      expect(sold).toMatchObject({ title: "Woning 431", archivedReference: true, closed: true, structuredData: [] });
      expect(sold.similar.map((card) => card.id)).toContain(403);
      const rented = await detail("/nl/te-huur/halle/woning-432/432/", "432");
      expect(rented).toMatchObject({ archivedReference: true, closed: true });
      // A published listing is no reference, sold or not.
      expect((await detail("/nl/te-koop/halle/woning-403/403/", "403")).archivedReference).toBe(false);
    });

    it("is not found once the days are over, when it was neither sold nor rented, or was only taken offline", async () => {
      expect(await status(433)).toBe(404);
      expect(await status(434)).toBe(404);
      expect(await status(435)).toBe(404);
    });

    it("is not found at all when the agency keeps no references", async () => {
      await test.db.execute(sql`update site_settings set sold_page_days = 0`);
      forgetSiteData();
      try {
        expect(await status(431)).toBe(404);
      } finally {
        await test.db.execute(sql`update site_settings set sold_page_days = 90`);
        forgetSiteData();
      }
    });
  });

  it("shows the published listings of its goal most like it: its type, then its postal code, then the nearest price", async () => {
    const page = await detail("/nl/te-koop/halle/woning-403/403/", "403");
    // 4070 and 404 share its type and postal code, 4070 nearer in price; 401 shares its type alone;
    // 402 is another type. Not itself, not the rental 405, not the unpublished 406.
    expect(page.similar.map((card) => card.id)).toEqual([4070, 404, 401, 402]);
    expect(page.similar[0]).toMatchObject({ title: "Huis met tuin", city: "Halle" });
    const withPhotos = await detail("/nl/te-koop/halle/huis-met-tuin/4070/", "4070");
    expect(withPhotos.photos).toHaveLength(2);
  });

  it("finds the canonical path by id alone", async () => {
    expect(await canonicalPropertyPath(405, "nl", "nl")).toBe("/nl/te-huur/halle/woning-405/405/");
    expect(await canonicalPropertyPath(406, "nl", "nl")).toBeUndefined();
  });
});
