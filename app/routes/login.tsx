import { data, Form, redirect } from "react-router";
import { z } from "zod";
import { type SignedIn, signIn, signInWithCode } from "../.server/auth/sign-in.ts";
import { clearFailures, recordFailure, remainingWait } from "../.server/auth/sign-in-brake.ts";
import { readFormBody } from "../.server/form-body.ts";
import { leadSettings } from "../.server/leads/lead-settings.ts";
import { pageContext } from "../.server/page-context.ts";
import { clientAddressContext } from "../.server/request-context.ts";
import { logSecurityEvent } from "../.server/security-log.ts";
import { useFormBusy } from "../components/forms/form-busy.ts";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { Link } from "../components/ui/link.tsx";
import { dateTimeFormat } from "../i18n/dates.ts";
import { fill, fillCount } from "../i18n/fill.ts";
import { isLanguage, type Language } from "../i18n/languages.ts";
import { href } from "../i18n/links.ts";
import { ACCOUNT_MESSAGES, type AccountMessages } from "../i18n/messages/account.ts";
import { messagesFor } from "../i18n/messages.server.ts";
import type { Route } from "./+types/login";

const loginSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});

type FieldError = "emailInvalid" | "passwordRequired";

/**
 * A slowed attempt says how long to wait (Retry-After), as the page does in words. Never stored: the
 * back button of a shared computer or a proxy must not show the form or its two-factor step again.
 */
export function headers({ actionHeaders }: Route.HeadersArgs): Headers {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", "no-store");
  return headers;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const m = messagesFor(ctx.language).login;
  return {
    m,
    language: ctx.language,
    account: ACCOUNT_MESSAGES[ctx.language],
    forgotHref: href("forgotPassword", ctx.language),
    passwordSet: new URL(request.url).searchParams.get("password") === "set",
    seo: {
      title: `${m.title} | ${ctx.settings.agency.name}`,
      description: m.intro,
      robots: "noindex",
    },
  };
}

/**
 * Signs a staff member or an owner in (app/.server/auth): a new session and its cookie, then staff
 * to the back office and owners to their portal (or the page of theirs they were sent here from).
 * Accounts with two-factor codes answer a second step first. Every failure, whatever its cause (unknown address, wrong password, deactivated
 * account), gets the one SPEC.md message and 401, so no answer tells whether an address has an
 * account; a malformed form gets its field errors and 400.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = await pageContext(context);
  const form = await readFormBody(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const next = new URL(request.url).searchParams.get("next") ?? "";
  if (text("intent") === "code") {
    const where = new URL(request.url).pathname;
    const result = await signInWithCode(request, text("code").slice(0, 40));
    if (result === "wrong" || (typeof result === "object" && result.kind === "locked" && result.byThisCode))
      logSecurityEvent("two-factor-failed", where);
    if (result === "wrong")
      return data(
        { email: "", errors: {}, failed: false, step: "code" as const, code: "wrong" as const },
        { status: 401 },
      );
    // The truth: the codes from the app are refused until then, however right; a backup code is not.
    if (typeof result === "object" && result.kind === "locked") {
      logSecurityEvent("two-factor-locked", where);
      const lockedUntil = dateTimeFormat(ctx.language, { timeStyle: "short" }).format(result.until);
      const seconds = Math.max(1, Math.ceil((result.until.getTime() - Date.now()) / 1000));
      return data(
        { email: "", errors: {}, failed: false, step: "code" as const, code: "locked" as const, lockedUntil },
        { status: 429, headers: { "Retry-After": String(seconds) } },
      );
    }
    // The half-done sign-in is over either way: back to the password, saying why.
    if (result === "expired" || result === "used")
      return data({ email: "", errors: {}, failed: false, code: result }, { status: 401 });
    throw redirect(landing(result, next, ctx.language), { headers: result.headers });
  }
  const email = text("email").trim().slice(0, 254);
  const parsed = loginSchema.safeParse({
    email,
    password: text("password"),
  });
  if (!parsed.success) {
    const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
    const errors: Partial<Record<"email" | "password", FieldError>> = {
      ...(fields.has("email") ? { email: "emailInvalid" as const } : {}),
      ...(fields.has("password") ? { password: "passwordRequired" as const } : {}),
    };
    return data({ email, errors, failed: false }, { status: 400 });
  }
  const secret = leadSettings().secret;
  const address = context.get(clientAddressContext);
  const wait = await remainingWait(secret, parsed.data.email, address);
  if (wait.ms > 0) {
    // An account guessed from many addresses is worth its own line: no one address shows it.
    logSecurityEvent(
      wait.by === "account" ? "sign-in-account-slowed" : "sign-in-slowed",
      new URL(request.url).pathname,
    );
    const seconds = Math.ceil(wait.ms / 1000);
    return data(
      { email, errors: {}, failed: false, waitSeconds: seconds },
      { status: 429, headers: { "Retry-After": String(seconds) } },
    );
  }
  const signedIn = await signIn(request, parsed.data.email, parsed.data.password);
  if (!signedIn) {
    logSecurityEvent("sign-in-failed", new URL(request.url).pathname);
    await recordFailure(secret, parsed.data.email, address);
    return data({ email, errors: {}, failed: true }, { status: 401 });
  }
  await clearFailures(secret, parsed.data.email, address);
  if (signedIn.kind === "code-needed")
    return data({ email, errors: {}, failed: false, step: "code" as const }, { headers: signedIn.headers });
  throw redirect(landing(signedIn, next, ctx.language), { headers: signedIn.headers });
}

/** Staff to the back office, owners to their portal, or to the page of theirs they were sent here from. */
function landing(signedIn: SignedIn, next: string, language: Language): string {
  const staff = signedIn.role === "manager" || signedIn.role === "agent";
  // Only a path of this site's own area for that role: never an address elsewhere (an open redirect).
  if (staff) return /^\/admin(\/[\w\-/?=&%.]*)?$/.test(next) ? next : "/admin/";
  return OWNER_PATH.test(next)
    ? next
    : href("ownerPortal", isLanguage(signedIn.language) ? signedIn.language : language);
}

