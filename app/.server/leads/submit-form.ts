// The one way a visitor form is taken in (DESIGN.md "How a request flows"): validation, then the
// honeypot, the minimum fill time, the one use of a form token and the captcha, then the rate limits
// (per address, per form for all visitors together, and the form's own), then ONE transaction
// that writes the lead, links it to its person (a contact) and writes the mails it owes, then a 303
// to the thank-you page. Whatever goes wrong, the visitor gets the form back with everything they
// typed and a reason in their language; only a database failure says "not sent, try again".

import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { ZodType } from "zod";
import { type FormKind, THANK_YOU_OF } from "../../domain/forms/form-kinds.ts";
import type { Language } from "../../i18n/languages.ts";
import { thankYouHref } from "../../i18n/thank-you-slugs.ts";
import {
  CAPTCHA_FIELD,
  type FormActionData,
  type FormNotice,
  HONEYPOT_FIELD,
  TOKEN_FIELD,
} from "../../shared/form-view.ts";
import { linkLeadToContact } from "../contacts/lead-contact.ts";
import { db as currentDb, type Database, type Transaction } from "../db/client.ts";
import { leads, outgoingMails } from "../db/lead-schema.ts";
import { errorSummary } from "../error-summary.ts";
import { CONFIRMATION_PURPOSES, type MailDraft, outboxValues } from "../mail/outbox-draft.ts";
import { logSecurityEvent } from "../security-log.ts";
import { checkCaptcha } from "./captcha.ts";
import { checkFormToken, issueFormToken, submissionKey } from "./form-token.ts";
import { leadSettings } from "./lead-settings.ts";
import { wakeOutbox } from "./outbox-signal.ts";
import {
  allowWithin,
  clientKey,
  DAY_MS,
  HOUR_MS,
  hashedKey,
  mailboxOf,
  type SubmissionLimit,
  TEN_MINUTES_MS,
} from "./rate-limit.ts";
import { leadReceipt, RECEIPT_PARAMETER } from "./thank-you-receipt.ts";
/** A reason to give the form back, thrown by a form's own checks (a slot taken, a bad picture). */
export class FormRejection extends Error {
  readonly notice: FormNotice;
  readonly fieldErrors: Record<string, string[]>;
  readonly status: number;

  constructor(notice: FormNotice, fieldErrors: Record<string, string[]> = {}, status = 409) {
    super(notice);
    this.notice = notice;
    this.fieldErrors = fieldErrors;
    this.status = status;
  }
}

export interface LeadFacts {
  email?: string | undefined;
  name?: string | undefined;
  propertyId?: number | undefined;
  projectId?: number | undefined;
}

