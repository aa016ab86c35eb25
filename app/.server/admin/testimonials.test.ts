// A testimonial's picture on the site, against PostgreSQL and real files in a data folder: published
// under an address nobody can guess or count, and gone, every size of it, once the testimonial is
// withdrawn or rejected, on the instance that withdrew it and on one that had rendered it before.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useLeadSettings } from "../../../tests/support/lead-form-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { makeTempDir } from "../../../tests/support/throw-away-postgres.ts";
import { auditLog } from "../db/auth-schema.ts";
import { testimonialSubmissions } from "../db/lead-schema.ts";
import { mediaOriginals } from "../db/media-schema.ts";
import { articleCategories, articles } from "../db/schema.ts";
import { imageResponse } from "../images/image-response.ts";
import { imageCacheDir } from "../images/local-copies.ts";
import { originalsDir } from "../images/originals-dir.ts";
import { retireGuessableTestimonialKeys } from "../images/testimonial-pictures.ts";
import { storeTestimonialImage } from "../leads/testimonial-image.ts";
import { approveTestimonial, rejectTestimonial, testimonialImagePath, withdrawTestimonial } from "./testimonials.ts";

let database: TestDatabase;
let dataDir: string;
const ANNE = { id: null, name: "Anne Manager" };

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  dataDir = useLeadSettings().dataDir;
  await database.db.insert(articleCategories).values({ key: "testimonials", names: { nl: "Getuigenissen" } });
});

afterAll(() => database?.cleanup());

/** A testimonial sent with a picture, as the form stores it. */
async function sent(name: string): Promise<number> {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c08040" } })
    .png()
    .toBuffer();
  const imageKey = await storeTestimonialImage(new File([png], "me.png", { type: "image/png" }), dataDir);
  const [row] = await database.db
    .insert(testimonialSubmissions)
    .values({ language: "nl", name, comment: "Vlot verkocht.", imageKey })
    .returning({ id: testimonialSubmissions.id });
  return row?.id ?? 0;
}

async function siteKeyOf(id: number): Promise<string> {
  const [row] = await database.db
    .select({ imageKey: articles.imageKey })
    .from(testimonialSubmissions)
    .innerJoin(articles, eq(articles.id, testimonialSubmissions.articleId))
    .where(eq(testimonialSubmissions.id, id));
  if (!row?.imageKey) throw new Error(`testimonial ${id} has no picture on the site`);
  return row.imageKey;
}

const get = (folder: string, key: string, query: string) => imageResponse(folder, key, new URLSearchParams(query));

/** Every file of the data folder that belongs to the key: its master and its rendered sizes. */
function copiesOf(folder: string, key: string): string[] {
  return [originalsDir(folder), imageCacheDir(folder)].flatMap((dir) =>
    existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith(`${key}.`)) : [],
  );
}

