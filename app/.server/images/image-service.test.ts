import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { type ImageRequest, parseImageRequest, variantName } from "./image-params.ts";
import { imageResponse } from "./image-response.ts";
import { imageVariant, MAX_INPUT_PIXELS, renderVariant } from "./image-store.ts";
import { createPictureQueue } from "./picture-queue.ts";

const query = (text: string) => new URLSearchParams(text);

// A key missing on disk is looked up among the uploaded masters: an empty database knows none.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ current: true });
});
afterAll(() => database.cleanup());

describe("parseImageRequest", () => {
  // What the site's pages ask for: srcset widths, the search box's square thumbnail, the PNG preview.
  it.each([
    ["width=400", { width: 400, format: "webp" }],
    ["width=1920&format=webp", { width: 1920, format: "webp" }],
    ["width=60&height=60", { width: 60, height: 60, format: "webp" }],
    ["width=60&format=webp&height=60", { width: 60, height: 60, format: "webp" }],
    ["width=1360&format=png", { width: 1360, format: "png" }],
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
    // Allowed widths in combinations no page requests: each would be one more render per photo.
    "width=400&height=400",
    "width=1920&height=1920",
    "width=60&height=1920",
    "width=100&height=60",
    "width=60&height=100",
    "width=250&format=png",
    "width=1920&format=png",
    "width=60&height=60&format=png",
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
    const names = [
      base,
      { ...base, format: "png" as const },
      { ...base, width: 60, height: 60 },
      { ...base, width: 600 },
    ].map(variantName);
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

  it("crops to a square thumbnail", async () => {
    const file = await imageVariant(dataDir, { key: "house", width: 60, height: 60, format: "webp" });
    const info = await sharp(file as string).metadata();
    expect([info.format, info.width, info.height]).toEqual(["webp", 60, 60]);
  });

  it("renders PNG", async () => {
    const file = await imageVariant(dataDir, { key: "house", width: 1360, format: "png" });
    const info = await sharp(file as string).metadata();
    expect([info.format, info.width, info.height]).toEqual(["png", 1360, 850]);
  });

  it("never enlarges: a wider request gets the original's size", async () => {
    const file = await imageVariant(dataDir, { key: "house", width: 1920, format: "webp" });
    const info = await sharp(file as string).metadata();
    expect([info.width, info.height]).toEqual([1600, 1000]);
  });

  // The square shrinks to fit inside the picture, still square.
  it.each([
    [40, 30, 30],
    [200, 50, 50],
    [45, 300, 45],
  ])("never enlarges a crop: a %i x %i original gives a %i-pixel square thumbnail", async (width, height, side) => {
    const key = `small-${width}x${height}`;
    await sharp({ create: { width, height, channels: 3, background: "#406080" } })
      .png()
      .toFile(path.join(dataDir, "media", "originals", `${key}.png`));
    const file = await imageVariant(dataDir, { key, width: 60, height: 60, format: "webp" });
    const info = await sharp(file as string).metadata();
    expect([info.width, info.height]).toEqual([side, side]);
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

describe("imageResponse", () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "image-response-test-"));
    const originals = path.join(dataDir, "media", "originals");
    fs.mkdirSync(originals, { recursive: true });
    await sharp({ create: { width: 800, height: 500, channels: 3, background: "#80a050" } })
      .jpeg()
      .toFile(path.join(originals, "garden.jpg"));
  });

  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const get = (text: string, options?: Parameters<typeof imageResponse>[3]) =>
    imageResponse(dataDir, "garden", query(text), options);
  const cachedVariants = () => fs.readdirSync(path.join(dataDir, "image-cache")).sort();

  it("serves a size the site uses, immutable", async () => {
    const response = await get("width=400&format=webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Cache-Control")).toContain("immutable");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(400);
  });

  it.each(["width=400&height=400", "width=250&format=png", "width=1920&height=1920&format=png", "width=401"])(
    "refuses %s, a size no page asks for, without rendering it",
    async (text) => {
      const before = cachedVariants();
      const response = await get(text);
      expect(response.status).toBe(400);
      expect(cachedVariants()).toEqual(before);
    },
  );

  it("answers 404 for an unknown picture", async () => {
    expect((await imageResponse(dataDir, "nothing", query("width=400"))).status).toBe(404);
  });

  it("queues first renders: past the running and waiting limits it answers 503 with Retry-After", async () => {
    const queue = createPictureQueue({ running: 1, waiting: 1 });
    // Renders are held at a gate the test opens, so how fast sharp is decides nothing.
    const gate = Promise.withResolvers<void>();
    let started = 0;
    let running = 0;
    let mostAtOnce = 0;
    const render: typeof renderVariant = async (source, request) => {
      started++;
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      try {
        await gate.promise;
        return await renderVariant(source, request);
      } finally {
        running--;
      }
    };
    expect((await get("width=400")).status).toBe(200);
    // Four different variants never rendered before: four renders wanted, one runs, one waits.
    const pending = ["width=250", "width=600", "width=800", "width=1000"].map((text) => get(text, { queue, render }));
    const refused = await firstSettled(pending, 2);
    for (const response of refused) {
      expect(response.status).toBe(503);
      expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
    expect(started).toBeLessThanOrEqual(1);

    // A cache hit does not queue: it is served while the queue is full.
    expect((await get("width=400", { queue, render })).status).toBe(200);

    gate.resolve();
    const statuses = (await Promise.all(pending)).map((response) => response.status);
    expect(statuses.toSorted((a, b) => a - b)).toEqual([200, 200, 503, 503]);
    expect([started, mostAtOnce]).toEqual([2, 1]);
    // The queue is free again.
    expect((await get("width=1360", { queue, render })).status).toBe(200);
  });
});

/** The first `count` of the promises to settle, in the order they did. */
function firstSettled<T>(promises: Promise<T>[], count: number): Promise<T[]> {
  const settled: T[] = [];
  const { promise, resolve, reject } = Promise.withResolvers<T[]>();
  for (const item of promises) {
    item.then((value) => {
      settled.push(value);
      if (settled.length === count) resolve(settled);
    }, reject);
  }
  return promise;
}
