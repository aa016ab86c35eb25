// "Keep me informed" taken in for real: the demand row and the opt-in mail it owes. Without a solved
// captcha the address may be anyone's, so the opt-in mail carries the site's own words only.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  actionContext,
  answerOf,
  filledToken,
  formPost,
  solvedCaptcha,
  startFormTestDatabase,
  TEST_ORIGIN,
  useLeadSettings,
} from "../../../tests/support/lead-form-fixtures.ts";
import type { TestDatabase } from "../../../tests/support/test-database.ts";
import { demands, outgoingMails } from "../db/lead-schema.ts";
import { demandFormAction } from "./demand-form-action.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await startFormTestDatabase();
});

afterAll(() => database?.cleanup());

beforeEach(async () => {
  useLeadSettings();
  await database.db.execute("truncate leads, outgoing_mails, demands, submission_counts restart identity cascade");
});

const PHISH = "Visit https://phish.example to claim your prize";

function demandFields(extra: Record<string, string> = {}) {
  return {
    formToken: filledToken("demand"),
    title: "mr",
    firstName: PHISH,
    lastName: "Now",
    email: "victim@example.com",
    goal: "sale",
    typeWebIds: "1",
    regions: "1500 Halle",
    ...extra,
  };
}

async function optInMail() {
  const [mail] = await database.db.select().from(outgoingMails).where(eq(outgoingMails.purpose, "demand-confirmation"));
  return mail;
}

describe("the keep-me-informed opt-in mail", () => {
  it("carries only the site's own words when the captcha was not solved: no typed name anywhere", async () => {
    const answer = answerOf(await demandFormAction(await actionContext(formPost(demandFields()), "nl")));
    expect(answer.status).toBe(303);
    const mail = await optInMail();
    expect(mail?.recipient).toEqual({ name: "", address: "victim@example.com" });
    expect(mail?.text).toMatch(/^Goeiedag,\n/);
    expect(mail?.text).not.toContain("phish");
    expect(mail?.subject).not.toContain("phish");
    expect(mail?.text).toContain(`${TEST_ORIGIN}/nl/hou-me-op-de-hoogte/confirm/`);
    // The later alerts greet by the demand's name: it is not kept from an unverified form either.
    const [demand] = await database.db.select({ name: demands.name }).from(demands);
    expect(demand?.name).toBe("");
  });

  it("mails nothing typed to the address even with a solved captcha, and keeps the name for the confirmed alerts", async () => {
    // A script solves the captcha too: only the click on the link shows the address is the sender's.
    const fields = demandFields({ firstName: "An", lastName: "Peeters", altcha: await solvedCaptcha() });
    expect(answerOf(await demandFormAction(await actionContext(formPost(fields), "nl"))).status).toBe(303);
    const mail = await optInMail();
    expect(mail?.recipient).toEqual({ name: "", address: "victim@example.com" });
    expect(mail?.text).toMatch(/^Goeiedag,\n/);
    expect(mail?.text).not.toContain("Peeters");
    const [demand] = await database.db.select({ name: demands.name }).from(demands);
    expect(demand?.name).toBe("Dhr. An Peeters");
  });
});

describe("the regions of a demand", () => {
  it("keeps the postal codes picked from the tree with the towns typed, once each", async () => {
    const fields = { ...demandFields({ regions: "Lembeek, 1500" }), regionZips: ["1500", "1600"] };
    expect(answerOf(await demandFormAction(await actionContext(formPost(fields), "nl"))).status).toBe(303);
    const [demand] = await database.db.select({ criteria: demands.criteria }).from(demands);
    expect(demand?.criteria.regions).toEqual(["1500", "1600", "Lembeek"]);
  });

  it("takes picks alone, without a typed town", async () => {
    const fields = { ...demandFields({ regions: "" }), regionZips: "1650" };
    expect(answerOf(await demandFormAction(await actionContext(formPost(fields), "nl"))).status).toBe(303);
    const [demand] = await database.db.select({ criteria: demands.criteria }).from(demands);
    expect(demand?.criteria.regions).toEqual(["1650"]);
  });
});
