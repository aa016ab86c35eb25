// The site's own pictures (banner, page image and logo, site logo), uploaded through the photo path
// against PostgreSQL: real JPEG and PNG bytes are checked, turned upright, stripped of their metadata
// and stored for every instance with an audit line; a text file named .jpg and a file over the size
// limit are refused with a 4xx and a sentence, and nothing is stored. A form posted without
// JavaScript keeps its keys in the order typed, less those removed, plus the pictures it carried.
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedMinimalSite } from "../../../tests/support/minimal-site.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { MAX_PHOTO_BYTES } from "../../shared/photo-upload-limits.ts";
import { pictureControlNames } from "../../shared/site-picture-field.ts";
import { auditLog } from "../db/auth-schema.ts";
import { mediaOriginals } from "../db/media-schema.ts";
import { readPictureField, sitePictureUploadAnswer, storeSitePicture } from "./site-pictures.ts";

let database: TestDatabase;
const manager = { id: null, name: "Manager Mia" };

/** A photo taken on its side (stored 300 x 200, EXIF orientation 6) with a GPS position. */
function sidewaysJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: "#3366aa" } })
    .jpeg()
    .withExif({ IFD0: { Make: "SecretCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "50/1 44/1 1234/100" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A logo with transparency. */
function transparentPng(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 125, channels: 4, background: { r: 0, g: 80, b: 160, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

async function stored(key: string) {
  const [row] = await database.db.select().from(mediaOriginals).where(eq(mediaOriginals.key, key));
  return row;
}

async function storedCount(): Promise<number> {
  return (await database.db.select({ key: mediaOriginals.key }).from(mediaOriginals)).length;
}

function keyOf(outcome: Awaited<ReturnType<typeof storeSitePicture>>): string {
  if (!("key" in outcome)) throw new Error(`refused: ${outcome.refused}`);
  return outcome.key;
}

beforeAll(async () => {
  database = await createTestDatabase({ current: true, max: 4 });
  await seedMinimalSite(database.url);
});

afterAll(() => database?.cleanup());

describe("storing a site picture", () => {
  it("stores a JPEG upright and without its metadata, with an audit line", async () => {
    const key = keyOf(await storeSitePicture(new Uint8Array(await sidewaysJpeg()), manager));
    expect(key).toMatch(/^site-[0-9a-f]{24}$/);
    const row = await stored(key);
    expect(row?.contentType).toBe("image/jpeg");
    expect([row?.width, row?.height]).toEqual([200, 300]);
    const meta = await sharp(row?.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    const [line] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "site.picture.upload"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(line?.subject).toBe(key);
    expect(line?.actorName).toBe("Manager Mia");
  });

  it("keeps a PNG's transparency (as WebP)", async () => {
    const row = await stored(keyOf(await storeSitePicture(new Uint8Array(await transparentPng()), manager)));
    expect(row?.contentType).toBe("image/webp");
    expect((await sharp(row?.bytes).metadata()).hasAlpha).toBe(true);
  });

  it("refuses a text file named .jpg and a file over the limit, storing nothing", async () => {
    const before = await storedCount();
    const text = new TextEncoder().encode("Dit is een tekst, geen foto.");
    expect(await storeSitePicture(text, manager)).toEqual({ refused: "notPicture" });
    expect(await storeSitePicture(new Uint8Array(MAX_PHOTO_BYTES + 1), manager)).toEqual({ refused: "tooLarge" });
    expect(await storedCount()).toBe(before);
  });
});

describe("the upload address's answer", () => {
  const say = (refusal: string) => `nee: ${refusal}`;
  const form = (file: File) => {
    const body = new FormData();
    body.append("picture", file);
    return body;
  };

  it("answers the key of a picture it stored", async () => {
    const answer = await sitePictureUploadAnswer(
      form(new File([new Uint8Array(await sidewaysJpeg())], "gevel.jpg", { type: "image/jpeg" })),
      manager,
      say,
    );
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { key: string };
    expect(await stored(body.key)).toBeDefined();
  });

  it("answers a refused file with the reason and the staff member's sentence, and a post without a file with 400", async () => {
    const renamed = await sitePictureUploadAnswer(
      form(new File(["Dit is een tekst."], "gevel.jpg", { type: "image/jpeg" })),
      manager,
      say,
    );
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toEqual({ refused: "notPicture", message: "nee: notPicture" });
    const large = await sitePictureUploadAnswer(
      form(new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], "groot.jpg")),
      manager,
      say,
    );
    expect(large.status).toBe(200);
    expect(await large.json()).toEqual({ refused: "tooLarge", message: "nee: tooLarge" });
    const none = await sitePictureUploadAnswer(new FormData(), manager, say);
    expect(none.status).toBe(400);
  });
});

describe("a picture field posted with its form", () => {
  const names = pictureControlNames("banner.images");

  it("keeps the keys in the positions typed, less those removed, then the pictures sent", async () => {
    const form = new FormData();
    form.set("banner.images", "a, b, c");
    for (const position of ["3", "1", "2"]) form.append(names.order, position);
    form.append(names.remove, "c");
    form.append(names.upload, new File([new Uint8Array(await sidewaysJpeg())], "nieuw.jpg"));
    const read = await readPictureField(form, "banner.images", 10, manager);
    expect(read.refused).toBeUndefined();
    expect(read.keys.slice(0, 2)).toEqual(["b", "a"]);
    expect(read.keys).toHaveLength(3);
    expect(await stored(read.keys[2] ?? "")).toBeDefined();
  });

  it("replaces a single picture with the one sent, and says why one is refused", async () => {
    const one = new FormData();
    one.set("logo", "old-logo");
    one.append(pictureControlNames("logo").upload, new File([new Uint8Array(await transparentPng())], "logo.png"));
    const replaced = await readPictureField(one, "logo", 1, manager);
    expect(replaced.keys).toHaveLength(1);
    expect(replaced.keys[0]).not.toBe("old-logo");

    const wrong = new FormData();
    wrong.set("logo", "old-logo");
    wrong.append(pictureControlNames("logo").upload, new File(["geen foto"], "logo.png"));
    expect(await readPictureField(wrong, "logo", 1, manager)).toEqual({ keys: ["old-logo"], refused: "notPicture" });
  });
});
