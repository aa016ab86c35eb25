// The staff member's own account page: two-factor codes, password, e-mail address, language. What each
// form does is app/.server/admin/staff-account.ts; this module answers it and draws the page.
import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import { changeOwnStaffAccount, doneAfterRedirect } from "../../.server/admin/staff-account.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { MIN_PASSWORD_LENGTH } from "../../.server/auth/users.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { badRequest } from "../../.server/http-errors.ts";
import { LanguageForm } from "../../components/account/language-form.tsx";
import { PasswordChangeForm } from "../../components/account/password-change-form.tsx";
import { QrCode } from "../../components/admin/qr-code.tsx";
import { fill } from "../../i18n/fill.ts";
import { ACCOUNT_MESSAGES } from "../../i18n/messages/account.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_ACCOUNT_MESSAGES } from "../../i18n/messages/admin-account.ts";
import { adminHref } from "../../shared/admin-pages.ts";
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
    doneBefore: doneAfterRedirect(done),
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

/** Each form's step is staff-account.ts; this answers it as a page, a redirect or a 400. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const step = await changeOwnStaffAccount(request, context.get(staffContext), form);
  if (step.kind === "badRequest") badRequest(step.reason);
  if (step.kind === "redirect") throw redirect(`/admin/account/?done=${step.done}`, { headers: step.headers });
  const headers = step.retryAfterSeconds ? { "Retry-After": String(step.retryAfterSeconds) } : undefined;
  return data(step.answer, { status: step.status, headers });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.a.title} | ${loaderData.m.backOfficeTitle}` : "" }];
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
