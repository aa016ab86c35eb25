// What the staff member's own account page does with each of its forms: set up, confirm and turn
// off two-factor codes, change the password, ask for a new e-mail address, choose the language.
// Each form that asks for the current password again is held back after wrong ones (sign-in
// brake). The answer is what the page shows, a redirect carrying the new session's cookie (the
// library replaces the session when codes or the password change), or a request no page sends.
import { z } from "zod";
import type { QrPath } from "../../shared/qr-path.ts";
import { auth, authRefusal } from "../auth/auth.ts";
import { requestEmailChange } from "../auth/email-change.ts";
import {
  changeOwnPassword,
  endSessionsWithoutCode,
  passwordCheckFailed,
  passwordCheckHeldBack,
  passwordCheckPassed,
  setOwnLanguage,
  waitInWords,
} from "../auth/own-account.ts";
import { MAX_PASSWORD_LENGTH } from "../auth/password-rules.ts";
import { qrPath } from "../auth/qr-code.ts";
import type { SignedInUser } from "../auth/session.ts";
import { sessionCookies } from "../auth/session-cookies.ts";
import { firstUseOfCode } from "../auth/used-two-factor-codes.ts";
import { siteData } from "../site-settings.ts";
import { audit } from "./audit.ts";

/**
 * What replaced the session (the library makes a new one and ends the old): answered with a redirect
 * carrying the new cookie, so the page that follows is read with it, with or without JavaScript.
 */
export const AFTER_REDIRECT = ["twoFactorEnabled", "twoFactorDisabled", "passwordChanged"] as const;
export type AfterRedirect = (typeof AFTER_REDIRECT)[number];

/** The page's notice after such a redirect (`?done=`), or null for anything else. */
export function doneAfterRedirect(value: string | null): AfterRedirect | null {
  return (AFTER_REDIRECT as readonly (string | null)[]).includes(value) ? (value as AfterRedirect) : null;
}

export type AccountProblem =
  | "passwordWrong"
  | "codeWrong"
  | "emailInvalid"
  | "passwordTooShort"
  | "passwordsDiffer"
  | "passwordCommon"
  | "passwordWait";

/** What the page shows after a form: done, or the form's problem. */
export type AccountAnswer =
  | { done: "twoFactorSetup"; qr: QrPath; key: string; backupCodes: string[] }
  | { done: "emailLinkSent" | "languageSaved" }
  /** `form` is the intent of the form it belongs to; `wait` how long to wait, in words, for "passwordWait". */
  | { problem: AccountProblem; form: string; wait?: string };

export type AccountStep =
  | { kind: "answer"; answer: AccountAnswer; status: 200 | 400 | 429; retryAfterSeconds?: number }
  | { kind: "redirect"; done: AfterRedirect; headers: Headers }
  /** No form of the page sends this (an unknown intent or language, a manager turning codes off). */
  | { kind: "badRequest"; reason: string };

/** The forms that ask for the current password (the password change counts its own in own-account.ts). */
const PASSWORD_CHECKED: readonly string[] = ["two-factor-start", "two-factor-disable", "email"];

export async function changeOwnStaffAccount(
  request: Request,
  user: SignedInUser,
  form: FormData,
): Promise<AccountStep> {
  const actor = { id: user.id, name: user.name };
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, MAX_PASSWORD_LENGTH) : "";
  };
  const intent = text("intent");
  const answer = (value: AccountAnswer): AccountStep => ({ kind: "answer", answer: value, status: 200 });
  const fail = (problem: AccountProblem): AccountStep => ({
    kind: "answer",
    answer: { problem, form: intent },
    status: 400,
  });
  const mustWait = (seconds: number): AccountStep => ({
    kind: "answer",
    answer: { problem: "passwordWait", form: intent, wait: waitInWords(user.language, seconds) },
    status: 429,
    retryAfterSeconds: seconds,
  });
  const redirect = (done: AfterRedirect, headers: Headers | undefined): AccountStep => ({
    kind: "redirect",
    done,
    headers: sessionCookies(headers),
  });
  if (PASSWORD_CHECKED.includes(intent)) {
    const seconds = await passwordCheckHeldBack(request, user);
    if (seconds > 0) return mustWait(seconds);
  }
  try {
    switch (intent) {
      case "two-factor-start": {
        const { settings } = await siteData();
        const result = await (await auth()).api.enableTwoFactor({
          body: { password: text("password"), issuer: settings.agency.name },
          headers: request.headers,
        });
        if (!("totpURI" in result) || !result.totpURI) return fail("passwordWrong");
        await passwordCheckPassed(user);
        const key = new URL(result.totpURI).searchParams.get("secret") ?? "";
        return answer({ done: "twoFactorSetup", qr: qrPath(result.totpURI), key, backupCodes: result.backupCodes });
      }
      case "two-factor-confirm": {
        const code = text("code").replace(/\s+/g, "");
        const setUpAt = new Date();
        const { headers } = await (await auth()).api.verifyTOTP({
          body: { code },
          headers: request.headers,
          returnHeaders: true,
        });
        // The code that turned them on is used: it cannot sign in as well.
        await firstUseOfCode(user.id, code);
        if (!user.twoFactorEnabled) await endSessionsWithoutCode(user, setUpAt);
        await audit(actor, { action: "account.two-factor-on", subject: `user ${user.id}` });
        return redirect("twoFactorEnabled", headers);
      }
      case "two-factor-disable": {
        // Managers keep theirs: it is required for them.
        if (user.role === "manager")
          return { kind: "badRequest", reason: "two-factor codes are required for managers" };
        const { headers } = await (await auth()).api.disableTwoFactor({
          body: { password: text("password") },
          headers: request.headers,
          returnHeaders: true,
        });
        await passwordCheckPassed(user);
        await audit(actor, { action: "account.two-factor-off", subject: `user ${user.id}` });
        return redirect("twoFactorDisabled", headers);
      }
      case "password": {
        const changed = await changeOwnPassword(request, user, {
          current: text("password"),
          next: text("newPassword"),
          repeat: text("repeat"),
        });
        if ("waitSeconds" in changed) return mustWait(changed.waitSeconds);
        if ("problem" in changed) return fail(changed.problem);
        return redirect("passwordChanged", changed.headers);
      }
      case "email": {
        const email = text("email").trim().toLowerCase();
        if (!z.email().max(254).safeParse(email).success || email === user.email) return fail("emailInvalid");
        await (await auth()).api.verifyPassword({ body: { password: text("password") }, headers: request.headers });
        await passwordCheckPassed(user);
        await requestEmailChange({ id: user.id, name: user.name, language: user.language }, email);
        return answer({ done: "emailLinkSent" });
      }
      case "language": {
        if (!(await setOwnLanguage(user, text("language")))) return { kind: "badRequest", reason: "unknown language" };
        return answer({ done: "languageSaved" });
      }
      default:
        return { kind: "badRequest", reason: "unknown intent" };
    }
  } catch (error) {
    if (!(await authRefusal(error))) throw error;
    // The library's refusals: a wrong current password (counted against this session), or a wrong code.
    if (intent === "two-factor-confirm") return fail("codeWrong");
    if (PASSWORD_CHECKED.includes(intent)) await passwordCheckFailed(request, user);
    return fail("passwordWrong");
  }
}