const OWNER_PATH = /^\/(nl\/eigenaar|fr\/proprietaire|en\/owner|de\/eigentuemer)\/[\w\-/]*$/;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function Login({ actionData, loaderData }: Route.ComponentProps) {
  const { m, language, account, forgotHref, passwordSet } = loaderData;
  const step = actionData && "step" in actionData ? actionData.step : undefined;
  const code = actionData && "code" in actionData ? actionData.code : undefined;
  const busy = useFormBusy();
  if (step === "code") {
    const lockedUntil = actionData && "lockedUntil" in actionData ? String(actionData.lockedUntil) : "";
    const notice =
      code === "wrong"
        ? account.codeFailed
        : code === "locked"
          ? fill(account.codesLocked, { time: lockedUntil })
          : null;
    return <CodeStep m={account} notice={notice} busy={busy} />;
  }
  const errors: Partial<Record<"email" | "password", FieldError>> = actionData?.errors ?? {};
  const hasErrors = Boolean(errors.email || errors.password);
  const waitSeconds =
    actionData && "waitSeconds" in actionData && typeof actionData.waitSeconds === "number"
      ? actionData.waitSeconds
      : undefined;
  const alert = waitSeconds
    ? waitSeconds < 120
      ? fillCount(language, m.tooManySeconds, waitSeconds)
      : fill(m.tooManyMinutes, { count: Math.ceil(waitSeconds / 60) })
    : actionData?.failed
      ? m.failed
      : code === "expired"
        ? account.codeExpired
        : code === "used"
          ? account.codeUsed
          : hasErrors
            ? m.errorSummary
            : null;
  return (
    <div className="container page-body narrow login-page">
      <h1 id="page-title">{m.title}</h1>
      <p className="lead">{m.intro}</p>
      {passwordSet && !actionData ? <output className="form-success">{account.passwordSet}</output> : null}
      {alert ? (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      ) : null}
      <Form method="post" className="form-card" replace>
        <div className="field">
          <label htmlFor="login-email">{m.email}</label>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={254}
            defaultValue={actionData?.email ?? ""}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "login-email-error" : undefined}
          />
          {errors.email ? (
            <p id="login-email-error" className="field-error">
              {m[errors.email]}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="login-password">{m.password}</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={200}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? "login-password-error" : undefined}
          />
          {errors.password ? (
            <p id="login-password-error" className="field-error">
              {m[errors.password]}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn-accent" disabled={busy}>
          {m.submit}
        </button>
      </Form>
      <p>
        <Link to={forgotHref}>{account.forgotLink}</Link>
      </p>
    </div>
  );
}

/** The second step for accounts with two-factor codes: the code from the app, or a backup code. */
function CodeStep({ m, notice, busy }: { m: AccountMessages; notice: string | null; busy: boolean }) {
  return (
    <div className="container page-body narrow login-page">
      <h1 id="page-title">{m.codeTitle}</h1>
      <p className="lead">{m.codeIntro}</p>
      {notice ? (
        <p className="form-alert" role="alert">
          {notice}
        </p>
      ) : null}
      <Form method="post" className="form-card" replace>
        <input type="hidden" name="intent" value="code" />
        <div className="field">
          <label htmlFor="login-code">{m.code}</label>
          <input
            id="login-code"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={40}
            aria-invalid={notice ? true : undefined}
          />
        </div>
        <button type="submit" className="btn btn-accent" disabled={busy}>
          {m.codeSubmit}
        </button>
      </Form>
    </div>
  );
}
