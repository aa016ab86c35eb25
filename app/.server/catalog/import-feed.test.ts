import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertSettings, startTestDatabase, type TestDatabase } from "../../../tests/support/catalog-fixtures.ts";
import { media, properties, propertyTexts, propertyTypes } from "../db/schema.ts";
import { propertyChanges, propertyPublications } from "../db/stats-schema.ts";
import { type Feed, parseFeed } from "./import/feed-schema.ts";
import { importFeed } from "./import/import-feed.ts";

const docs = path.resolve(import.meta.dirname, "../../../docs");
const example = JSON.parse(fs.readFileSync(path.join(docs, "import-example.json"), "utf8")) as unknown;
let test: TestDatabase;
let dataDir: string;

function example9001Marquee(): number {
  return exampleFeed().properties.find((p) => p.ID === 9001)?.Marquee ?? -1;
}

function exampleFeed(): Feed {
  const parsed = parseFeed(structuredClone(example));
  if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
  return parsed.feed;
}

const run = (feed: Feed) => importFeed(test.db, feed, { feedDir: docs, dataDir });

/** The owner's history of a property, oldest first, as "kind before after". */
async function changesOf(id: number): Promise<string[]> {
  const rows = await test.db
    .select()
    .from(propertyChanges)
    .where(eq(propertyChanges.propertyId, id))
    .orderBy(propertyChanges.id);
  return rows.map((row) => `${row.kind} ${row.before ?? "-"} ${row.after ?? "-"}`);
}

beforeAll(async () => {
  test = await startTestDatabase();
  await insertSettings(test.db);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "import-test-"));
}, 60_000);

