// A team member's photo saved with the article editor, against PostgreSQL: the file read from the
// form (checked by content, turned upright, without metadata), swapped in with the save and its audit
// line, the earlier upload deleted when nothing else uses it (never a picture that came with the
// site), and nothing written when the save is refused.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProperty, insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import { seedMinimalSite } from "../../../tests/support/minimal-site.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { makeTempDir } from "../../../tests/support/throw-away-postgres.ts";
import { LANGUAGES } from "../../i18n/languages.ts";
import { auditLog } from "../db/auth-schema.ts";
import { mediaOriginals } from "../db/media-schema.ts";
import { articleCategories, articles, articleTexts, media } from "../db/schema.ts";
import { formText } from "../form-body.ts";
import { originalsDir } from "../images/originals-dir.ts";
import { readArticleForm } from "./article-form.ts";
import { articleForEditing, saveArticle } from "./articles.ts";
import { recordVersion } from "./edit-record.ts";
import { type PhotoChange, readPhotoChange, releaseOriginal } from "./team-photo.ts";

let database: TestDatabase;
let teamCategory = 0;
let dataDir = "";
const agent = { id: null, name: "Agent An" };

/** A photo taken on its side (stored 300 x 200, EXIF orientation 6) with a GPS position. */
async function sidewaysPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: "#3366aa" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "SecretCam" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "50/1 44/1 1234/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "4/1 14/1 0/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function formWithPhoto(bytes: Buffer | string | null, removePhoto = false): FormData {
  const form = new FormData();
  form.append(
    "photo",
    new File(
      bytes === null ? [] : [typeof bytes === "string" ? bytes : new Uint8Array(bytes)],
      bytes === null ? "" : "photo.jpg",
    ),
  );
  if (removePhoto) form.set("removePhoto", "1");
  return form;
}

async function insertMember(name: string, imageKey: string | null = null): Promise<number> {
  const [row] = await database.db
    .insert(articles)
    .values({ key: `member-${name}-${Math.random()}`, categoryId: teamCategory, imageKey, data: {} })
    .returning({ id: articles.id });
  const id = row?.id ?? 0;
  await database.db.insert(articleTexts).values({
    articleId: id,
    language: "nl",
    slug: `${name.toLowerCase()}-${id}`,
    title: name,
    summary: "Makelaar",
    body: "",
  });
  return id;
}

/** Saves the member as the editor's form would, with the photo change; `version` defaults to the current one. */
async function savePhoto(id: number, photo: PhotoChange, version?: string) {
  const found = await articleForEditing(id);
  if (!found) throw new Error(`no article ${id}`);
  const form = new FormData();
  form.set("version", version ?? recordVersion(found.article.updatedAt));
  form.set("status", found.article.status);
  form.set("sort", String(found.article.sort));
  form.set("categoryId", String(found.article.categoryId));
  for (const language of LANGUAGES) {
    const text = found.texts.find((row) => row.language === language);
    form.set(`title-${language}`, text?.title ?? "");
    form.set(`slug-${language}`, text?.slug ?? "");
    form.set(`summary-${language}`, text?.summary ?? "");
    form.set(`body-${language}`, text?.body ?? "");
  }
  const reading = readArticleForm(form, "team");
  if (!reading.ok) throw new Error(JSON.stringify(reading.submission.reply().error));
  return saveArticle(id, { ...reading.input, photo }, formText(form, "version"), agent, { dataDir });
}

async function replacing(bytes: Buffer): Promise<PhotoChange> {
  const change = await readPhotoChange(formWithPhoto(bytes));
  if (!("kind" in change)) throw new Error(`refused: ${change.refused}`);
  return change;
}

async function imageKeyOf(id: number): Promise<string | null> {
  const [row] = await database.db.select({ imageKey: articles.imageKey }).from(articles).where(eq(articles.id, id));
  return row?.imageKey ?? null;
}

async function isStored(key: string): Promise<boolean> {
  const rows = await database.db
    .select({ key: mediaOriginals.key })
    .from(mediaOriginals)
    .where(eq(mediaOriginals.key, key));
  return rows.length > 0;
}

async function lastAuditChanges(id: number) {
  const [line] = await database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subject, `article ${id}`), eq(auditLog.action, "article.save")))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return (line?.details as { changes?: Record<string, { before: unknown; after: unknown }> } | undefined)?.changes;
}

beforeAll(async () => {
  database = await createTestDatabase({ current: true, max: 4 });
  await seedMinimalSite(database.url);
  const [row] = await database.db
    .insert(articleCategories)
    .values({ key: "team", names: { nl: "Team" }, parentId: null, slugs: {} })
    .returning({ id: articleCategories.id });
  teamCategory = row?.id ?? 0;
  dataDir = makeTempDir("team-photo-");
});

afterAll(() => database?.cleanup());

