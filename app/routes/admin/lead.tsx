import { Link } from "react-router";
import { leadDetail } from "../../.server/admin/leads.ts";
import { requireStaff } from "../../.server/auth/session.ts";
import { notFound } from "../../.server/http-errors.ts";
import { AdminNav } from "../../components/admin/admin-nav.tsx";
import { fill } from "../../i18n/fill.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import type { Route } from "./+types/lead";

export function headers(): HeadersInit {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

/** One lead: every field the visitor sent, its property, and the mails it caused with their state. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  if (!/^\d{1,9}$/.test(params.id)) notFound();
  const found = await leadDetail(Number(params.id));
  if (!found) notFound();
  const { lead, mails } = found;
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    lead: {
      id: lead.id,
      kind: lead.kind,
      name: lead.name,
      email: lead.email,
      verified: lead.verified,
      propertyId: lead.propertyId,
      createdAt: lead.createdAt.toISOString(),
      // Shown as text, never as markup: whatever a visitor typed stays their words.
      fields: Object.entries(lead.fields).map(([name, value]) => [name, fieldText(value)]),
    },
    mails: mails.map((mail) => ({
      id: mail.id,
      purpose: mail.purpose,
      to: mail.recipient.address,
      subject: mail.subject,
      attempts: mail.attempts,
      state: mail.sentAt ? "sent" : mail.failedAt ? "failed" : "waiting",
      lastError: mail.lastError,
    })),
  };
}

/** A stored field as text: lists joined, anything structured as JSON, nothing as markup. */
function fieldText(value: unknown): string {
  if (Array.isArray(value)) return value.map(fieldText).join(", ");
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return value === null || value === undefined ? "" : JSON.stringify(value);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${fill(loaderData.m.leads.lead, { id: loaderData.lead.id })} | ${loaderData.m.title}` : "" },
  ];
}

export default function Lead({ loaderData }: Route.ComponentProps) {
  const { m, lead, mails, language } = loaderData;
  const l = m.leads;
  const stateText = { sent: l.mailSent, failed: l.mailFailed, waiting: l.mailWaiting } as const;
  const date = new Intl.DateTimeFormat(`${language}-BE`, { dateStyle: "long", timeStyle: "short" });
  return (
    <div className="container page-body admin-page" lang={language}>
      <AdminNav m={m} language={language} />
      <p>
        <Link to="/admin/leads/" className="back-link">
          {l.back}
        </Link>
      </p>
      <h1 id="page-title">{fill(l.lead, { id: lead.id })}</h1>
      <dl className="admin-facts">
        <dt>{l.date}</dt>
        <dd>{date.format(new Date(lead.createdAt))}</dd>
        <dt>{l.form}</dt>
        <dd>{(l.kinds as Record<string, string>)[lead.kind] ?? lead.kind}</dd>
        <dt>{l.verified}</dt>
        <dd>{lead.verified ? l.yes : l.no}</dd>
        {lead.propertyId ? (
          <>
            <dt>{l.property}</dt>
            <dd>
              <a href={`/property/${lead.propertyId}/`}>{lead.propertyId}</a>
            </dd>
          </>
        ) : null}
      </dl>
      <h2>{l.fields}</h2>
      <dl className="admin-facts">
        {lead.fields.map(([name, value]) => (
          <div key={name} className="admin-fact">
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>{l.mails}</h2>
      <ul className="admin-mails">
        {mails.map((mail) => (
          <li key={mail.id}>
            <strong>{mail.subject}</strong> → {mail.to}: {stateText[mail.state as keyof typeof stateText]}
            {mail.attempts > 1 ? ` (${fill(l.attempts, { count: mail.attempts })})` : ""}
            {mail.lastError ? <span className="admin-error"> {mail.lastError}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
