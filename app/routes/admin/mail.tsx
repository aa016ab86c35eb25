import { Link } from "react-router";
import { positiveIdParam } from "../../.server/admin/id-param.ts";
import { outgoingMail } from "../../.server/admin/outbox.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { notFound } from "../../.server/http-errors.ts";
import { fill } from "../../i18n/fill.ts";
import { dateTimeFormat } from "../../i18n/format.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import type { Route } from "./+types/mail";

/** One mail as it was (or will be) sent: recipient, reply address, subject, text, attachments' names. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const mail = await outgoingMail(positiveIdParam(params, "id"));
  if (!mail) notFound();
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    mail: {
      id: mail.id,
      to: mail.recipient.name ? `${mail.recipient.name} <${mail.recipient.address}>` : mail.recipient.address,
      replyTo: mail.replyTo?.address ?? null,
      subject: mail.subject,
      text: mail.text,
      attachments: mail.attachments.map((attachment) => attachment.filename),
      state: mail.sentAt ? "sent" : mail.failedAt ? "failed" : mail.heldAt ? "held" : "waiting",
      attempts: mail.attempts,
      lastError: mail.lastError,
      createdAt: mail.createdAt.toISOString(),
      sentAt: mail.sentAt?.toISOString() ?? null,
      leadId: mail.leadId,
    },
  };
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

export default function Mail({ loaderData }: Route.ComponentProps) {
  const { m, mail, language } = loaderData;
  const t = m.mails;
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
          {stateText[mail.state as keyof typeof stateText]}
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
    </div>
  );
}
