// A random token for a link that works once and until it expires (invitation, e-mail change). It is
// kept in the library's verifications table under "<purpose>:<token>", hashed (auth.ts), so the
// library's own reset and the site's links share one store and one clean-up.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, like, ne } from "drizzle-orm";
import { verifications } from "../db/auth-schema.ts";
import { db } from "../db/client.ts";
import { auth } from "./auth.ts";

/** What oneUseToken makes: 24 random bytes in base64url. Anything else in a link is no token. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

/** The purpose of a link that sets a password: an invitation or a reset (the library's own name). */
export const PASSWORD_LINK = "reset-password";

export function isOneUseToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/**
 * How a password link's identifier is stored: its purpose in clear, the token as a SHA-256 hash.
 * The purpose stays readable so that a user's older password links can be found and ended when a new
 * one is sent (endOlderPasswordLinks); the token itself is never stored.
 */
export function storedPasswordLinkIdentifier(identifier: string): string {
  return `${PASSWORD_LINK}:${createHash("sha256").update(identifier).digest("base64url")}`;
}

export async function oneUseToken(purpose: string, value: string, validMs: number): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  const context = await (await auth()).$context;
  await context.internalAdapter.createVerificationValue({
    identifier: `${purpose}:${token}`,
    value,
    expiresAt: new Date(Date.now() + validMs),
  });
  return token;
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