export interface SubmitOptions<Value, Prepared, Extra> {
  request: Request;
  clientAddress: string;
  kind: FormKind;
  language: Language;
  schema: ZodType<Value>;
  facts(value: Value): LeadFacts;
  /** Work before the transaction that may refuse the form (a picture checked and stored). */
  prepare?(value: Value, formData: FormData): Promise<Prepared>;
  /**
   * Rows of the form's own, in the lead's transaction (a booking, a demand); may throw FormRejection.
   * `contactId` is the lead's person (contacts/lead-contact.ts), for rows that outlive the lead.
   */
  write?(
    tx: Transaction,
    lead: { id: number; value: Value; verified: boolean; prepared: Prepared; contactId: number | null },
  ): Promise<Extra>;
  mails(lead: { id: number; value: Value; verified: boolean; prepared: Prepared; extra: Extra }): Promise<MailDraft[]>;
  /** Limits of the form's own, counted once the captcha is checked (mails to one recipient a day). */
  limits?(value: Value, verified: boolean): SubmissionLimit[];
  /** Bodies above this size are refused before they are read (the testimonial's picture needs more). */
  maxBytes?: number;
  db?: Database;
  /** When the form is taken in (tests pin it, so that no window of the limits turns over mid-test). */
  now?: number;
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export async function submitForm<Value, Prepared = undefined, Extra = undefined>(
  options: SubmitOptions<Value, Prepared, Extra>,
) {
  const settings = leadSettings();
  const database = options.db ?? currentDb();
  const now = options.now ?? Date.now();
  const maxBytes = options.maxBytes ?? 256 * 1024;
  const type = (options.request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) {
    await drain(options.request);
    throw data({ reason: "send the form as a form" }, { status: 415 });
  }
  const length = Number(options.request.headers.get("content-length") ?? 0);
  if (length > maxBytes) {
    await drain(options.request);
    throw data({ reason: "the form is too large" }, { status: 413 });
  }

  let formData: FormData;
  try {
    formData = await options.request.formData();
  } catch {
    throw data({ reason: "the form could not be read" }, { status: 400 });
  }

  const posted = formData.get(TOKEN_FIELD);
  const fresh = () => issueFormToken(settings.secret, options.kind, now);
  const submission = parseWithZod(formData, { schema: options.schema });
  const giveBack = (status: number, token: string, notice?: FormNotice, fieldErrors?: Record<string, string[]>) =>
    data<FormActionData>(
      {
        result: submission.reply(notice || fieldErrors ? { formErrors: notice ? [notice] : [], fieldErrors } : {}),
        token,
        answerId: randomUUID(),
        ...(notice ? { notice } : {}),
      },
      { status, headers: { "Cache-Control": "no-store" } },
    );

  const token = checkFormToken(settings.secret, options.kind, posted, settings.minFillMs, now);
  const keptToken =
    (token.status === "ok" || token.status === "tooFast") && typeof posted === "string" ? posted : fresh();
  if (submission.status !== "success") return giveBack(400, keptToken);

  // The thank-you page of the lead, which it names by its receipt; without one (a bot's), the page
  // thanks without details.
  const thankYou = (leadId?: number) =>
    redirect(thankYouLocation(options, submission.value, settings.secret, leadId), 303);
  // A bot filled the invisible field: it gets its thank-you page and nothing is kept or sent.
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logSecurityEvent("form-honeypot", options.kind);
    return thankYou();
  }
  if (token.status === "invalid" || token.status === "expired") {
    logSecurityEvent("form-token-refused", `${options.kind} (${token.status})`);
    return giveBack(400, keptToken, "expired");
  }
  if (token.status === "tooFast") {
    logSecurityEvent("form-too-fast", options.kind);
    return giveBack(400, keptToken, "tooFast");
  }

