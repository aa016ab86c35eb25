import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData } from "react-router";
import { formReply, parseSubmission } from "../../.server/admin/form-reply.ts";
import { positiveIdParam } from "../../.server/admin/id-param.ts";
import {
  addLeadNote,
  assignLead,
  confirmLead,
  markLeadSpam,
  setLeadStatus,
  staffMembers,
} from "../../.server/admin/lead-handling.ts";
import { leadDetail } from "../../.server/admin/leads.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { formText, readFormBody } from "../../.server/form-body.ts";
import { badRequest, notFound } from "../../.server/http-errors.ts";
import { AdminField } from "../../components/admin/admin-field.tsx";
import { lastResultOf, useAdminForm } from "../../components/admin/admin-form.ts";
import { leadNoteSchema } from "../../domain/admin-forms/lead-forms.ts";
import { LEAD_STATUSES, type LeadStatus } from "../../domain/lead-handling.ts";
import { fill } from "../../i18n/fill.ts";
import { dateTimeFormat } from "../../i18n/format.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { adminFormTexts } from "../../i18n/messages/admin-forms/index.server.ts";
import type { Route } from "./+types/lead";

/** One lead: every field the visitor sent, its property, the mails it caused, and how it is handled. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const found = await leadDetail(positiveIdParam(params, "id"));
  if (!found) notFound();
  const { lead, mails, notes, assigneeName } = found;
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    f: adminFormTexts(user.language),
    lead: {
      id: lead.id,
      kind: lead.kind,
      name: lead.name,
      email: lead.email,
      verified: lead.verified,
      status: lead.status,
      assignedTo: lead.assignedTo,
      assigneeName,
      propertyId: lead.propertyId,
      createdAt: lead.createdAt.toISOString(),
      // Shown as text, never as markup: whatever a visitor typed stays their words.
      fields: Object.entries(lead.fields).map(([name, value]) => [name, fieldText(value)]),
    },
    staff: await staffMembers(),
    notes: notes.map((note) => ({
      id: note.id,
      author: note.authorName,
      text: note.text,
      createdAt: note.createdAt.toISOString(),
    })),
    mails: mails.map((mail) => ({
      id: mail.id,
      purpose: mail.purpose,
      to: mail.recipient.address,
      subject: mail.subject,
      attempts: mail.attempts,
      state: mail.sentAt ? "sent" : mail.failedAt ? "failed" : mail.heldAt ? "held" : "waiting",
      lastError: mail.lastError,
    })),
  };
}

/** The lead's handling: status, assignee, a note, and confirming or rejecting an unverified one. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const id = positiveIdParam(params, "id");
  const form = await readFormBody(request);
  const actor = { id: user.id, name: user.name };
  const intent = form.get("intent");
  if (intent === "status") {
    const status = formText(form, "status");
    if (!(LEAD_STATUSES as readonly string[]).includes(status)) badRequest("unknown status");
    if (!(await setLeadStatus(actor, id, status as LeadStatus))) notFound();
    return { saved: "status" as const, count: 0 };
  }
  if (intent === "assign") {
    const to = formText(form, "assignee");
    const result = await assignLead(actor, id, to === "" ? null : to);
    if (result === "no-lead") notFound();
    if (result === "no-staff") badRequest("not an active manager or agent");
    return { saved: "assign" as const, count: 0 };
  }
  if (intent === "note") {
    const submission = parseSubmission(form, leadNoteSchema);
    if (submission.status !== "success") return formReply(submission, { form: "note" });
    if (!(await addLeadNote(actor, id, submission.value.note))) notFound();
    return formReply(submission, { form: "note", resetForm: true }, { saved: "note" as const, count: 0 });
  }
  if (intent === "confirm") {
    const result = await confirmLead(actor, id);
    return result.done ? { saved: "confirm" as const, count: result.mails } : { saved: "unchanged" as const, count: 0 };
  }
  if (intent === "spam") {
    const result = await markLeadSpam(actor, id);
    return result.done ? { saved: "spam" as const, count: result.mails } : { saved: "unchanged" as const, count: 0 };
  }
  badRequest("unknown intent");
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
    {
      title: loaderData
        ? `${fill(loaderData.m.leads.lead, { id: loaderData.lead.id })} | ${loaderData.m.backOfficeTitle}`
        : "",
    },
  ];
}

export default function Lead({ loaderData }: Route.ComponentProps) {
  const { m, f, lead, mails, notes, staff, language } = loaderData;
  const l = m.leads;
  const done = useActionData<typeof action>();
  const [noteForm, noteFields] = useAdminForm({
    id: "lead-note",
    schema: leadNoteSchema,
    lastResult: lastResultOf(done, "note"),
  });
  const stateText = { sent: l.mailSent, failed: l.mailFailed, waiting: l.mailWaiting, held: l.mailHeld } as const;
  const date = dateTimeFormat(language, { dateStyle: "long", timeStyle: "short" });
  return (
    <div className="container page-body admin-page" lang={language}>
      <p>
        <Link to="/admin/leads/" className="back-link">
          {l.backToRequests}
        </Link>
      </p>
      <h1 id="page-title">{fill(l.lead, { id: lead.id })}</h1>
      {done && "saved" in done ? (
        <p>
          <output className="form-alert">{fill(l.saved[done.saved], { count: done.count })}</output>
        </p>
      ) : null}
      <dl className="admin-facts">
        <dt>{l.date}</dt>
        <dd>{date.format(new Date(lead.createdAt))}</dd>
        <dt>{l.form}</dt>
        <dd>{(l.kinds as Record<string, string>)[lead.kind] ?? lead.kind}</dd>
        <dt>{l.verified}</dt>
        <dd>{lead.verified ? l.captchaSolved : l.captchaUnsolved}</dd>
        <dt>{l.status}</dt>
        <dd>{l.statuses[lead.status]}</dd>
        <dt>{l.assignee}</dt>
        <dd>{lead.assigneeName ?? l.nobody}</dd>
        {lead.propertyId ? (
          <>
            <dt>{l.property}</dt>
            <dd>
              <a href={`/property/${lead.propertyId}/`}>{lead.propertyId}</a>
            </dd>
          </>
        ) : null}
      </dl>
      {lead.verified ? null : (
        <section className="admin-review" aria-labelledby="lead-review">
          <h2 id="lead-review">{l.review}</h2>
          <p>{l.reviewText}</p>
          <Form method="post" className="admin-actions">
            <button type="submit" name="intent" value="confirm" className="btn btn-accent">
              {l.confirm}
            </button>
            <button type="submit" name="intent" value="spam" className="btn btn-outline">
              {l.markSpam}
            </button>
          </Form>
        </section>
      )}
      <h2>{l.handling}</h2>
      <div className="admin-handling">
        <Form method="post" className="admin-filters">
          <div className="field">
            <label htmlFor="lead-status">{l.status}</label>
            <select id="lead-status" name="status" defaultValue={lead.status} key={lead.status}>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {l.statuses[status]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" name="intent" value="status" className="btn btn-accent">
            {l.changeStatus}
          </button>
        </Form>
        <Form method="post" className="admin-filters">
          <div className="field">
            <label htmlFor="lead-assignee">{l.assignee}</label>
            <select id="lead-assignee" name="assignee" defaultValue={lead.assignedTo ?? ""} key={lead.assignedTo}>
              <option value="">{l.nobody}</option>
              {staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name} ({m.roles[member.role]})
                </option>
              ))}
            </select>
          </div>
          <button type="submit" name="intent" value="assign" className="btn btn-accent">
            {l.assign}
          </button>
        </Form>
      </div>
      <h2>{l.notes}</h2>
      <Form method="post" className="admin-note-form" {...getFormProps(noteForm)}>
        <AdminField meta={noteFields.note} label={l.newNote} texts={f} kind="textarea" rows={4} />
        <button type="submit" name="intent" value="note" className="btn btn-accent">
          {l.addNote}
        </button>
      </Form>
      {notes.length === 0 ? (
        <p>{l.noNotes}</p>
      ) : (
        <ul className="admin-list admin-notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="admin-note-meta">
                {fill(l.noteBy, { name: note.author, date: date.format(new Date(note.createdAt)) })}
              </p>
              <p className="admin-note-text">{note.text}</p>
            </li>
          ))}
        </ul>
      )}
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
