// The contacts migrations against PostgreSQL: their functions read phones and addresses as the
// domain's rules do, and their statements give the leads already kept (and the demands, sign-ups and
// testimonials beside them) one contact per person.
import fs from "node:fs";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { PHONE_ROWS } from "../../domain/contact-match.fixture.ts";
import { matchingEmail } from "../../domain/contact-match.ts";
import { contacts } from "../db/contact-schema.ts";
import { demands, leads, newsletterSubscribers, testimonialSubmissions } from "../db/lead-schema.ts";
import { functionsMigrationSql, linkMigrationSql, linkRowsWithoutContact } from "./contact-sql.ts";

const migration = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, "../../../drizzle", name), "utf8");

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database?.cleanup());

it("is what the migrations hold: the linking statements the contacts migration ran, the functions as replaced since", () => {
  expect(migration("0029_contacts.sql")).toContain(linkMigrationSql());
  expect(migration("0044_contact-functions-plpgsql.sql")).toContain(functionsMigrationSql());
});

describe("e164_phone() and matching_email()", () => {
  it("read every phone of the domain's table as e164Phone does", async () => {
    const typed = PHONE_ROWS.map(([text]) => text);
    const { rows } = await database.db.$client.query<{ typed: string; read: string | null }>(
      "select typed, e164_phone(typed) as read from unnest($1::text[]) as typed",
      [typed],
    );
    expect(rows.map((row) => [row.typed, row.read])).toEqual(PHONE_ROWS);
  });

  it("read addresses as matchingEmail does", async () => {
    const typed = [" An.Peeters@Example.BE ", "an@example", "an @example.be", "<an@example.be>", "a\\b@example.be", ""];
    const { rows } = await database.db.$client.query<{ read: string | null }>(
      "select matching_email(typed) as read from unnest($1::text[]) with ordinality as t(typed, n) order by n",
      [typed],
    );
    expect(rows.map((row) => row.read)).toEqual(typed.map(matchingEmail));
  });
});