  const value = submission.value;
  const key = submissionKey(options.kind, keptToken, submission.payload);
  try {
    // Sent already (refresh, back, double click): the same thank-you, no second lead. Else a token is
    // good for one accepted submission: a bot cannot carry one fill time over many forms. One query
    // asks both, so a double click whose twin is stored between two reads is still the same lead.
    // Checked before the captcha, so that a refused form does not use up the visitor's solution.
    const earlier = await database.$client.query<{ id: number; same: boolean }>(
      "select id, submission_key = $1 as same from leads where submission_key = $1 or form_token = $2",
      [key, keptToken],
    );
    const same = earlier.rows.find((row) => row.same);
    if (same) return thankYou(same.id);
    if (earlier.rowCount) {
      logSecurityEvent("form-token-refused", `${options.kind} (used)`);
      return giveBack(400, fresh(), "expired");
    }

    const captcha = await checkCaptcha(database, settings.secret, formData.get(CAPTCHA_FIELD));
    if (captcha === "invalid") {
      logSecurityEvent("form-captcha-refused", options.kind);
      return giveBack(400, keptToken, "captcha");
    }
    const verified = captcha === "valid";
    if (!(await allowAll(database, submissionLimits(options, value, verified), now))) {
      logSecurityEvent("form-rate-limited", options.kind);
      return giveBack(429, keptToken, "rateLimited");
    }
    const budget = await formBudget(database, options.kind, verified, now);
    if (budget === "busy") {
      logSecurityEvent("form-busy", options.kind);
      return giveBack(429, keptToken, "formBusy");
    }
    if (budget === "hold") logSecurityEvent("form-held", options.kind);

    const prepared = (await options.prepare?.(value, formData)) as Prepared;
    const facts = options.facts(value);
    const written = await database.transaction(async (tx) => {
      const [lead] = await tx
        .insert(leads)
        .values({
          kind: options.kind,
          language: options.language,
          propertyId: facts.propertyId ?? null,
          projectId: facts.projectId ?? null,
          email: facts.email ?? null,
          name: facts.name ?? null,
          fields: storedFields(value),
          verified,
          submissionKey: key,
          formToken: keptToken,
        })
        // Either key already taken by a submission sent at the same moment: the same one (a double
        // click) or another one with the same token. Which one, is read once this one is settled.
        .onConflictDoNothing()
        .returning({ id: leads.id });
      if (!lead) return undefined;
      const contactId = await linkLeadToContact(tx, lead.id, {
        ...facts,
        ...personTyped(value, facts),
        language: options.language,
        verified,
      });
      const extra = (await options.write?.(tx, { id: lead.id, value, verified, prepared, contactId })) as Extra;
      const composed = await options.mails({ id: lead.id, value, verified, prepared, extra });
      const drafts = await withinConfirmationLimits(tx, composed, now);
      if (drafts.length > 0)
        await tx.insert(outgoingMails).values(
          drafts.map((draft) =>
            outboxValues(budget === "hold" ? { ...draft, held: true } : draft, {
              leadId: lead.id,
              now: new Date(now),
            }),
          ),
        );
      return lead.id;
    });
    if (written !== undefined) {
      wakeOutbox();
      return thankYou(written);
    }
    const twin = await database.$client.query<{ id: number }>("select id from leads where submission_key = $1", [key]);
    if (!twin.rows[0]) return giveBack(400, fresh(), "expired");
    return thankYou(twin.rows[0].id);
  } catch (error) {
    if (error instanceof FormRejection) return giveBack(error.status, keptToken, error.notice, error.fieldErrors);
    // Its kind and code only: a failed query's message holds what the visitor typed.
    console.error(`form ${options.kind}: ${errorSummary(error)}`);
    return giveBack(503, keptToken, "notSent");
  }
}

/**
 * The form's thank-you page, with the lead's receipt (what it thanks for: thank-you-receipt.ts). After
 * a rental application it names the listing, whose own deposit it quotes.
 */
function thankYouLocation<Value>(
  options: SubmitOptions<Value, unknown, unknown>,
  value: Value,
  secret: string,
  leadId: number | undefined,
): string {
  const kind = THANK_YOU_OF[options.kind];
  const query = new URLSearchParams();
  const listing = kind === "rental-application" ? options.facts(value).propertyId : undefined;
  if (listing !== undefined) query.set("listing", String(listing));
  if (leadId !== undefined) query.set(RECEIPT_PARAMETER, leadReceipt(secret, leadId));
  return thankYouHref(options.language, kind, query);
}

/**
 * The form's hourly budgets for all visitors together (a flood from many addresses), apart for what
 * a bot can send without effort and for what proves a browser solved the captcha, so that the first
 * never refuses the second. Without a solved captcha: FORM_SUBMISSIONS_PER_HOUR, then "busy" (the
 * form is given back, saying so). With one: ten times that, then the submission is still taken in,
 * but its mails wait in the outbox for a person ("hold"): a verified visitor is never refused, and
 * a script that solves captchas cannot make the agency mail anyone.
 */
