// A listing's photo texts in one form, against PostgreSQL: every photo's caption and alt text saved
// at once with a line per photo that changed, the languages the form did not show kept; a field only
// someone else changed since the form was opened keeps their value, one both changed differently is
// asked and nothing is written; a photo deleted meanwhile is left out. A photo without an alt text is
// described on the site by the listing's type and town in the visitor's language.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProperty, insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { allPhotoTextFields, allPhotoTextsOf, type PhotoTexts } from "../../shared/admin-photo-view.ts";
import { readProperty, readPropertySurroundings } from "../catalog/detail/property-rows.ts";
import { localizeProperty, propertyView } from "../catalog/detail/property-view.ts";
import { auditLog } from "../db/auth-schema.ts";
import { media } from "../db/schema.ts";
import { processPhoto } from "../images/photo-upload.ts";
import { formBase, readFormBase } from "./edit-merge-form.ts";
import { listingPhotoAlts } from "./photo-alt-default.ts";
import { addPhotos, ownerPhotos, type PhotoOwner, saveAllPhotoTexts } from "./photos.ts";

let database: TestDatabase;
const actor = { id: null, name: "Test Agent" };
const LISTING: PhotoOwner = { kind: "property", id: 5200 };
const OTHER: PhotoOwner = { kind: "property", id: 5201 };

async function upload(owner: PhotoOwner, count: number): Promise<number[]> {
  const photos = [];
  for (let index = 0; index < count; index++) {
    const bytes = await sharp({ create: { width: 120, height: 80, channels: 3, background: `#${index}0${index}0a0` } })
      .jpeg()
      .toBuffer();
    const result = await processPhoto(new Uint8Array(bytes));
    if ("refused" in result) throw new Error(result.refused);
    photos.push(result);
  }
  return (await addPhotos(owner, photos, actor)) ?? [];
}

/** The form as drawn from what is stored: its base, and its fields for the languages it shows. */
async function opened(owner: PhotoOwner, languages: ("nl" | "fr")[]) {
  const photos = await ownerPhotos(owner);
  const fields = allPhotoTextFields(photos, languages);
  return { ids: photos.map((photo) => photo.id), fields, base: readFormBase(formBase(fields)) };
}

function sent(fields: Record<string, string>, ids: number[], languages: ("nl" | "fr")[]): Map<number, PhotoTexts> {
  return allPhotoTextsOf(fields, ids, languages);
}

async function textsOf(id: number) {
  const [row] = await database.db
    .select({ captions: media.captions, alts: media.alts })
    .from(media)
    .where(eq(media.id, id));
  return row;
}

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  await insertTypes(database.db);
  await insertProperty(database.db, { id: LISTING.id, city: "Halle", cityFr: "Hal" });
  await insertProperty(database.db, { id: OTHER.id, type: 2, city: "Brussel", cityFr: "Bruxelles" });
});

afterAll(() => database?.cleanup());

