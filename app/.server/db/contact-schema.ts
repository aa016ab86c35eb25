// The people who write to the agency, one record each: every lead is linked to its contact, found
// by the e-mail address typed, else by the phone number (in E.164, app/domain/contact-match.ts), else
// made (app/.server/contacts/). The rows a person leaves beside a lead (a demand, a newsletter
// sign-up, a testimonial) name the contact too, since they outlive the lead's purge.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth-schema.ts";

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const contacts = pgTable(
  "contacts",
  {
    id: serial("id").primaryKey(),
    /** The name they last gave (empty when none was given). */
    name: text("name").notNull().default(""),
    /** Trimmed and in lower case, as matched; one contact an address. */
    email: text("email"),
    /** E.164 ("+32480123456"). */
    phone: text("phone"),
    /** The language of their last request: the one the agency answers in. */
    language: text("language").notNull().default("nl"),
    /** The staff member who follows them. */
    followedBy: text("followed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt,
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("contacts_email_idx").on(t.email),
    index("contacts_phone_idx").on(t.phone),
    index("contacts_updated_idx").on(t.updatedAt),
    index("contacts_name_idx").on(sql`lower(${t.name})`),
  ],
);

/** The agency's own notes on a person, never shown to them (their export holds them). */
export const contactNotes = pgTable(
  "contact_notes",
  {
    id: serial("id").primaryKey(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    text: text("text").notNull(),
    createdAt,
  },
  (t) => [index("contact_notes_contact_idx").on(t.contactId)],
);
