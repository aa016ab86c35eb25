// Confirming a newsletter subscription (the double opt-in) and unsubscribing from it, by the secret
// token of its mails: an address is on the list only once confirmed, and off it for good (every
// sign-up of the address) once any of its unsubscribe links is used.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { newsletterSubscribers } from "../db/lead-schema.ts";
import { confirmNewsletter, newsletterSubscriptionExists, unsubscribeNewsletter } from "./newsletter-subscription.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
});

afterAll(() => database?.cleanup());

beforeEach(async () => {
  await database.db.execute("truncate newsletter_subscribers restart identity cascade");
});

async function signUp(email: string, token: string) {
  await database.db.insert(newsletterSubscribers).values({ token, email, language: "nl", name: "" });
}

async function states() {
  const rows = await database.db.select().from(newsletterSubscribers).orderBy(newsletterSubscribers.id);
  return rows.map((row) => ({
    token: row.token,
    confirmed: row.confirmedAt !== null,
    unsubscribed: row.unsubscribedAt !== null,
  }));
}

const FIRST = "first-token-of-an-address-0001";
const SECOND = "second-token-of-an-address-002";
const OTHER = "token-of-another-address-00003";

describe("newsletter subscriptions", () => {
  it("are confirmed by their token only, and a second click keeps the first confirmation", async () => {
    await signUp("an@example.be", FIRST);
    expect(await newsletterSubscriptionExists(FIRST)).toBe(true);
    expect(await newsletterSubscriptionExists("x".repeat(32))).toBe(false);
    expect(await newsletterSubscriptionExists("../../etc/passwd")).toBe(false);
    expect(await confirmNewsletter("x".repeat(32))).toBe(false);
    expect(await confirmNewsletter(FIRST)).toBe(true);
    const [row] = await database.db.select().from(newsletterSubscribers);
    expect(await confirmNewsletter(FIRST)).toBe(true);
    const [again] = await database.db.select().from(newsletterSubscribers);
    expect(again?.confirmedAt).toEqual(row?.confirmedAt);
  });

  it("end for every sign-up of the address when one unsubscribe link is used, and confirm no more", async () => {
    await signUp("an@example.be", FIRST);
    await signUp("An@Example.BE", SECOND);
    await signUp("bo@example.be", OTHER);
    await confirmNewsletter(FIRST);
    await confirmNewsletter(SECOND);
    expect(await unsubscribeNewsletter(SECOND)).toBe(true);
    expect(await states()).toEqual([
      { token: FIRST, confirmed: true, unsubscribed: true },
      { token: SECOND, confirmed: true, unsubscribed: true },
      { token: OTHER, confirmed: false, unsubscribed: false },
    ]);
    expect(await confirmNewsletter(FIRST)).toBe(false);
    expect(await unsubscribeNewsletter("not a token")).toBe(false);
    // Unsubscribed again (a mail program's second one-click POST): still done, nothing changes.
    expect(await unsubscribeNewsletter(FIRST)).toBe(true);
  });
});
