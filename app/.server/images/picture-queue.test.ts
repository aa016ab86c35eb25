// One queue bounds every picture decode of the process: with its running and waiting places taken,
// a visitor's testimonial picture and a back-office upload are refused at once ("busy", 503 with
// Retry-After, the form given back with what was typed) instead of starting one more large decode.
// The places are held by work waiting at a gate the test opens, so how fast sharp is decides nothing.
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  actionContext,
  answerOf,
  filledToken,
  solvedCaptcha,
  startFormTestDatabase,
  useLeadSettings,
} from "../../../tests/support/lead-form-fixtures.ts";
import type { TestDatabase } from "../../../tests/support/test-database.ts";
import { CAPTCHA_FIELD, TOKEN_FIELD } from "../../shared/form-view.ts";
import { FormRejection } from "../leads/submit-form.ts";
import { testimonialFormAction } from "../leads/testimonial-form-action.ts";
import { storeTestimonialImage } from "../leads/testimonial-image.ts";
import { processPhoto } from "./photo-upload.ts";
import { PICTURE_QUEUE_RETRY_AFTER_SECONDS, pictureQueue } from "./picture-queue.ts";

let database: TestDatabase;
let dataDir: string;
let jpeg: Buffer;

beforeAll(async () => {
  database = await startFormTestDatabase();
  dataDir = useLeadSettings().dataDir;
  jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#a06030" } })
    .jpeg()
    .toBuffer();
});

afterAll(() => database?.cleanup());

/** Takes every running and waiting place of the process's queue until the returned function is called. */
function fillTheQueue(): () => Promise<void> {
  const gate = Promise.withResolvers<void>();
  const { running, waiting } = pictureQueue.limits;
  const held = Array.from({ length: running + waiting }, () => pictureQueue.run(() => gate.promise));
  return async () => {
    gate.resolve();
    await Promise.all(held);
  };
}

/** The testimonial form as a browser sends it: multipart, with its picture. */
async function testimonialPost(): Promise<Request> {
  const body = new FormData();
  body.set("name", "Familie Wouters");
  body.set("comment", "Op drie weken verhuurd.");
  body.set("image", new File([new Uint8Array(jpeg)], "foto.jpg", { type: "image/jpeg" }));
  body.set(TOKEN_FIELD, filledToken("testimonial"));
  body.set(CAPTCHA_FIELD, await solvedCaptcha());
  return new Request("http://localhost/nl/getuigenis-schrijven/", { method: "POST", body });
}

describe("the queue of every picture decode", () => {
  it("is the image service's render queue, with its own limits: one per core running, sixteen per core waiting", () => {
    expect(pictureQueue.limits.running).toBeGreaterThanOrEqual(1);
    expect(pictureQueue.limits.waiting).toBe(16 * pictureQueue.limits.running);
  });

  it("when full, gives the testimonial form back with what was typed, 'busy' and Retry-After, and keeps nothing", async () => {
    const release = fillTheQueue();
    try {
      const result = await testimonialFormAction(await actionContext(await testimonialPost(), "nl"));
      const answer = answerOf(result);
      expect(answer.status).toBe(503);
      expect(answer.body?.notice).toBe("busy");
      expect(answer.body?.result.initialValue).toMatchObject({
        name: "Familie Wouters",
        comment: "Op drie weken verhuurd.",
      });
      const init = (result as { init?: ResponseInit }).init;
      expect(new Headers(init?.headers).get("Retry-After")).toBe(String(PICTURE_QUEUE_RETRY_AFTER_SECONDS));
      expect(readdirOrEmpty(path.join(dataDir, "testimonials"))).toEqual([]);
      const leads = await database.db.execute("select count(*)::int as n from leads");
      expect(leads.rows[0]).toEqual({ n: 0 });
    } finally {
      await release();
    }
    // With places free again the same picture is taken.
    expect(
      await storeTestimonialImage(new File([new Uint8Array(jpeg)], "foto.jpg", { type: "image/jpeg" }), dataDir),
    ).toMatch(/\.webp$/);
  });

  it("when full, refuses the picture itself as busy (503) before decoding it", async () => {
    const release = fillTheQueue();
    try {
      const refusal = await storeTestimonialImage(new File([new Uint8Array(jpeg)], "foto.jpg"), dataDir).catch(
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(FormRejection);
      expect(refusal).toMatchObject({ notice: "busy", status: 503 });
    } finally {
      await release();
    }
  });

  it("when full, refuses a back-office photo as busy; once free, the same photo is taken", async () => {
    const release = fillTheQueue();
    try {
      expect(await processPhoto(jpeg)).toEqual({ refused: "busy" });
    } finally {
      await release();
    }
    expect(await processPhoto(jpeg)).toMatchObject({ contentType: "image/jpeg", width: 800, height: 600 });
  });
});

function readdirOrEmpty(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}
