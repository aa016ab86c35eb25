// What anyone signed in may do to their own account, staff and owners alike: change the password
// (the current one first; other sessions end), choose the language, sign out. Wherever the current
// password is asked again, wrong ones slow that session down (sign-in-brake.ts).
import { and, eq, lt } from "drizzle-orm";
import { fill, fillCount } from "../../i18n/fill.ts";
import { isLanguage, type Language } from "../../i18n/languages.ts";
import { messagesFor } from "../../i18n/messages.server.ts";
import { audit } from "../admin/audit.ts";
import { sessions, users } from "../db/auth-schema.ts";
import { db } from "../db/client.ts";
import { leadSettings } from "../leads/lead-settings.ts";
import { logSecurityEvent } from "../security-log.ts";
import { auth, authRefusal } from "./auth.ts";
import { type PasswordProblem, passwordProblem } from "./password-rules.ts";
import type { SignedInUser } from "./session.ts";
import { sessionCookies } from "./session-cookies.ts";
import { clearWrongPasswords, passwordCheckWait, recordWrongPassword } from "./sign-in-brake.ts";

export type PasswordChange =
  | { headers: Headers }
  | { problem: PasswordProblem | "passwordWrong" }
  | { waitSeconds: number };

/**
 * Before the library checks the current password: the seconds this session must still wait after
 * its wrong ones (logged), or 0 to go ahead.
 */
export async function passwordCheckHeldBack(request: Request, user: SignedInUser): Promise<number> {
  const wait = await passwordCheckWait(leadSettings().secret, user.sessionToken);
  if (wait === 0) return 0;
  logSecurityEvent("password-check-slowed", new URL(request.url).pathname);
  return Math.ceil(wait / 1000);
}

/** The library refused the current password: logged, and counted against this session. */
export async function passwordCheckFailed(request: Request, user: SignedInUser): Promise<void> {
  logSecurityEvent("password-check-failed", new URL(request.url).pathname);
  await recordWrongPassword(leadSettings().secret, user.sessionToken);
}

/** The current password was right: this session starts afresh. */
export async function passwordCheckPassed(user: SignedInUser): Promise<void> {
  await clearWrongPasswords(leadSettings().secret, user.sessionToken);
}

/** "Too many failed attempts. Try again in …", as the sign-in page says it. */
export function waitInWords(language: Language, seconds: number): string {
  const m = messagesFor(language).login;
  return seconds < 120
    ? fillCount(language, m.tooManySeconds, seconds)
    : fill(m.tooManyMinutes, { count: Math.ceil(seconds / 60) });
}

/** The new session's cookie on success (the library replaces the session), or what is wrong. */
export async function changeOwnPassword(
  request: Request,
  user: SignedInUser,
  entered: { current: string; next: string; repeat: string },
): Promise<PasswordChange> {
  const problem = passwordProblem(entered.next, entered.repeat);
  if (problem) return { problem };
  const waitSeconds = await passwordCheckHeldBack(request, user);
  if (waitSeconds > 0) return { waitSeconds };
  try {
    const { headers } = await (await auth()).api.changePassword({
      body: { currentPassword: entered.current, newPassword: entered.next, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await passwordCheckPassed(user);
    await audit(user, { action: "account.password-changed", subject: `user ${user.id}` });
    return { headers: sessionCookies(headers) };
  } catch (error) {
    if (!(await authRefusal(error))) throw error;
    await passwordCheckFailed(request, user);
    return { problem: "passwordWrong" };
  }
}

export async function setOwnLanguage(user: SignedInUser, language: string): Promise<Language | null> {
  if (!isLanguage(language)) return null;
  await db().update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, user.id));
  await audit(user, { action: "account.language", subject: `user ${user.id}`, details: { language } });
  return language;
}

/** Ends this session (or all of the account's); the answer's cookie clears it in the browser. */
export async function signOut(request: Request, user: SignedInUser, everywhere = false): Promise<Headers> {
  if (everywhere) await (await auth()).api.revokeSessions({ headers: request.headers });
  await audit(user, { action: everywhere ? "sign-out.everywhere" : "sign-out" });
  const { headers } = await (await auth()).api.signOut({ headers: request.headers, returnHeaders: true });
  return sessionCookies(headers);
}

/**
 * Two-factor codes were just set up: the account's sessions made before, with the password alone,
 * end. From then on every session of an account with codes was made with a code, so what needs a
 * second factor (the exports of personal data) can trust its session to have given one.
 */
export async function endSessionsWithoutCode(user: SignedInUser, setUpAt: Date): Promise<void> {
  await db()
    .delete(sessions)
    .where(and(eq(sessions.userId, user.id), lt(sessions.createdAt, setUpAt)));
}
