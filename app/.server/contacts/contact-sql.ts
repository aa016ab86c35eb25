// The database's side of contacts: two SQL functions that read an e-mail address and a phone number
// as app/domain/contact-match.ts does (its rules, in SQL, for the statements that link many rows at
// once and for the back office's searches), and the statements that link every row still without a
// contact: the contacts migration (drizzle/0029_contacts.sql) ran them on the leads it found, and the
// demo seed runs them on the leads it writes. contact-sql.test.ts checks that the migrations hold them
// as written here and that the functions read the domain's table of phones the same.
import { type SQL, sql } from "drizzle-orm";

// The contacts migration made both functions in plain SQL, each step a subquery. PostgreSQL cannot
// inline such a function and ran every call as a query of its own: e164_phone() took 270 µs a phone,
// so that a search by phone in the back office (every lead's phone read) took half a second on the
// demo's 1,947 leads, twice per page, and linking the demo's leads 1.5 s of a first start. In PL/pgSQL
// each step is a variable, evaluated as a plain expression: 16 ms for the 1,947 phones instead of
// 550 ms, the same answers (drizzle/0044_contact-functions-plpgsql.sql replaced them).

/** matching_email(text): trimmed, lower case, null when it cannot be an address (matchingEmail). */
export const MATCHING_EMAIL_FUNCTION = `CREATE OR REPLACE FUNCTION matching_email(typed text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  address text := lower(btrim(typed, E' \\t\\n\\r\\f\\v'));
BEGIN
  RETURN CASE
    WHEN length(address) <= 254
      AND address ~ '^[^[:space:]@"<>()\\\\,;:]{1,64}@[^[:space:]@"<>()\\\\,;:]+\\.[^[:space:]@"<>()\\\\,;:]+$'
    THEN address
  END;
END
$$`;

/** e164_phone(text): the number in E.164, null when it is not one this can read (e164Phone). */
export const E164_PHONE_FUNCTION = `CREATE OR REPLACE FUNCTION e164_phone(typed text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  typed_text text := btrim(typed, E' \\t\\n\\r\\f\\v');
  digits text := regexp_replace(
    CASE WHEN typed_text LIKE '+%' OR regexp_replace(typed_text, '[^0-9]', '', 'g') LIKE '00%'
      THEN replace(typed_text, '(0)', '') ELSE typed_text END,
    '[^0-9]', '', 'g');
  full_number text := CASE
    WHEN typed_text !~ '^\\+?[0-9[:space:]./()-]+$' THEN NULL
    WHEN typed_text LIKE '+%' THEN digits
    WHEN digits LIKE '00%' THEN substr(digits, 3)
    WHEN digits LIKE '0%' THEN '32' || substr(digits, 2)
  END;
  national text := regexp_replace(substr(full_number, 3), '^0', '');
BEGIN
  RETURN CASE
    WHEN full_number IS NULL OR full_number LIKE '0%' THEN NULL
    WHEN full_number LIKE '32%' THEN
      CASE WHEN national ~ '^([1-35-9][0-9]{7}|4[0-4][0-9]{6}|4[5-9][0-9]{7})$' THEN '+32' || national END
    WHEN full_number LIKE '31%' OR full_number LIKE '33%' THEN
      CASE WHEN national ~ '^[1-9][0-9]{8}$' THEN '+' || left(full_number, 2) || national END
    WHEN length(full_number) BETWEEN 8 AND 15 THEN '+' || full_number
  END;
END
$$`;

const LEAD_PHONE = "e164_phone(fields->>'phone')";
/** The last given of a value among a person's rows. */
const latest = (value: string, filter = "") =>
  `(array_agg(${value} ORDER BY created_at DESC, id DESC)${filter ? ` FILTER (WHERE ${filter})` : ""})[1]`;

/** Unlinked leads by their address: the contact that keeps it, else the one an earlier lead of it went to. */
const LINK_LEADS_BY_ADDRESS = `UPDATE leads l SET contact_id = coalesce(
  (SELECT c.id FROM contacts c WHERE c.email = matching_email(l.email)),
  (SELECT o.contact_id FROM leads o
    WHERE lower(o.email) = lower(l.email) AND o.contact_id IS NOT NULL ORDER BY o.id DESC LIMIT 1))
WHERE l.contact_id IS NULL AND matching_email(l.email) IS NOT NULL`;

/**
 * Unlinked leads (those without an address, once the others are linked) by their phone: the first
 * contact known by that phone alone. Never one with an address: anyone can type anyone's phone.
 */
const LINK_LEADS_BY_PHONE = `UPDATE leads l SET contact_id = (
  SELECT c.id FROM contacts c WHERE c.phone = e164_phone(l.fields->>'phone') AND c.email IS NULL
  ORDER BY c.id LIMIT 1)
WHERE l.contact_id IS NULL AND e164_phone(l.fields->>'phone') IS NOT NULL`;

