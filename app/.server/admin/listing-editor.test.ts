// Listings made in the back office, against PostgreSQL: a draft is not public, publishing passes the
// legal-mentions check or a manager's written exception, the owner's history and the audit log
// follow, a save made stale by another is merged with it (or, with no form behind it, refused with
// who changed what), and a status change acts on the stored state whatever version the form had.
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { listingFormSetup } from "../../domain/admin-forms/listing-forms.ts";
import { ADMIN_LISTING_MESSAGES } from "../../i18n/messages/admin-listings.ts";
import { readPublishedProperty } from "../catalog/detail/property-rows.ts";
import { priceHistory } from "../catalog/price-history.ts";
import { auditLog } from "../db/auth-schema.ts";
import { media, properties } from "../db/schema.ts";
import { propertyChanges } from "../db/stats-schema.ts";
import { formBase, readFormBase } from "./edit-merge-form.ts";
import { recordVersion } from "./edit-record.ts";
import {
  createListing,
  duplicateListing,
  loadListing,
  publishListing,
  type SaveMerge,
  saveListing,
  takeOffline,
} from "./listing-editor.ts";
import { type ListingInput, type ListingValues, readListingForm } from "./listing-form.ts";
import { editorFields, editorGroups } from "./listing-view.ts";

let database: TestDatabase;
const agent = { id: null, name: "Agent Ann" };
const colleague = { id: null, name: "Agent Bert" };

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  await insertTypes(database.db);
});

afterAll(() => database?.cleanup());

const values: ListingValues = {
  reference: "HAL-1",
  goal: 0,
  typeWebId: 1,
  projectId: null,
  marquee: 0,
  price: 325_000,
  publishPrice: true,
  priceUnit: null,
  publishAddress: true,
  street: "Basiliekstraat",
  houseNumber: "12",
  boxNr: null,
  zip: "1500",
  city: "Halle",
  cityNames: { nl: "Halle" },
  countryId: 10,
  latitude: 50.73,
  longitude: 4.23,
  energyPerformance: null,
  epcLabelText: null,
  bedrooms: 3,
  bathrooms: 1,
  livingArea: 165,
  plotArea: null,
  details: {
    building: { constructionYear: 2010 },
    environment: { floodScoreP: "A", floodScoreG: "A" },
    planning: {
      permit: true,
      zoningDesignation: "woongebied",
      summons: false,
      judicialDecision: "no",
      preemptiveRights: false,
      allotmentPermit: false,
    },
  },
};

function input(changes: Partial<ListingValues> = {}): ListingInput {
  return {
    values: { ...values, ...changes },
    texts: [
      { language: "nl", title: "Woning met tuin", description: "", priceUnitText: "" },
      { language: "de", title: "Haus mit Garten", description: "", priceUnitText: "" },
    ],
    videos: [],
    tours: [],
  };
}

async function version(id: number): Promise<string> {
  const stored = await loadListing(id);
  if (!stored) throw new Error(`no listing ${id}`);
  return recordVersion(stored.row.updatedAt);
}

