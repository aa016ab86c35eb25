// A mail as the site composes it, and the outbox row it becomes. Every mail the site owes is written
// through outboxValues(), so what keeps a recipient's one-use links out of the stored text holds for
// every kind of mail, and a new kind must be named in MAIL_PURPOSES.
import type { MailAddress, MailAttachment } from "../db/lead-schema.ts";
import type { PrivateLink } from "./private-links.ts";

/** Every kind of mail the site sends: the outbox's `purpose`. */
export const MAIL_PURPOSES = [
  "agency-notification",
  "visitor-confirmation",
  "friend",
  "newsletter-confirmation",
  "demand-confirmation",
  "demand-match",
  "follow-confirmation",
  "follow-news",
  "visit-cancellation",
  "visit-confirmation",
  "visit-move",
  "staff-reply",
  "staff-forward",
  "owner-summary",
  "account-invitation",
  "account-reset",
  "account-email-change",
] as const;
export type MailPurpose = (typeof MAIL_PURPOSES)[number];

/** Mails to the address a visitor typed, before anyone proved it is theirs: limited per address a day. */
export const CONFIRMATION_PURPOSES: readonly MailPurpose[] = [
  "visitor-confirmation",
  "newsletter-confirmation",
  "demand-confirmation",
  "follow-confirmation",
];

export interface MailDraft {
  purpose: MailPurpose;
  recipient: MailAddress;
  replyTo?: MailAddress | null;
  subject: string;
  /** What staff may read: a private link stands in it as its `shown` form. */
  text: string;
  /** The recipient's one-use links, in the order they stand in `text`. */
  privateLinks?: PrivateLink[];
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  demandId?: number;
  /** Kept in the outbox, unsent, until staff confirm the lead (a mail to an address nobody proved). */
  held?: boolean;
}

export function outboxValues(draft: MailDraft, about: { leadId?: number | null; now?: Date } = {}) {
  const privateLinks = draft.privateLinks ?? [];
  for (const { shown, link } of privateLinks) {
    if (draft.text.includes(link) || !draft.text.includes(shown))
      throw new Error(`A ${draft.purpose} mail must show its private link without the token.`);
  }
  return {
    leadId: about.leadId ?? null,
    demandId: draft.demandId ?? null,
    purpose: draft.purpose,
    recipient: draft.recipient,
    replyTo: draft.replyTo ?? null,
    subject: draft.subject,
    text: draft.text,
    privateLinks: privateLinks.length > 0 ? privateLinks : null,
    headers: draft.headers ?? {},
    attachments: draft.attachments ?? [],
    heldAt: draft.held ? (about.now ?? new Date()) : null,
  };
}
