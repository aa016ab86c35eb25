// Accounts of staff (manager, agent) and owners, in the tables the authentication library
// (better-auth, its Drizzle adapter) reads and writes: users, their password credentials
// (accounts), sessions (kept here so every instance accepts them) and one-use verifications
// (invitations, password resets, e-mail changes). Property names are the library's field names.
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { SUMMARY_CHOICES } from "../../domain/summary-period.ts";
import { USER_ROLES } from "../../domain/user-roles.ts";
import { properties } from "./schema.ts";

export { USER_ROLES, type UserRole } from "../../domain/user-roles.ts";

const stamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role", { enum: USER_ROLES }).notNull(),
    /** A deactivated user cannot sign in; their sessions are ended when it is switched off. */
    active: boolean("active").notNull().default(true),
    /** The language the back office or portal speaks to them in, and their mails. */
    language: text("language").notNull().default("nl"),
    /** Set by the two-factor plugin once a time-based code has been confirmed. */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    /** An owner's summary mail of their properties: off, weekly or monthly (owner-summary.ts). */
    ownerSummary: text("owner_summary", { enum: SUMMARY_CHOICES }).notNull().default("off"),
    /**
     * The last period a summary was queued for ("2026-W47", "2026-11"). Claimed with a conditional
     * update in the transaction that queues the mail, so no period is mailed twice, whichever process
     * runs the job.
     */
    ownerSummaryLastPeriod: text("owner_summary_last_period"),
    /**
     * A staff member's direct phone in E.164 ("+32470123456"), as the contacts read phones
     * (contact-match.ts): the detail page of a listing they handle gives it as the number to call.
     */
    directPhone: text("direct_phone"),
    /**
     * A staff member's e-mail address for visitors, as the contacts match addresses (matchingEmail):
     * the detail page of a listing they handle gives it. Apart from the sign-in address, which the
     * site never shows.
     */
    directEmail: text("direct_email"),
    /** A staff member's photo for the site: the key of its master in media_originals (staff-profile.ts). */
    photoKey: text("photo_key"),
    ...stamps,
  },
  (t) => [check("users_owner_summary_choice", sql`${t.ownerSummary} in ('off', 'weekly', 'monthly')`)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...stamps,
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The password's scrypt hash (memory-hard), for the credential provider. */
    password: text("password"),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    ...stamps,
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...stamps,
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/**
 * Failed sign-ins, counted per address and per account-and-address pair (keyed hashes only: no
 * address or e-mail is stored). They set how long the next attempt must wait (sign-in-brake.ts).
 */
export const signInFailures = pgTable("sign_in_failures", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lastFailedAt: timestamp("last_failed_at", { withTimezone: true }).notNull(),
});

/** The time-based one-time code secret and backup codes of a user (better-auth's two-factor plugin). */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("two_factors_user_idx").on(t.userId), index("two_factors_secret_idx").on(t.secret)],
);

/**
 * The time-based codes that were accepted, per user, kept a little longer than a code is accepted:
 * a code lets in once (used-two-factor-codes.ts).
 */
export const usedTwoFactorCodes = pgTable(
  "used_two_factor_codes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/** Which properties an owner follows in the owner portal. */
export const propertyOwners = pgTable(
  "property_owners",
  {
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The agency chose to show this owner who sent the requests about the property (off by default). */
    shareContacts: boolean("share_contacts").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.userId] }), index("property_owners_user_idx").on(t.userId)],
);

/**
 * Who handles a listing for the agency and the owner's mandate: the agent (a manager or an agent,
 * shown on the listing's page as the person to contact) and the mandate's first and last day. One
 * row a listing at most; none until the editor sets one. Kept beside the listing rather than on it:
 * the agent is an account, and the accounts' tables already point at the listings.
 */
export const propertyMandates = pgTable(
  "property_mandates",
  {
    propertyId: integer("property_id")
      .primaryKey()
      .references(() => properties.id, { onDelete: "cascade" }),
    agentId: text("agent_id").references(() => users.id, { onDelete: "set null" }),
    /** The agency's days (Brussels), not instants. */
    startsOn: date("starts_on", { mode: "string" }),
    endsOn: date("ends_on", { mode: "string" }),
  },
  (t) => [
    index("property_mandates_agent_idx").on(t.agentId),
    check(
      "property_mandates_ends_after_start",
      sql`${t.endsOn} is null or ${t.startsOn} is null or ${t.endsOn} >= ${t.startsOn}`,
    ),
  ],
);

/**
 * Who did what and when: sign-ins and every change made in the back office. The actor's name is
 * copied so the line still reads after the account is gone; details never hold an erased person's
 * data (a GDPR erasure logs counts, not the address).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    /** A dotted name: sign-in.success, lead.status, user.invite, gdpr.erase, ... */
    action: text("action").notNull(),
    /** What it was done to: "lead 12", "user ab3f", "property 40"... */
    subject: text("subject").notNull().default(""),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_actor_idx").on(t.actorId, t.at),
    // The log filtered by one record (subject = 'property 40') or a kind (subject LIKE 'lead %'),
    // and a refused save's "changed since" (subject = ... and at > ...): pattern_ops serves both the
    // equality and the prefix whatever the database's collation.
    index("audit_log_subject_idx").on(t.subject.op("text_pattern_ops"), t.at),
  ],
);