describe("listings of the back office", () => {
  it("makes a draft with an id of its own range, not on the site", async () => {
    const id = await createListing(input(), agent);
    expect(id).toBeGreaterThanOrEqual(900_000_001);
    const stored = await loadListing(id);
    expect(stored?.row).toMatchObject({ status: "draft", source: "office" });
    expect(stored?.row.details.rooms).toEqual({ bedrooms: 3, bathrooms: 1 });
    expect(await readPublishedProperty(id)).toBeUndefined();
  });

  it("refuses to publish without the Flemish EPC mentions, then publishes once they are filled in", async () => {
    const id = await createListing(input(), agent);
    const refused = await publishListing(id, await version(id), agent);
    expect(refused.kind).toBe("refused");
    if (refused.kind === "refused")
      expect(refused.compliance.checks.filter((check) => !check.filled).map((check) => check.mention)).toEqual([
        "epcScore",
        "epcLabel",
      ]);
    expect((await loadListing(id))?.row.status).toBe("draft");

    expect((await saveListing(id, await version(id), input({ energyPerformance: 180 }), agent)).kind).toBe("done");
    const before = Date.now();
    expect((await publishListing(id, await version(id), agent)).kind).toBe("done");
    const row = (await loadListing(id))?.row;
    expect(row?.status).toBe("published");
    expect(row?.publishedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await readPublishedProperty(id)).toBeDefined();
    // The first publication is no "back online" in the owner's history.
    expect(await database.db.select().from(propertyChanges).where(eq(propertyChanges.propertyId, id))).toEqual([]);
  });

  it("keeps a price change for the owner's history and the fields before and after in the audit log", async () => {
    const id = await createListing(input({ energyPerformance: 180 }), agent);
    await publishListing(id, await version(id), agent);
    expect(
      (await saveListing(id, await version(id), input({ energyPerformance: 180, price: 310_000 }), agent)).kind,
    ).toBe("done");
    const changes = await database.db.select().from(propertyChanges).where(eq(propertyChanges.propertyId, id));
    expect(changes.map(({ kind, before, after }) => ({ kind, before, after }))).toEqual([
      { kind: "price", before: 325_000, after: 310_000 },
    ]);
    const [line] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `property ${id}`), eq(auditLog.action, "property.edit")));
    expect(line?.details).toEqual({ changes: { price: { before: 325_000, after: 310_000 } } });

    // Staff read the prices on the editor, newest first; a banner change is no price.
    await saveListing(id, await version(id), input({ energyPerformance: 180, price: 299_000, marquee: 2 }), agent);
    expect((await priceHistory(id)).map(({ before, after }) => ({ before, after }))).toEqual([
      { before: 310_000, after: 299_000 },
      { before: 325_000, after: 310_000 },
    ]);
    expect(await priceHistory(await createListing(input(), agent))).toEqual([]);
  });

  it("saves a form sent back unchanged as nothing: same version, no audit line", async () => {
    const id = await createListing(input({ energyPerformance: 180 }), agent);
    const opened = await version(id);
    expect((await saveListing(id, opened, input({ energyPerformance: 180 }), agent)).kind).toBe("done");
    expect(await version(id)).toBe(opened);
    const edits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `property ${id}`), eq(auditLog.action, "property.edit")));
    expect(edits).toEqual([]);
    // A colleague who opened it before is not told of a change that is none.
    expect((await saveListing(id, opened, input({ energyPerformance: 181 }), colleague)).kind).toBe("done");
  });

  it("refuses a save made on a version someone else has saved over, naming who and which fields", async () => {
    const id = await createListing(input(), agent);
    const opened = await version(id);
    expect((await saveListing(id, opened, input({ price: 300_000 }), colleague)).kind).toBe("done");
    const stale = await saveListing(id, opened, input({ reference: "HAL-2" }), agent);
    expect(stale.kind).toBe("conflict");
    if (stale.kind === "conflict")
      expect(stale.changes).toMatchObject([{ actorName: "Agent Bert", fields: ["price"] }]);
    expect((await loadListing(id))?.row).toMatchObject({ price: 300_000, reference: "HAL-1" });
  });

  it("refuses a save that would take a required mention off an advert that is online", async () => {
    const id = await createListing(input({ energyPerformance: 180 }), agent);
    await publishListing(id, await version(id), agent);
    const outcome = await saveListing(id, await version(id), input({ energyPerformance: null }), agent);
    expect(outcome.kind).toBe("refused");
    expect((await loadListing(id))?.row.energyPerformance).toBe(180);
  });

  it("publishes with a manager's written exception, kept on the listing and in the audit log", async () => {
    const id = await createListing(input(), agent);
    const manager = { id: null, name: "Manager Mia" };
    const reason = "EPC ordered, certificate arrives Friday";
    expect((await publishListing(id, await version(id), manager, { override: reason })).kind).toBe("done");
    expect((await loadListing(id))?.row.complianceOverride).toMatchObject({ reason, by: "Manager Mia" });
    const [line] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `property ${id}`), eq(auditLog.action, "property.publish-override")));
    expect(line?.details).toMatchObject({ reason, missing: ["epcScore", "epcLabel"] });
  });

  it("takes offline, archives and brings back; duplicates as a new draft with the texts", async () => {
    const id = await createListing(input({ energyPerformance: 180 }), agent);
    await publishListing(id, await version(id), agent);
    await takeOffline(id, "archive", agent);
    const archived = (await loadListing(id))?.row;
    expect(archived?.status).toBe("unpublished");
    expect(archived?.archivedAt).not.toBeNull();
    expect(await readPublishedProperty(id)).toBeUndefined();
    const offline = await database.db.select().from(propertyChanges).where(eq(propertyChanges.propertyId, id));
    expect(offline.map((change) => change.kind)).toEqual(["unpublished"]);

    await database.db.insert(media).values({
      propertyId: id,
      kind: "photo",
      position: 0,
      fileKey: `u${id}-gevel`,
      width: 1200,
      height: 800,
      captions: { nl: "De gevel" },
      alts: { nl: "Gevel met oprit", de: "Fassade mit Einfahrt" },
    });
    const copy = await duplicateListing(id, agent);
    expect(copy).not.toBe(id);
    // The copy shows the same photos, with their captions and alt texts, and says where it came from.
    const copiedPhotos = await database.db
      .select({ fileKey: media.fileKey, captions: media.captions, alts: media.alts })
      .from(media)
      .where(eq(media.propertyId, copy ?? 0));
    expect(copiedPhotos).toEqual([
      {
        fileKey: `u${id}-gevel`,
        captions: { nl: "De gevel" },
        alts: { nl: "Gevel met oprit", de: "Fassade mit Einfahrt" },
      },
    ]);
    const [line] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `property ${copy}`), eq(auditLog.action, "property.duplicate")));
    expect(line?.details).toMatchObject({ copiedFrom: id, photos: 1 });
    const duplicated = copy === null ? null : await loadListing(copy);
    expect(duplicated?.row).toMatchObject({ status: "draft", price: 325_000, archivedAt: null });
    expect(duplicated?.texts.map((text) => text.title).sort()).toEqual(["Haus mit Garten", "Woning met tuin"]);
    const [stored] = await database.db.select({ id: properties.id }).from(properties).where(eq(properties.id, id));
    expect(stored).toBeDefined();
  });
});

