import { Form } from "react-router";
import { confirmEmailChange, pendingEmailChange } from "../.server/auth/email-change.ts";
import { requireSameOrigin } from "../.server/auth/same-origin.ts";
import { pageContext } from "../.server/page-context.ts";
import { useFormBusy } from "../components/forms/form-busy.ts";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { Link } from "../components/ui/link.tsx";
import { fill } from "../i18n/fill.ts";
import { href } from "../i18n/links.ts";
import { ACCOUNT_MESSAGES } from "../i18n/messages/account.ts";
import { messagesFor } from "../i18n/messages.server.ts";
import { REFERRER_FOR_OWN_SITE_ONLY } from "../shared/page-meta.ts";
import type { Route } from "./+types/confirm-email";

/** The link's token is in the path: it is never sent to another site as a referrer, nor kept by a cache. */
export function headers(): HeadersInit {
  return { "Cache-Control": "no-store", "Referrer-Policy": REFERRER_FOR_OWN_SITE_ONLY };
}

/** Shows the new address and a button: opening the link (a mail scanner does) changes nothing. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const m = ACCOUNT_MESSAGES[ctx.language];
  return {
    m,
    email: await pendingEmailChange(params.token),
    loginHref: href("login", ctx.language),
    signIn: messagesFor(ctx.language).login.submit,
    seo: {
      title: `${m.confirmEmailTitle} | ${ctx.settings.agency.name}`,
      description: m.confirmEmailTitle,
      robots: "noindex",
    },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  requireSameOrigin(request);
  return { changed: await confirmEmailChange(params.token) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { m, email, loginHref, signIn } = loaderData;
  const busy = useFormBusy();
  if (actionData?.changed)
    return (
      <div className="container page-body narrow login-page">
        <h1 id="page-title">{m.confirmEmailTitle}</h1>
        <output className="form-success">{fill(m.emailChanged, { email: actionData.changed })}</output>
        <p>
          <Link to={loginHref}>{signIn}</Link>
        </p>
      </div>
    );
  return (
    <div className="container page-body narrow login-page">
      <h1 id="page-title">{m.confirmEmailTitle}</h1>
      {email && !actionData ? (
        <>
          <p className="lead">{fill(m.confirmEmailIntro, { email })}</p>
          <Form method="post">
            <button type="submit" className="btn btn-accent" disabled={busy}>
              {m.confirmEmailSubmit}
            </button>
          </Form>
        </>
      ) : (
        <p className="form-alert" role="alert">
          {m.linkInvalid}
        </p>
      )}
    </div>
  );
}