describe("the photo field of the editor's form", () => {
  it("makes a chosen picture upright, without its metadata", async () => {
    const change = await replacing(await sidewaysPhoto());
    if (change.kind !== "replace") throw new Error(change.kind);
    expect([change.photo.width, change.photo.height]).toEqual([200, 300]);
    const stored = await sharp(change.photo.bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });

  it("refuses a file that is no picture, whatever its name says", async () => {
    expect(await readPhotoChange(formWithPhoto("Dit is een tekst, geen foto."))).toEqual({ refused: "notPicture" });
  });

  it("reads an empty picker as no change, or as removing the photo when that box is ticked", async () => {
    expect(await readPhotoChange(formWithPhoto(null))).toEqual({ kind: "keep" });
    expect(await readPhotoChange(formWithPhoto(null, true))).toEqual({ kind: "remove" });
    // A chosen file wins over the box.
    expect(await readPhotoChange(formWithPhoto(await sidewaysPhoto(), true))).toMatchObject({ kind: "replace" });
  });
});

describe("saving a team member's photo", () => {
  it("stores the new photo with the save and audits the key before and after", async () => {
    const id = await insertMember("Lotte");
    expect((await savePhoto(id, await replacing(await sidewaysPhoto()))).kind).toBe("saved");
    const key = await imageKeyOf(id);
    expect(key).toMatch(new RegExp(`^t${id}-[0-9a-f]{24}$`));
    expect(await isStored(key ?? "")).toBe(true);
    expect(await lastAuditChanges(id)).toEqual({ imageKey: { before: null, after: key } });
  });

  it("deletes the earlier upload when replaced or removed, with this instance's copy of it", async () => {
    const id = await insertMember("Jens");
    await savePhoto(id, await replacing(await sidewaysPhoto()));
    const first = (await imageKeyOf(id)) ?? "";
    mkdirSync(originalsDir(dataDir), { recursive: true });
    writeFileSync(path.join(originalsDir(dataDir), `${first}.jpg`), "copy");
    await savePhoto(id, await replacing(await sidewaysPhoto()));
    const second = (await imageKeyOf(id)) ?? "";
    expect(second).not.toBe(first);
    expect(await isStored(first)).toBe(false);
    expect(await isStored(second)).toBe(true);
    expect(await lastAuditChanges(id)).toEqual({ imageKey: { before: first, after: second } });
    expect(existsSync(path.join(originalsDir(dataDir), `${first}.jpg`))).toBe(false);

    await savePhoto(id, { kind: "remove" });
    expect(await imageKeyOf(id)).toBeNull();
    expect(await isStored(second)).toBe(false);
    expect(await lastAuditChanges(id)).toEqual({ imageKey: { before: second, after: null } });
  });

  it("never deletes a picture that came with the site, and removing no photo changes nothing", async () => {
    mkdirSync(originalsDir(dataDir), { recursive: true });
    const demo = path.join(originalsDir(dataDir), "team-demo.jpg");
    writeFileSync(demo, "demo");
    const id = await insertMember("Demo", "team-demo");
    await savePhoto(id, await replacing(await sidewaysPhoto()));
    expect(existsSync(demo)).toBe(true);
    expect(await lastAuditChanges(id)).toMatchObject({ imageKey: { before: "team-demo" } });

    const bare = await insertMember("Zonder");
    expect(await savePhoto(bare, { kind: "remove" })).toMatchObject({ kind: "saved", changes: {} });
  });

  it("keeps an upload another article or a listing still uses", async () => {
    const id = await insertMember("Gedeeld");
    await savePhoto(id, await replacing(await sidewaysPhoto()));
    const key = (await imageKeyOf(id)) ?? "";
    const other = await insertMember("Ander", key);
    await database.db.transaction(async (tx) => expect(await releaseOriginal(tx, key, id)).toBe(false));
    await database.db.update(articles).set({ imageKey: null }).where(eq(articles.id, other));
    await insertTypes(database.db);
    await insertProperty(database.db, { id: 9_001 });
    await database.db.insert(media).values({ propertyId: 9_001, kind: "photo", position: 9, fileKey: key });
    await database.db.transaction(async (tx) => expect(await releaseOriginal(tx, key, id)).toBe(false));
    await database.db.delete(media).where(eq(media.fileKey, key));
    await database.db.transaction(async (tx) => expect(await releaseOriginal(tx, key, id)).toBe(true));
  });

  it("writes no photo when the save is refused because someone saved the member since", async () => {
    const id = await insertMember("Bart");
    const found = await articleForEditing(id);
    const opened = recordVersion(found?.article.updatedAt ?? new Date());
    await savePhoto(id, await replacing(await sidewaysPhoto()));
    const key = await imageKeyOf(id);
    const before = await database.db.select({ key: mediaOriginals.key }).from(mediaOriginals);
    expect((await savePhoto(id, await replacing(await sidewaysPhoto()), opened)).kind).toBe("conflict");
    expect(await imageKeyOf(id)).toBe(key);
    expect(await database.db.select({ key: mediaOriginals.key }).from(mediaOriginals)).toEqual(before);
  });
});
