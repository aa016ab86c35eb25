import { data, Form, redirect } from "react-router";
import { auth, authRefusal } from "../.server/auth/auth.ts";
import { MAX_PASSWORD_LENGTH, type PasswordProblem, passwordProblem } from "../.server/auth/password-rules.ts";
import { requireSameOrigin } from "../.server/auth/same-origin.ts";
import { MIN_PASSWORD_LENGTH } from "../.server/auth/users.ts";
import { readFormBody } from "../.server/form-body.ts";
import { pageContext } from "../.server/page-context.ts";
import { useFormBusy } from "../components/forms/form-busy.ts";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { Link } from "../components/ui/link.tsx";
import { fill } from "../i18n/fill.ts";
import { href } from "../i18n/links.ts";
import { ACCOUNT_MESSAGES } from "../i18n/messages/account.ts";
import { REFERRER_FOR_OWN_SITE_ONLY } from "../shared/page-meta.ts";
import type { Route } from "./+types/set-password";

/** The link's token is in the path: it is never sent to another site as a referrer, nor kept by a cache. */
export function headers(): HeadersInit {
  return { "Cache-Control": "no-store", "Referrer-Policy": REFERRER_FOR_OWN_SITE_ONLY };
}

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const m = ACCOUNT_MESSAGES[ctx.language];
  return {
    m,
    min: MIN_PASSWORD_LENGTH,
    forgotHref: href("forgotPassword", ctx.language),
    seo: { title: `${m.setTitle} | ${ctx.settings.agency.name}`, description: m.setIntro, robots: "noindex" },
  };
}

/**
 * Saves the password of an invitation or a reset link: the link works once and until it expires; a
 * new password ends every session of the account. Then to sign-in, which says the password is saved.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const ctx = await pageContext(context);
  const form = await readFormBody(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, MAX_PASSWORD_LENGTH + 1) : "";
  };
  const problem = passwordProblem(text("password"), text("repeat"));
  if (text("password").length > MAX_PASSWORD_LENGTH)
    return data({ problem: "passwordTooLong" as const }, { status: 400 });
  if (problem) return data({ problem }, { status: 400 });
  try {
    await (await auth()).api.resetPassword({ body: { newPassword: text("password"), token: params.token } });
  } catch (error) {
    if (await authRefusal(error)) return data({ problem: "linkInvalid" as const }, { status: 400 });
    throw error;
  }
  throw redirect(`${href("login", ctx.language)}?password=set`);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

type Problem = PasswordProblem | "passwordTooLong" | "linkInvalid";

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { m, min, forgotHref } = loaderData;
  const busy = useFormBusy();
  const problem: Problem | undefined = actionData?.problem;
  const fieldProblem = problem && problem !== "linkInvalid" ? problem : undefined;
  const problemText = (value: Problem) =>
    value === "passwordTooLong" ? fill(m.passwordTooShort, { min }) : fill(m[value], { min });
  return (
    <div className="container page-body narrow login-page">
      <h1 id="page-title">{m.setTitle}</h1>
      <p className="lead">{fill(m.setIntro, { min })}</p>
      {problem === "linkInvalid" ? (
        <p className="form-alert" role="alert">
          {m.linkInvalid} <Link to={forgotHref}>{m.forgotTitle}</Link>
        </p>
      ) : fieldProblem ? (
        <p className="form-alert" role="alert">
          {m.errorSummary}
        </p>
      ) : null}
      <Form method="post" className="form-card" replace>
        <div className="field">
          <label htmlFor="new-password">{m.newPassword}</label>
          <input
            id="new-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={min}
            maxLength={200}
            aria-invalid={fieldProblem ? true : undefined}
            aria-describedby={fieldProblem ? "new-password-error" : undefined}
          />
          {fieldProblem ? (
            <p id="new-password-error" className="field-error">
              {problemText(fieldProblem)}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="repeat-password">{m.repeatPassword}</label>
          <input
            id="repeat-password"
            name="repeat"
            type="password"
            autoComplete="new-password"
            required
            maxLength={200}
          />
        </div>
        <button type="submit" className="btn btn-accent" disabled={busy}>
          {m.setSubmit}
        </button>
      </Form>
    </div>
  );
}
