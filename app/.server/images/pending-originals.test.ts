// Pictures whose master is not drawn yet (the demo's, right after its seed): the image service draws
// one when a page asks for it, so a page viewed while the server still draws them in the background
// shows every picture; and the drawing in the background, cut short anywhere, finishes on its next run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { imageResponse } from "./image-response.ts";
import { originalsDir } from "./originals-dir.ts";
import {
  drawnOriginalFile,
  drawPendingOriginal,
  drawPendingOriginals,
  type PendingOriginal,
  pendingDir,
  pendingKeys,
  writePendingOriginal,
} from "./pending-originals.ts";

const folders: string[] = [];

function freshDataDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pending-originals-"));
  folders.push(folder);
  return folder;
}

afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** A small drawing of one colour: the master is that colour all over. */
function drawing(colour: string, width = 320, height = 200): PendingOriginal {
  return {
    width,
    height,
    quality: 80,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width / 2}" height="${height / 2}"><rect width="100%" height="100%" fill="${colour}"/></svg>`,
  };
}

/** A database that has no master of any key: the pictures here are only on this disk. */
const nothingStored = { stored: async () => undefined };

describe("the image service and a picture not drawn yet", () => {
  it("draws the master when a page asks for the picture, and answers with the variant", async () => {
    const dataDir = freshDataDir();
    expect(await writePendingOriginal(dataDir, "demo-house-01", drawing("#c03030"))).toBe(true);
    expect(fs.existsSync(drawnOriginalFile(dataDir, "demo-house-01"))).toBe(false);

    const response = await imageResponse(dataDir, "demo-house-01", new URLSearchParams("width=250"), nothingStored);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const variant = await sharp(Buffer.from(await response.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([variant.info.width, variant.info.height]).toEqual([250, 156]);
    expect([...variant.data.subarray(0, 3)].map((value) => Math.round(value / 16))).toEqual([12, 3, 3]);

    // The master is in place as the seed would have drawn it: a JPEG of the drawing's size.
    const master = await sharp(drawnOriginalFile(dataDir, "demo-house-01")).metadata();
    expect([master.format, master.width, master.height]).toEqual(["jpeg", 320, 200]);
    expect(await pendingKeys(dataDir)).toEqual([]);
  });

  it("draws it once for a page's many requests of it at once", async () => {
    const dataDir = freshDataDir();
    await writePendingOriginal(dataDir, "demo-living-01", drawing("#3060c0"));
    const widths = ["60", "100", "250", "400", "600", "800"];
    const answers = await Promise.all(
      widths.map((width) => imageResponse(dataDir, "demo-living-01", new URLSearchParams({ width }), nothingStored)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(widths.map(() => 200));
    // Written once under a temporary name and renamed: nothing else was left in the folder.
    expect(fs.readdirSync(originalsDir(dataDir))).toEqual(["demo-living-01.jpg"]);
  });

  it("still answers 404 for a key that is neither drawn nor waiting", async () => {
    const dataDir = freshDataDir();
    await writePendingOriginal(dataDir, "demo-house-01", drawing("#c03030"));
    const response = await imageResponse(dataDir, "demo-house-02", new URLSearchParams("width=250"), nothingStored);
    expect(response.status).toBe(404);
  });
});

describe("writing drawings down", () => {
  it("keeps a master drawn before: a re-seed writes no drawing for it", async () => {
    const dataDir = freshDataDir();
    await writePendingOriginal(dataDir, "hero-1", drawing("#208040"));
    await drawPendingOriginal(dataDir, "hero-1");
    expect(await writePendingOriginal(dataDir, "hero-1", drawing("#000000"))).toBe(false);
    expect(await pendingKeys(dataDir)).toEqual([]);
  });

  it("refuses a key the image service would never serve", async () => {
    await expect(writePendingOriginal(freshDataDir(), "../escape", drawing("#000000"))).rejects.toThrow(
      /not a picture key/,
    );
  });
});

describe("drawing what waits", () => {
  it("draws the keys asked for first, then the others, until told to stop; the next run draws the rest", async () => {
    const dataDir = freshDataDir();
    const keys = ["demo-a", "demo-b", "demo-c", "demo-d", "hero-1"];
    for (const key of keys) await writePendingOriginal(dataDir, key, drawing("#808080"));
    const order: string[] = [];
    // Stopped after two drawings, as SIGTERM stops the server's background.
    const first = await drawPendingOriginals(dataDir, {
      workers: 1,
      first: ["hero-1"],
      stopped: () => {
        const drawn = keys.filter((key) => fs.existsSync(drawnOriginalFile(dataDir, key)));
        order.push(...drawn.filter((key) => !order.includes(key)));
        return drawn.length >= 2;
      },
    });
    expect([first.drawn, first.left, first.failed]).toEqual([2, 3, []]);
    expect(order).toEqual(["hero-1", "demo-a"]);
    expect(await pendingKeys(dataDir)).toEqual(["demo-b", "demo-c", "demo-d"]);

    const second = await drawPendingOriginals(dataDir);
    expect([second.drawn, second.left, second.failed]).toEqual([3, 0, []]);
    expect(await pendingKeys(dataDir)).toEqual([]);
    expect(fs.readdirSync(originalsDir(dataDir)).sort()).toEqual(keys.map((key) => `${key}.jpg`).sort());
  });

  it("does not draw again a master renamed into place just before a kill took its drawing's removal", async () => {
    const dataDir = freshDataDir();
    await writePendingOriginal(dataDir, "demo-a", drawing("#808080"));
    await drawPendingOriginal(dataDir, "demo-a");
    const master = drawnOriginalFile(dataDir, "demo-a");
    const drawnAt = fs.statSync(master).mtimeMs;
    // The state a SIGKILL between the rename and the removal leaves: the master and its drawing.
    fs.writeFileSync(path.join(pendingDir(dataDir), "demo-a.json"), JSON.stringify(drawing("#000000")));

    const report = await drawPendingOriginals(dataDir);
    expect(report.drawn).toBe(1);
    expect(fs.statSync(master).mtimeMs).toBe(drawnAt);
    expect(await pendingKeys(dataDir)).toEqual([]);
  });

  it("reports a drawing that fails, keeps it waiting and draws the others", async () => {
    const dataDir = freshDataDir();
    await writePendingOriginal(dataDir, "demo-a", drawing("#808080"));
    await writePendingOriginal(dataDir, "demo-b", { ...drawing("#808080"), svg: "<svg this is not" });
    const report = await drawPendingOriginals(dataDir);
    expect(report.drawn).toBe(1);
    expect(report.failed).toEqual([expect.stringMatching(/^demo-b: /)]);
    expect(await pendingKeys(dataDir)).toEqual(["demo-b"]);
    expect(fs.existsSync(drawnOriginalFile(dataDir, "demo-b"))).toBe(false);
  });
});