afterAll(async () => {
  await test?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the documented example feed", () => {
  it("is valid", () => {
    expect(parseFeed(example).ok).toBe(true);
  });

  it("imports types, properties, texts, photos, videos and tours", async () => {
    const report = await run(exampleFeed());
    expect(report).toMatchObject({
      types: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      photosCopied: 3,
      warnings: [],
    });
    const [house] = await test.db.select().from(properties).where(eq(properties.id, 9001));
    expect(house).toMatchObject({
      goal: 0,
      typeWebId: 1,
      price: 395000,
      city: "Halle",
      cityNames: { nl: "Halle", fr: "Hal" },
      marquee: 1,
    });
    expect(house?.publishedAt.toISOString()).toBe("2026-03-01T08:00:00.000Z");
    expect(house?.details.planning?.zoningDesignation).toBe("Woongebied");
    const texts = await test.db.select().from(propertyTexts).where(eq(propertyTexts.propertyId, 9001));
    expect(texts.map((t) => t.language).sort()).toEqual(["fr", "nl"]);
    const rows = await test.db.select().from(media).where(eq(media.propertyId, 9001));
    expect(rows.filter((row) => row.kind === "photo")).toHaveLength(2);
    expect(rows.filter((row) => row.kind === "video")).toHaveLength(1);
    expect(rows.filter((row) => row.kind === "tour")).toHaveLength(1);
    const photo = rows.find((row) => row.kind === "photo");
    expect(photo).toMatchObject({ width: 800, height: 533 });
    expect(fs.existsSync(path.join(dataDir, "media", "originals", `${photo?.fileKey}.jpg`))).toBe(true);
    const types = await test.db.select().from(propertyTypes);
    expect(types.find((t) => t.webId === 1)?.names).toEqual({ nl: "Huis", fr: "Maison" });
  });

  it("changes nothing the second time (no duplicate photos)", async () => {
    const before = await test.db.select().from(properties);
    const report = await run(exampleFeed());
    expect(report).toMatchObject({ types: 0, created: 0, updated: 0, unchanged: 2, unpublished: 0, photosCopied: 0 });
    expect(await test.db.select().from(properties)).toEqual(before);
    expect(await test.db.select().from(media)).toHaveLength(5);
    expect(fs.readdirSync(path.join(dataDir, "media", "originals"))).toHaveLength(3);
    expect(await test.db.select().from(propertyChanges)).toEqual([]);
  });

  it("updates what changed", async () => {
    const feed = exampleFeed();
    const house = feed.properties[0];
    if (!house) throw new Error("example has no property");
    const oldPrice = house.Price;
    house.Price = 389000;
    house.Marquee = 2;
    const report = await run(feed);
    expect(report).toMatchObject({ updated: 1, unchanged: 1 });
    const [row] = await test.db.select({ price: properties.price }).from(properties).where(eq(properties.id, 9001));
    expect(row?.price).toBe(389000);
    // The owner's history tells both, with the price before.
    expect(await changesOf(9001)).toEqual([`price ${oldPrice} 389000`, `marquee ${example9001Marquee()} 2`]);
    // Put back as the example has it, for the tests after this one; that is two changes more.
    await run(exampleFeed());
    expect(await changesOf(9001)).toHaveLength(4);
  });

  it("stores the portals a property is advertised on; without the field they are left alone", async () => {
    const publications = async () =>
      (await test.db.select().from(propertyPublications).where(eq(propertyPublications.propertyId, 9001)))
        .map((row) => `${row.portal} ${row.since} ${row.url ?? "-"}`)
        .sort();
    await run(exampleFeed());
    expect(await publications()).toEqual([
      "immoweb 2026-03-02 https://www.immoweb.be/nl/zoekertje/9001",
      "realo 2026-03-16 -",
      "zimmo 2026-03-02 https://www.zimmo.be/nl/panden/9001",
    ]);
    const feed = exampleFeed();
    const house = feed.properties[0];
    if (!house) throw new Error("example has no property");
    house.Publications = undefined;
    expect(await run(feed)).toMatchObject({ updated: 0 });
    expect(await publications()).toHaveLength(3);
    house.Publications = [{ Portal: "immoweb", Since: "2026-03-02", Url: null }];
    expect(await run(feed)).toMatchObject({ updated: 1 });
    expect(await publications()).toEqual(["immoweb 2026-03-02 -"]);
    const raw = structuredClone(example) as { properties: Record<string, unknown>[] };
    const first = raw.properties[0];
    if (first) first.Publications = [{ Portal: "immo web", Since: "2026-02-30" }];
    const bad = parseFeed(raw);
    const errors = bad.ok ? [] : bad.errors;
    expect(errors.filter((error) => error.startsWith("properties.0.Publications.0."))).toHaveLength(2);
  });

  it("stores a headline without the status banners the CRM opens it with", async () => {
    const feed = exampleFeed();
    const teaser = feed.teasers.find((candidate) => candidate.ID === 9001);
    if (!teaser) throw new Error("example has no teaser");
    const headline = teaser.TypeDescription;
    teaser.TypeDescription = `Het is een match! Verkocht! ${headline}`;
    await run(feed);
    const titles = await test.db
      .select({ title: propertyTexts.title })
      .from(propertyTexts)
      .where(eq(propertyTexts.propertyId, 9001));
    expect(titles.map((row) => row.title)).toContain(headline);
    expect(titles.map((row) => row.title).join(" ")).not.toMatch(/match|Verkocht/);
  });

  it("stores the PriceUnitText of each language with the texts, and an update of it alone is seen", async () => {
    const feed = exampleFeed();
    const teaser = feed.teasers.find((candidate) => candidate.ID === 9001);
    if (!teaser) throw new Error("example has no teaser");
    teaser.PriceUnitText = "per maand, excl. btw";
    expect((await run(feed)).updated).toBeGreaterThanOrEqual(1);
    const rows = await test.db
      .select({ language: propertyTexts.language, unit: propertyTexts.priceUnitText })
      .from(propertyTexts)
      .where(eq(propertyTexts.propertyId, 9001));
    expect(rows.find((row) => row.language === teaser.language)?.unit).toBe("per maand, excl. btw");
  });

  it("never touches a listing of the back office: not under its id, not by a full feed's unpublishing", async () => {
    const [type] = await test.db.select({ webId: propertyTypes.webId }).from(propertyTypes).limit(1);
    await test.db
      .insert(properties)
      .values({
        id: 9002,
        goal: 0,
        typeWebId: type?.webId ?? 1,
        zip: "1500",
        city: "Halle",
        cityNames: { nl: "Halle" },
        source: "office",
        status: "published",
        reference: "OFFICE",
      })
      .onConflictDoUpdate({
        target: properties.id,
        set: { source: "office", reference: "OFFICE", status: "published" },
      });
    const full = exampleFeed();
    full.properties = full.properties.filter((p) => p.ID === 9001);
    const listed = await run(full);
    const both = await run(exampleFeed());
    expect(both.warnings.some((line) => line.startsWith("property 9002: a listing of the back office"))).toBe(true);
    const [kept] = await test.db.select().from(properties).where(eq(properties.id, 9002));
    expect(kept).toMatchObject({ reference: "OFFICE", status: "published", source: "office" });
    expect(listed.unpublished).toBe(0);
    await test.db.update(properties).set({ source: "feed" }).where(eq(properties.id, 9002));
    await run(exampleFeed());
  });

  it("a full feed unpublishes the properties it leaves out; a partial one does not", async () => {
    const partial = exampleFeed();
    partial.full = false;
    partial.properties = partial.properties.filter((p) => p.ID === 9001);
    expect((await run(partial)).unpublished).toBe(0);
    const full = exampleFeed();
    full.properties = full.properties.filter((p) => p.ID === 9001);
    expect((await run(full)).unpublished).toBe(1);
    const [flat] = await test.db.select({ status: properties.status }).from(properties).where(eq(properties.id, 9002));
    expect(flat?.status).toBe("unpublished");
    // Listed again, it comes back.
    expect((await run(exampleFeed())).updated).toBeGreaterThanOrEqual(1);
    const [back] = await test.db.select({ status: properties.status }).from(properties).where(eq(properties.id, 9002));
    expect(back?.status).toBe("published");
    expect(await changesOf(9002)).toEqual(["unpublished - -", "republished - -"]);
  });

  it("skips a property of an unknown type with a warning", async () => {
    const feed = exampleFeed();
    feed.full = false;
    feed.types = [];
    const house = feed.properties[0];
    if (!house) throw new Error("example has no property");
    feed.properties = [{ ...house, ID: 9100, WebID: 77 }];
    const report = await run(feed);
    expect(report.skipped).toBe(1);
    expect(report.warnings[0]).toMatch(/unknown type/);
  });
});

describe("parseFeed", () => {
  it.each([
    [{}, "properties"],
    [{ properties: [{ ID: "abc" }] }, "properties.0.ID"],
    [{ properties: [{ ID: 1, Goal: 0, WebID: 1, Zip: "15000", City: "Halle" }] }, "properties.0.Zip"],
    [
      {
        properties: [{ ID: 1, Goal: 0, WebID: 1, Zip: "1500", City: "Halle", Photos: [{ Url: "http://x.be/a.jpg" }] }],
      },
      "properties.0.Photos.0",
    ],
  ])("refuses %j with an error at %s", (json, at) => {
    const parsed = parseFeed(json);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.join("\n")).toContain(at);
  });
});
