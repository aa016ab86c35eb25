import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { audit } from "../../.server/admin/audit.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { auth, authRefusal } from "../../.server/auth/auth.ts";
import { requestEmailChange } from "../../.server/auth/email-change.ts";
import {
  changeOwnPassword,
  endSessionsWithoutCode,
  passwordCheckFailed,
  passwordCheckHeldBack,
  passwordCheckPassed,
  setOwnLanguage,
  waitInWords,
} from "../../.server/auth/own-account.ts";
import { MAX_PASSWORD_LENGTH } from "../../.server/auth/password-rules.ts";
import { qrPath } from "../../.server/auth/qr-code.ts";
import { sessionCookies } from "../../.server/auth/session-cookies.ts";
import { firstUseOfCode } from "../../.server/auth/used-two-factor-codes.ts";
import { MIN_PASSWORD_LENGTH } from "../../.server/auth/users.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { badRequest } from "../../.server/http-errors.ts";
import { siteData } from "../../.server/site-settings.ts";
import { LanguageForm } from "../../components/account/language-form.tsx";
import { PasswordChangeForm } from "../../components/account/password-change-form.tsx";
import { QrCode } from "../../components/admin/qr-code.tsx";
import { fill } from "../../i18n/fill.ts";
import { ACCOUNT_MESSAGES } from "../../i18n/messages/account.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_ACCOUNT_MESSAGES } from "../../i18n/messages/admin-account.ts";
import { adminHref } from "../../shared/admin-pages.ts";
import type { QrPath } from "../../shared/qr-path.ts";
import type { Route } from "./+types/account";

/** An action's cookies (a session renewed by a new password or codes) reach the browser with the page. */
export function headers({ actionHeaders }: Route.HeadersArgs): Headers {
  return new Headers(actionHeaders);
}

/** One's own account: two-factor codes (a manager who has none is sent here first), password, e-mail, language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const done = new URL(request.url).searchParams.get("done");
  return {
    doneBefore: (AFTER_REDIRECT as readonly string[]).includes(done ?? "") ? (done as AfterRedirect) : null,
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    a: ADMIN_ACCOUNT_MESSAGES[user.language].account,
    p: ACCOUNT_MESSAGES[user.language],
    min: MIN_PASSWORD_LENGTH,
    email: user.email,
    role: user.role,
    twoFactorEnabled: user.twoFactorEnabled,
    twoFactorRequired: user.role === "manager" && !user.twoFactorEnabled,
  };
}

type Outcome =
  | { done: "twoFactorSetup"; qr: QrPath; key: string; backupCodes: string[] }
  | { done: "emailLinkSent" | "languageSaved" }
  | {
      problem:
        | "passwordWrong"
        | "codeWrong"
        | "emailInvalid"
        | "passwordTooShort"
        | "passwordsDiffer"
        | "passwordCommon"
        | "passwordWait";
      form: string;
      /** How long to wait, in words, for "passwordWait". */
      wait?: string;
    };

/** The forms that ask for the current password (the password change counts its own in own-account.ts). */
const PASSWORD_CHECKED: readonly string[] = ["two-factor-start", "two-factor-disable", "email"];

/**
 * These replace the session (the library makes a new one and ends the old): the answer is a redirect
 * carrying the new cookie, so the page that follows is read with it, with or without JavaScript.
 */
const AFTER_REDIRECT = ["twoFactorEnabled", "twoFactorDisabled", "passwordChanged"] as const;
type AfterRedirect = (typeof AFTER_REDIRECT)[number];

