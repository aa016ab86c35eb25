// Sign-in for staff and owners on better-auth (decision in DESIGN.md): e-mail and password only, no
// self sign-up (accounts are invited or made with `npm run user:add`), passwords hashed with scrypt
// (memory-hard), sessions in PostgreSQL so every instance accepts them. The session cookie is
// HttpOnly and SameSite=Lax; over https it is `__Host-` prefixed and Secure, on a local http start
// plain. Sessions end after two idle hours (each use within them extends it) and, whatever the use,
// twelve hours after sign-in (checked where the session is read: session.ts).
import { createHmac } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq } from "drizzle-orm";
import { href } from "../../i18n/links.ts";
import { accounts, sessions, twoFactors, users, verifications } from "../db/auth-schema.ts";
import { type Database, db } from "../db/client.ts";
import { publicOrigin } from "../public-origin.ts";
import { accountLanguage, queueAccountMail } from "./account-mails.ts";

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

export function createAuth(options: AuthOptions) {
  const https = options.origin.startsWith("https://");
  return betterAuth({
    appName: "agency-site",
    baseURL: options.origin,
    basePath: "/api/auth",
    // Its own key, so a leak of one use of the site secret does not open the other.
    secret: createHmac("sha256", options.secret).update("auth").digest("base64url"),
    telemetry: { enabled: false },
    database: drizzleAdapter(options.db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    // One-use tokens (reset links, invitations, two-factor steps) are kept as hashes only.
    verification: { storeIdentifier: "hashed" },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 10,
      maxPasswordLength: 200,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      // A new password ends every session: whoever knew the old one is signed out.
      revokeSessionsOnPasswordReset: true,
      // Not awaited: an address with an account must not answer slower than one without.
      sendResetPassword: async ({ user, token }) => {
        const language = accountLanguage((user as { language?: string }).language);
        void queueAccountMail({
          kind: "reset",
          to: { name: user.name, address: user.email },
          language,
          link: `${publicOrigin()}${href("setPassword", language, { token })}`,
        }).catch((error: unknown) => console.error(`reset mail: ${error instanceof Error ? error.message : error}`));
      },
    },
    user: {
      additionalFields: {
        role: { type: "string", required: true, input: false },
        active: { type: "boolean", required: false, input: false, defaultValue: true },
        language: { type: "string", required: false, input: false, defaultValue: "nl" },
      },
    },
    session: { expiresIn: IDLE_TIMEOUT_SECONDS, updateAge: 5 * 60 },
    // Time-based one-time codes (RFC 6238) for staff; required for managers (session.ts).
    plugins: [twoFactor({ issuer: "Immo", twoFactorCookieMaxAge: 10 * 60 })],
    // Guessing is slowed by the site's own per-account and per-address delays (sign-in.ts).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: false,
      cookies: {
        session_token: { name: https ? "__Host-session" : "session", attributes: { secure: https } },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

let current: Auth | undefined;

/** Set once at start-up (server/http-app.ts). */
export function setAuth(auth: Auth): void {
  current = auth;
}

export function auth(): Auth {
  if (!current) throw new Error("Authentication is not set up: setAuth() must run at start-up.");
  return current;
}

/** Ends one session wherever it is used: its row goes, so no instance accepts its cookie again. */
export async function endSession(token: string): Promise<void> {
  await db().delete(sessions).where(eq(sessions.token, token));
}