describe("linking the rows already kept", () => {
  let next = 0;
  async function lead(values: { email?: string | null; name?: string | null; phone?: string; kind?: string }) {
    next += 1;
    const [row] = await database.db
      .insert(leads)
      .values({
        kind: values.kind ?? "contact-me",
        language: "fr",
        email: values.email ?? null,
        name: values.name ?? null,
        fields: values.phone ? { phone: values.phone } : {},
        verified: true,
        submissionKey: `migration-${next}`,
        createdAt: new Date(Date.UTC(2026, 0, next)),
      })
      .returning({ id: leads.id });
    return row?.id ?? 0;
  }
  async function contactOf(leadId: number) {
    const [row] = await database.db
      .select({ id: contacts.id, name: contacts.name, email: contacts.email, phone: contacts.phone })
      .from(leads)
      .innerJoin(contacts, eq(contacts.id, leads.contactId))
      .where(eq(leads.id, leadId));
    return row;
  }
  const link = () => linkRowsWithoutContact(database.db);

  it("gives one contact to each person, by address, then by phone among those without one, then by name alone", async () => {
    const first = await lead({ email: "An.Peeters@Example.be", name: "An Peeters", phone: "0480 12 34 56" });
    const again = await lead({ email: "an.peeters@example.be ", name: "An Peeters-Maes", phone: "+32 480 12 34 57" });
    const byPhone = await lead({ name: "An P.", phone: "0032 (0)480 12 34 57" });
    const other = await lead({ email: "jan@example.be", name: "Jan", phone: "0480/12.34.56" });
    const phoneOnly = await lead({ name: "Piet", phone: "02 512 34 56" });
    const phoneOnlyAgain = await lead({ name: "Piet", phone: "+32 2 512 34 56" });
    const testimonial = await lead({ name: "Els", kind: "testimonial" });
    const nobody = await lead({ kind: "send-to-friend" });
    const [own] = await database.db
      .insert(testimonialSubmissions)
      .values({ leadId: testimonial, language: "nl", name: "Els", comment: "Top" })
      .returning({ id: testimonialSubmissions.id });
    const [withLead] = await database.db
      .insert(demands)
      .values({
        leadId: first,
        token: "d1",
        language: "fr",
        email: "an.peeters@example.be",
        name: "An",
        criteria: { goal: 0, typeWebIds: [1], regions: ["1500"] },
      })
      .returning({ id: demands.id });
    // A demand and a sign-up whose leads were purged: found by their address.
    const [orphan] = await database.db
      .insert(demands)
      .values({
        token: "d2",
        language: "nl",
        email: "AN.PEETERS@example.be",
        name: "An",
        criteria: { goal: 0, typeWebIds: [1], regions: ["1500"] },
      })
      .returning({ id: demands.id });
    const [subscriber] = await database.db
      .insert(newsletterSubscribers)
      .values({ token: "n1", language: "de", email: "lisa@example.de", name: "Lisa" })
      .returning({ id: newsletterSubscribers.id });

    await link();

    const an = await contactOf(first);
    // The last name given, the last phone given; the address as matched.
    expect(an).toMatchObject({ name: "An Peeters-Maes", email: "an.peeters@example.be", phone: "+32480123457" });
    expect((await contactOf(again))?.id).toBe(an?.id);
    // A request without an address joins no contact that has one (anyone can type anyone's phone,
    // and a contact is what an export hands over): it gets one of its own, for staff to merge.
    const anByPhone = await contactOf(byPhone);
    expect(anByPhone).toMatchObject({ name: "An P.", email: null, phone: "+32480123457" });
    expect(anByPhone?.id).not.toBe(an?.id);
    // Another address is another person, even with a phone An once gave.
    expect(await contactOf(other)).toMatchObject({ email: "jan@example.be", phone: "+32480123456" });
    expect((await contactOf(other))?.id).not.toBe(an?.id);
    const piet = await contactOf(phoneOnly);
    expect(piet).toMatchObject({ name: "Piet", email: null, phone: "+3225123456" });
    expect((await contactOf(phoneOnlyAgain))?.id).toBe(piet?.id);
    const els = await contactOf(testimonial);
    expect(els).toMatchObject({ name: "Els", email: null, phone: null });
    expect(await contactOf(nobody)).toBeUndefined();

    const contactIdOf = async (table: typeof demands | typeof newsletterSubscribers, id: number | undefined) =>
      (
        await database.db
          .select({ contactId: table.contactId })
          .from(table)
          .where(eq(table.id, id ?? 0))
      )[0]?.contactId;
    expect(await contactIdOf(demands, withLead?.id)).toBe(an?.id);
    expect(await contactIdOf(demands, orphan?.id)).toBe(an?.id);
    const lisa = await contactIdOf(newsletterSubscribers, subscriber?.id);
    const [lisaRow] = await database.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, lisa ?? 0));
    expect(lisaRow).toMatchObject({ email: "lisa@example.de", name: "Lisa", language: "de" });
    const [testimonialRow] = await database.db
      .select({ contactId: testimonialSubmissions.contactId })
      .from(testimonialSubmissions)
      .where(eq(testimonialSubmissions.id, own?.id ?? 0));
    expect(testimonialRow?.contactId).toBe(els?.id);
  });

  it("changes nothing when run again, and links what came since to whom it belongs", async () => {
    const before = await database.db.select().from(contacts).orderBy(asc(contacts.id));
    await link();
    expect(await database.db.select().from(contacts).orderBy(asc(contacts.id))).toEqual(before);
    const later = await lead({ email: "an.peeters@example.be", name: "An", phone: "0480 99 99 99" });
    await link();
    expect((await contactOf(later))?.email).toBe("an.peeters@example.be");
    expect(await database.db.select().from(contacts)).toHaveLength(before.length);
  });
});