function redirectWith(done: AfterRedirect, headers: Headers | undefined): never {
  throw redirect(`/admin/account/?done=${done}`, { headers: sessionCookies(headers) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const actor = { id: user.id, name: user.name };
  const form = await readFormBody(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, MAX_PASSWORD_LENGTH) : "";
  };
  const intent = text("intent");
  const fail = (problem: Extract<Outcome, { problem: string }>["problem"], status = 400) =>
    data<Outcome>({ problem, form: intent }, { status });
  const mustWait = (seconds: number) =>
    data<Outcome>(
      { problem: "passwordWait", form: intent, wait: waitInWords(user.language, seconds) },
      { status: 429, headers: { "Retry-After": String(seconds) } },
    );
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
        return data<Outcome>({
          done: "twoFactorSetup",
          qr: qrPath(result.totpURI),
          key,
          backupCodes: result.backupCodes,
        });
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
        return redirectWith("twoFactorEnabled", headers);
      }
      case "two-factor-disable": {
        // Managers keep theirs: it is required for them.
        if (user.role === "manager") badRequest("two-factor codes are required for managers");
        const { headers } = await (await auth()).api.disableTwoFactor({
          body: { password: text("password") },
          headers: request.headers,
          returnHeaders: true,
        });
        await passwordCheckPassed(user);
        await audit(actor, { action: "account.two-factor-off", subject: `user ${user.id}` });
        return redirectWith("twoFactorDisabled", headers);
      }
      case "password": {
        const changed = await changeOwnPassword(request, user, {
          current: text("password"),
          next: text("newPassword"),
          repeat: text("repeat"),
        });
        if ("waitSeconds" in changed) return mustWait(changed.waitSeconds);
        if ("problem" in changed) return fail(changed.problem);
        return redirectWith("passwordChanged", changed.headers);
      }
      case "email": {
        const email = text("email").trim().toLowerCase();
        if (!z.email().max(254).safeParse(email).success || email === user.email) return fail("emailInvalid");
        await (await auth()).api.verifyPassword({ body: { password: text("password") }, headers: request.headers });
        await passwordCheckPassed(user);
        await requestEmailChange({ id: user.id, name: user.name, language: user.language }, email);
        return data<Outcome>({ done: "emailLinkSent" });
      }
      case "language": {
        if (!(await setOwnLanguage(user, text("language")))) badRequest("unknown language");
        return data<Outcome>({ done: "languageSaved" });
      }
      default:
        badRequest("unknown intent");
    }
  } catch (error) {
    if (!(await authRefusal(error))) throw error;
    // The library's refusals: a wrong current password (counted against this session), or a wrong code.
    if (intent === "two-factor-confirm") return fail("codeWrong");
    if (PASSWORD_CHECKED.includes(intent)) await passwordCheckFailed(request, user);
    return fail("passwordWrong");
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.a.title} | ${loaderData.m.title}` : "" }];
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { m, a, p, min, email, role, twoFactorEnabled, twoFactorRequired, language, doneBefore } = loaderData;
  const outcome = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const done = outcome && "done" in outcome ? outcome.done : (doneBefore ?? undefined);
  const problem = outcome && "problem" in outcome ? outcome : undefined;
  const problemFor = (form: string) => (problem?.form === form ? problem.problem : undefined);
  const problemText = (value: NonNullable<ReturnType<typeof problemFor>>) =>
    value === "passwordWait"
      ? (problem?.wait ?? "")
      : value === "passwordWrong" || value === "codeWrong" || value === "emailInvalid"
        ? a[value]
        : fill(p[value], { min });
  const notice = (form: string) => {
    const value = problemFor(form);
    return value ? (
      <p className="form-alert" role="alert">
        {problemText(value)}
      </p>
    ) : null;
  };
  const setup = outcome && "done" in outcome && outcome.done === "twoFactorSetup" ? outcome : undefined;
  const twoFactorOn = done === "twoFactorEnabled" || (twoFactorEnabled && done !== "twoFactorDisabled");
  return (
    <div className="container page-body admin-page admin-account" lang={language}>
      <h1 id="page-title">{a.title}</h1>
      {done && done !== "twoFactorSetup" ? <output className="form-success">{a[done]}</output> : null}

      <section aria-labelledby="two-factor-title" className="admin-section">
        <h2 id="two-factor-title">{a.twoFactor}</h2>
        {twoFactorRequired && done !== "twoFactorEnabled" ? <p className="form-alert">{a.twoFactorRequired}</p> : null}
        {setup ? null : <p>{twoFactorOn ? a.twoFactorOn : a.twoFactorOff}</p>}
        {setup || problemFor("two-factor-confirm") ? (
          <>
            {setup ? (
              <>
                <p>{a.twoFactorScan}</p>
                <QrCode qr={setup.qr} />
                <p>
                  {a.twoFactorKey}: <code className="two-factor-key">{setup.key.match(/.{1,4}/g)?.join(" ")}</code>
                </p>
                <h3>{a.backupCodes}</h3>
                <p>{a.backupCodesIntro}</p>
                <ul className="backup-codes">
                  {setup.backupCodes.map((code) => (
                    <li key={code}>
                      <code>{code}</code>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {notice("two-factor-confirm")}
            <Form method="post" className="form-card">
              <div className="field">
                <label htmlFor="two-factor-code">{a.code}</label>
                <input
                  id="two-factor-code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  required
                  maxLength={10}
                />
              </div>
              <button type="submit" name="intent" value="two-factor-confirm" className="btn btn-accent" disabled={busy}>
                {a.twoFactorConfirm}
              </button>
            </Form>
          </>
        ) : twoFactorOn ? (
          role === "manager" ? null : (
            <Form method="post" className="form-card">
              {notice("two-factor-disable")}
              <PasswordField id="two-factor-off-password" label={a.currentPassword} />
              <button type="submit" name="intent" value="two-factor-disable" className="btn" disabled={busy}>
                {a.twoFactorDisable}
              </button>
            </Form>
          )
        ) : (
          <Form method="post" className="form-card">
            {notice("two-factor-start")}
            <PasswordField id="two-factor-password" label={a.currentPassword} />
            <button type="submit" name="intent" value="two-factor-start" className="btn btn-accent" disabled={busy}>
              {a.twoFactorStart}
            </button>
          </Form>
        )}
      </section>

      {twoFactorRequired && done !== "twoFactorEnabled" ? (
        <Form method="post" action={adminHref("sign-out")} className="admin-sign-out admin-section">
          <button type="submit" name="intent" value="sign-out" className="btn">
            {m.signOut}
          </button>
        </Form>
      ) : (
        <>
          <section aria-labelledby="password-title" className="admin-section">
            <h2 id="password-title">{a.password}</h2>
            <PasswordChangeForm a={a} min={min} busy={busy} notice={notice("password")} />
          </section>

          <section aria-labelledby="email-title" className="admin-section">
            <h2 id="email-title">{a.email}</h2>
            <p>{fill(a.currentEmail, { email })}</p>
            <Form method="post" className="form-card">
              {notice("email")}
              <div className="field">
                <label htmlFor="email-new">{a.newEmail}</label>
                <input id="email-new" name="email" type="email" autoComplete="email" required maxLength={254} />
              </div>
              <PasswordField id="email-password" label={a.currentPassword} />
              <button type="submit" name="intent" value="email" className="btn btn-accent" disabled={busy}>
                {a.sendLink}
              </button>
            </Form>
          </section>

          <section aria-labelledby="language-title" className="admin-section">
            <h2 id="language-title">{a.language}</h2>
            <LanguageForm
              id="account-language"
              label={a.language}
              submit={a.saveLanguage}
              language={language}
              busy={busy}
            />
          </section>
        </>
      )}
    </div>
  );
}

function PasswordField({ id, label }: { id: string; label: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="password" type="password" autoComplete="current-password" required maxLength={200} />
    </div>
  );
}
