// A random token for a link that works once and until it expires (invitation, e-mail change). It is
// kept in the library's verifications table under "<purpose>:<token>", hashed (auth.ts), so the
// library's own reset and the site's links share one store and one clean-up.
import { randomBytes } from "node:crypto";
import { auth } from "./auth.ts";

/** What oneUseToken makes: 24 random bytes in base64url. Anything else in a link is no token. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

export function isOneUseToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
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
