// Several instances share one database but each has its own data folder: a master uploaded through
// one (kept in media_originals) must be rendered by another that never saw the file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { imageVariant } from "./image-store.ts";
import { originalsDir } from "./originals-dir.ts";
import { insertOriginal, storeDiskOriginals, storedOriginal } from "./stored-originals.ts";

let database: TestDatabase;
const folders: string[] = [];
const KEY = "u77-0123456789abcdef01234567";

/** A data folder of an instance that has never seen anything. */
function freshDataDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "stored-originals-"));
  folders.push(folder);
  return folder;
}

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#4080c0" } })
    .jpeg()
    .toBuffer();
  await database.db.transaction((tx) =>
    insertOriginal({ key: KEY, contentType: "image/jpeg", bytes, width: 1200, height: 800 }, tx),
  );
});

afterAll(async () => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  await database.cleanup();
});

describe("masters kept in the database", () => {
  it("are rendered for a data folder that never saw them, which keeps a copy", async () => {
    for (const dataDir of [freshDataDir(), freshDataDir()]) {
      expect(fs.existsSync(originalsDir(dataDir))).toBe(false);
      const file = await imageVariant(dataDir, { key: KEY, width: 400, format: "webp" });
      expect(file).toBe(path.join(dataDir, "image-cache", `${KEY}.w400.webp`));
      const info = await sharp(file as string).metadata();
      expect([info.format, info.width, info.height]).toEqual(["webp", 400, 267]);
      expect(fs.readdirSync(originalsDir(dataDir))).toEqual([`${KEY}.jpg`]);
    }
  });

  it("are read from the database once, then from the folder; cache hits never ask", async () => {
    const dataDir = freshDataDir();
    const stored = vi.fn(storedOriginal);
    // A page asks for several widths of a new photo at once: one copy serves them all.
    await Promise.all(
      ([250, 600, 1000] as const).map((width) =>
        imageVariant(dataDir, { key: KEY, width, format: "webp" }, { stored }),
      ),
    );
    expect(stored).toHaveBeenCalledTimes(1);
    // The master is on disk now: a new variant renders from it, a known one is a cache hit.
    await imageVariant(dataDir, { key: KEY, width: 1360, format: "png" }, { stored });
    await imageVariant(dataDir, { key: KEY, width: 250, format: "webp" }, { stored });
    expect(stored).toHaveBeenCalledTimes(1);
    expect(fs.readdirSync(originalsDir(dataDir)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("leave an unknown key unknown, writing nothing", async () => {
    const dataDir = freshDataDir();
    expect(await imageVariant(dataDir, { key: "u77-nothing-here", width: 400, format: "webp" })).toBeUndefined();
    expect(fs.existsSync(originalsDir(dataDir))).toBe(false);
  });
});

describe("pictures written to one instance's disk", () => {
  it("are copied into the database at start, once, and another instance renders them", async () => {
    const first = freshDataDir();
    fs.mkdirSync(originalsDir(first), { recursive: true });
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c04080" } })
      .jpeg()
      .toBuffer();
    const webp = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#00000080" } })
      .webp()
      .toBuffer();
    fs.writeFileSync(path.join(originalsDir(first), "demo-house-01.jpg"), jpeg);
    fs.writeFileSync(path.join(originalsDir(first), "logo_mark.webp"), webp);
    // Not master pictures: a leftover temporary file and a name the image service never asks for.
    fs.writeFileSync(path.join(originalsDir(first), "demo-house-02.jpg.tmp"), jpeg);
    fs.writeFileSync(path.join(originalsDir(first), "notes.txt"), "not a picture");

    expect((await storeDiskOriginals(database.db, first)).sort()).toEqual(["demo-house-01", "logo_mark"]);
    expect(await storedOriginal("demo-house-01", database.db)).toMatchObject({
      contentType: "image/jpeg",
      bytes: jpeg,
    });
    expect(await storedOriginal("logo_mark", database.db)).toMatchObject({ contentType: "image/webp" });
    expect(await storeDiskOriginals(database.db, first)).toEqual([]);

    const second = freshDataDir();
    const variant = await imageVariant(second, { key: "demo-house-01", width: 400, format: "webp" });
    expect(variant).toBeDefined();
  });
});
