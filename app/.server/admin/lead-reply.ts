// A member of staff answers a request from its page: the text they type, with the greeting and the
// agency's signature in the requester's language, leaves through the outbox to the address the
// request came from (with the agency as Reply-To), so it is retried, listed with the request's mails
// and on the person's contact, and kept for their export. An address nobody proved (captcha not
// solved) is mailed only once staff confirm the request, like every other mail to it.
import { eq } from "drizzle-orm";
import { isLanguage } from "../../i18n/languages.ts";
import { leads, outgoingMails } from "../db/lead-schema.ts";
import { agencyAddress, greeting, signature, unconfirmedRecipient } from "../leads/lead-mails.ts";
import { wakeOutbox } from "../leads/outbox-signal.ts";
import { outboxValues } from "../mail/outbox-draft.ts";
import type { SiteSettings } from "../site-settings.ts";
import type { Actor } from "./audit.ts";
import { changed, staffChange, unchanged } from "./staff-change.ts";

export type LeadReplyResult =
  | { kind: "queued"; mailId: number; held: boolean }
  | { kind: "no-lead" }
  /** The request has no address any more (erased): there is nobody to write to. */
  | { kind: "no-address" };

export async function replyToLead(
  actor: Actor,
  leadId: number,
  reply: { subject: string; message: string },
  settings: SiteSettings,
): Promise<LeadReplyResult> {
  const result = await staffChange<LeadReplyResult>(actor, async (tx) => {
    const [lead] = await tx
      .select({ email: leads.email, name: leads.name, verified: leads.verified, language: leads.language })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return unchanged({ kind: "no-lead" });
    if (!lead.email) return unchanged({ kind: "no-address" });
    const language = isLanguage(lead.language) ? lead.language : settings.fallback;
    const name = lead.verified ? (lead.name ?? "") : "";
    const recipient = lead.verified
      ? { name, address: lead.email }
      : unconfirmedRecipient({ name, address: lead.email });
    const [mail] = await tx
      .insert(outgoingMails)
      .values(
        outboxValues(
          {
            purpose: "staff-reply",
            recipient,
            replyTo: agencyAddress(settings),
            subject: reply.subject,
            text: [greeting(name, language), "", reply.message, "", actor.name, signature(settings, language)].join(
              "\n",
            ),
            held: !lead.verified,
          },
          { leadId },
        ),
      )
      .returning({ id: outgoingMails.id });
    const mailId = mail?.id ?? 0;
    // The words stay out of the log, as a note's do: the outbox row holds them for the person's export.
    return changed(
      { kind: "queued", mailId, held: !lead.verified },
      { action: "lead.reply", subject: `lead ${leadId}`, details: { mail: mailId, length: reply.message.length } },
      { announces: false },
    );
  });
  if (result.kind === "queued" && !result.held) wakeOutbox();
  return result;
}
