// Security events, one line each on standard error, for whoever watches the server's log: a form's
// anti-automation refusing a submission, a limit reached, a sign-in failed or slowed (at one address,
// or an account guessed from many), a wrong two-factor code and the codes locked, a wrong current
// password on one's own account page and the wait it brings, a form posted from another site. What
// happened and where, never who: no address, no e-mail, nothing typed.
export type SecurityEvent =
  | "form-honeypot"
  | "form-token-refused"
  | "form-too-fast"
  | "form-captcha-refused"
  | "form-rate-limited"
  | "form-busy"
  | "form-held"
  | "confirmation-limited"
  | "sign-in-failed"
  | "sign-in-slowed"
  | "sign-in-account-slowed"
  | "two-factor-failed"
  | "two-factor-locked"
  | "password-check-failed"
  | "password-check-slowed"
  | "cross-site-post";

/** A path may be as long as the server takes: the first 200 characters say where. */
const MAX_WHERE = 200;

export function logSecurityEvent(event: SecurityEvent, where: string): void {
  console.error(`[security] ${event} ${where.slice(0, MAX_WHERE)}`);
}
