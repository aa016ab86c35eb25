// The mail outbox as the agency sees it: each mail's state (sent, waiting, failed), its attempts and
// last error; a mail can be read as it was sent, and sent again: a failed one goes back in the queue
// (after the mail server or the address was fixed), a sent one leaves again as a copy, a new row, so
// the history keeps both (domain/mail-resend.ts says which mail may go again, and why not).
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { type MailResendFacts, mailResend, mailView, type ResendResult } from "../../domain/mail-resend.ts";
import { MAIL_STATES, type MailState } from "../../domain/mail-state.ts";
import { db, type Transaction } from "../db/client.ts";
import { demands, leads, outgoingMails } from "../db/lead-schema.ts";
import { wakeOutbox } from "../leads/outbox-signal.ts";
import { type MailPurpose, outboxValues } from "../mail/outbox-draft.ts";
import { HIDDEN_TOKEN } from "../mail/private-links.ts";
import type { Actor } from "./audit.ts";
import { normalizedAddress } from "./privacy.ts";
import { changed, staffChange, unchanged } from "./staff-change.ts";

export const MAILS_PER_PAGE = 50;

function stateWhere(state: MailState | null): SQL | undefined {
  if (state === "sent") return isNotNull(outgoingMails.sentAt);
  if (state === "failed") return isNotNull(outgoingMails.failedAt);
  if (state === "waiting") return and(isNull(outgoingMails.sentAt), isNull(outgoingMails.failedAt));
  return undefined;
}

export function mailStateOf(search: URLSearchParams): MailState | null {
  const state = search.get("state") ?? "";
  return (MAIL_STATES as readonly string[]).includes(state) ? (state as MailState) : null;
}

/** The text shows one of the recipient's links with its token hidden (mail/private-links.ts). */
const hidesLinks = sql<boolean>`strpos(${outgoingMails.text}, ${HIDDEN_TOKEN}) > 0`;

export async function outbox(state: MailState | null, page: number) {
  const where = stateWhere(state);
  const [total] = await db().select({ value: count() }).from(outgoingMails).where(where);
  const rows = await db()
    .select({
      id: outgoingMails.id,
      purpose: outgoingMails.purpose,
      recipient: outgoingMails.recipient,
      subject: outgoingMails.subject,
      attempts: outgoingMails.attempts,
      sentAt: outgoingMails.sentAt,
      failedAt: outgoingMails.failedAt,
      heldAt: outgoingMails.heldAt,
      lastError: outgoingMails.lastError,
      createdAt: outgoingMails.createdAt,
      leadId: outgoingMails.leadId,
      hidesLinks,
    })
    .from(outgoingMails)
    .where(where)
    .orderBy(desc(outgoingMails.createdAt), desc(outgoingMails.id))
    .limit(MAILS_PER_PAGE)
    .offset((page - 1) * MAILS_PER_PAGE);
  return {
    total: total?.value ?? 0,
    rows: rows.map(({ hidesLinks, ...row }) => ({ ...row, resend: mailResend(factsOf(row, hidesLinks)) })),
  };
}

/**
 * A mail's columns as staff work with them: everything but the recipient's one-use links, which the
 * outbox alone reads (mail/outbox-draft.ts), so no copy or forward can carry them anywhere.
 */
const MAIL_COLUMNS = {
  id: outgoingMails.id,
  leadId: outgoingMails.leadId,
  demandId: outgoingMails.demandId,
  purpose: outgoingMails.purpose,
  recipient: outgoingMails.recipient,
  replyTo: outgoingMails.replyTo,
  subject: outgoingMails.subject,
  text: outgoingMails.text,
  headers: outgoingMails.headers,
  attachments: outgoingMails.attachments,
  attempts: outgoingMails.attempts,
  sentAt: outgoingMails.sentAt,
  failedAt: outgoingMails.failedAt,
  heldAt: outgoingMails.heldAt,
  lastError: outgoingMails.lastError,
  createdAt: outgoingMails.createdAt,
};

