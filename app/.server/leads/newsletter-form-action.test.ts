// The newsletter taken in for real, through the newsletter page's action: a sign-up is a subscription
// waiting for its confirmation (double opt-in), and its mail carries the confirm link and a one-click
// unsubscribe (RFC 8058). Confirming and unsubscribing: newsletter/newsletter-subscription.test.ts.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  actionContext,
  answerOf,
  filledToken,
  formPost,
  solvedCaptcha,
  startFormTestDatabase,
  useLeadSettings,
} from "../../../tests/support/lead-form-fixtures.ts";
import type { TestDatabase } from "../../../tests/support/test-database.ts";
import type { Language } from "../../i18n/languages.ts";
import { href } from "../../i18n/links.ts";
import { newsletterSubscribers, outgoingMails } from "../db/lead-schema.ts";
import { revealPrivateLinks } from "../mail/private-links.ts";
import { clientAddressContext } from "../request-context.ts";
import { handleForm } from "./form-actions.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await startFormTestDatabase();
});

afterAll(() => database?.cleanup());

beforeEach(async () => {
  useLeadSettings();
  await database.db.execute(
    "truncate leads, outgoing_mails, newsletter_subscribers, submission_counts restart identity cascade",
  );
});

/** A sign-up as the newsletter page's action takes it in. */
async function signUp(fields: Record<string, string>, language: Language = "nl") {
  const request = formPost({ formToken: filledToken("newsletter"), ...fields });
  const { page } = await actionContext(request, language);
  const context = { get: (key: typeof clientAddressContext) => (key === clientAddressContext ? "192.0.2.1" : "") };
  return answerOf(await handleForm("newsletter", { request, context }, page));
}

async function subscribers() {
  return database.db.select().from(newsletterSubscribers).orderBy(newsletterSubscribers.id);
}

async function optInMails() {
  return database.db
    .select()
    .from(outgoingMails)
    .where(eq(outgoingMails.purpose, "newsletter-confirmation"))
    .orderBy(outgoingMails.id);
}

describe("signing up for the newsletter", () => {
  it("enrols no one: the address waits for the click on the link mailed to it", async () => {
    expect((await signUp({ email: "an@example.be", firstName: "An" })).status).toBe(303);
    const mails = await database.db.select().from(outgoingMails).orderBy(outgoingMails.id);
    // No "you are on our list" to an address nobody confirmed: an opt-in mail instead.
    expect(mails.map((mail) => mail.purpose)).toEqual(["agency-notification", "newsletter-confirmation"]);
    const [subscriber] = await subscribers();
    expect(subscriber).toMatchObject({ email: "an@example.be", language: "nl", confirmedAt: null });
    const [mail] = await optInMails();
    expect(mail?.recipient.address).toBe("an@example.be");
    const confirm = href("newsletterConfirm", "nl", { token: subscriber?.token ?? "" });
    const sent = revealPrivateLinks(mail?.text ?? "", mail?.privateLinks);
    expect(sent.split("\n").find((line) => line.endsWith(confirm))).toMatch(/^https?:\/\/[^/\s]+\//);
    // Staff read the mail without the link's token: only its recipient can confirm.
    expect(mail?.text).not.toContain(subscriber?.token ?? "-");
  });

  it("gives every mail a one-click unsubscribe (RFC 8058) to its own page", async () => {
    await signUp({ email: "an@example.be" }, "fr");
    const [subscriber] = await subscribers();
    const [mail] = await optInMails();
    const unsubscribe = href("newsletterUnsubscribe", "fr", { token: subscriber?.token ?? "" });
    expect(mail?.headers["List-Unsubscribe"]).toMatch(/^<https?:\/\/[^/>\s]+\/.*>$/);
    expect(mail?.headers["List-Unsubscribe"]?.endsWith(`${unsubscribe}>`)).toBe(true);
    expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail?.text).toMatch(/^Bonjour,/);
  });

  it("carries only the site's own words, with a solved captcha or without", async () => {
    await signUp({ email: "victim@example.com", firstName: "Claim your prize at https://phish.example" });
    await signUp({ email: "an@example.be", firstName: "An", altcha: await solvedCaptcha() });
    const [unverified, verified] = await optInMails();
    expect(unverified?.recipient).toEqual({ name: "", address: "victim@example.com" });
    expect(`${unverified?.subject}\n${unverified?.text}`).not.toContain("phish");
    expect(unverified?.text).toMatch(/^Goeiedag,\n/);
    // A script solves the captcha too: the address is not shown to be the sender's until the click.
    expect(verified?.recipient).toEqual({ name: "", address: "an@example.be" });
    expect(verified?.text).toMatch(/^Goeiedag,\n/);
    expect((await subscribers()).map((row) => row.name)).toEqual(["", "An"]);
  });
});
