import { getFormProps } from "@conform-to/react";
import { data, Form, useActionData } from "react-router";
import { formReply, parseSubmission } from "../../.server/admin/form-reply.ts";
import { positiveIdParam } from "../../.server/admin/id-param.ts";
import { forwardMail } from "../../.server/admin/mail-forward.ts";
import { outgoingMail, resendFacts, resendMail } from "../../.server/admin/outbox.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { badRequest, notFound } from "../../.server/http-errors.ts";
import { siteData } from "../../.server/site-settings.ts";
import { AdminField } from "../../components/admin/admin-field.tsx";
import { lastResultOf, useAdminForm } from "../../components/admin/admin-form.ts";
import { ForwardOutcome, ResendOutcome } from "../../components/admin/mail-outcome.tsx";
import { Link } from "../../components/ui/link.tsx";
import { mailForwardSchema } from "../../domain/admin-forms/mail-forms.ts";
import { type MailResend, mailResend, mailView, type ResendResult } from "../../domain/mail-resend.ts";
import { dateTimeFormat } from "../../i18n/dates.ts";
import { fill } from "../../i18n/fill.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { adminFormTexts } from "../../i18n/messages/admin-forms/index.server.ts";
import { ADMIN_MAILS_MESSAGES, type AdminMailsMessages } from "../../i18n/messages/admin-mails.ts";
import { adminHref } from "../../shared/admin-pages.ts";
import type { Route } from "./+types/mail";
import "../../styles/admin-mails.css";

/**
 * One mail as it was (or will be) sent: recipient, reply address, subject, text, attachments' names;
 * sent again or forwarded from here.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const mail = await outgoingMail(positiveIdParam(params, "id"));
  if (!mail) notFound();
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    x: ADMIN_MAILS_MESSAGES[user.language],
    f: adminFormTexts(user.language),
    mail: {
      id: mail.id,
      to: mail.recipient.name ? `${mail.recipient.name} <${mail.recipient.address}>` : mail.recipient.address,
      replyTo: mail.replyTo?.address ?? null,
      subject: mail.subject,
      text: mail.text,
      attachments: mail.attachments.map((attachment) => attachment.filename),
      state: mailView(mail),
      attempts: mail.attempts,
      lastError: mail.lastError,
      createdAt: mail.createdAt.toISOString(),
      sentAt: mail.sentAt?.toISOString() ?? null,
      leadId: mail.leadId,
    },
    resend: mailResend(resendFacts(mail)),
  };
}

/** Sends the mail again (queued again, or a copy) or forwards it to the address typed. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const id = positiveIdParam(params, "id");
  const form = await readFormBody(request);
  const actor = { id: user.id, name: user.name };
  const intent = form.get("intent");
  if (intent === "resend") {
    const result = await resendMail(id, actor);
    if (result.kind === "gone") notFound();
    // Refused: the mail changed since the page showed it (it left, or was held); the page says why.
    return data({ resent: result }, { status: result.kind === "refused" ? 409 : 200 });
  }
  if (intent === "forward") {
    const submission = parseSubmission(form, mailForwardSchema);
    if (submission.status !== "success") return formReply(submission, { form: "forward" }, { forwarded: null });
    const { settings } = await siteData();
    const result = await forwardMail(actor, id, submission.value, {
      language: user.language,
      settings,
      replyTo: { name: user.name, address: user.email },
    });
    if (result.kind === "gone") notFound();
    return formReply(
      submission,
      { form: "forward", resetForm: true },
      { forwarded: { mailId: result.mailId, to: submission.value.to } },
    );
  }
  badRequest("unknown intent");
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData
        ? `${fill(loaderData.m.mails.read, { id: loaderData.mail.id })} | ${loaderData.m.backOfficeTitle}`
        : "",
    },
  ];
}

/** Sending the mail again, or why it cannot be; what the last "send again" did stands below its heading. */
function Resend({
  resend,
  href,
  to,
  x,
  done,
}: {
  resend: MailResend;
  href: string;
  to: string;
  x: AdminMailsMessages;
  done: ResendResult | undefined;
}) {
  return (
    <section aria-labelledby="mail-resend-title">
      <h2 id="mail-resend-title">{x.resend.heading}</h2>
      {done ? <ResendOutcome resent={done} x={x} /> : null}
      {resend.way === "none" ? (
        // A refusal just said above is not said twice.
        done?.kind === "refused" && done.reason === resend.reason ? null : (
          <p>{x.resend[resend.reason]}</p>
        )
      ) : (
        // Back at this section after the post, with or without JavaScript.
        <Form method="post" action={`${href}#mail-resend-title`} className="admin-note-form">
          <p className="admin-hint">{resend.way === "copy" ? fill(x.resend.copyHint, { to }) : x.resend.requeueHint}</p>
          <button type="submit" name="intent" value="resend" className="btn btn-accent">
            {x.resend.button}
          </button>
        </Form>
      )}
    </section>
  );
}