describe("an approved testimonial's picture", () => {
  it("is published under a random key that says nothing of the submission, and renders", async () => {
    const first = await sent("An");
    const second = await sent("Bart");
    expect(await approveTestimonial(first, ANNE, dataDir)).toBe(true);
    expect(await approveTestimonial(second, ANNE, dataDir)).toBe(true);
    const keys = [await siteKeyOf(first), await siteKeyOf(second)];
    for (const key of keys) expect(key).toMatch(/^testimonial-[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
    // The address of a submission's number answers nothing.
    expect((await get(dataDir, `testimonial-submission-${first}`, "width=400")).status).toBe(404);
    const response = await get(dataDir, keys[0] ?? "", "width=400");
    expect(response.status).toBe(200);
    // Withdrawable at any moment: not kept for a year by browsers and shared caches.
    expect(response.headers.get("Cache-Control")).not.toContain("immutable");
  });

  it("is gone once withdrawn: the upload, the master and every size, new sizes too, on every instance", async () => {
    const id = await sent("Chris");
    await approveTestimonial(id, ANNE, dataDir);
    const key = await siteKeyOf(id);
    const upload = (await testimonialImagePath(id, dataDir)) ?? "";
    // This instance and another one on the same database render two sizes before the withdrawal.
    const other = makeTempDir("other-instance-");
    for (const folder of [dataDir, other]) {
      expect((await get(folder, key, "width=400")).status).toBe(200);
      expect((await get(folder, key, "width=60&height=60")).status).toBe(200);
      expect(copiesOf(folder, key).length).toBeGreaterThanOrEqual(3);
    }

    await withdrawTestimonial(id, ANNE);

    for (const folder of [dataDir, other]) {
      for (const size of ["width=400", "width=60&height=60", "width=1000", "width=1360&format=png"]) {
        expect((await get(folder, key, size)).status, `${size} in ${folder}`).toBe(404);
      }
      expect(copiesOf(folder, key)).toEqual([]);
    }
    expect(existsSync(upload)).toBe(false);
    expect(await database.db.select().from(mediaOriginals).where(eq(mediaOriginals.key, key))).toEqual([]);
    const [row] = await database.db.select().from(testimonialSubmissions).where(eq(testimonialSubmissions.id, id));
    expect(row).toMatchObject({ published: false, articleId: null, imageKey: null });
  });
});

describe("a rejected testimonial's picture", () => {
  it("is deleted; approving it later publishes the words without it", async () => {
    const id = await sent("Dirk");
    const upload = (await testimonialImagePath(id, dataDir)) ?? "";
    expect(existsSync(upload)).toBe(true);

    await rejectTestimonial(id, ANNE);

    expect(existsSync(upload)).toBe(false);
    expect(await testimonialImagePath(id, dataDir)).toBeNull();
    expect(await approveTestimonial(id, ANNE, dataDir)).toBe(true);
    const [article] = await database.db
      .select({ imageKey: articles.imageKey })
      .from(testimonialSubmissions)
      .innerJoin(articles, eq(articles.id, testimonialSubmissions.articleId))
      .where(eq(testimonialSubmissions.id, id));
    expect(article).toEqual({ imageKey: null });
  });
});

describe("a decision on a testimonial and its audit line", () => {
  /** Someone who is no user: the audit line's foreign key refuses them, after the decision was written. */
  const GHOST = { id: "no-such-user", name: "Ghost" };

  async function linesAbout(id: number) {
    return database.db
      .select({ action: auditLog.action, actorName: auditLog.actorName, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.subject, `testimonial ${id}`));
  }

  it("publishing writes its audit line in its own transaction: no line, no publication", async () => {
    const id = await sent("Els");
    await expect(approveTestimonial(id, GHOST, dataDir)).rejects.toThrow();
    const [row] = await database.db.select().from(testimonialSubmissions).where(eq(testimonialSubmissions.id, id));
    expect(row).toMatchObject({ published: false, articleId: null, reviewedAt: null });
    expect(await linesAbout(id)).toEqual([]);

    expect(await approveTestimonial(id, ANNE, dataDir)).toBe(true);
    const [line] = await linesAbout(id);
    expect(line).toMatchObject({
      action: "testimonial.approve",
      actorName: "Anne Manager",
      details: { changes: { published: { before: false, after: true } } },
    });
    // Approving again changes nothing and writes nothing.
    expect(await approveTestimonial(id, ANNE, dataDir)).toBe(false);
    expect(await linesAbout(id)).toHaveLength(1);
  });

  it("rejecting writes its audit line in its own transaction: no line, no rejection, the picture kept", async () => {
    const id = await sent("Frank");
    const upload = (await testimonialImagePath(id, dataDir)) ?? "";
    await expect(rejectTestimonial(id, GHOST, dataDir)).rejects.toThrow();
    const [row] = await database.db.select().from(testimonialSubmissions).where(eq(testimonialSubmissions.id, id));
    expect(row?.reviewedAt).toBeNull();
    expect(existsSync(upload)).toBe(true);
    expect(await linesAbout(id)).toEqual([]);

    await rejectTestimonial(id, ANNE, dataDir);
    expect((await linesAbout(id)).map((line) => line.action)).toEqual(["testimonial.reject"]);
    expect(existsSync(upload)).toBe(false);
  });
});

describe("pictures an earlier version published under the submission's number", () => {
  it("move to a random key at start-up; the old address and a withdrawn one's copies answer nothing", async () => {
    const [category] = await database.db.select({ id: articleCategories.id }).from(articleCategories);
    const webp = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#4080c0" } })
      .webp()
      .toBuffer();
    // Approved before: its master on this disk (and in the database, copied at a start), a size rendered.
    const [kept] = await database.db
      .insert(articles)
      .values({
        categoryId: category?.id ?? 0,
        key: "testimonial-submission-901",
        imageKey: "testimonial-submission-901",
      })
      .returning({ id: articles.id });
    await database.db.insert(mediaOriginals).values({
      key: "testimonial-submission-901",
      contentType: "image/webp",
      bytes: webp,
      width: 300,
      height: 200,
      byteSize: webp.byteLength,
    });
    // Withdrawn by the earlier version: its article gone, its master and a size left behind.
    await database.db.insert(mediaOriginals).values({
      key: "testimonial-submission-902",
      contentType: "image/webp",
      bytes: webp,
      width: 300,
      height: 200,
      byteSize: webp.byteLength,
    });
    const folder = makeTempDir("earlier-version-");
    mkdirSync(originalsDir(folder), { recursive: true });
    mkdirSync(imageCacheDir(folder), { recursive: true });
    for (const key of ["testimonial-submission-901", "testimonial-submission-902"]) {
      writeFileSync(path.join(originalsDir(folder), `${key}.webp`), webp);
      writeFileSync(path.join(imageCacheDir(folder), `${key}.w400.webp`), webp);
    }

    expect(await retireGuessableTestimonialKeys(database.db, folder)).toBe(1);

    const [moved] = await database.db
      .select({ imageKey: articles.imageKey })
      .from(articles)
      .where(eq(articles.id, kept?.id ?? 0));
    expect(moved?.imageKey).toMatch(/^testimonial-[0-9a-f]{32}$/);
    expect((await get(folder, moved?.imageKey ?? "", "width=400")).status).toBe(200);
    for (const key of ["testimonial-submission-901", "testimonial-submission-902"]) {
      expect(copiesOf(folder, key)).toEqual([]);
      expect((await get(folder, key, "width=400")).status).toBe(404);
      expect((await get(folder, key, "width=250")).status).toBe(404);
    }
    const left = await database.db.select({ key: mediaOriginals.key }).from(mediaOriginals);
    expect(left.map((row) => row.key)).not.toContain("testimonial-submission-902");
    // A second start finds nothing more to move.
    expect(await retireGuessableTestimonialKeys(database.db, folder)).toBe(0);
  });
});
