// A listing's publications against PostgreSQL: saved whole with one audit line, a save that changes
// nothing writes nothing, a save on a list changed meanwhile is refused and writes nothing, and the
// owner portal's "online media" shows each owner only their own listing's publications, with figures
// only from the portals that send them (Realo does not, even when an export named it).
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertProperty, insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { createUser } from "../auth/users.ts";
import { auditLog, propertyOwners } from "../db/auth-schema.ts";
import { portalDailyFigures, propertyPublications } from "../db/stats-schema.ts";
import { ownerProperties } from "../owner/owner-portal.ts";
import { propertyStatistics } from "../owner/owner-stats.ts";
import { listingPublicationsState, saveListingPublications } from "./listing-publications.ts";

let database: TestDatabase;
const actor = { id: null, name: "Agent Ann" };
const TODAY = "2026-11-20";

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  await insertTypes(database.db);
  await insertProperty(database.db, { id: 9101 });
  await insertProperty(database.db, { id: 9102 });
});

beforeEach(async () => {
  await database.db.delete(propertyPublications);
  await database.db.delete(portalDailyFigures);
  await database.db.delete(auditLog);
});

afterAll(() => database?.cleanup());

async function stored(propertyId: number) {
  return database.db
    .select({ portal: propertyPublications.portal, since: propertyPublications.since, url: propertyPublications.url })
    .from(propertyPublications)
    .where(eq(propertyPublications.propertyId, propertyId))
    .orderBy(asc(propertyPublications.portal));
}

async function auditLines() {
  return database.db.select().from(auditLog).orderBy(asc(auditLog.id));
}

async function versionOf(propertyId: number): Promise<string> {
  const state = await listingPublicationsState(propertyId, "nl", "nl");
  if (!state) throw new Error("no listing");
  return state.version;
}

const IMMOWEB = { portal: "immoweb", since: "2026-11-01", url: "https://www.immoweb.be/nl/zoekertje/9101" };
const REALO = { portal: "realo", since: "2026-11-05", url: null };

describe("saveListingPublications", () => {
  it("saves the list with one audit line keeping it before and after", async () => {
    const saved = await saveListingPublications(9101, [IMMOWEB, REALO], await versionOf(9101), actor);
    expect(saved).toMatchObject({ kind: "saved", changed: true });
    expect(await stored(9101)).toEqual([IMMOWEB, REALO]);
    const lines = await auditLines();
    expect(lines.map((line) => [line.action, line.subject, line.actorName])).toEqual([
      ["property.publications", "property 9101", "Agent Ann"],
    ]);
    expect(lines[0]?.details).toEqual({ changes: { publications: { before: [], after: [IMMOWEB, REALO] } } });
    // The page reads it back with the new version.
    const state = await listingPublicationsState(9101, "nl", "nl");
    expect(state?.publications).toEqual([IMMOWEB, REALO]);
    expect(saved.kind === "saved" && saved.version).toBe(state?.version);
  });

  it("changes and removes rows, and writes nothing when nothing changed", async () => {
    await saveListingPublications(9101, [IMMOWEB, REALO], await versionOf(9101), actor);
    const moved = { ...IMMOWEB, since: "2026-10-28" };
    await saveListingPublications(9101, [moved], await versionOf(9101), actor);
    expect(await stored(9101)).toEqual([moved]);
    const again = await saveListingPublications(9101, [moved], await versionOf(9101), actor);
    expect(again).toMatchObject({ kind: "saved", changed: false });
    const lines = await auditLines();
    expect(lines).toHaveLength(2);
    expect(lines[1]?.details).toEqual({
      changes: { publications: { before: [IMMOWEB, REALO], after: [moved] } },
    });
  });

  it("refuses a save on a list changed since the form was opened, writing nothing", async () => {
    const opened = await versionOf(9101);
    // A colleague (or a figures import) adds Zimmo meanwhile.
    await database.db
      .insert(propertyPublications)
      .values({ propertyId: 9101, portal: "zimmo", since: "2026-11-02", url: null });
    const saved = await saveListingPublications(9101, [IMMOWEB], opened, actor);
    expect(saved.kind).toBe("conflict");
    expect(await stored(9101)).toEqual([{ portal: "zimmo", since: "2026-11-02", url: null }]);
    expect(await auditLines()).toEqual([]);
  });

  it("answers gone for a listing that does not exist", async () => {
    expect(await saveListingPublications(4_242_424, [IMMOWEB], "", actor)).toEqual({ kind: "gone" });
    expect(await listingPublicationsState(4_242_424, "nl", "nl")).toBeUndefined();
  });
});

describe("the owner's online media", () => {
  it("shows each owner only their own listing's publications, figures only from portals that send them", async () => {
    const anna = await createUser(database.db, {
      name: "Anna Peeters",
      email: "anna@example.be",
      role: "owner",
      password: "a-long-password-1",
      passwordHash: "x",
    });
    await database.db.insert(propertyOwners).values({ propertyId: 9101, userId: anna });
    await saveListingPublications(9101, [IMMOWEB, REALO], await versionOf(9101), actor);
    await saveListingPublications(
      9102,
      [{ portal: "zimmo", since: "2026-11-03", url: "https://www.zimmo.be/nl/panden/9102" }],
      await versionOf(9102),
      actor,
    );
    await database.db.insert(portalDailyFigures).values([
      { propertyId: 9101, portal: "immoweb", day: "2026-11-18", views: 40, contacts: 1 },
      { propertyId: 9101, portal: "immoweb", day: "2026-11-19", views: 2, contacts: 0 },
      // A stray line naming Realo is not shown as Realo's figures.
      { propertyId: 9101, portal: "realo", day: "2026-11-19", views: 7, contacts: 0 },
    ]);

    // The owner's property page loads only a listing the owner has.
    expect((await ownerProperties(anna, "nl", "nl", 9101)).map((row) => row.card.id)).toEqual([9101]);
    expect(await ownerProperties(anna, "nl", "nl", 9102)).toEqual([]);

    const statistics = await propertyStatistics(9101, TODAY, "2026-11-01");
    expect(statistics.publications).toEqual([
      {
        key: "immoweb",
        portal: "Immoweb",
        since: "2026-11-01",
        url: IMMOWEB.url,
        reports: true,
        views: 42,
      },
      { key: "realo", portal: "Realo", since: "2026-11-05", url: null, reports: false, views: null },
    ]);
    expect(statistics.series.map((line) => line.name)).toEqual(["site", "Immoweb"]);
  });
});
