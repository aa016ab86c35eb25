// Sending a property to a friend mails a third party from the agency's address: the mail carries the
// site's words and the property only, and one recipient gets at most a few such mails a day, however
// many senders, addresses and spellings of the recipient's address are used.
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
import { leads, outgoingMails } from "../db/lead-schema.ts";
import { FRIEND_MAILS_PER_DAY, sendToFriendFormAction } from "./send-to-friend-form-action.ts";

let database: TestDatabase;
const about = { title: "Villa in Halle", url: "https://www.agency.test/nl/te-koop/halle/villa/7/" };

beforeAll(async () => {
  database = await startFormTestDatabase();
});

afterAll(() => database?.cleanup());

beforeEach(async () => {
  useLeadSettings();
  await database.db.execute(
    "truncate leads, outgoing_mails, submission_counts, used_challenges restart identity cascade",
  );
});

async function send(fields: Record<string, string>, clientAddress = "192.0.2.1") {
  const request = formPost({ formToken: filledToken("send-to-friend"), altcha: await solvedCaptcha(), ...fields });
  return answerOf(await sendToFriendFormAction(await actionContext(request, "nl", { clientAddress, about })));
}

async function friendMails() {
  return database.db.select().from(outgoingMails).where(eq(outgoingMails.purpose, "friend")).orderBy(outgoingMails.id);
}

describe("the mail to a friend", () => {
  it("carries none of the sender's own text: no message, no typed name, in the body or the subject", async () => {
    const answer = await send({
      yourName: "Win an iPhone at https://phish.example",
      yourEmail: "sender@example.com",
      friendEmail: "friend@example.com",
      message: "Claim your prize now at https://phish.example/claim",
    });
    expect(answer.status).toBe(303);
    const [mail] = await friendMails();
    expect(mail?.recipient).toEqual({ name: "", address: "friend@example.com" });
    expect(`${mail?.subject}\n${mail?.text}`).not.toMatch(/phish|prize|iPhone/);
    expect(mail?.text).toContain(about.url);
    expect(mail?.text).toContain("sender@example.com");
    // The agency still has what was sent, with the lead.
    const [lead] = await database.db.select({ fields: leads.fields }).from(leads);
    expect(lead?.fields).toMatchObject({ yourName: "Win an iPhone at https://phish.example" });
  });

  it(`reaches one recipient at most ${FRIEND_MAILS_PER_DAY} times a day, from any sender and address`, async () => {
    const spellings = ["friend@example.com", "Friend@Example.com", "friend+1@example.com", "friend+2@EXAMPLE.COM"];
    for (const [index, friendEmail] of spellings.slice(0, FRIEND_MAILS_PER_DAY).entries()) {
      const answer = await send(
        { yourName: "An", yourEmail: `sender${index}@example.com`, friendEmail },
        `2001:db8:${index}::1`,
      );
      expect(answer.status).toBe(303);
    }
    const refused = await send(
      { yourName: "Bo", yourEmail: "bo@example.com", friendEmail: spellings[FRIEND_MAILS_PER_DAY] ?? "" },
      "198.51.100.9",
    );
    expect(refused).toMatchObject({ status: 429, body: { notice: "rateLimited" } });
    expect(refused.body?.result.initialValue).toMatchObject({ yourName: "Bo", yourEmail: "bo@example.com" });
    expect(await friendMails()).toHaveLength(FRIEND_MAILS_PER_DAY);
    // Another recipient is not held back by this one.
    expect((await send({ yourName: "Bo", yourEmail: "bo@example.com", friendEmail: "other@example.com" })).status).toBe(
      303,
    );
  });

  it("without a solved captcha, holds the friend's mail for the agency to confirm; the agency is told at once", async () => {
    const request = formPost({
      formToken: filledToken("send-to-friend"),
      yourName: "An",
      yourEmail: "sender@example.com",
      friendEmail: "friend@example.com",
    });
    const answer = answerOf(await sendToFriendFormAction(await actionContext(request, "nl", { about })));
    expect(answer.status).toBe(303);
    const mails = await database.db.select().from(outgoingMails).orderBy(outgoingMails.id);
    expect(mails.map((mail) => [mail.purpose, mail.heldAt === null])).toEqual([
      ["agency-notification", true],
      ["friend", false],
    ]);
  });
});