/**
 * Every statement, in order: leads by address (making a contact for each address nobody has), then
 * by phone (the same), then a contact for each lead that gives only a name (a testimonial); then the
 * rows beside the leads through their lead, and demands and sign-ups whose lead is gone by address.
 */
export const LINK_STATEMENTS: readonly string[] = [
  LINK_LEADS_BY_ADDRESS,
  `INSERT INTO contacts (name, email, phone, language, created_at, updated_at)
SELECT coalesce(${latest("btrim(name)", "btrim(name) <> ''")}, ''), matching_email(email),
  ${latest(LEAD_PHONE, `${LEAD_PHONE} IS NOT NULL`)}, ${latest("language")}, min(created_at), max(created_at)
FROM leads
WHERE contact_id IS NULL AND matching_email(email) IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM contacts c WHERE c.email = matching_email(leads.email))
GROUP BY matching_email(email)
ORDER BY min(created_at), min(id)`,
  LINK_LEADS_BY_ADDRESS,
  LINK_LEADS_BY_PHONE,
  `INSERT INTO contacts (name, phone, language, created_at, updated_at)
SELECT coalesce(${latest("btrim(name)", "btrim(name) <> ''")}, ''), ${LEAD_PHONE}, ${latest("language")},
  min(created_at), max(created_at)
FROM leads
WHERE contact_id IS NULL AND ${LEAD_PHONE} IS NOT NULL
GROUP BY ${LEAD_PHONE}
ORDER BY min(created_at), min(id)`,
  LINK_LEADS_BY_PHONE,
  `WITH picked AS (
  SELECT lead_id, nextval(pg_get_serial_sequence('contacts', 'id')) AS contact_id, name, language, created_at
  FROM (
    SELECT id AS lead_id, btrim(name) AS name, language, created_at
    FROM leads WHERE contact_id IS NULL AND btrim(coalesce(name, '')) <> '' ORDER BY id
  ) AS named
), made AS (
  INSERT INTO contacts (id, name, language, created_at, updated_at)
  SELECT contact_id, name, language, created_at, created_at FROM picked
)
UPDATE leads l SET contact_id = picked.contact_id FROM picked WHERE l.id = picked.lead_id`,
  ...["demands", "newsletter_subscribers", "testimonial_submissions"].map(
    (table) => `UPDATE ${table} t SET contact_id = l.contact_id FROM leads l
WHERE t.contact_id IS NULL AND l.id = t.lead_id AND l.contact_id IS NOT NULL`,
  ),
  `INSERT INTO contacts (name, email, language, created_at, updated_at)
SELECT coalesce(${latest("btrim(name)", "btrim(name) <> ''")}, ''), matching_email(email), ${latest("language")},
  min(created_at), max(created_at)
FROM (
  SELECT id, name, email, language, created_at FROM demands WHERE contact_id IS NULL
  UNION ALL
  SELECT id, name, email, language, created_at FROM newsletter_subscribers WHERE contact_id IS NULL
) AS unlinked
WHERE matching_email(email) IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM contacts c WHERE c.email = matching_email(unlinked.email))
  AND NOT EXISTS (SELECT 1 FROM leads o WHERE lower(o.email) = lower(unlinked.email) AND o.contact_id IS NOT NULL)
GROUP BY matching_email(email)
ORDER BY min(created_at), matching_email(email)`,
  ...["demands", "newsletter_subscribers"].map(
    (table) => `UPDATE ${table} t SET contact_id = coalesce(
  (SELECT c.id FROM contacts c WHERE c.email = matching_email(t.email)),
  (SELECT o.contact_id FROM leads o
    WHERE lower(o.email) = lower(t.email) AND o.contact_id IS NOT NULL ORDER BY o.id DESC LIMIT 1))
WHERE t.contact_id IS NULL AND matching_email(t.email) IS NOT NULL`,
  ),
];

/** Links every row still without a contact, as the migration did (the demo seed's leads). */
export async function linkRowsWithoutContact(executor: { execute(query: SQL): Promise<unknown> }): Promise<void> {
  for (const statement of LINK_STATEMENTS) await executor.execute(sql.raw(statement));
}

/** As drizzle's migrator runs a migration: one statement between breakpoints. */
const inOneMigration = (statements: readonly string[]): string => statements.join(";\n--> statement-breakpoint\n");

/** The linking statements, as the contacts migration (0029) ran them. */
export function linkMigrationSql(): string {
  return inOneMigration(LINK_STATEMENTS);
}

/** The two functions, as drizzle/0044_contact-functions-plpgsql.sql defines them. */
export function functionsMigrationSql(): string {
  return inOneMigration([MATCHING_EMAIL_FUNCTION, E164_PHONE_FUNCTION]);
}
