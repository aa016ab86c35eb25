// What anyone signed in may do to their own account, staff and owners alike: change the password
// (the current one first; other sessions end), choose the language, sign out.
import { eq } from "drizzle-orm";
import { isLanguage, type Language } from "../../i18n/languages.ts";
import { audit } from "../admin/audit.ts";
import { users } from "../db/auth-schema.ts";
import { db } from "../db/client.ts";
import { auth, authRefusal } from "./auth.ts";
import { type PasswordProblem, passwordProblem } from "./password-rules.ts";
import type { SignedInUser } from "./session.ts";
import { sessionCookies } from "./session-cookies.ts";

export type PasswordChange = { headers: Headers } | { problem: PasswordProblem | "passwordWrong" };

/** The new session's cookie on success (the library replaces the session), or what is wrong. */
export async function changeOwnPassword(
  request: Request,
  user: SignedInUser,
  entered: { current: string; next: string; repeat: string },
): Promise<PasswordChange> {
  const problem = passwordProblem(entered.next, entered.repeat);
  if (problem) return { problem };
  try {
    const { headers } = await (await auth()).api.changePassword({
      body: { currentPassword: entered.current, newPassword: entered.next, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await audit(user, { action: "account.password-changed", subject: `user ${user.id}` });
    return { headers: sessionCookies(headers) };
  } catch (error) {
    if (await authRefusal(error)) return { problem: "passwordWrong" };
    throw error;
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
