// What visitors send: leads, the mails they cause (an outbox the mail worker drains), demands
// ("keep me informed") and the alerts they were sent, newsletter subscriptions, visit slots and
// bookings, testimonials awaiting approval, and the small tables that keep the forms honest
// (rate-limit counters, used captcha challenges). A lead and its mails are written in one
// transaction, so an acknowledged submission is never without the mails it owes.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { DemandCriteria } from "../../domain/demand-match.ts";
import { LEAD_STATUSES, type LeadStatus } from "../../domain/lead-handling.ts";
import type { PrivateLink } from "../mail/private-links.ts";
import { users } from "./auth-schema.ts";
import { contacts } from "./contact-schema.ts";
import { articles, properties } from "./schema.ts";

export { LEAD_STATUSES, type LeadStatus };

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    /** Which form: app/domain/forms/form-kinds.ts. */
    kind: text("kind").notNull(),
    language: text("language").notNull(),
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "set null" }),
    projectId: integer("project_id"),
    email: text("email"),
    name: text("name"),
    /** The validated fields, as the form's schema returned them. */
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    /** False when the proof-of-work captcha was not solved (a visitor without JavaScript): to review. */
    verified: boolean("verified").notNull(),
    /** Same form, same content, same form token: the same lead (refresh, back, double click). */
    submissionKey: text("submission_key").notNull().unique(),
    /** The form token it was sent with: a token is good for one lead (null: sent before this rule). */
    formToken: text("form_token").unique(),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    /** The agent (or manager) who handles it. */
    assignedTo: text("assigned_to").references(() => users.id, { onDelete: "set null" }),
    /** The person who sent it (contact-schema.ts), linked in the lead's transaction. */
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    createdAt,
  },
  (t) => [
    index("leads_created_idx").on(t.createdAt),
    index("leads_contact_idx").on(t.contactId, t.createdAt),
    // A contact is found by any address it wrote from, not only the one it keeps.
    index("leads_email_idx").on(sql`lower(${t.email})`),
    index("leads_kind_idx").on(t.kind, t.createdAt),
    index("leads_status_idx").on(t.status, t.createdAt),
  ],
);

/** The agency's own notes on a lead, never shown to the visitor. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    text: text("text").notNull(),
    createdAt,
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId)],
);

export interface MailAddress {
  name: string;
  address: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text (calendar files are text). */
  content: string;
}

/** The outbox: every mail the site owes, composed when the lead was written, sent by the worker. */
export const outgoingMails = pgTable(
  "outgoing_mails",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    demandId: integer("demand_id").references(() => demands.id, { onDelete: "cascade" }),
    /** One of MAIL_PURPOSES (mail/outbox-draft.ts). */
    purpose: text("purpose").notNull(),
    recipient: jsonb("recipient").$type<MailAddress>().notNull(),
    replyTo: jsonb("reply_to").$type<MailAddress>(),
    subject: text("subject").notNull(),
    /** What staff may read: the recipient's one-use links stand in it with their token hidden. */
    text: text("text").notNull(),
    /**
     * The recipient's one-use links (mail/private-links.ts), put back into the text only when the
     * mail leaves, and cleared once it has: staff never read them, nor does an export.
     */
    privateLinks: jsonb("private_links").$type<PrivateLink[]>(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * A worker holds the mail until then. The hold is the last resort: a claim whose worker is gone
     * (see claimedBy) is taken over at once; the hold only ends a claim of a worker that is stuck.
     */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /**
     * The worker that claimed the mail: the key of the advisory lock its database session holds while
     * it lives (mail/outbox-worker.ts). No such lock in pg_locks: the claimant is gone.
     */
    claimedBy: integer("claimed_by"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set on a permanent refusal (5xx): the agency must look at it. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    /**
     * Set while the mail waits for a person: a mail to an address nobody proved (captcha not solved)
     * stays here until staff confirm the lead (then cleared, and it leaves) or mark it spam (deleted).
     */
    heldAt: timestamp("held_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt,
  },
  (t) => [
    index("outgoing_mails_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null and ${t.heldAt} is null`),
    index("outgoing_mails_lead_idx").on(t.leadId),
  ],
);

/** Submission counters in fixed windows (per address, per form, per recipient); old windows are purged. */
export const submissionCounts = pgTable(
  "submission_counts",
  {
    /** A keyed hash of the IP address: the address itself is never stored. */
    client: text("client").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.client, t.windowStart] })],
);

/** Captcha challenges already used once: a solution is good for one submission, in any process. */
export const usedChallenges = pgTable("used_challenges", {
  challengeId: text("challenge_id").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** "Keep me informed": a search demand, alerted only once confirmed (double opt-in). */
export const demands = pgTable(
  "demands",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    /** Random and secret: confirms and unsubscribes through the links in the mails. */
    token: text("token").notNull().unique(),
    language: text("language").notNull(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    criteria: jsonb("criteria").$type<DemandCriteria>().notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt,
  },
  (t) => [
    index("demands_active_idx").on(t.confirmedAt).where(sql`${t.unsubscribedAt} is null`),
    index("demands_contact_idx").on(t.contactId),
  ],
);

/** Which properties a demand was already alerted about: each match is mailed once. */
export const demandMatches = pgTable(
  "demand_matches",
  {
    demandId: integer("demand_id")
      .notNull()
      .references(() => demands.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.demandId, t.propertyId] })],
);