async function formBudget(
  database: Database,
  kind: FormKind,
  verified: boolean,
  now: number,
): Promise<"open" | "busy" | "hold"> {
  const perHour = leadSettings().submissionsPerHourPerForm;
  const limit = verified
    ? { key: `form-verified:${kind}`, max: perHour * VERIFIED_BUDGET_FACTOR, windowMs: HOUR_MS }
    : { key: `form-unverified:${kind}`, max: perHour, windowMs: HOUR_MS };
  if (await allowWithin(database, limit, now)) return "open";
  return verified ? "hold" : "busy";
}

/** How many times the hourly budget of unverified submissions a form takes in with a solved captcha. */
export const VERIFIED_BUDGET_FACTOR = 10;

/** Confirmations one address gets a day, of every kind together; beyond, the form is taken in without. */
export const CONFIRMATIONS_PER_RECIPIENT_PER_DAY = 3;

/**
 * A mail that confirms a form to the address typed in it goes to an address nobody proved: each
 * counts against that address's daily limit, and one beyond it is not written (the submission
 * itself is kept, and the agency is told as usual).
 */
async function withinConfirmationLimits(tx: Transaction, drafts: MailDraft[], now: number): Promise<MailDraft[]> {
  const kept: MailDraft[] = [];
  for (const draft of drafts) {
    if (CONFIRMATION_PURPOSES.includes(draft.purpose)) {
      const limit = {
        key: `confirmation:${hashedKey(leadSettings().secret, "recipient", mailboxOf(draft.recipient.address))}`,
        max: CONFIRMATIONS_PER_RECIPIENT_PER_DAY,
        windowMs: DAY_MS,
      };
      if (!(await allowWithin(tx, limit, now))) {
        logSecurityEvent("confirmation-limited", draft.purpose);
        continue;
      }
    }
    kept.push(draft);
  }
  return kept;
}

/**
 * Every limit a submission counts against: its sender's address (an IPv6 /64 is one sender) and the
 * form's own (mails to one recipient a day). The form's budgets for all visitors are in formBudget().
 */
function submissionLimits<Value>(
  options: { kind: FormKind; clientAddress: string; limits?(value: Value, verified: boolean): SubmissionLimit[] },
  value: Value,
  verified: boolean,
): SubmissionLimit[] {
  const settings = leadSettings();
  return [
    {
      key: clientKey(settings.secret, options.clientAddress || "unknown"),
      max: settings.submissionsPer10Minutes,
      windowMs: TEN_MINUTES_MS,
    },
    ...(options.limits?.(value, verified) ?? []),
  ];
}

/** Counts the submission against each limit in turn; false at the first one already used up. */
async function allowAll(database: Database, limits: SubmissionLimit[], now: number): Promise<boolean> {
  for (const limit of limits) if (!(await allowWithin(database, limit, now))) return false;
  return true;
}

/**
 * Reads a refused body to its end: left unread on a kept-alive connection, it makes Node close that
 * connection under the browser's next request. (Bodies above the server's limit never get here.)
 */
async function drain(request: Request): Promise<void> {
  try {
    await request.body?.pipeTo(new WritableStream());
  } catch {
    // The client went away: nothing to keep clean.
  }
}

/**
 * The person's phone, as typed (every form that asks one names it `phone`, form-fields.ts), and
 * their name without the title the lead's name carries ("An Peeters", not "Mevrouw An Peeters").
 */
function personTyped(value: unknown, facts: LeadFacts): { phone: unknown; name: string | undefined } {
  const fields = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const typed = [fields.firstName, fields.lastName].filter((part) => typeof part === "string" && part.trim());
  return { phone: fields.phone, name: typed.length > 0 ? typed.join(" ") : facts.name };
}

/** What the lead keeps: the validated values, files by name only (their content is stored apart). */
function storedFields(value: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value as Record<string, unknown>)) {
    if (typeof File !== "undefined" && field instanceof File) continue;
    out[name] = field;
  }
  return out;
}

/** A fresh token for a form being shown. */
export function formTokenFor(kind: FormKind): string {
  return issueFormToken(leadSettings().secret, kind);
}
