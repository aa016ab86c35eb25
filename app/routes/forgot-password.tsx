import { data, Form } from "react-router";
import { z } from "zod";
import { auth } from "../.server/auth/auth.ts";
import { answerNoSoonerThan } from "../.server/auth/steady-answer.ts";
import { db } from "../.server/db/client.ts";
import { readFormBody } from "../.server/form-body.ts";
import { leadSettings } from "../.server/leads/lead-settings.ts";
import { allowWithin, clientKey, HOUR_MS, hashedKey, TEN_MINUTES_MS } from "../.server/leads/rate-limit.ts";
import { pageContext } from "../.server/page-context.ts";
import { clientAddressContext } from "../.server/request-context.ts";
import { useFormBusy } from "../components/forms/form-busy.ts";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { useRootData } from "../components/frame/use-root-data.ts";
import { Link } from "../components/ui/link.tsx";
import { href } from "../i18n/links.ts";
import { ACCOUNT_MESSAGES } from "../i18n/messages/account.ts";
import { messagesFor } from "../i18n/messages.server.ts";
import type { Route } from "./+types/forgot-password";

const RESET_MAILS_PER_ADDRESS_PER_HOUR = 3;

export function headers(): HeadersInit {
  return { "Cache-Control": "no-store" };
}

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const m = ACCOUNT_MESSAGES[ctx.language];
  return {
    m,
    signInTitle: messagesFor(ctx.language).login.title,
    seo: { title: `${m.forgotTitle} | ${ctx.settings.agency.name}`, description: m.forgotIntro, robots: "noindex" },
  };
}

/**
 * Sends a reset link when the address has an account. The answer is the same, and comes after the
 * same time, whether it has one or not, and whether the mail was held back by the limits (three an
 * hour per address, the forms' limit per visitor): nobody learns from it who has an account.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const startedAt = Date.now();
  const ctx = await pageContext(context);
  const form = await readFormBody(request);
  const raw = form.get("email");
  const email = (typeof raw === "string" ? raw : "").trim().toLowerCase().slice(0, 254);
  if (!z.email().safeParse(email).success) return data({ email, invalid: true, sent: false }, { status: 400 });
  const { secret, submissionsPer10Minutes } = leadSettings();
  const address = context.get(clientAddressContext);
  const allowed =
    (await allowWithin(db(), {
      key: clientKey(secret, address || "unknown"),
      max: submissionsPer10Minutes,
      windowMs: TEN_MINUTES_MS,
    })) &&
    (await allowWithin(db(), {
      key: hashedKey(secret, "password-reset", email),
      max: RESET_MAILS_PER_ADDRESS_PER_HOUR,
      windowMs: HOUR_MS,
    }));
  if (allowed) {
    await (await auth()).api.requestPasswordReset({ body: { email }, headers: request.headers });
  }
  await answerNoSoonerThan(startedAt);
  return { email: "", invalid: false, sent: true, language: ctx.language };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { m, signInTitle } = loaderData;
  const language = useRootData().language;
  const busy = useFormBusy();
  return (
    <div className="container page-body narrow login-page">
      <h1 id="page-title">{m.forgotTitle}</h1>
      {actionData?.sent ? (
        <output className="form-success">{m.forgotSent}</output>
      ) : (
        <p className="lead">{m.forgotIntro}</p>
      )}
      {actionData?.invalid ? (
        <p className="form-alert" role="alert">
          {m.errorSummary}
        </p>
      ) : null}
      <Form method="post" className="form-card" replace>
        <div className="field">
          <label htmlFor="forgot-email">{m.email}</label>
          <input
            id="forgot-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={254}
            defaultValue={actionData?.email ?? ""}
            aria-invalid={actionData?.invalid ? true : undefined}
            aria-describedby={actionData?.invalid ? "forgot-email-error" : undefined}
          />
          {actionData?.invalid ? (
            <p id="forgot-email-error" className="field-error">
              {m.emailInvalid}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn-accent" disabled={busy}>
          {m.forgotSubmit}
        </button>
      </Form>
      <p>
        <Link to={href("login", language)}>{signInTitle}</Link>
      </p>
    </div>
  );
}
