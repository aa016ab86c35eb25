// A session made on the server for a spec's own account: the rows a sign-in with the form leaves
// (the session, and for two-factor staff the confirmed codes) and the signed cookie the browser gets,
// written straight into the database of the server under test. The sign-in form itself is covered
// by the specs about it (accounts, account-flows, admin-frame); the other specs need a signed-in
// person, not three more slow password hashes each. The server checks the cookie and the rows with
// the library's own code, so a session made wrongly here is refused there.
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import * as authCrypto from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { sessionCookieName } from "../../app/.server/auth/auth-instance.ts";
import { IDLE_TIMEOUT_SECONDS } from "../../app/.server/auth/auth-settings.ts";
import { sessions, twoFactors, users } from "../../app/.server/db/auth-schema.ts";
import { serverFormSecret, testDb } from "./e2e-database.ts";
import { base32Encode } from "./totp.ts";

// The library's own encryption of stored codes, so the server reads them as its own: exported by the
// module, though left out of its type declarations.
const { symmetricEncrypt } = authCrypto as unknown as {
  symmetricEncrypt: (options: { key: string; data: string }) => Promise<string>;
};

function authSecret(): string {
  // As the server derives it from FORM_SECRET (auth-instance.ts).
  return createHmac("sha256", serverFormSecret()).update("auth").digest("base64url");
}

function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set: run the specs through playwright.config.ts (global setup).");
  return url;
}

/** The session cookie for a new session of this user, as the browser would keep it after signing in. */
export async function sessionCookie(userId: string): Promise<{ name: string; value: string; url: string }> {
  const token = randomBytes(24).toString("base64url");
  const now = new Date();
  await testDb()
    .insert(sessions)
    .values({
      id: randomUUID(),
      token,
      userId,
      expiresAt: new Date(now.getTime() + IDLE_TIMEOUT_SECONDS * 1000),
      createdAt: now,
      updatedAt: now,
    });
  // Signed as the library signs cookies: HMAC-SHA256, in base64.
  const signed = `${token}.${createHmac("sha256", authSecret()).update(token).digest("base64")}`;
  return { name: sessionCookieName(baseUrl().startsWith("https:")), value: encodeURIComponent(signed), url: baseUrl() };
}

/**
 * Confirmed two-factor codes for the account, as the account page leaves them: the key (base32, what
 * an authenticator app scans) and ten backup codes.
 */
export async function confirmedTwoFactor(userId: string): Promise<{ key: string; backupCodes: string[] }> {
  const secret = authCrypto.generateRandomString(32);
  const backupCodes = Array.from({ length: 10 }, () => {
    const code = authCrypto.generateRandomString(10, "a-z", "0-9", "A-Z");
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
  await testDb()
    .insert(twoFactors)
    .values({
      id: randomUUID(),
      userId,
      secret: await symmetricEncrypt({ key: authSecret(), data: secret }),
      backupCodes: await symmetricEncrypt({ key: authSecret(), data: JSON.stringify(backupCodes) }),
      verified: true,
    });
  await testDb().update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
  // What the QR code carries: the secret's bytes in base32.
  return { key: base32Encode(Buffer.from(secret)), backupCodes };
}

/**
 * Signs the user in for the browser context (or page): a session made on the server, its cookie put
 * in the context, which its pages and its `request` share. With `twoFactor`, the account's codes are
 * set up first; their key is returned.
 */
export async function signInOnServer(
  target: BrowserContext | Page,
  userId: string,
  options: { twoFactor?: boolean } = {},
): Promise<{ key: string; backupCodes: string[] }> {
  let codes = { key: "", backupCodes: [] as string[] };
  if (options.twoFactor) {
    codes = await confirmedTwoFactor(userId);
  }
  const context = "context" in target ? target.context() : target;
  await context.addCookies([await sessionCookie(userId)]);
  return codes;
}
