// One sign-in attempt: the library checks the password (an unknown address costs the same hash
// time as a wrong password) and makes a new session; a deactivated account's session is ended at
// once and the attempt fails like any other. An account with two-factor codes gets no session yet:
// a short-lived signed cookie holds the half-done sign-in until the code from the app is given; ten
// wrong codes in a row lock the codes from the app for a while, but not the backup codes
// (two-factor-lock.ts).
import { audit } from "../admin/audit.ts";
import type { UserRole } from "../db/auth-schema.ts";
import { auth, authRefusal, endSession } from "./auth.ts";
import { sessionCookies } from "./session-cookies.ts";
import { clearWrongCodes, codesLockedUntil, countWrongCode, pendingSignInUser } from "./two-factor-lock.ts";
import { firstUseOfCode } from "./used-two-factor-codes.ts";

export interface SignedIn {
  kind: "signed-in";
  role: UserRole;
  /** The language the account chose (its portal and mails speak it). */
  language: string;
  headers: Headers;
}

export type SignInResult = SignedIn | { kind: "code-needed"; headers: Headers };

interface SignedInUser {
  id: string;
  name: string;
  role?: unknown;
  active?: unknown;
  language?: unknown;
}

async function finish(
  request: Request,
  token: string,
  user: SignedInUser,
  headers: Headers,
  how: string,
): Promise<SignedIn | null> {
  if (user.active === false) {
    await endSession(token);
    return null;
  }
  // A sign-in on a browser that still held a session ends that one: only the new token is good.
  const held = await (await auth()).api.getSession({ headers: request.headers, query: { disableRefresh: true } });
  if (held && held.session.token !== token) await endSession(held.session.token);
  await audit({ id: user.id, name: user.name }, { action: "sign-in", subject: `user ${user.id}`, details: { how } });
  const language = typeof user.language === "string" ? user.language : "nl";
  return { kind: "signed-in", role: user.role as UserRole, language, headers: sessionCookies(headers) };
}

export async function signIn(request: Request, email: string, password: string): Promise<SignInResult | null> {
  try {
    const { headers, response } = await (await auth()).api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    if ("twoFactorRedirect" in response) return { kind: "code-needed", headers: sessionCookies(headers) };
    return await finish(request, response.token, response.user, headers, "password");
  } catch (error) {
    if (await authRefusal(error)) return null;
    throw error;
  }
}

/**
 * The codes from the app are locked until `until`: by this wrong code (the tenth in a row), or
 * earlier. A backup code still lets in.
 */
export interface CodesLocked {
  kind: "locked";
  until: Date;
  byThisCode: boolean;
}

export type CodeResult = SignedIn | CodesLocked | "wrong" | "expired" | "used";

/**
 * The second step: a six-digit code from the app (each lets in once), or one of the backup codes
 * (used once). A code accepted before is refused after the library accepted it again: its session
 * is ended at once, and the half-done sign-in is over, so the password is asked again. Wrong codes
 * are counted per account; while the codes from the app are locked, they are not even checked.
 */
export async function signInWithCode(request: Request, code: string): Promise<CodeResult> {
  const compact = code.replace(/\s+/g, "");
  const timeBased = /^\d{6}$/.test(compact);
  const userId = await pendingSignInUser(request);
  // No half-done sign-in any more (its ten minutes are over, or it never was): start again.
  if (!userId) return "expired";
  if (timeBased) {
    const until = await codesLockedUntil(userId);
    if (until) return { kind: "locked", until, byThisCode: false };
  }
  try {
    const { headers, response } = timeBased
      ? await (await auth()).api.verifyTOTP({ body: { code: compact }, headers: request.headers, returnHeaders: true })
      : await (await auth()).api.verifyBackupCode({
          body: { code: compact },
          headers: request.headers,
          returnHeaders: true,
        });
    if (timeBased && !(await firstUseOfCode(response.user.id, compact))) {
      await endSession(response.token ?? "");
      return "used";
    }
    await clearWrongCodes(userId);
    return (await finish(request, response.token ?? "", response.user, headers, "two-factor")) ?? "expired";
  } catch (error) {
    const refusal = await authRefusal(error);
    if (!refusal) throw error;
    const reason = String(refusal.body?.code);
    // Too many codes for this half-done sign-in, or it is over: start again.
    if (/TOO_MANY|INVALID_TWO_FACTOR_COOKIE/.test(reason)) return "expired";
    if (!/^INVALID(_BACKUP)?_CODE$/.test(reason)) return "wrong";
    const until = await countWrongCode(userId);
    return until ? { kind: "locked", until, byThisCode: true } : "wrong";
  }
}
