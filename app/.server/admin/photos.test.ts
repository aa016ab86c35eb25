import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertProperty, insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { photoTextFields, photoTextsOf } from "../../shared/admin-photo-view.ts";
import { auditLog } from "../db/auth-schema.ts";
import { mediaOriginals } from "../db/media-schema.ts";
import { media, projects, projectTexts } from "../db/schema.ts";
import { originalsDir } from "../images/originals-dir.ts";
import { processPhoto } from "../images/photo-upload.ts";
import { formBase, readFormBase } from "./edit-merge-form.ts";
import { databaseNow, recordVersion } from "./edit-record.ts";
import { receivePhotos } from "./photo-upload-action.ts";
import { addPhotos, changePhotoList, ownerPhotos, type PhotoOwner, photoOwner, savePhotoTexts } from "./photos.ts";

let database: TestDatabase;
let dataDir: string;
const actor = { id: null, name: "Test Agent" };
// A property and a project with the same number: neither may touch the other's photos.
const PROPERTY: PhotoOwner = { kind: "property", id: 4100 };
const PROJECT: PhotoOwner = { kind: "project", id: 4100 };

async function jpeg(colour: string): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return new Uint8Array(bytes);
}

async function upload(owner: PhotoOwner, count: number): Promise<number[]> {
  const photos = [];
  for (let index = 0; index < count; index++) {
    const result = await processPhoto(await jpeg(`#${(index * 3 + 1).toString(16).repeat(6).slice(0, 6)}`));
    if ("refused" in result) throw new Error(result.refused);
    photos.push(result);
  }
  return (await addPhotos(owner, photos, actor)) ?? [];
}

async function order(owner: PhotoOwner): Promise<number[]> {
  return (await ownerPhotos(owner)).map((photo) => photo.id);
}

async function positions(owner: PhotoOwner): Promise<number[]> {
  const rows = await database.db
    .select({ position: media.position })
    .from(media)
    .where(eq(owner.kind === "property" ? media.propertyId : media.projectId, owner.id))
    .orderBy(asc(media.position));
  return rows.map((row) => row.position);
}

async function auditLines(owner: PhotoOwner) {
  return database.db
    .select({ action: auditLog.action, subject: auditLog.subject, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.subject, `${owner.kind} ${owner.id}`))
    .orderBy(asc(auditLog.id));
}

/** A project with two photos from the CRM feed (their masters on disk, not in the database). */
async function insertProject(id: number): Promise<void> {
  await database.db.insert(projects).values({ id, zip: "1500", city: "Halle", cityNames: { nl: "Halle" } });
  await database.db.insert(projectTexts).values({ projectId: id, language: "nl", title: "Residentie Zennepark" });
  await database.db.insert(media).values(
    [0, 1].map((index) => ({
      projectId: id,
      kind: "photo" as const,
      position: index,
      fileKey: `j${id}-${index}`,
      width: 1600,
      height: 1067,
    })),
  );
}

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  await insertTypes(database.db);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "property-photos-"));
});

beforeEach(async () => {
  await database.db.delete(auditLog);
  await database.db.delete(mediaOriginals);
  await database.db.execute("delete from properties");
  await database.db.execute("delete from projects");
  // The local copies a test left behind.
  fs.rmSync(originalsDir(dataDir), { recursive: true, force: true });
  fs.rmSync(path.join(dataDir, "image-cache"), { recursive: true, force: true });
  // Two photos from the CRM feed already (their masters on disk, not in the database).
  await insertProperty(database.db, { id: PROPERTY.id, photos: 2 });
  await insertProject(PROJECT.id);
  // Dated a minute back: a save within the version's millisecond is not listed (changesSince).
  await database.db.update(media).set({ updatedAt: sql`updated_at - interval '1 minute'` });
});

afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await database.cleanup();
});

