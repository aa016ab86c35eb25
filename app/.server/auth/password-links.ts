// Links that set a password (an invitation, a reset): the library keeps them among its one-use
// tokens (one-use-token.ts), under an identifier whose purpose stays readable, so that the link
// mailed last is the only one that works.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, like, ne } from "drizzle-orm";
import { verifications } from "../db/auth-schema.ts";
import { type Database, db, type Transaction } from "../db/client.ts";

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
export async function endOlderPasswordLinks(
  userId: string,
  keepToken?: string,
  database: Database | Transaction = db(),
): Promise<void> {
  const v = verifications;
  await database
    .delete(v)
    .where(
      and(
        eq(v.value, userId),
        like(v.identifier, `${PASSWORD_LINK}:%`),
        keepToken ? ne(v.identifier, storedPasswordLinkIdentifier(`${PASSWORD_LINK}:${keepToken}`)) : undefined,
      ),
    );
}

/**
 * A new password link for the user, stored as the library stores one (storedPasswordLinkIdentifier)
 * but written through `database`, so that it belongs to the transaction of the change that sends it
 * (an invitation): a link is never kept for an account or a mail that was rolled back.
 */
export async function storePasswordLink(
  userId: string,
  validMs: number,
  database: Database | Transaction,
): Promise<string> {
  // As oneUseToken makes one (its shape is what isOneUseToken accepts); that one stores it through the
  // library, outside any transaction of ours.
  const token = randomBytes(24).toString("base64url");
  await database.insert(verifications).values({
    id: randomUUID(),
    identifier: storedPasswordLinkIdentifier(`${PASSWORD_LINK}:${token}`),
    value: userId,
    expiresAt: new Date(Date.now() + validMs),
  });
  return token;
}