describe("every photo's texts in one form", () => {
  it("saves all photos at once, a line for each that changed, and keeps the languages not shown", async () => {
    const [first = 0, second = 0, third = 0] = await upload(LISTING, 3);
    await database.db
      .update(media)
      .set({ alts: { de: "Fassade" } })
      .where(eq(media.id, first));
    const form = await opened(LISTING, ["nl", "fr"]);
    const typed = {
      ...form.fields,
      [`alt-nl-${first}`]: "Gevel met oprit",
      [`caption-fr-${first}`]: "La façade",
      [`alt-nl-${second}`]: "Tuin op het zuiden",
    };
    const outcome = await saveAllPhotoTexts(
      LISTING,
      sent(typed, form.ids, ["nl", "fr"]),
      ["nl", "fr"],
      actor,
      { base: form.base, takeTheirs: new Set() },
      new Date(0).toISOString(),
    );
    expect(outcome).toEqual({ outcome: "saved", taken: [] });
    expect(await textsOf(first)).toEqual({
      captions: { fr: "La façade" },
      alts: { nl: "Gevel met oprit", de: "Fassade" },
    });
    expect((await textsOf(second))?.alts).toEqual({ nl: "Tuin op het zuiden" });
    expect(await textsOf(third)).toEqual({ captions: {}, alts: {} });
    const lines = await database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, "property.photos.texts"));
    expect(lines.map((line) => Object.keys((line.details as { changes: object }).changes).sort())).toEqual([
      [`photo ${first} alts`, `photo ${first} captions`],
      [`photo ${second} alts`],
    ]);
  });

  it("keeps a field only someone else changed meanwhile, asks for one both changed, and leaves a deleted photo out", async () => {
    const [first = 0, second = 0, third = 0] = await upload(OTHER, 3);
    const form = await opened(OTHER, ["nl"]);
    // Meanwhile a colleague writes the first photo's alt text and the second's caption, and deletes the third.
    await database.db
      .update(media)
      .set({ alts: { nl: "Hun alt" } })
      .where(eq(media.id, first));
    await database.db
      .update(media)
      .set({ captions: { nl: "Hun bijschrift" } })
      .where(eq(media.id, second));
    await database.db.delete(media).where(eq(media.id, third));

    const mine = { ...form.fields, [`alt-nl-${second}`]: "Mijn alt", [`caption-nl-${third}`]: "Weg" };
    const merged = await saveAllPhotoTexts(
      OTHER,
      sent(mine, form.ids, ["nl"]),
      ["nl"],
      actor,
      { base: form.base, takeTheirs: new Set() },
      new Date(0).toISOString(),
    );
    expect(merged).toEqual({ outcome: "saved", taken: [`alt-nl-${first}`, `caption-nl-${second}`] });
    expect(await textsOf(first)).toEqual({ captions: {}, alts: { nl: "Hun alt" } });
    expect(await textsOf(second)).toEqual({ captions: { nl: "Hun bijschrift" }, alts: { nl: "Mijn alt" } });

    // Both write the first photo's alt text, differently: asked, nothing written.
    const again = await opened(OTHER, ["nl"]);
    await database.db
      .update(media)
      .set({ alts: { nl: "Weer hun alt" } })
      .where(eq(media.id, first));
    const conflict = await saveAllPhotoTexts(
      OTHER,
      sent({ ...again.fields, [`alt-nl-${first}`]: "Weer mijn alt", [`caption-nl-${first}`]: "Nieuw" }, again.ids, [
        "nl",
      ]),
      ["nl"],
      actor,
      { base: again.base, takeTheirs: new Set() },
      new Date(0).toISOString(),
    );
    expect(conflict.outcome).toBe("conflict");
    if (conflict.outcome === "conflict") expect(conflict.merge.merged.conflicts).toEqual([`alt-nl-${first}`]);
    expect(await textsOf(first)).toEqual({ captions: {}, alts: { nl: "Weer hun alt" } });
  });
});

describe("a photo without an alt text", () => {
  it("is described by the listing's type and town in each language", async () => {
    expect(await listingPhotoAlts(LISTING.id, ["nl", "fr", "de"], "nl")).toEqual({
      nl: "Huis in Halle",
      fr: "Maison à Hal",
      de: "Haus in Halle",
    });
    expect(await listingPhotoAlts(OTHER.id, ["fr"], "nl")).toEqual({ fr: "Appartement à Bruxelles" });
    expect(await listingPhotoAlts(999_999, ["nl"], "nl")).toEqual({});
  });

  it("so says the listing's page, where the agent wrote none in the visitor's language", async () => {
    const found = await readProperty(LISTING.id, { published: false });
    if (!found) throw new Error("no listing");
    const surroundings = await readPropertySurroundings(found, "fr", "nl");
    const view = propertyView(localizeProperty(found, "fr", "nl"), surroundings, "/", "fr", "nl");
    expect(view.photos.map((photo) => photo.alt)).toEqual(["Maison à Hal", "Maison à Hal", "Maison à Hal"]);
    const dutch = propertyView(localizeProperty(found, "nl", "nl"), surroundings, "/", "nl", "nl");
    expect(dutch.photos.map((photo) => photo.alt)).toEqual(["Gevel met oprit", "Tuin op het zuiden", "Huis in Halle"]);
  });
});
