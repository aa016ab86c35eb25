// The better-auth instance of the site (see auth.ts for what it does and why it loads late).
import { createHmac } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import { href } from "../../i18n/links.ts";
import { accounts, sessions, twoFactors, users, verifications } from "../db/auth-schema.ts";
import { publicOrigin } from "../public-origin.ts";
import { accountLanguage, queueAccountMail } from "./account-mails.ts";
import { type AuthOptions, IDLE_TIMEOUT_SECONDS, RESET_LINK_SECONDS } from "./auth-settings.ts";
import { endOlderPasswordLinks, PASSWORD_LINK, storedPasswordLinkIdentifier } from "./password-links.ts";

/** The session's cookie: `__Host-` prefixed over https, plain on a local http start. */
export function sessionCookieName(https: boolean): string {
  return https ? "__Host-session" : "session";
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
    // One-use tokens (reset links, invitations, two-factor steps) are kept as hashes only; a password
    // link keeps its purpose in clear beside the hash, so a new one can end the user's older ones.
    verification: {
      storeIdentifier: {
        default: "hashed",
        overrides: { [`${PASSWORD_LINK}:`]: { hash: async (identifier) => storedPasswordLinkIdentifier(identifier) } },
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 10,
      maxPasswordLength: 200,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      // A new password ends every session: whoever knew the old one is signed out.
      revokeSessionsOnPasswordReset: true,
      // Not awaited: an address with an account must not answer slower than one without. The new
      // link ends the older ones (and an invitation still open): only the last one mailed works.
      sendResetPassword: async ({ user, token }) => {
        const language = accountLanguage((user as { language?: string }).language);
        void endOlderPasswordLinks(user.id, token)
          .then(() =>
            queueAccountMail({
              kind: "reset",
              to: { name: user.name, address: user.email },
              language,
              link: `${publicOrigin()}${href("setPassword", language, { token })}`,
              token,
            }),
          )
          .catch((error: unknown) => console.error(`reset mail: ${error instanceof Error ? error.message : error}`));
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
    // Time-based one-time codes (RFC 6238) for staff; required for managers (session.ts). Wrong codes
    // lock the account's codes in two-factor-lock.ts, which leaves the backup codes open: the
    // library's own lock would refuse those too.
    plugins: [twoFactor({ issuer: "Immo", twoFactorCookieMaxAge: 10 * 60, accountLockout: { enabled: false } })],
    // Guessing is slowed by the site's own per-account and per-address delays (sign-in.ts).
    rateLimit: { enabled: false },
    // Every cookie the library sets (the session, the two-factor step, the session cache and "don't
    // remember me" it expires on the way out, and any it adds later) is `__Host-` prefixed and Secure
    // over https, plain on a local http start. The library's own `__Secure-` prefix stays off: its
    // names would not be `__Host-`.
    advanced: {
      useSecureCookies: false,
      cookiePrefix: https ? "__Host-auth" : "auth",
      defaultCookieAttributes: { secure: https },
      cookies: {
        session_token: { name: sessionCookieName(https), attributes: { secure: https } },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
