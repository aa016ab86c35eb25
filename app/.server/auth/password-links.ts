// Links that set a password (an invitation, a reset): the library keeps them among its one-use
// tokens (one-use-token.ts), under an identifier whose purpose stays readable, so that the link
// mailed last is the only one that works.
import { createHash } from "node:crypto";
import { and, eq, like, ne } from "drizzle-orm";
import { verifications } from "../db/auth-schema.ts";
import { db } from "../db/client.ts";

/** The purpose of a link that sets a password: an invitation or a reset (the library's own name). */
export const PASSWORD_LINK = "reset-password";

/**
 * How a password link's identifier is stored: its purpose in clear, the token as a SHA-256 hash.
 * The purpose stays readable so that a user's older password links can be found and ended when a new
 * one is sent (endOlderPasswordLinks); the token itself is never stored.
 */
export function storedPasswordLinkIdentifier(identifier: string): string {
  return `${PASSWORD_LINK}:${createHash("sha256").update(identifier).digest("base64url")}`;
}

/**
 * A new password link ends the user's older ones (invitation or reset alike), so only the link last
 * sent works. Without `keepToken`, every password link of the user ends (their address changed: a
 * link sent to the old one must not set the password any more).
 */
export async function endOlderPasswordLinks(userId: string, keepToken?: string): Promise<void> {
  const v = verifications;
  await db()
    .delete(v)
    .where(
      and(
        eq(v.value, userId),
        like(v.identifier, `${PASSWORD_LINK}:%`),
        keepToken ? ne(v.identifier, storedPasswordLinkIdentifier(`${PASSWORD_LINK}:${keepToken}`)) : undefined,
      ),
    );
}
