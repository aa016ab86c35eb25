// A member of staff forwards a mail of the outbox to an address they type (a colleague, the owner,
// the notary): a new mail, in their language, with their short message above the original's header
// lines and text, and the attachments. It carries the text as staff read it, with the recipient's
// one-use links still hidden, and neither those links nor the original's headers (an unsubscribe
// link is the recipient's own): nothing of the recipient's access goes to another address. It stays
// with the original's request or demand, so it is listed there and erased with the person's data.
import type { MailForward } from "../../domain/admin-forms/mail-forms.ts";
import { dateTimeFormat } from "../../i18n/dates.ts";
import { fill } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import { ADMIN_MAILS_MESSAGES } from "../../i18n/messages/admin-mails.ts";
import { type MailAddress, outgoingMails } from "../db/lead-schema.ts";
import { agencyAddress } from "../leads/lead-mails.ts";
import { wakeOutbox } from "../leads/outbox-signal.ts";
import { type MailDraft, outboxValues } from "../mail/outbox-draft.ts";
import type { SiteSettings } from "../site-settings.ts";
import type { Actor } from "./audit.ts";
import { lockedMail, type OutboxMail } from "./outbox.ts";
import { changed, staffChange, unchanged } from "./staff-change.ts";

export interface ForwardContext {
  /** The staff member's language: the subject's prefix and the header lines are written in it. */
  language: Language;
  settings: SiteSettings;
  /** Who answers the forward: the staff member who sent it. */
  replyTo: MailAddress;
}

export type ForwardResult = { kind: "forwarded"; mailId: number } | { kind: "gone" };

function written(address: MailAddress): string {
  return address.name ? `${address.name} <${address.address}>` : address.address;
}

/** The forward as it leaves: no private links, no headers of the original's. */
export function forwardDraft(
  mail: Pick<
    OutboxMail,
    "recipient" | "replyTo" | "subject" | "text" | "attachments" | "sentAt" | "createdAt" | "demandId"
  >,
  forward: MailForward,
  staffName: string,
  context: ForwardContext,
): MailDraft {
  const t = ADMIN_MAILS_MESSAGES[context.language].forwardMail;
  const date = dateTimeFormat(context.language, { dateStyle: "long", timeStyle: "short" });
  const original = [
    t.separator,
    `${t.from} ${written(agencyAddress(context.settings))}`,
    `${t.date} ${date.format(mail.sentAt ?? mail.createdAt)}`,
    `${t.subjectLine} ${mail.subject}`,
    `${t.to} ${written(mail.recipient)}`,
    ...(mail.replyTo ? [`${t.replyTo} ${written(mail.replyTo)}`] : []),
    ...(mail.attachments.length > 0
      ? [`${t.attachments} ${mail.attachments.map((attachment) => attachment.filename).join(", ")}`]
      : []),
  ];
  return {
    purpose: "staff-forward",
    recipient: { name: "", address: forward.to },
    replyTo: context.replyTo,
    subject: fill(t.subject, { subject: mail.subject }),
    text: [...(forward.note ? [forward.note, "", staffName, ""] : []), ...original, "", mail.text].join("\n"),
    attachments: mail.attachments,
    ...(mail.demandId === null ? {} : { demandId: mail.demandId }),
  };
}

/** Forwards the mail; the audit line keeps the two mails' ids and the message's length, not its words nor the address. */
export async function forwardMail(
  actor: Actor,
  id: number,
  forward: MailForward,
  context: ForwardContext,
): Promise<ForwardResult> {
  const result = await staffChange<ForwardResult>(actor, async (tx) => {
    const mail = await lockedMail(tx, id);
    if (!mail) return unchanged({ kind: "gone" });
    const [row] = await tx
      .insert(outgoingMails)
      .values(outboxValues(forwardDraft(mail, forward, actor.name, context), { leadId: mail.leadId }))
      .returning({ id: outgoingMails.id });
    const mailId = row?.id ?? 0;
    return changed(
      { kind: "forwarded", mailId },
      { action: "mail.forward", subject: `mail ${id}`, details: { mail: mailId, length: forward.note?.length ?? 0 } },
      { announces: false },
    );
  });
  if (result.kind === "forwarded") wakeOutbox();
  return result;
}
