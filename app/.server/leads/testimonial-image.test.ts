// A testimonial's picture is judged by what sharp can decode, not by its name or claimed type, and a
// refused file must leave nothing behind in the data folder.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { makeTempDir } from "../../../tests/support/throw-away-postgres.ts";
import { FormRejection } from "./submit-form.ts";
import { MAX_IMAGE_BYTES, storeTestimonialImage } from "./testimonial-image.ts";

let dataDir: string;

beforeEach(() => {
  dataDir = makeTempDir("testimonial-image-");
});

function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
}

async function filesIn(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch {
    return [];
  }
}

/** The rejection a refused file gives, with nothing stored, not even a partial file. */
async function expectRefused(file: File, error: "image" | "imageTooLarge") {
  const rejection = await storeTestimonialImage(file, dataDir).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(rejection).toBeInstanceOf(FormRejection);
  expect(rejection).toMatchObject({ notice: "testimonialFail", fieldErrors: { image: [error] } });
  expect(await filesIn(path.join(dataDir, "testimonials"))).toEqual([]);
}

describe("accepted pictures", () => {
  it.each([
    ["jpeg", "photo.jpg", "image/jpeg"],
    ["png", "photo.png", "image/png"],
    ["webp", "photo.webp", "image/webp"],
  ] as const)("a %s is stored re-encoded as webp", async (format, name, type) => {
    const buffer = await picture(320, 240).toFormat(format).toBuffer();
    const key = await storeTestimonialImage(new File([buffer], name, { type }), dataDir);

    expect(key).toMatch(/^[0-9a-f]{32}\.webp$/);
    // Only the final file: no temporary part left beside it.
    expect(await readdir(path.join(dataDir, "testimonials"))).toEqual([key]);
    const stored = await sharp(await readFile(path.join(dataDir, "testimonials", key ?? ""))).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 320, height: 240 });
  });

  it("a large picture is reduced to 1600 px on its longest side", async () => {
    const buffer = await picture(2400, 1200).jpeg().toBuffer();
    const key = await storeTestimonialImage(new File([buffer], "wide.jpg", { type: "image/jpeg" }), dataDir);
    const stored = await sharp(await readFile(path.join(dataDir, "testimonials", key ?? ""))).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 1600, height: 800 });
  });

  it("is kept for the server's user alone until it is approved: file 0600 in a folder 0700", async () => {
    const buffer = await picture(64, 64).png().toBuffer();
    const key = await storeTestimonialImage(new File([buffer], "me.png", { type: "image/png" }), dataDir);
    const folder = path.join(dataDir, "testimonials");
    expect(((await stat(folder)).mode & 0o777).toString(8)).toBe("700");
    expect(((await stat(path.join(folder, key ?? ""))).mode & 0o777).toString(8)).toBe("600");
  });

  it("the content decides, not the name or the claimed type", async () => {
    const buffer = await picture(100, 100).png().toBuffer();
    const key = await storeTestimonialImage(new File([buffer], "notes.txt", { type: "text/plain" }), dataDir);
    expect(key).toMatch(/\.webp$/);
  });

  it("each picture gets a name of its own, 128 random bits that nobody can guess", async () => {
    const buffer = await picture(50, 50).jpeg().toBuffer();
    const first = await storeTestimonialImage(new File([buffer], "a.jpg", { type: "image/jpeg" }), dataDir);
    const second = await storeTestimonialImage(new File([buffer], "a.jpg", { type: "image/jpeg" }), dataDir);
    expect(first).not.toBe(second);
    for (const key of [first, second]) expect(key).toMatch(/^[0-9a-f]{32}\.webp$/);
    const stored = await readdir(path.join(dataDir, "testimonials"));
    expect(stored).toHaveLength(2);
    expect(stored).toEqual(expect.arrayContaining([first, second]));
  });
});

describe("no picture", () => {
  it.each<[string, unknown]>([
    ["nothing", undefined],
    ["an empty file", new File([], "empty.png", { type: "image/png" })],
    ["a text field", "photo.png"],
  ])("%s gives null and stores nothing", async (_case, file) => {
    expect(await storeTestimonialImage(file, dataDir)).toBeNull();
    expect(await filesIn(path.join(dataDir, "testimonials"))).toEqual([]);
  });
});

describe("refused files", () => {
  it("a text file named .png", async () => {
    await expectRefused(new File(["not a picture at all"], "photo.png", { type: "image/png" }), "image");
  });

  it("a GIF", async () => {
    const buffer = await picture(40, 40).gif().toBuffer();
    await expectRefused(new File([buffer], "photo.gif", { type: "image/gif" }), "image");
  });

  it("an SVG", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40"/></svg>';
    await expectRefused(new File([svg], "photo.svg", { type: "image/svg+xml" }), "image");
  });

  it("an SVG disguised as a png", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40"/></svg>';
    await expectRefused(new File([svg], "photo.png", { type: "image/png" }), "image");
  });

  it("a truncated jpeg", async () => {
    const buffer = await picture(400, 300).jpeg().toBuffer();
    await expectRefused(new File([buffer.subarray(0, buffer.length / 2)], "cut.jpg", { type: "image/jpeg" }), "image");
  });

  it("a file above 5 MB, before it is even read", async () => {
    await expectRefused(
      new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], "huge.jpg", { type: "image/jpeg" }),
      "imageTooLarge",
    );
  });

  it("a picture of exactly 5 MB is not refused for its size", async () => {
    // A valid png padded to the limit: the size check must allow the limit itself.
    const png = await picture(20, 20).png().toBuffer();
    const padded = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES - png.length)]);
    const outcome = await storeTestimonialImage(new File([padded], "padded.png", { type: "image/png" }), dataDir).then(
      (key) => key,
      (caught: unknown) => (caught instanceof FormRejection ? caught.fieldErrors.image?.[0] : caught),
    );
    expect(outcome).not.toBe("imageTooLarge");
  });
});
