import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ImageRequest, parseImageRequest, variantName } from "./image-params.ts";
import { imageVariant, MAX_INPUT_PIXELS } from "./image-store.ts";

const query = (text: string) => new URLSearchParams(text);

describe("parseImageRequest", () => {
  it.each([
    ["width=400", { width: 400, format: "webp" }],
    ["width=250&format=png", { width: 250, format: "png" }],
    ["width=60&height=60", { width: 60, height: 60, format: "webp" }],
    ["width=1360&format=webp&v=3", { width: 1360, format: "webp" }],
  ])("accepts %s", (text, expected) => {
    expect(parseImageRequest("p301-0", query(text))).toEqual({ key: "p301-0", ...expected });
  });

  it.each([
    "",
    "width=401",
    "width=0",
    "width=-400",
    "width=400.5",
    "width=99999999",
    "width=1e3",
    "width=400&height=3000",
    "width=400&format=gif",
    "width=400&width=600",
    "width=400&quality=100",
  ])("refuses %j", (text) => {
    expect(parseImageRequest("p301-0", query(text))).toHaveProperty("error");
  });

  it.each(["../etc/passwd", "..", ".hidden", "a/b", "a\\b", "a.jpg", "", "x".repeat(200), "a%2Fb", "é"])(
    "refuses the key %j",
    (key) => {
      expect(parseImageRequest(key, query("width=400"))).toHaveProperty("error");
    },
  );

  it("names every variant apart", () => {
    const base: ImageRequest = { key: "k", width: 400, format: "webp" };
    const names = [base, { ...base, format: "png" as const }, { ...base, height: 60 }, { ...base, width: 600 }].map(
      variantName,
    );
    expect(new Set(names).size).toBe(4);
  });
});

describe("imageVariant", () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "images-test-"));
    const originals = path.join(dataDir, "media", "originals");
    fs.mkdirSync(originals, { recursive: true });
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#a08050" } })
      .jpeg()
      .toFile(path.join(originals, "house.jpg"));
  });

  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("resizes to the width, keeps the ratio, and caches the file", async () => {
    const file = await imageVariant(dataDir, { key: "house", width: 400, format: "webp" });
    expect(file).toBe(path.join(dataDir, "image-cache", "house.w400.webp"));
    const info = await sharp(file as string).metadata();
    expect([info.format, info.width, info.height]).toEqual(["webp", 400, 250]);
    const again = await imageVariant(dataDir, { key: "house", width: 400, format: "webp" });
    expect(again).toBe(file);
  });

  it("crops to a square thumbnail and renders PNG", async () => {
    const file = await imageVariant(dataDir, { key: "house", width: 60, height: 60, format: "png" });
    const info = await sharp(file as string).metadata();
    expect([info.format, info.width, info.height]).toEqual(["png", 60, 60]);
  });

  it("never enlarges", async () => {
    const file = await imageVariant(dataDir, { key: "house", width: 1920, format: "webp" });
    expect((await sharp(file as string).metadata()).width).toBe(1600);
  });

  it("shares one resize between concurrent first requests", async () => {
    const request: ImageRequest = { key: "house", width: 600, format: "webp" };
    const files = await Promise.all([
      imageVariant(dataDir, request),
      imageVariant(dataDir, request),
      imageVariant(dataDir, request),
    ]);
    expect(new Set(files).size).toBe(1);
    expect(fs.readdirSync(path.join(dataDir, "image-cache")).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("answers undefined for an unknown key", async () => {
    expect(await imageVariant(dataDir, { key: "nope", width: 400, format: "webp" })).toBeUndefined();
  });

  it("refuses sources above the pixel limit", async () => {
    expect(MAX_INPUT_PIXELS).toBeLessThanOrEqual(50_000_000);
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 10;
    await sharp({ create: { width: side, height: side, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toFile(path.join(dataDir, "media", "originals", "bomb.png"));
    await expect(imageVariant(dataDir, { key: "bomb", width: 400, format: "webp" })).rejects.toThrow(/pixel limit/i);
  });
});