describe.each([
  ["property", PROPERTY],
  ["project", PROJECT],
] as const)("a %s's photos", (_kind, owner) => {
  const other = owner.kind === "property" ? PROJECT : PROPERTY;

  it("names its owner with its reference and title; an unknown one is undefined", async () => {
    await database.db.update(projects).set({ number: "ZP-1" }).where(eq(projects.id, PROJECT.id));
    const found = await photoOwner(owner, "nl", "nl");
    expect(found).toMatchObject({ id: owner.id, status: expect.any(String) });
    expect(found?.title).not.toBe("");
    if (owner.kind === "project") expect(found?.reference).toBe("ZP-1");
    expect(await photoOwner({ ...owner, id: 999_999 }, "nl", "nl")).toBeUndefined();
  });

  it("keeps to its own photos: the other owner with the same number keeps its photos and order", async () => {
    const others = await order(other);
    const added = await upload(owner, 1);
    const seen = await order(owner);
    await changePhotoList(
      owner,
      seen,
      recordVersion(await databaseNow()),
      { kind: "cover", id: added[0] as number },
      actor,
      dataDir,
    );
    expect(await order(other)).toEqual(others);
    expect(await positions(other)).toEqual([0, 1]);
    expect(await auditLines(other)).toEqual([]);
    const key = (await ownerPhotos(owner)).find((photo) => photo.id === added[0])?.fileKey;
    expect(key).toMatch(owner.kind === "property" ? /^u4100-/ : /^uproject4100-/);
    // A photo of the other owner is not one of this owner's: moving it is refused, texts too.
    const [foreign] = others;
    expect(
      await changePhotoList(
        owner,
        await order(owner),
        recordVersion(await databaseNow()),
        { kind: "delete", id: foreign as number },
        actor,
        dataDir,
      ),
    ).toMatchObject({ outcome: "conflict" });
    expect(
      await savePhotoTexts(
        owner,
        foreign as number,
        new Date().toISOString(),
        { captions: {}, alts: { nl: "x" } },
        ["nl"],
        actor,
      ),
    ).toMatchObject({ outcome: "conflict" });
    expect(await order(other)).toEqual(others);
  });

  describe("addPhotos", () => {
    it("adds uploads after the photos there are, masters and rows together, with one audit line", async () => {
      const imported = await order(owner);
      const added = await upload(owner, 2);
      expect(await order(owner)).toEqual([...imported, ...added]);
      expect(await positions(owner)).toEqual([0, 1, 2, 3]);
      const photos = await ownerPhotos(owner);
      const keys = photos.slice(2).map((photo) => photo.fileKey);
      const stored = await database.db
        .select({ key: mediaOriginals.key, type: mediaOriginals.contentType })
        .from(mediaOriginals);
      expect(stored.map((row) => row.key).sort()).toEqual([...keys].sort());
      expect(photos[2]).toMatchObject({ width: 320, height: 240 });
      const lines = await auditLines(owner);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        action: `${owner.kind}.photos.add`,
        details: { changes: { photos: { before: imported, after: [...imported, ...added] } } },
      });
    });

    it("writes nothing for an owner that does not exist", async () => {
      const result = await processPhoto(await jpeg("#fff"));
      if ("refused" in result) throw new Error(result.refused);
      expect(await addPhotos({ ...owner, id: 999_999 }, [result], actor)).toBeUndefined();
      expect(await database.db.select().from(mediaOriginals)).toEqual([]);
    });
  });

  describe("receivePhotos", () => {
    it("adds the pictures of an upload and refuses the rest, file by file", async () => {
      const form = new FormData();
      form.append("photos", new File([await jpeg("#a33")], "kitchen.jpg", { type: "image/jpeg" }));
      form.append("photos", new File(["not a picture at all"], "C:\\fakepath\\notes.jpg", { type: "image/jpeg" }));
      form.append("photos", new File([await jpeg("#3a3")], "garden.jpg", { type: "image/jpeg" }));
      expect(await receivePhotos(form, owner, actor)).toEqual({
        outcome: "processed",
        results: [
          { name: "kitchen.jpg", added: true },
          { name: "notes.jpg", refused: "notPicture" },
          { name: "garden.jpg", added: true },
        ],
      });
      expect(await order(owner)).toHaveLength(4);
      expect(await database.db.select().from(mediaOriginals)).toHaveLength(2);
    });

    it("asks for files when none was chosen (an empty picker sends one nameless, empty file)", async () => {
      const form = new FormData();
      form.append("photos", new File([], "", { type: "application/octet-stream" }));
      expect(await receivePhotos(form, owner, actor)).toEqual({ outcome: "problem", problem: "noFiles" });
    });
  });

  describe("changePhotoList", () => {
    it("makes a cover: it goes first, the others keep their order, positions stay 0, 1, 2", async () => {
      const [first, second] = await order(owner);
      const [third] = await upload(owner, 1);
      const seenAt = recordVersion(await databaseNow());
      const seen = await order(owner);
      expect(
        await changePhotoList(owner, seen, seenAt, { kind: "cover", id: third as number }, actor, dataDir),
      ).toEqual({
        outcome: "saved",
      });
      expect(await order(owner)).toEqual([third, first, second]);
      expect(await positions(owner)).toEqual([0, 1, 2]);
      expect((await auditLines(owner)).at(-1)).toMatchObject({
        action: `${owner.kind}.photos.cover`,
        details: { changes: { photos: { before: seen, after: [third, first, second] } } },
      });
    });

    it("refuses a change made on a list that changed since, saying who changed it", async () => {
      // Seen a millisecond back: the upload below must not share the version's millisecond (changesSince).
      const seenAt = recordVersion(new Date((await databaseNow()).getTime() - 1));
      const seen = await order(owner);
      await upload(owner, 1);
      const outcome = await changePhotoList(
        owner,
        seen,
        seenAt,
        { kind: "down", id: seen[0] as number },
        actor,
        dataDir,
      );
      expect(outcome).toMatchObject({
        outcome: "conflict",
        changes: [{ actorName: "Test Agent", fields: ["photos"] }],
      });
      expect((await order(owner)).slice(0, 2)).toEqual(seen);
    });

    it("reorders as a drag and drop left them, and refuses an order that is not the same photos", async () => {
      const seen = await order(owner);
      const seenAt = recordVersion(await databaseNow());
      const reversed = seen.toReversed();
      expect(
        await changePhotoList(owner, seen, seenAt, { kind: "reorder", order: [reversed[0] as number] }, actor, dataDir),
      ).toMatchObject({
        outcome: "conflict",
      });
      expect(await changePhotoList(owner, seen, seenAt, { kind: "reorder", order: reversed }, actor, dataDir)).toEqual({
        outcome: "saved",
      });
      expect(await order(owner)).toEqual(reversed);
    });

    it("deletes an upload: its row, its master in the database and this instance's copies", async () => {
      const [added] = await upload(owner, 1);
      const key = (await ownerPhotos(owner)).find((photo) => photo.id === added)?.fileKey as string;
      fs.mkdirSync(originalsDir(dataDir), { recursive: true });
      fs.mkdirSync(path.join(dataDir, "image-cache"), { recursive: true });
      fs.writeFileSync(path.join(originalsDir(dataDir), `${key}.jpg`), "x");
      fs.writeFileSync(path.join(dataDir, "image-cache", `${key}.w400.webp`), "x");
      fs.writeFileSync(path.join(dataDir, "image-cache", `${key}x.w400.webp`), "another key's");
      const seen = await order(owner);
      const seenAt = recordVersion(await databaseNow());
      const outcome = await changePhotoList(
        owner,
        seen,
        seenAt,
        { kind: "delete", id: added as number },
        actor,
        dataDir,
      );
      expect(outcome).toEqual({ outcome: "saved" });
      expect(await order(owner)).toEqual(seen.filter((id) => id !== added));
      expect(await database.db.select().from(mediaOriginals)).toEqual([]);
      expect(fs.readdirSync(originalsDir(dataDir))).toEqual([]);
      expect(fs.readdirSync(path.join(dataDir, "image-cache"))).toEqual([`${key}x.w400.webp`]);
      expect((await auditLines(owner)).at(-1)).toMatchObject({ action: `${owner.kind}.photos.delete` });
    });

    it("deletes an imported photo's row and renumbers the rest", async () => {
      const seen = await order(owner);
      await changePhotoList(
        owner,
        seen,
        recordVersion(await databaseNow()),
        { kind: "delete", id: seen[0] as number },
        actor,
        dataDir,
      );
      expect(await order(owner)).toEqual(seen.slice(1));
      expect(await positions(owner)).toEqual([0]);
    });
  });

  describe("savePhotoTexts", () => {
    it("saves the shown languages' captions and alt texts, keeps the others, and logs before and after", async () => {
      const [photo] = await ownerPhotos(owner);
      if (!photo) throw new Error("no photo");
      await database.db
        .update(media)
        .set({ alts: { de: "Küche" } })
        .where(eq(media.id, photo.id));
      const [stored] = await ownerPhotos(owner);
      const outcome = await savePhotoTexts(
        owner,
        photo.id,
        recordVersion(stored?.updatedAt as Date),
        { captions: { nl: "De keuken", fr: "" }, alts: { nl: "Open keuken met kookeiland", fr: "" } },
        ["nl", "fr"],
        actor,
      );
      expect(outcome).toEqual({ outcome: "saved", taken: [] });
      const [saved] = await ownerPhotos(owner);
      expect(saved).toMatchObject({
        captions: { nl: "De keuken" },
        alts: { nl: "Open keuken met kookeiland", de: "Küche" },
      });
      expect((await auditLines(owner)).at(-1)).toMatchObject({
        action: `${owner.kind}.photos.texts`,
        details: {
          changes: {
            [`photo ${photo.id} captions`]: { before: {}, after: { nl: "De keuken" } },
            [`photo ${photo.id} alts`]: {
              before: { de: "Küche" },
              after: { de: "Küche", nl: "Open keuken met kookeiland" },
            },
          },
        },
      });
    });

    it("refuses a save on texts someone changed since the form was opened", async () => {
      const [photo] = await ownerPhotos(owner);
      if (!photo) throw new Error("no photo");
      const version = recordVersion(photo.updatedAt);
      const texts = (nl: string) => ({ captions: {}, alts: { nl } });
      expect(await savePhotoTexts(owner, photo.id, version, texts("Eerste"), ["nl"], actor)).toEqual({
        outcome: "saved",
        taken: [],
      });
      const second = await savePhotoTexts(owner, photo.id, version, texts("Tweede"), ["nl"], {
        id: null,
        name: "Other",
      });
      expect(second).toMatchObject({
        outcome: "conflict",
        changes: [{ actorName: "Test Agent", fields: [`photo ${photo.id} alts`] }],
      });
      expect((await ownerPhotos(owner))[0]?.alts).toEqual({ nl: "Eerste" });
    });

    it("merges a form opened before another save: their fields kept and named, a field both changed to choose", async () => {
      const [photo] = await ownerPhotos(owner);
      if (!photo) throw new Error("no photo");
      await database.db
        .update(media)
        .set({ captions: { nl: "Keuken" }, alts: { nl: "Open keuken", fr: "Cuisine ouverte" } })
        .where(eq(media.id, photo.id));
      const [opened] = await ownerPhotos(owner);
      if (!opened) throw new Error("no photo");
      const languages = ["nl", "fr"] as const;
      const asOpened = {
        base: readFormBase(formBase(photoTextFields(opened, languages))),
        takeTheirs: new Set<string>(),
      };
      const version = recordVersion(opened.updatedAt);
      const other = { id: null, name: "Other" };
      // Someone else changes the French alt text and the Dutch caption.
      expect(
        await savePhotoTexts(
          owner,
          photo.id,
          version,
          { captions: { nl: "Leefkeuken", fr: "" }, alts: { nl: "Open keuken", fr: "Cuisine équipée" } },
          languages,
          other,
          asOpened,
        ),
      ).toEqual({ outcome: "saved", taken: [] });

      // This form changes only the Dutch alt text: saved, with the other's French alt and caption kept.
      const mine = { captions: { nl: "Keuken", fr: "" }, alts: { nl: "Keuken met eiland", fr: "Cuisine ouverte" } };
      const merged = await savePhotoTexts(owner, photo.id, version, mine, languages, actor, asOpened);
      expect(merged).toEqual({ outcome: "saved", taken: ["caption-nl", "alt-fr"] });
      expect((await ownerPhotos(owner))[0]).toMatchObject({
        captions: { nl: "Leefkeuken" },
        alts: { nl: "Keuken met eiland", fr: "Cuisine équipée" },
      });

      // A form opened before both saves that changes the Dutch caption too: that field is to choose.
      const both = { captions: { nl: "Kookhoek", fr: "" }, alts: { nl: "Open keuken", fr: "Cuisine ouverte" } };
      const conflict = await savePhotoTexts(owner, photo.id, version, both, languages, actor, asOpened);
      if (conflict.outcome !== "conflict" || !conflict.merge) throw new Error("expected a conflict to choose");
      expect(conflict.merge.merged.conflicts).toEqual(["caption-nl"]);
      expect(conflict.merge.theirs["caption-nl"]).toBe("Leefkeuken");
      expect(conflict.changes.map((change) => change.actorName)).toEqual(["Other", "Test Agent"]);
      expect((await ownerPhotos(owner))[0]?.captions).toEqual({ nl: "Leefkeuken" });

      // Chosen: take the saved caption, on the version now stored.
      const [now] = await ownerPhotos(owner);
      if (!now) throw new Error("no photo");
      const chosen = await savePhotoTexts(
        owner,
        photo.id,
        recordVersion(now.updatedAt),
        photoTextsOf(conflict.merge.merged.fields, languages),
        languages,
        actor,
        { base: readFormBase(formBase(photoTextFields(now, languages))), takeTheirs: new Set(["caption-nl"]) },
      );
      expect(chosen).toMatchObject({ outcome: "saved" });
      expect((await ownerPhotos(owner))[0]).toMatchObject({
        captions: { nl: "Leefkeuken" },
        alts: { nl: "Keuken met eiland", fr: "Cuisine équipée" },
      });
    });

    it("treats a photo deleted meanwhile as a conflict", async () => {
      const outcome = await savePhotoTexts(
        owner,
        2_000_000_000,
        new Date().toISOString(),
        { captions: {}, alts: {} },
        ["nl"],
        actor,
      );
      expect(outcome).toMatchObject({ outcome: "conflict" });
    });
  });
});