/** The form as a person opens it: its version and the fingerprints of its fields. */
async function open(id: number) {
  const stored = await loadListing(id);
  if (!stored) throw new Error(`no listing ${id}`);
  return { version: recordVersion(stored.row.updatedAt), base: readFormBase(formBase(editorFields(stored))) };
}

function merging(base: Record<string, string> | null, takeTheirs: string[] = []): SaveMerge {
  return {
    base,
    takeTheirs: new Set(takeTheirs),
    read: (fields) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return readListingForm(
        form,
        listingFormSetup(
          { types: [{ webId: 1, sale: true, rent: true }], projects: [] },
          editorGroups("nl", ADMIN_LISTING_MESSAGES.nl),
          "nl",
        ),
      );
    },
  };
}

/** A listing dated a minute back: a save within the version's own millisecond is not told apart. */
async function listing(): Promise<number> {
  const id = await createListing(input(), agent);
  await database.db
    .update(properties)
    .set({ updatedAt: sql`updated_at - interval '1 minute'` })
    .where(eq(properties.id, id));
  await database.db
    .update(auditLog)
    .set({ at: sql`at - interval '1 minute'` })
    .where(eq(auditLog.subject, `property ${id}`));
  return id;
}

describe("a save on a version someone saved over, merged field by field", () => {
  it("keeps my price and the colleague's bathrooms, with nothing to choose (two tabs)", async () => {
    const id = await listing();
    const tabA = await open(id);
    const tabB = await open(id);
    expect(await saveListing(id, tabB.version, input({ bathrooms: 2 }), colleague, merging(tabB.base))).toEqual({
      kind: "done",
      taken: [],
    });
    const saved = await saveListing(id, tabA.version, input({ price: 385_000 }), agent, merging(tabA.base));
    expect(saved).toEqual({ kind: "done", taken: ["bathrooms"] });
    const stored = await loadListing(id);
    expect(stored?.row).toMatchObject({ price: 385_000, bathrooms: 2 });
    expect(stored?.row.details.rooms).toEqual({ bedrooms: 3, bathrooms: 2 });
    const lines = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `property ${id}`), eq(auditLog.action, "property.edit")))
      .orderBy(auditLog.at);
    // Each line keeps its own person's change: A's line has the price alone.
    expect(lines.map((line) => [line.actorName, Object.keys(line.details.changes ?? {}).sort()])).toEqual([
      ["Agent Bert", ["bathrooms", "details"]],
      ["Agent Ann", ["price"]],
    ]);
  });

  it("asks about bathrooms alone when both changed them, saves nothing, and the choice then goes through", async () => {
    const id = await listing();
    const tabA = await open(id);
    await saveListing(id, tabA.version, input({ bathrooms: 2 }), colleague, merging(tabA.base));
    const refused = await saveListing(
      id,
      tabA.version,
      input({ price: 385_000, bathrooms: 3 }),
      agent,
      merging(tabA.base),
    );
    if (refused.kind !== "conflict" || !refused.merge)
      throw new Error(`expected a merge conflict, got ${refused.kind}`);
    const { merge } = refused;
    expect(merge.merged.conflicts).toEqual(["bathrooms"]);
    expect([merge.mine.bathrooms, merge.theirs.bathrooms]).toEqual(["3", "2"]);
    // The rest of A's typing is in the form shown again.
    expect(merge.merged.fields.price).toBe("385.000");
    expect(refused.changes.map((change) => [change.actorName, change.fields.sort()])).toEqual([
      ["Agent Bert", ["bathrooms", "details"]],
    ]);
    expect((await loadListing(id))?.row).toMatchObject({ price: 325_000, bathrooms: 2 });

    // A takes the colleague's bathrooms and saves again from the answer's version and base.
    const again = await saveListing(
      id,
      merge.version,
      input({ price: 385_000, bathrooms: 3 }),
      agent,
      merging(readFormBase(formBase(merge.theirs)), ["bathrooms"]),
    );
    expect(again).toEqual({ kind: "done", taken: [] });
    expect((await loadListing(id))?.row).toMatchObject({ price: 385_000, bathrooms: 2 });
  });

  it("keeps my value of a conflicting field when I keep mine", async () => {
    const id = await listing();
    const tabA = await open(id);
    await saveListing(id, tabA.version, input({ bathrooms: 2 }), colleague, merging(tabA.base));
    const refused = await saveListing(id, tabA.version, input({ bathrooms: 3 }), agent, merging(tabA.base));
    if (refused.kind !== "conflict" || !refused.merge) throw new Error("expected a merge conflict");
    const again = await saveListing(
      id,
      refused.merge.version,
      input({ bathrooms: 3 }),
      agent,
      merging(readFormBase(formBase(refused.merge.theirs))),
    );
    expect(again.kind).toBe("done");
    expect((await loadListing(id))?.row.bathrooms).toBe(3);
  });

  it("asks about every difference when the form carried no base", async () => {
    const id = await listing();
    const tabA = await open(id);
    await saveListing(id, tabA.version, input({ bathrooms: 2 }), colleague, merging(tabA.base));
    const refused = await saveListing(id, tabA.version, input({ price: 385_000 }), agent, merging(null));
    if (refused.kind !== "conflict" || !refused.merge) throw new Error("expected a merge conflict");
    expect(refused.merge.merged.conflicts.sort()).toEqual(["bathrooms", "price"]);
  });
});

