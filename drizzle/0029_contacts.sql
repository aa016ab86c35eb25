CREATE TABLE "contact_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"language" text DEFAULT 'nl' NOT NULL,
	"followed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demands" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "testimonial_submissions" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "contact_notes" ADD CONSTRAINT "contact_notes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_notes" ADD CONSTRAINT "contact_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_followed_by_users_id_fk" FOREIGN KEY ("followed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_notes_contact_idx" ON "contact_notes" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_email_idx" ON "contacts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "contacts_phone_idx" ON "contacts" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "contacts_updated_idx" ON "contacts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "contacts_name_idx" ON "contacts" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonial_submissions" ADD CONSTRAINT "testimonial_submissions_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demands_contact_idx" ON "demands" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "leads_contact_idx" ON "leads" USING btree ("contact_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_contact_idx" ON "newsletter_subscribers" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "testimonial_submissions_contact_idx" ON "testimonial_submissions" USING btree ("contact_id");--> statement-breakpoint
-- Contacts for the leads already kept (app/.server/contacts/contact-sql.ts).
CREATE FUNCTION matching_email(typed text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN length(address) <= 254
      AND address ~ '^[^[:space:]@"<>()\\,;:]{1,64}@[^[:space:]@"<>()\\,;:]+\.[^[:space:]@"<>()\\,;:]+$'
    THEN address
  END
  FROM (SELECT lower(btrim(typed, E' \t\n\r\f\v')) AS address) AS trimmed
$$;
--> statement-breakpoint
CREATE FUNCTION e164_phone(typed text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN full_number IS NULL OR full_number LIKE '0%' THEN NULL
    WHEN full_number LIKE '32%' THEN
      CASE WHEN national ~ '^([1-35-9][0-9]{7}|4[0-4][0-9]{6}|4[5-9][0-9]{7})$' THEN '+32' || national END
    WHEN full_number LIKE '31%' OR full_number LIKE '33%' THEN
      CASE WHEN national ~ '^[1-9][0-9]{8}$' THEN '+' || left(full_number, 2) || national END
    WHEN length(full_number) BETWEEN 8 AND 15 THEN '+' || full_number
  END
  FROM (
    SELECT full_number, regexp_replace(substr(full_number, 3), '^0', '') AS national
    FROM (
      SELECT CASE
        WHEN typed_text !~ '^\+?[0-9[:space:]./()-]+$' THEN NULL
        WHEN typed_text LIKE '+%' THEN digits
        WHEN digits LIKE '00%' THEN substr(digits, 3)
        WHEN digits LIKE '0%' THEN '32' || substr(digits, 2)
      END AS full_number
      FROM (
        SELECT typed_text, regexp_replace(
          CASE WHEN typed_text LIKE '+%' OR regexp_replace(typed_text, '[^0-9]', '', 'g') LIKE '00%'
            THEN replace(typed_text, '(0)', '') ELSE typed_text END,
          '[^0-9]', '', 'g') AS digits
        FROM (SELECT btrim(typed, E' \t\n\r\f\v') AS typed_text) AS trimmed
      ) AS read
    ) AS numbered
  ) AS split
$$;
--> statement-breakpoint
UPDATE leads l SET contact_id = coalesce(
  (SELECT c.id FROM contacts c WHERE c.email = matching_email(l.email)),
  (SELECT o.contact_id FROM leads o
    WHERE lower(o.email) = lower(l.email) AND o.contact_id IS NOT NULL ORDER BY o.id DESC LIMIT 1))
WHERE l.contact_id IS NULL AND matching_email(l.email) IS NOT NULL;
--> statement-breakpoint
INSERT INTO contacts (name, email, phone, language, created_at, updated_at)
SELECT coalesce((array_agg(btrim(name) ORDER BY created_at DESC, id DESC) FILTER (WHERE btrim(name) <> ''))[1], ''), matching_email(email),
  (array_agg(e164_phone(fields->>'phone') ORDER BY created_at DESC, id DESC) FILTER (WHERE e164_phone(fields->>'phone') IS NOT NULL))[1], (array_agg(language ORDER BY created_at DESC, id DESC))[1], min(created_at), max(created_at)
FROM leads
WHERE contact_id IS NULL AND matching_email(email) IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM contacts c WHERE c.email = matching_email(leads.email))
GROUP BY matching_email(email)
ORDER BY min(created_at), min(id);
--> statement-breakpoint
UPDATE leads l SET contact_id = coalesce(
  (SELECT c.id FROM contacts c WHERE c.email = matching_email(l.email)),
  (SELECT o.contact_id FROM leads o
    WHERE lower(o.email) = lower(l.email) AND o.contact_id IS NOT NULL ORDER BY o.id DESC LIMIT 1))
WHERE l.contact_id IS NULL AND matching_email(l.email) IS NOT NULL;
--> statement-breakpoint
UPDATE leads l SET contact_id = (
  SELECT c.id FROM contacts c WHERE c.phone = e164_phone(l.fields->>'phone') AND c.email IS NULL
  ORDER BY c.id LIMIT 1)
WHERE l.contact_id IS NULL AND e164_phone(l.fields->>'phone') IS NOT NULL;
--> statement-breakpoint
INSERT INTO contacts (name, phone, language, created_at, updated_at)
SELECT coalesce((array_agg(btrim(name) ORDER BY created_at DESC, id DESC) FILTER (WHERE btrim(name) <> ''))[1], ''), e164_phone(fields->>'phone'), (array_agg(language ORDER BY created_at DESC, id DESC))[1],
  min(created_at), max(created_at)
FROM leads
WHERE contact_id IS NULL AND e164_phone(fields->>'phone') IS NOT NULL
GROUP BY e164_phone(fields->>'phone')
ORDER BY min(created_at), min(id);
--> statement-breakpoint
UPDATE leads l SET contact_id = (
  SELECT c.id FROM contacts c WHERE c.phone = e164_phone(l.fields->>'phone') AND c.email IS NULL
  ORDER BY c.id LIMIT 1)
WHERE l.contact_id IS NULL AND e164_phone(l.fields->>'phone') IS NOT NULL;
--> statement-breakpoint
WITH picked AS (
  SELECT lead_id, nextval(pg_get_serial_sequence('contacts', 'id')) AS contact_id, name, language, created_at
  FROM (
    SELECT id AS lead_id, btrim(name) AS name, language, created_at
    FROM leads WHERE contact_id IS NULL AND btrim(coalesce(name, '')) <> '' ORDER BY id
  ) AS named
), made AS (
  INSERT INTO contacts (id, name, language, created_at, updated_at)
  SELECT contact_id, name, language, created_at, created_at FROM picked
)
UPDATE leads l SET contact_id = picked.contact_id FROM picked WHERE l.id = picked.lead_id;
--> statement-breakpoint
UPDATE demands t SET contact_id = l.contact_id FROM leads l
WHERE t.contact_id IS NULL AND l.id = t.lead_id AND l.contact_id IS NOT NULL;
--> statement-breakpoint
UPDATE newsletter_subscribers t SET contact_id = l.contact_id FROM leads l
WHERE t.contact_id IS NULL AND l.id = t.lead_id AND l.contact_id IS NOT NULL;
--> statement-breakpoint
UPDATE testimonial_submissions t SET contact_id = l.contact_id FROM leads l
WHERE t.contact_id IS NULL AND l.id = t.lead_id AND l.contact_id IS NOT NULL;
--> statement-breakpoint
INSERT INTO contacts (name, email, language, created_at, updated_at)
SELECT coalesce((array_agg(btrim(name) ORDER BY created_at DESC, id DESC) FILTER (WHERE btrim(name) <> ''))[1], ''), matching_email(email), (array_agg(language ORDER BY created_at DESC, id DESC))[1],
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
ORDER BY min(created_at), matching_email(email);
--> statement-breakpoint
UPDATE demands t SET contact_id = coalesce(
  (SELECT c.id FROM contacts c WHERE c.email = matching_email(t.email)),
  (SELECT o.contact_id FROM leads o
    WHERE lower(o.email) = lower(t.email) AND o.contact_id IS NOT NULL ORDER BY o.id DESC LIMIT 1))
WHERE t.contact_id IS NULL AND matching_email(t.email) IS NOT NULL;
--> statement-breakpoint
UPDATE newsletter_subscribers t SET contact_id = coalesce(
  (SELECT c.id FROM contacts c WHERE c.email = matching_email(t.email)),
  (SELECT o.contact_id FROM leads o
    WHERE lower(o.email) = lower(t.email) AND o.contact_id IS NOT NULL ORDER BY o.id DESC LIMIT 1))
WHERE t.contact_id IS NULL AND matching_email(t.email) IS NOT NULL;
