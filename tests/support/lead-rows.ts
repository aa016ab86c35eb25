// A request stored as the site stores one, for tests of what the back office does with it: a contact
// form in Dutch with a solved captcha, unless the test says otherwise, under a submission key of its own.
import { randomUUID } from "node:crypto";
import type { Database } from "../../app/.server/db/client.ts";
import { leads } from "../../app/.server/db/lead-schema.ts";

export async function insertLead(db: Database, values: Partial<typeof leads.$inferInsert> = {}): Promise<number> {
  const [row] = await db
    .insert(leads)
    .values({
      kind: "contact-me",
      language: "nl",
      fields: {},
      verified: true,
      submissionKey: `test-${randomUUID()}`,
      ...values,
    })
    .returning({ id: leads.id });
  if (!row) throw new Error("the request was not stored");
  return row.id;
}