describe("a status change, whatever version the form was opened on", () => {
  /** The audit lines of a listing's status changes. */
  async function statusLines(id: number) {
    return database.db
      .select({ action: auditLog.action, actorName: auditLog.actorName })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subject, `property ${id}`),
          inArray(auditLog.action, ["property.unpublish", "property.archive", "property.unarchive"]),
        ),
      )
      .orderBy(auditLog.at);
  }

  it("archives from a form someone saved over, and the colleague's bathrooms stay", async () => {
    const id = await listing();
    const tabA = await open(id);
    await saveListing(id, tabA.version, input({ bathrooms: 2 }), colleague, merging(tabA.base));
    expect(await takeOffline(id, "archive", agent)).toEqual({ kind: "done" });
    const row = (await loadListing(id))?.row;
    expect(row).toMatchObject({ bathrooms: 2, status: "draft" });
    expect(row?.archivedAt).not.toBeNull();
    expect(await statusLines(id)).toEqual([{ action: "property.archive", actorName: "Agent Ann" }]);
  });

  it("is done without a write when the listing already is in that state: no new version, no second line", async () => {
    const id = await listing();
    await takeOffline(id, "archive", colleague);
    const archived = await loadListing(id);
    // Someone else archived it a minute ago; this person's click finds it archived.
    expect(await takeOffline(id, "archive", agent)).toEqual({ kind: "done" });
    expect((await loadListing(id))?.row).toEqual(archived?.row);
    expect(await statusLines(id)).toEqual([{ action: "property.archive", actorName: "Agent Bert" }]);

    await takeOffline(id, "unarchive", colleague);
    const unarchived = await loadListing(id);
    expect(await takeOffline(id, "unarchive", agent)).toEqual({ kind: "done" });
    // A draft is offline already: taking it offline changes nothing either.
    expect(await takeOffline(id, "unpublish", agent)).toEqual({ kind: "done" });
    expect((await loadListing(id))?.row).toEqual(unarchived?.row);
    expect((await statusLines(id)).map((line) => line.actorName)).toEqual(["Agent Bert", "Agent Bert"]);
  });

  it("takes offline a published listing once, and says a listing that is gone is missing", async () => {
    const id = await createListing(input({ energyPerformance: 180 }), agent);
    await publishListing(id, await version(id), agent);
    expect(await takeOffline(id, "unpublish", colleague)).toEqual({ kind: "done" });
    expect(await takeOffline(id, "unpublish", agent)).toEqual({ kind: "done" });
    expect((await loadListing(id))?.row.status).toBe("unpublished");
    expect(await statusLines(id)).toEqual([{ action: "property.unpublish", actorName: "Agent Bert" }]);
    expect(await takeOffline(999_999_999, "archive", agent)).toEqual({ kind: "missing" });
  });

  it("leaves a stale form's version alone: its save after the other's save and an archive is still merged", async () => {
    const id = await listing();
    const tabA = await open(id);
    await saveListing(id, tabA.version, input({ bathrooms: 2 }), colleague, merging(tabA.base));
    await takeOffline(id, "archive", colleague);
    const saved = await saveListing(id, tabA.version, input({ price: 385_000 }), agent, merging(tabA.base));
    expect(saved).toEqual({ kind: "done", taken: ["bathrooms"] });
    const row = (await loadListing(id))?.row;
    expect(row).toMatchObject({ price: 385_000, bathrooms: 2 });
    expect(row?.archivedAt).not.toBeNull();
  });
});
