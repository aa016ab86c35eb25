// The cleaning of site pictures used nowhere, against PostgreSQL: a picture past the grace period that
// no settings, page or module (published or draft) names goes, with this instance's copies of it; one
// named in any of those places stays, and so does a fresh one a form still open may save. A guard
// reads the source: every form that stores site keys is one whose table the cleaning reads.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedMinimalSite } from "../../../tests/support/minimal-site.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { mediaOriginals } from "../db/media-schema.ts";
import { modules, pages, siteSettings } from "../db/schema.ts";
import { imageCacheDir } from "../images/local-copies.ts";
import { originalsDir } from "../images/originals-dir.ts";
import { storeDiskOriginals } from "../images/stored-originals.ts";
import { cleanUnusedSitePictures, SITE_PICTURE_GRACE_MS, sitePictureReferences } from "./site-picture-references.ts";
import { storeSitePicture } from "./site-pictures.ts";

let database: TestDatabase;
let dataDir: string;
const manager = { id: null, name: "Manager Mia" };
/** A moment past the grace period of every picture stored by this file. */
const later = () => new Date(Date.now() + SITE_PICTURE_GRACE_MS + 60_000);

async function picture(): Promise<string> {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } })
    .jpeg()
    .toBuffer();
  const stored = await storeSitePicture(new Uint8Array(bytes), manager, database.db);
  if (!("key" in stored)) throw new Error(`refused: ${stored.refused}`);
  return stored.key;
}

async function isStored(key: string): Promise<boolean> {
  const rows = await database.db.select().from(mediaOriginals).where(eq(mediaOriginals.key, key));
  return rows.length === 1;
}

async function firstPageId(): Promise<number> {
  const [page] = await database.db.select({ id: pages.id }).from(pages).limit(1);
  if (!page) throw new Error("no page");
  return page.id;
}

beforeAll(async () => {
  database = await createTestDatabase({ current: true, max: 4 });
  await seedMinimalSite(database.url);
  dataDir = await mkdtemp(path.join(tmpdir(), "site-picture-cleaning-"));
});

afterAll(async () => {
  await database?.cleanup();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("cleaning unused site pictures", () => {
  it("removes an old picture used nowhere, with this instance's copy and sizes, and only once", async () => {
    const unused = await picture();
    await mkdir(originalsDir(dataDir), { recursive: true });
    await mkdir(imageCacheDir(dataDir), { recursive: true });
    await writeFile(path.join(originalsDir(dataDir), `${unused}.jpg`), "master");
    await writeFile(path.join(imageCacheDir(dataDir), `${unused}.w400.webp`), "size");

    const first = await cleanUnusedSitePictures(database.db, dataDir, { now: later() });
    expect(first.removed).toContain(unused);
    expect(first.localFiles).toBeGreaterThanOrEqual(2);
    expect(await isStored(unused)).toBe(false);
    expect(await readdir(originalsDir(dataDir))).not.toContain(`${unused}.jpg`);
    expect(await readdir(imageCacheDir(dataDir))).not.toContain(`${unused}.w400.webp`);

    const second = await cleanUnusedSitePictures(database.db, dataDir, { now: later() });
    expect(second.removed).toEqual([]);
  });

  it("keeps a fresh picture used nowhere: its form may still be open", async () => {
    const fresh = await picture();
    const cleaning = await cleanUnusedSitePictures(database.db, dataDir);
    expect(cleaning.removed).not.toContain(fresh);
    expect(await isStored(fresh)).toBe(true);
  });

  it("keeps every picture the settings, a page or a module (published or draft) names", async () => {
    const places = [
      "logo",
      "banner1",
      "banner2",
      "image",
      "pageLogo",
      "background",
      "gallery",
      "draftBackground",
      "draftGallery",
    ] as const;
    const keys = await Promise.all(places.map(async (place) => [place, await picture()] as const));
    const { logo, banner1, banner2, image, pageLogo, background, gallery, draftBackground, draftGallery } =
      Object.fromEntries(keys) as Record<(typeof places)[number], string>;
    const unused = await picture();
    await database.db
      .update(siteSettings)
      .set({ agency: sql`jsonb_set(${siteSettings.agency}, '{logo}', to_jsonb(${logo}::text))` });
    const pageId = await firstPageId();
    const [page] = await database.db.select({ params: pages.params }).from(pages).where(eq(pages.id, pageId));
    if (!page) throw new Error("no page");
    await database.db
      .update(pages)
      .set({
        params: {
          ...page.params,
          banner: { type: "gallery", title: {}, description: {}, images: [banner1, banner2] },
          image,
          logo: pageLogo,
        },
      })
      .where(eq(pages.id, pageId));
    const settings = { backgroundType: "image" as const, image: background, images: [] };
    await database.db.insert(modules).values([
      { pageId, sort: 0, relationType: "contact", settings: settings as never },
      {
        pageId,
        sort: 1,
        relationType: "contact",
        settings: { backgroundType: "gallery", images: [gallery] } as never,
        draft: {
          relationType: "contact",
          relationId: null,
          settings: { backgroundType: "gallery", image: draftBackground, images: [draftGallery] } as never,
        },
      },
    ]);
    const used = [logo, banner1, banner2, image, pageLogo, background, gallery, draftBackground, draftGallery];

    const references = await sitePictureReferences(database.db);
    for (const key of used) expect(references).toContain(key);
    expect(references).not.toContain(unused);

    const cleaning = await cleanUnusedSitePictures(database.db, dataDir, { now: later() });
    expect(cleaning.removed).toContain(unused);
    for (const key of used) {
      expect(cleaning.removed).not.toContain(key);
      expect(await isStored(key)).toBe(true);
    }
  });

  it("drops a copy another instance's cleaning left on this disk, and never copies it back", async () => {
    const gone = "site-0123456789abcdef01234567";
    await mkdir(originalsDir(dataDir), { recursive: true });
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    await writeFile(path.join(originalsDir(dataDir), `${gone}.jpg`), jpeg);
    expect(await storeDiskOriginals(database.db, dataDir)).not.toContain(gone);
    expect(await isStored(gone)).toBe(false);

    await cleanUnusedSitePictures(database.db, dataDir);
    expect(await readdir(originalsDir(dataDir))).not.toContain(`${gone}.jpg`);
  });
});

describe("the forms that store site pictures", () => {
  // A form stores a site key by reading a picture field (readPictureField, readPictureFields) or by the
  // upload address (sitePictureUploadAnswer), whose key a form then saves. Each file doing so saves into
  // a table the cleaning reads (SITE_PICTURE_TABLES); a new one fails here until it is checked and added.
  const KNOWN: Record<string, string> = {
    "app/.server/admin/site-pictures.ts": "where the fields are read",
    "app/.server/admin/page-uploads.ts": "pages (params)",
    "app/.server/admin/settings/agency-section.ts": "site_settings (agency.logo)",
    "app/.server/admin/module-settings-form.ts": "modules (settings, draft)",
    "app/routes/admin/site-pictures-upload.ts": "answers a key a form above saves",
  };

  it("are all in a table the cleaning reads", async () => {
    const root = path.resolve(import.meta.dirname, "../../..");
    const files = await readdir(path.join(root, "app"), { recursive: true });
    const storing: string[] = [];
    for (const file of files) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const source = await readFile(path.join(root, "app", file), "utf8");
      if (/\b(?:readPictureFields?|sitePictureUploadAnswer|storeSitePicture)\s*\(/.test(source))
        storing.push(`app/${file.split(path.sep).join("/")}`);
    }
    expect(storing.sort()).toEqual(Object.keys(KNOWN).sort());
  });
});
