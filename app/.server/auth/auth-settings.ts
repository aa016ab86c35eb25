// What the site's sign-in is set up with: its timeouts and the options of its better-auth instance.
import type { Database } from "../db/client.ts";

export const IDLE_TIMEOUT_SECONDS = 2 * 60 * 60;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** A password-reset link works once, within the hour. */
export const RESET_LINK_SECONDS = 60 * 60;

export interface AuthOptions {
  db: Database;
  /** The site's FORM_SECRET (or the one kept beside the data): the auth secret is derived from it. */
  secret: string;
  /** The public origin: https makes the cookie `__Host-` and Secure. */
  origin: string;
}
