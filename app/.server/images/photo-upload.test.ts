import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES } from "../../shared/photo-upload-limits.ts";
import { IMAGE_KEY_PATTERN } from "./image-params.ts";
import { MAX_INPUT_PIXELS } from "./image-store.ts";
import {
  MAX_MASTER_EDGE,
  PHOTO_UPLOAD_PATH,
  type ProcessedPhoto,
  processPhoto,
  uploadedPhotoKey,
} from "./photo-upload.ts";

/** The entries of the EXIF block's first directory (IFD0), by tag number: enough to find the GPS pointer. */
function exifTags(exif: Buffer): Set<number> {
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") === 0 ? 6 : 0);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const tags = new Set<number>();
  for (let entry = 0; entry < u16(ifd0); entry++) tags.add(u16(ifd0 + 2 + entry * 12));
  return tags;
}

const GPS_POINTER = 0x8825;

/**
 * A phone's photo lying on its side: stored 400 x 200, red on the left and blue on the right, with
 * EXIF orientation 6 (turn 90 degrees clockwise to show it), a camera make and a GPS position.
 */
async function phonePhoto(): Promise<Buffer> {
  const red = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 400, height: 200, channels: 3, background: "#0000ff" } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Make: "SecretCam", Model: "Hidden 7" },
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

async function pixel(bytes: Buffer, left: number, top: number): Promise<number[]> {
  const { data } = await sharp(bytes)
    .extract({ left, top, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, 3)];
}

function processed(result: Awaited<ReturnType<typeof processPhoto>>): ProcessedPhoto {
  if ("refused" in result) throw new Error(`refused: ${result.refused}`);
  return result;
}

describe("processPhoto", () => {
  it("turns a sideways phone photo upright and keeps none of its metadata, its location least of all", async () => {
    const input = await phonePhoto();
    // The test photo is what it claims to be: sideways, with a camera and a GPS position.
    const before = await sharp(input).metadata();
    expect([before.orientation, before.width, before.height]).toEqual([6, 400, 200]);
    expect(exifTags(before.exif as Buffer).has(GPS_POINTER)).toBe(true);
    expect(input.includes("SecretCam")).toBe(true);

    const photo = processed(await processPhoto(input));
    expect(photo.contentType).toBe("image/jpeg");
    expect([photo.width, photo.height]).toEqual([200, 400]);
    const after = await sharp(photo.bytes).metadata();
    expect([after.format, after.width, after.height]).toEqual(["jpeg", 200, 400]);
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    // No EXIF block at all (no APP1 "Exif" segment), and not a trace of the camera's words.
    expect(photo.bytes.includes("Exif\0\0")).toBe(false);
    expect(photo.bytes.includes("SecretCam")).toBe(false);
    expect(photo.bytes.includes("Hidden 7")).toBe(false);
    // Turned clockwise: what was the left (red) is now the top, the right (blue) the bottom.
    const [top, bottom] = [await pixel(photo.bytes, 100, 20), await pixel(photo.bytes, 100, 380)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it("keeps transparency: a PNG with an alpha channel becomes a WebP", async () => {
    const input = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#00ff0080" } })
      .png()
      .toBuffer();
    const photo = processed(await processPhoto(input));
    expect(photo.contentType).toBe("image/webp");
    const after = await sharp(photo.bytes).metadata();
    expect([after.format, after.hasAlpha, after.width, after.height]).toEqual(["webp", true, 300, 200]);
  });

  it("takes a WebP and re-encodes it", async () => {
    const input = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#123456" } })
      .webp()
      .toBuffer();
    expect(processed(await processPhoto(input))).toMatchObject({ contentType: "image/jpeg", width: 64, height: 48 });
  });

  it("shrinks a camera-sized picture to the master size, never enlarging a small one", async () => {
    const big = await sharp({ create: { width: 3600, height: 2400, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    expect(processed(await processPhoto(big))).toMatchObject({
      width: MAX_MASTER_EDGE,
      height: Math.round((MAX_MASTER_EDGE * 2400) / 3600),
    });
    const small = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    expect(processed(await processPhoto(small))).toMatchObject({ width: 30, height: 20 });
  });

  const pdf = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  );

  it.each([
    ["a PDF named .jpg", pdf],
    ["a text file", Buffer.from("Dit is geen foto, maar een boodschappenlijst.\n")],
    ["an SVG drawing (scripts could hide in it)", svg],
    ["nothing at all", Buffer.alloc(0)],
  ])("refuses %s as not a picture", async (_name, bytes) => {
    expect(await processPhoto(bytes)).toEqual({ refused: "notPicture" });
  });

  it("refuses a GIF and a TIFF: pictures, but not the kinds the site keeps", async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: "#f00" } });
    expect(await processPhoto(await base.clone().gif().toBuffer())).toEqual({ refused: "notPicture" });
    expect(await processPhoto(await base.clone().tiff().toBuffer())).toEqual({ refused: "notPicture" });
  });

  it("refuses a JPEG cut off halfway", async () => {
    const whole = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    expect(await processPhoto(whole.subarray(0, Math.floor(whole.length / 2)))).toEqual({ refused: "notPicture" });
  });

  it("refuses a file over the size limit without decoding it", async () => {
    const bytes = new Uint8Array(MAX_PHOTO_BYTES + 1);
    expect(await processPhoto(bytes)).toEqual({ refused: "tooLarge" });
  });

  it("refuses a picture above the pixel limit, however small the file", async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 10;
    const bomb = await sharp({ create: { width: side, height: side, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_PHOTO_BYTES);
    expect(await processPhoto(bomb)).toEqual({ refused: "tooManyPixels" });
  });
});

describe("uploadedPhotoKey", () => {
  it("is a key the image service takes, new every time, apart from the import's keys", () => {
    const keys = Array.from({ length: 50 }, () => uploadedPhotoKey({ kind: "property", id: 40 }));
    expect(new Set(keys).size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^u40-[0-9a-f]{24}$/);
    for (const key of keys) expect(key).toMatch(IMAGE_KEY_PATTERN);
  });

  it("tells a project's uploads from a property's with the same number", () => {
    const key = uploadedPhotoKey({ kind: "project", id: 40 });
    expect(key).toMatch(/^uproject40-[0-9a-f]{24}$/);
    expect(key).toMatch(IMAGE_KEY_PATTERN);
  });
});

describe("PHOTO_UPLOAD_PATH", () => {
  it.each([
    ["/admin/properties/40/photos/", true],
    ["/admin/properties/40/photos/upload/", true],
    ["/admin/projects/3/photos/", true],
    ["/admin/projects/3/photos/upload/", true],
    ["/admin/projects/3/", false],
    ["/admin/projects/0/photos/", false],
    ["/admin/pages/3/photos/", false],
  ])("%s takes photo uploads: %s", (path, takes) => {
    expect(PHOTO_UPLOAD_PATH.test(path)).toBe(takes);
  });
});
