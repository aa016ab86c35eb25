// The mail outbox as the agency sees it: each mail's state (sent, waiting, failed), its attempts and
// last error; a failed one can be sent again (after the mail server or the address was fixed); a
// mail can be read as it was sent.
import { and, count, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { MAIL_STATES, type MailState } from "../../domain/mail-state.ts";
import { db } from "../db/client.ts";
import { outgoingMails } from "../db/lead-schema.ts";
import { wakeOutbox } from "../leads/outbox-signal.ts";
import type { Actor } from "./audit.ts";
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
    })
    .from(outgoingMails)
    .where(where)
    .orderBy(desc(outgoingMails.createdAt), desc(outgoingMails.id))
    .limit(MAILS_PER_PAGE)
    .offset((page - 1) * MAILS_PER_PAGE);
  return { total: total?.value ?? 0, rows };
}

export async function outgoingMail(id: number) {
  const [mail] = await db().select().from(outgoingMails).where(eq(outgoingMails.id, id));
  return mail;
}

/** A failed mail goes back in the queue, as new; the worker is woken to try it at once. */
export async function resendMail(id: number, actor: Actor): Promise<boolean> {
  const resent = await staffChange(actor, async (tx) => {
    const rows = await tx
      .update(outgoingMails)
      .set({ failedAt: null, lastError: null, attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
      .where(and(eq(outgoingMails.id, id), isNotNull(outgoingMails.failedAt)))
      .returning({ id: outgoingMails.id });
    if (rows.length === 0) return unchanged(false);
    return changed(true, { action: "mail.resend", subject: `mail ${id}` }, { announces: false });
  });
  if (resent) wakeOutbox();
  return resent;
}