export default function Mail({ loaderData }: Route.ComponentProps) {
  const { m, x, f, mail, language, resend } = loaderData;
  const t = m.mails;
  const done = useActionData<typeof action>();
  const [forward, fields] = useAdminForm({
    id: "mail-forward",
    schema: mailForwardSchema,
    lastResult: lastResultOf(done, "forward"),
  });
  const stateText = { failed: t.failed, waiting: t.waiting, sent: t.sent, held: m.leads.mailHeldState } as const;
  const date = dateTimeFormat(language, { dateStyle: "long", timeStyle: "short" });
  return (
    <div className="container page-body admin-page" lang={language}>
      <p>
        <Link to="/admin/mails/" className="back-link">
          {t.backToMails}
        </Link>
      </p>
      <h1 id="page-title">{mail.subject}</h1>
      <dl className="admin-facts">
        <dt>{t.to}</dt>
        <dd>{mail.to}</dd>
        {mail.replyTo ? (
          <>
            <dt>{t.replyTo}</dt>
            <dd>{mail.replyTo}</dd>
          </>
        ) : null}
        <dt>{t.date}</dt>
        <dd>{date.format(new Date(mail.createdAt))}</dd>
        <dt>{t.state}</dt>
        <dd>
          {stateText[mail.state]}
          {mail.sentAt ? ` (${date.format(new Date(mail.sentAt))})` : ""}
          {mail.attempts > 0 ? ` · ${t.attempts}: ${mail.attempts}` : ""}
        </dd>
        {mail.lastError ? (
          <>
            <dt>{t.error}</dt>
            <dd>{mail.lastError}</dd>
          </>
        ) : null}
        {mail.attachments.length > 0 ? (
          <>
            <dt>{t.attachments}</dt>
            <dd>{mail.attachments.join(", ")}</dd>
          </>
        ) : null}
        {mail.leadId ? (
          <>
            <dt>{t.lead}</dt>
            <dd>
              <Link to={`/admin/leads/${mail.leadId}/`}>{fill(m.leads.lead, { id: mail.leadId })}</Link>
            </dd>
          </>
        ) : null}
      </dl>
      <h2>{t.text}</h2>
      <pre className="admin-mail-text">{mail.text}</pre>
      <Resend
        resend={resend}
        href={adminHref("mail", { id: mail.id })}
        to={mail.to}
        x={x}
        done={done && "resent" in done ? done.resent : undefined}
      />
      <section aria-labelledby="mail-forward-title">
        <h2 id="mail-forward-title">{x.forward.heading}</h2>
        {done && "forwarded" in done && done.forwarded ? <ForwardOutcome forwarded={done.forwarded} x={x} /> : null}
        <Form
          method="post"
          action={`${adminHref("mail", { id: mail.id })}#mail-forward-title`}
          className="admin-note-form"
          {...getFormProps(forward)}
        >
          <p className="admin-hint">{x.forward.hint}</p>
          <AdminField meta={fields.to} label={x.forward.to} texts={f} kind="email" autoComplete="email" />
          <AdminField meta={fields.note} label={x.forward.note} texts={f} kind="textarea" rows={4} />
          <button type="submit" name="intent" value="forward" className="btn btn-accent">
            {x.forward.button}
          </button>
        </Form>
      </section>
    </div>
  );
}
