/** Where a mail of the outbox stands: refused for good, still to leave (or retrying), or sent. */
export const MAIL_STATES = ["failed", "waiting", "sent"] as const;
export type MailState = (typeof MAIL_STATES)[number];
