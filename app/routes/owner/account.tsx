import { data, redirect, useActionData } from "react-router";
import { changeOwnPassword, setOwnLanguage, signOut, waitInWords } from "../../.server/auth/own-account.ts";
import { MAX_PASSWORD_LENGTH } from "../../.server/auth/password-rules.ts";
import { requireSameOrigin } from "../../.server/auth/same-origin.ts";
import { requireOwner } from "../../.server/auth/session.ts";
import { MIN_PASSWORD_LENGTH } from "../../.server/auth/users.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { badRequest } from "../../.server/http-errors.ts";
import { setSummaryChoice, summaryChoiceOf } from "../../.server/owner/summary-choice.ts";
import { pageContext } from "../../.server/page-context.ts";
import { LanguageForm } from "../../components/account/language-form.tsx";
import { PasswordChangeForm } from "../../components/account/password-change-form.tsx";
import { useFormBusy } from "../../components/forms/form-busy.ts";
import { pageMeta, rootOrigin } from "../../components/frame/page-meta.ts";
import { OwnerNav } from "../../components/owner/owner-nav.tsx";
import { SummaryForm } from "../../components/owner/summary-form.tsx";
import { fill } from "../../i18n/fill.ts";
import { href } from "../../i18n/links.ts";
import { ACCOUNT_MESSAGES } from "../../i18n/messages/account.ts";
import { ADMIN_ACCOUNT_MESSAGES } from "../../i18n/messages/admin-account.ts";
import { OWNER_MESSAGES } from "../../i18n/messages/owner.ts";
import { OWNER_SUMMARY_MESSAGES } from "../../i18n/messages/owner-summary.ts";
import type { Route } from "./+types/account";

export function headers({ actionHeaders }: Route.HeadersArgs): Headers {
  // A password check made to wait says how long (Retry-After), as the page does in words.
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  return headers;
}

/** The owner's own account: password, language and summary mail; signing out. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const user = await requireOwner(request, ctx.language);
  const m = OWNER_MESSAGES[ctx.language];
  const done = new URL(request.url).searchParams.get("done");
  return {
    m,
    a: ADMIN_ACCOUNT_MESSAGES[ctx.language].account,
    p: ACCOUNT_MESSAGES[ctx.language],
    s: OWNER_SUMMARY_MESSAGES[ctx.language].form,
    min: MIN_PASSWORD_LENGTH,
    email: user.email,
    language: user.language,
    summary: await summaryChoiceOf(user.id),
    passwordChanged: done === "password",
    summarySaved: done === "summary",
    links: { portal: href("ownerPortal", ctx.language), account: href("ownerAccount", ctx.language) },
    seo: { title: `${m.account} | ${ctx.settings.agency.name}`, description: m.account, robots: "noindex" },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const ctx = await pageContext(context);
  const user = await requireOwner(request, ctx.language);
  const form = await readFormBody(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, MAX_PASSWORD_LENGTH) : "";
  };
  switch (text("intent")) {
    case "password": {
      const changed = await changeOwnPassword(request, user, {
        current: text("password"),
        next: text("newPassword"),
        repeat: text("repeat"),
      });
      if ("waitSeconds" in changed)
        return data(
          { problem: "wait" as const, wait: waitInWords(ctx.language, changed.waitSeconds) },
          { status: 429, headers: { "Retry-After": String(changed.waitSeconds) } },
        );
      if ("problem" in changed) return data({ problem: changed.problem, wait: "" }, { status: 400 });
      throw redirect(`${href("ownerAccount", ctx.language)}?done=password`, { headers: changed.headers });
    }
    case "language": {
      const language = await setOwnLanguage(user, text("language"));
      if (!language) badRequest("unknown language");
      // The portal speaks the chosen language from here on: its own path in that language.
      throw redirect(href("ownerAccount", language));
    }
    case "summary": {
      if (!(await setSummaryChoice(user, text("summary")))) badRequest("unknown summary choice");
      throw redirect(`${href("ownerAccount", ctx.language)}?done=summary`);
    }
    case "sign-out":
      throw redirect(href("login", ctx.language), { headers: await signOut(request, user) });
    default:
      badRequest("unknown intent");
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function OwnerAccount({ loaderData }: Route.ComponentProps) {
  const { m, a, p, s, min, email, language, summary, passwordChanged, summarySaved, links } = loaderData;
  const outcome = useActionData<typeof action>();
  const busy = useFormBusy();
  const problem = outcome?.problem;
  return (
    <div className="container page-body owner-page">
      <OwnerNav m={m} links={links} />
      <h1 id="page-title">{m.account}</h1>
      <p>{fill(a.currentEmail, { email })}</p>
      {passwordChanged ? <output className="form-success">{a.passwordChanged}</output> : null}
      <section aria-labelledby="password-title" className="admin-section">
        <h2 id="password-title">{a.password}</h2>
        <PasswordChangeForm
          a={a}
          min={min}
          busy={busy}
          notice={
            problem ? (
              <p className="form-alert" role="alert">
                {problem === "wait"
                  ? outcome?.wait
                  : problem === "passwordWrong"
                    ? a.passwordWrong
                    : fill(p[problem], { min })}
              </p>
            ) : null
          }
        />
      </section>
      <section aria-labelledby="language-title" className="admin-section">
        <h2 id="language-title">{m.language}</h2>
        <LanguageForm id="owner-language" label={m.language} submit={a.saveLanguage} language={language} busy={busy} />
      </section>
      <section aria-labelledby="summary-title" className="admin-section">
        <h2 id="summary-title">{s.title}</h2>
        {summarySaved ? <output className="form-success">{s.saved[summary]}</output> : null}
        {/* Keyed by the saved choice: the buttons start from it again after every save. */}
        <SummaryForm key={summary} t={s} choice={summary} busy={busy} />
      </section>
    </div>
  );
}