export type OutboxMail = NonNullable<Awaited<ReturnType<typeof outgoingMail>>>;

export async function outgoingMail(id: number) {
  const [mail] = await db().select(MAIL_COLUMNS).from(outgoingMails).where(eq(outgoingMails.id, id));
  return mail;
}

type ResendColumns = Pick<OutboxMail, "sentAt" | "failedAt" | "heldAt" | "purpose" | "recipient">;

function factsOf(mail: ResendColumns, hidesLinks: boolean): MailResendFacts {
  return {
    view: mailView(mail),
    purpose: mail.purpose,
    hidesLinks,
    // An erasure replaces the address in someone else's mail with a marker that is no address.
    addressErased: normalizedAddress(mail.recipient.address) === null,
  };
}

/** What decides whether the mail may go again (domain/mail-resend.ts). */
export function resendFacts(mail: ResendColumns & Pick<OutboxMail, "text">): MailResendFacts {
  return factsOf(mail, mail.text.includes(HIDDEN_TOKEN));
}

/**
 * The mail, locked for a mail made from it (sent again, copied, forwarded), after locking the request
 * and the demand it belongs to, in the order an erasure locks them (admin/privacy.ts): an erasure
 * that comes meanwhile waits and then erases the new mail with the rest; one that came first leaves
 * no mail (undefined).
 */
export async function lockedMail(tx: Transaction, id: number): Promise<OutboxMail | undefined> {
  const [link] = await tx
    .select({ leadId: outgoingMails.leadId, demandId: outgoingMails.demandId })
    .from(outgoingMails)
    .where(eq(outgoingMails.id, id));
  if (!link) return undefined;
  if (link.leadId !== null) await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, link.leadId)).for("share");
  if (link.demandId !== null)
    await tx.select({ id: demands.id }).from(demands).where(eq(demands.id, link.demandId)).for("share");
  const [mail] = await tx.select(MAIL_COLUMNS).from(outgoingMails).where(eq(outgoingMails.id, id)).for("update");
  return mail;
}

/**
 * Sends a mail again: a failed one goes back in the queue, a sent one leaves again as a copy (same
 * recipient, reply address, subject, text, attachments and headers, kept with its request or demand,
 * so it is listed there and on the person's contact). The worker is woken to send it at once.
 */
export async function resendMail(id: number, actor: Actor): Promise<ResendResult> {
  const result = await staffChange<ResendResult>(actor, async (tx) => {
    const mail = await lockedMail(tx, id);
    if (!mail) return unchanged({ kind: "gone" });
    const resend = mailResend(resendFacts(mail));
    if (resend.way === "none") return unchanged({ kind: "refused", reason: resend.reason });
    if (resend.way === "requeue") {
      await tx
        .update(outgoingMails)
        .set({ failedAt: null, lastError: null, attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
        .where(eq(outgoingMails.id, id));
      return changed({ kind: "requeued" }, { action: "mail.resend", subject: `mail ${id}` }, { announces: false });
    }
    const [copy] = await tx
      .insert(outgoingMails)
      .values(
        outboxValues(
          {
            // Every row was written through outboxValues(): its purpose is one of MAIL_PURPOSES.
            purpose: mail.purpose as MailPurpose,
            recipient: mail.recipient,
            replyTo: mail.replyTo,
            subject: mail.subject,
            text: mail.text,
            headers: mail.headers,
            attachments: mail.attachments,
            ...(mail.demandId === null ? {} : { demandId: mail.demandId }),
          },
          { leadId: mail.leadId },
        ),
      )
      .returning({ id: outgoingMails.id });
    const mailId = copy?.id ?? 0;
    return changed(
      { kind: "copied", mailId },
      { action: "mail.copy", subject: `mail ${id}`, details: { mail: mailId } },
      { announces: false },
    );
  });
  if (result.kind === "requeued" || result.kind === "copied") wakeOutbox();
  return result;
}
