// Whether a mail of the outbox can be sent again from the back office, and how. A failed mail goes
// back in the queue as it was (its links, if any, never reached anyone). A sent mail is sent again as
// a copy, a new outbox row, so the history keeps both; but not when it carried the recipient's
// one-use links (a password, sign-in, confirmation or unsubscribe link): those left with the mail and
// are not kept, and a link already used must not be handed out again. A mail still on its way has
// nothing to resend, and a held one waits for a person to confirm an address nobody proved: a copy
// would go round that hold. A mail whose address was erased has nobody left to go to.

/** Where a mail stands, as the back office shows it. */
export type MailView = "sent" | "failed" | "held" | "waiting";

export function mailView(mail: { sentAt: unknown; failedAt: unknown; heldAt: unknown }): MailView {
  if (mail.sentAt) return "sent";
  if (mail.failedAt) return "failed";
  return mail.heldAt ? "held" : "waiting";
}

export type ResendRefusal = "waiting" | "held" | "privateLinks" | "erased";

export type MailResend = { way: "requeue" } | { way: "copy" } | { way: "none"; reason: ResendRefusal };

/** What sending a mail again came to. */
export type ResendResult =
  /** A failed mail is back in the queue, as new. */
  | { kind: "requeued" }
  /** A sent mail leaves again as a new row of the outbox. */
  | { kind: "copied"; mailId: number }
  | { kind: "refused"; reason: ResendRefusal }
  /** No such mail (any more: erased with its person). */
  | { kind: "gone" };

export interface MailResendFacts {
  view: MailView;
  /** The outbox's purpose: account mails carry a one-use link by their nature. */
  purpose: string;
  /** The text shows a link of the recipient's with its token hidden. */
  hidesLinks: boolean;
  /** The recipient's address is no address any more (erased from someone else's mail). */
  addressErased: boolean;
}

export function mailResend(facts: MailResendFacts): MailResend {
  if (facts.view === "waiting" || facts.view === "held") return { way: "none", reason: facts.view };
  if (facts.addressErased) return { way: "none", reason: "erased" };
  if (facts.view === "failed") return { way: "requeue" };
  if (facts.purpose.startsWith("account-") || facts.hidesLinks) return { way: "none", reason: "privateLinks" };
  return { way: "copy" };
}
