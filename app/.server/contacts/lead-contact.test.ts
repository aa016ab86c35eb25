// Each request taken in through the forms' real path lands on its person's contact, in the lead's
// transaction: by the address typed (any case); without an address, by the phone (any way it was
// typed) among contacts known by phone alone; else a new contact. A known phone never joins a new
// address to someone's contact. The rows a form keeps beside the lead name the contact too.
import { asc, eq } from "drizzle-orm";
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
import type { FormKind } from "../../domain/forms/form-kinds.ts";
import type { Language } from "../../i18n/languages.ts";
import { contacts } from "../db/contact-schema.ts";
import { leads, newsletterSubscribers } from "../db/lead-schema.ts";
import { handleForm } from "../leads/form-actions.ts";
import { clientAddressContext } from "../request-context.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await startFormTestDatabase();
});

afterAll(() => database?.cleanup());

beforeEach(async () => {
  useLeadSettings();
  await database.db.execute(
    "truncate leads, contacts, outgoing_mails, newsletter_subscribers, submission_counts restart identity cascade",
  );
});

async function send(
  kind: FormKind,
  fields: Record<string, string>,
  options: { captcha?: boolean; language?: Language } = {},
) {
  const captcha: Record<string, string> = options.captcha === false ? {} : { altcha: await solvedCaptcha() };
  const request = formPost({ formToken: filledToken(kind), ...captcha, ...fields });
  const { page } = await actionContext(request, options.language ?? "nl");
  const context = { get: (key: typeof clientAddressContext) => (key === clientAddressContext ? "192.0.2.1" : "") };
  const answer = answerOf(await handleForm(kind, { request, context }, page));
  expect(answer.status, JSON.stringify(answer.body?.result)).toBe(303);
}

function contactRequest(email: string, phone: string, firstName = "An", lastName = "Peeters") {
  return { title: "ms", firstName, lastName, email, phone, remark: "" };
}

async function contactOfLeads() {
  return database.db
    .select({ lead: leads.id, contact: leads.contactId })
    .from(leads)
    .orderBy(asc(leads.id))
    .then((rows) => rows.map((row) => row.contact));
}

async function allContacts() {
  return database.db.select().from(contacts).orderBy(asc(contacts.id));
}

describe("the lead path links each request to its person", () => {
  it("keeps a new address with a known phone apart: anyone can type anyone's phone", async () => {
    await send("site-contact", contactRequest("an.peeters@example.be", "0480 12 34 56"));
    // Another address (An's work, or someone who knows An's number), the same phone typed the
    // international way: a contact of its own, which the contact pages propose to merge.
    await send("site-contact", contactRequest("an@werk.example.be", "+32 480/12.34.56"), { language: "fr" });
    const [an, other, ...more] = await allContacts();
    expect(more).toEqual([]);
    expect(an).toMatchObject({ email: "an.peeters@example.be", phone: "+32480123456", language: "nl" });
    expect(other).toMatchObject({ email: "an@werk.example.be", phone: "+32480123456", language: "fr" });
    expect(await contactOfLeads()).toEqual([an?.id, other?.id]);
  });

  it("finds a person by their address in any case, and tells another person apart", async () => {
    await send("site-contact", contactRequest("An.Peeters@Example.be", "0480 12 34 56"));
    await send("valuation", {
      ...contactRequest("an.peeters@example.be", "02 512 34 56"),
      street: "Kerkstraat 1",
      zip: "1500",
      city: "Halle",
    });
    await send("site-contact", contactRequest("jan@example.be", "0470 11 22 33", "Jan", "Maes"));
    const [an, jan] = await allContacts();
    // A verified request's phone is the one the agency calls now.
    expect(an).toMatchObject({ email: "an.peeters@example.be", phone: "+3225123456" });
    expect(jan).toMatchObject({ name: "Jan Maes", email: "jan@example.be", phone: "+32470112233" });
    expect(await contactOfLeads()).toEqual([an?.id, an?.id, jan?.id]);
  });

  it("joins a request sent without a solved captcha to the person, without taking its name or phone", async () => {
    await send("site-contact", contactRequest("an@example.be", "0480 12 34 56"));
    await send("site-contact", contactRequest("an@example.be", "0499 99 99 99", "Someone", "Else"), { captcha: false });
    const [an, ...others] = await allContacts();
    expect(others).toEqual([]);
    expect(an).toMatchObject({ name: "An Peeters", phone: "+32480123456" });
    expect(await contactOfLeads()).toEqual([an?.id, an?.id]);
  });

  it("gives the newsletter sign-up the contact of its lead", async () => {
    await send("site-contact", contactRequest("an@example.be", "0480 12 34 56"));
    await send("newsletter", { email: "AN@Example.be", firstName: "An" });
    const [an] = await allContacts();
    const [subscriber] = await database.db.select().from(newsletterSubscribers);
    expect(subscriber?.contactId).toBe(an?.id);
    expect(await contactOfLeads()).toEqual([an?.id, an?.id]);
  });

  it("makes one contact of two requests of a new person taken in at the same moment", async () => {
    await Promise.all([
      send("site-contact", contactRequest("new@example.be", "0480 12 34 56")),
      send("site-contact", contactRequest("new@example.be", "0480123456")),
    ]);
    expect(await allContacts()).toHaveLength(1);
    const [first, second] = await contactOfLeads();
    expect(first).toBe(second);
    expect(first).not.toBeNull();
  });

  it("keeps a contact for a testimonial's author, known by name only", async () => {
    await send("testimonial", { name: "Els Jacobs", comment: "Vlot geholpen." });
    expect(await allContacts()).toMatchObject([{ name: "Els Jacobs", email: null, phone: null }]);
    const [lead] = await database.db.select().from(leads).where(eq(leads.kind, "testimonial"));
    expect(lead?.contactId).not.toBeNull();
  });
});
