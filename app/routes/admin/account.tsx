// The staff member's own account page: how the site shows them on their listings (direct phone and
// photo), two-factor codes, password, e-mail address, language. What each form does is
// app/.server/admin/staff-account.ts and staff-profile.ts; this module answers it and draws the page.
import { data, Form, redirect, useActionData } from "react-router";
import { formReply, parseSubmission } from "../../.server/admin/form-reply.ts";
import { changeOwnStaffAccount, doneAfterRedirect } from "../../.server/admin/staff-account.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { saveStaffProfile, staffProfile } from "../../.server/admin/staff-profile.ts";
import { readPhotoChange } from "../../.server/admin/team-photo.ts";
import type { SignedInUser } from "../../.server/auth/session.ts";
import { MIN_PASSWORD_LENGTH } from "../../.server/auth/users.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { badRequest } from "../../.server/http-errors.ts";
import { dataDir } from "../../.server/images/data-dir.ts";
import { MAX_INPUT_PIXELS } from "../../.server/images/image-store.ts";
import { LanguageForm } from "../../components/account/language-form.tsx";
import { PasswordChangeForm } from "../../components/account/password-change-form.tsx";
import { lastResultOf } from "../../components/admin/admin-form.ts";
import { QrCode } from "../../components/admin/qr-code.tsx";
import { StaffProfileForm } from "../../components/admin/staff-profile-form.tsx";
import { staffProfileSchema } from "../../domain/admin-forms/staff-profile-forms.ts";
import { phoneAsWritten } from "../../domain/contact-match.ts";
import { fill } from "../../i18n/fill.ts";
import { ACCOUNT_MESSAGES } from "../../i18n/messages/account.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_ACCOUNT_MESSAGES } from "../../i18n/messages/admin-account.ts";
import { adminFormTexts } from "../../i18n/messages/admin-forms/index.server.ts";
import { ADMIN_PHOTOS_MESSAGES } from "../../i18n/messages/admin-photos.ts";
import { adminHref } from "../../shared/admin-pages.ts";
import { MAX_PHOTO_BYTES } from "../../shared/photo-upload-limits.ts";
import "../../styles/admin-editing.css";
import { useFormBusy } from "../../components/forms/form-busy.ts";
import type { Route } from "./+types/account";

/** An action's cookies (a session renewed by a new password or codes) reach the browser with the page. */
export function headers({ actionHeaders }: Route.HeadersArgs): Headers {
  return new Headers(actionHeaders);
}

/** One's own account: two-factor codes (a manager who has none is sent here first), password, e-mail, language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const done = new URL(request.url).searchParams.get("done");
  const profile = await staffProfile(user.id);
  return {
    f: adminFormTexts(user.language),
    name: user.name,
    profile: {
      directPhone: profile.directPhone ? phoneAsWritten(profile.directPhone) : "",
      directEmail: profile.directEmail ?? "",
      photoKey: profile.photoKey,
    },
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

/**
 * The profile's form: the phone checked with the form's schema, the photo by its content; saved
 * together, or sent back with what was wrong (the file must then be chosen again).
 */
async function profileAction(form: FormData, user: SignedInUser) {
  const submission = parseSubmission(form, staffProfileSchema);
  const photo = await readPhotoChange(form);
  if ("refused" in photo) {
    const reasons = ADMIN_PHOTOS_MESSAGES[user.language].upload.refusals;
    const megapixels = Math.floor(MAX_INPUT_PIXELS / 1_000_000);
    const reason = fill(reasons[photo.refused], { mb: MAX_PHOTO_BYTES / 1024 / 1024, megapixels });
    const photoRefused = fill(ADMIN_ACCOUNT_MESSAGES[user.language].account.profile.photoRefused, { reason });
    return formReply(submission, { form: "profile", status: 400 }, { photoRefused });
  }
  if (submission.status !== "success") return formReply(submission, { form: "profile" });
  await saveStaffProfile(user, submission.value, photo, dataDir());
  return formReply(submission, { form: "profile", resetForm: true }, { profileSaved: true });
}

/** Each form's step is staff-account.ts (the profile's staff-profile.ts); this answers it as a page, a redirect or a 400. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const user = context.get(staffContext);
  if (form.get("intent") === "profile") return profileAction(form, user);
  const step = await changeOwnStaffAccount(request, user, form);
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
  const busy = useFormBusy();
  const done = outcome && "done" in outcome ? outcome.done : (doneBefore ?? undefined);
  const profileAnswer =
    outcome && "form" in outcome && outcome.form === "profile"
      ? (outcome as { photoRefused?: string; profileSaved?: boolean })
      : undefined;
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
          <section aria-labelledby="profile-title" className="admin-section">
            <h2 id="profile-title">{a.profile.title}</h2>
            <StaffProfileForm
              // Drawn afresh once saved: the form starts from what is stored.
              key={profileAnswer?.profileSaved ? JSON.stringify(loaderData.profile) : "profile"}
              profile={loaderData.profile}
              name={loaderData.name}
              lastResult={lastResultOf(outcome, "profile")}
              photoRefused={profileAnswer?.photoRefused}
              saved={profileAnswer?.profileSaved === true}
              a={a}
              f={loaderData.f}
              busy={busy}
            />
          </section>

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