/**
 * The newsletter's subscribers, each by double opt-in: a row per sign-up, mailed only once confirmed,
 * with a secret token for its confirm and unsubscribe links. A table of its own rather than a demand
 * without criteria: demands are what the matching reads and mails, and a subscriber is an address
 * and a consent that the newsletter sender reads; one table would make every matching query skip
 * subscribers and every newsletter query skip searches.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    token: text("token").notNull().unique(),
    language: text("language").notNull(),
    email: text("email").notNull(),
    /** Empty when the sign-up came without a solved captcha: a typed name is never mailed to a stranger. */
    name: text("name").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** Unsubscribing stops every sign-up of the same address. */
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt,
  },
  (t) => [
    index("newsletter_subscribers_email_idx").on(sql`lower(${t.email})`),
    index("newsletter_subscribers_contact_idx").on(t.contactId),
  ],
);

/**
 * A visitor following one property: told by mail when its price drops, it goes under option, is sold
 * or rented, or comes back (app/domain/follow-news.ts), from the advert's history (property_changes).
 * Double opt-in like the newsletter; each follow is unsubscribed on its own.
 */
export const propertyFollowers = pgTable(
  "property_followers",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    language: text("language").notNull(),
    email: text("email").notNull(),
    /** Empty when the form came without a solved captcha: a typed name is never mailed to a stranger. */
    name: text("name").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** The last change of the property's history the follower was told of, or that was there when they followed. */
    toldChangeId: integer("told_change_id").notNull().default(0),
    createdAt,
  },
  (t) => [
    index("property_followers_property_idx").on(t.propertyId),
    index("property_followers_email_idx").on(sql`lower(${t.email})`),
    index("property_followers_contact_idx").on(t.contactId),
  ],
);

export const visitSlots = pgTable(
  "visit_slots",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    capacity: smallint("capacity").notNull().default(1),
    booked: smallint("booked").notNull().default(0),
    /** The staff member who shows the visitors round (by default who added it): their calendar feed has it. */
    staffId: text("staff_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("visit_slots_property_idx").on(t.propertyId, t.startsAt),
    index("visit_slots_staff_idx").on(t.staffId, t.startsAt),
    check("visit_slots_booked_range", sql`${t.booked} between 0 and ${t.capacity}`),
  ],
);

export const visitBookings = pgTable("visit_bookings", {
  id: serial("id").primaryKey(),
  slotId: integer("slot_id")
    .notNull()
    .references(() => visitSlots.id, { onDelete: "cascade" }),
  leadId: integer("lead_id")
    .notNull()
    .unique()
    .references(() => leads.id, { onDelete: "cascade" }),
  /** Cancelled by the agency: the place is free again and the visitor was told. */
  cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  /** Confirmed by the agency: the visitor was mailed the confirmation with the calendar entry. */
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /**
   * How often the visitor's calendar entry was sent again changed (confirmed, moved): the next one
   * (a move, a cancellation) carries a higher SEQUENCE, so the visitor's calendar takes it over the last.
   */
  calendarSequence: smallint("calendar_sequence").notNull().default(0),
  /** What the agent noted after the visit, when, by whom, and whether the owner portal may show it. */
  feedback: text("feedback"),
  feedbackAt: timestamp("feedback_at", { withTimezone: true }),
  feedbackBy: text("feedback_by"),
  feedbackForOwner: boolean("feedback_for_owner").notNull().default(false),
  createdAt,
});

/**
 * A staff member's private calendar feed: its address holds a random token, of which only the hash
 * is kept (the address cannot be read back from a copy of the database). One a person: a new
 * address replaces the row, and the old one answers 404 from then on.
 */
export const staffCalendarFeeds = pgTable("staff_calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt,
});

/** Testimonials wait here, unpublished, until the agency approves them. */
export const testimonialSubmissions = pgTable(
  "testimonial_submissions",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    language: text("language").notNull(),
    name: text("name").notNull(),
    comment: text("comment").notNull(),
    website: text("website"),
    /** Re-encoded image under the data folder's testimonials/, by a generated name. */
    imageKey: text("image_key"),
    published: boolean("published").notNull().default(false),
    /** When the agency approved or rejected it; null while it waits in the queue. */
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** The testimonial article that shows it on the site, while it is approved. */
    articleId: integer("article_id").references(() => articles.id, { onDelete: "set null" }),
    createdAt,
  },
  (t) => [index("testimonial_submissions_contact_idx").on(t.contactId)],
);
