import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useActionData } from "react-router";
import { contactOfLead, contactsToMoveTo, moveLeadToContact } from "../../.server/admin/contacts.ts";
import { formReply, parseSubmission } from "../../.server/admin/form-reply.ts";
import { positiveId, positiveIdParam } from "../../.server/admin/id-param.ts";
import { leadFieldRows } from "../../.server/admin/lead-fields.ts";
import { confirmLead, handleLead, markLeadSpam, staffMembers } from "../../.server/admin/lead-handling.ts";
import { replyToLead } from "../../.server/admin/lead-reply.ts";
import { leadDetail, leadProperty } from "../../.server/admin/leads.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { followUpOf } from "../../.server/admin/tasks.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { badRequest, notFound } from "../../.server/http-errors.ts";
import { MAIL_TEXTS } from "../../.server/leads/mail-texts.ts";
import { siteData } from "../../.server/site-settings.ts";
import { AdminField } from "../../components/admin/admin-field.tsx";
import { lastResultOf, useAdminForm } from "../../components/admin/admin-form.ts";
import { NoteList, noteView } from "../../components/admin/admin-notes.tsx";
import { LeadHandlingForm } from "../../components/admin/lead-handling-form.tsx";
import { Link } from "../../components/ui/link.tsx";
import { leadHandlingSchema, leadReplySchema } from "../../domain/admin-forms/lead-forms.ts";
import { phoneAsWritten } from "../../domain/contact-match.ts";
import { dateTimeFormat } from "../../i18n/dates.ts";
import { type CountedMessage, fill, fillCount } from "../../i18n/fill.ts";
import { isLanguage, type Language } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_CONTACTS_MESSAGES } from "../../i18n/messages/admin-contacts.ts";
import { adminFormTexts } from "../../i18n/messages/admin-forms/index.server.ts";
import { ADMIN_INBOX_MESSAGES } from "../../i18n/messages/admin-inbox.ts";
import { adminHref } from "../../shared/admin-pages.ts";
import "../../styles/admin-inbox.css";
import type { Route } from "./+types/lead";

/**
 * One lead: the person who sent it (their contact), every field they sent under its label, its
 * property by reference and title, the mails it caused, and how it is handled.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const found = await leadDetail(positiveIdParam(params, "id"));
  if (!found) notFound();
  const { lead, mails, notes, assigneeName } = found;
  const { settings } = await siteData();
  const property = lead.propertyId ? await leadProperty(lead.propertyId, user.language, settings.fallback) : undefined;
  const contact = await contactOfLead(lead.id);
  // The requester's language: a reply is written in it, and its subject starts in it.
  const replyLanguage = isLanguage(lead.language) ? lead.language : settings.fallback;
  // "Put with another contact": the contacts the agent's search finds (a GET, so it works without JavaScript).
  const moveQuery = (new URL(request.url).searchParams.get("contact") ?? "").trim().slice(0, 200);
  const moveTo = await contactsToMoveTo(moveQuery, contact?.id ?? null);
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    c: ADMIN_CONTACTS_MESSAGES[user.language],
    t: ADMIN_INBOX_MESSAGES[user.language],
    f: adminFormTexts(user.language),
    followUpOn: await followUpOf(lead.id),
    contact: contact
      ? {
          href: adminHref("contact", { id: contact.id }),
          name: contact.name,
          email: contact.email,
          phone: contact.phone ? phoneAsWritten(contact.phone) : null,
        }
      : null,
    move: {
      query: moveQuery,
      candidates: moveTo.map((row) => ({
        id: row.id,
        text: [row.name || null, row.email, row.phone ? phoneAsWritten(row.phone) : null].filter(Boolean).join(" · "),
      })),
    },
    property: property
      ? {
          href: adminHref("property", { id: property.id }),
          text: [property.reference ?? String(property.id), property.title].filter(Boolean).join(" · "),
        }
      : null,
    reply: {
      language: replyLanguage,
      subject: fill(MAIL_TEXTS[replyLanguage].replySubject, { agency: settings.agency.name }),
      possible: lead.email !== null && lead.email !== "",
    },
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
      fields: leadFieldRows(lead.kind, lead.fields, user.language),
    },
    staff: await staffMembers(),
    notes: notes.map(noteView),
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

/**
 * The lead's handling (status, assignee, a note and its follow-up in one form), a reply, another
 * contact, and confirming or rejecting an unverified one.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const id = positiveIdParam(params, "id");
  const form = await readFormBody(request);
  const actor = { id: user.id, name: user.name };
  const intent = form.get("intent");
  if (intent === "handle") {
    const submission = parseSubmission(form, leadHandlingSchema);
    if (submission.status !== "success") return formReply(submission, { form: "handle" });
    const { status, assignee, note, followUpOn } = submission.value;
    const result = await handleLead(actor, id, { status, assignedTo: assignee, note: note ?? "", followUpOn });
    if (result === "no-lead") notFound();
    if (result === "no-staff")
      return formReply(submission, { form: "handle", fieldErrors: { assignee: ["chooseOne"] } });
    return formReply(submission, { form: "handle", resetForm: true }, { handled: result });
  }
  if (intent === "reply") {
    const submission = parseSubmission(form, leadReplySchema);
    if (submission.status !== "success") return formReply(submission, { form: "reply" });
    const { settings } = await siteData();
    const result = await replyToLead(actor, id, submission.value, settings);
    if (result.kind === "no-lead") notFound();
    if (result.kind === "no-address") badRequest("the request has no address");
    return formReply(
      submission,
      { form: "reply", resetForm: true },
      { saved: result.held ? ("replyHeld" as const) : ("reply" as const), count: 0 },
    );
  }
  if (intent === "confirm") {
    const result = await confirmLead(actor, id);
    return result.done ? { saved: "confirm" as const, count: result.mails } : { saved: "unchanged" as const, count: 0 };
  }
  if (intent === "move-contact") {
    const result = await moveLeadToContact(actor, id, positiveId(form.get("contactId"), "contactId"));
    if (result === "no-lead") notFound();
    if (result === "no-contact") badRequest("no such contact");
    return { saved: result === "moved" ? ("contact" as const) : ("unchanged" as const), count: 0 };
  }
  if (intent === "spam") {
    const result = await markLeadSpam(actor, id);
    return result.done ? { saved: "spam" as const, count: result.mails } : { saved: "unchanged" as const, count: 0 };
  }
  badRequest("unknown intent");
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

/** A saved notice as said: the mails it counts in the form the language gives them ("1 e-mail"). */
function savedText(message: string | CountedMessage, count: number, language: Language): string {
  return typeof message === "string" ? message : fillCount(language, message, count);
}

/** A reply to the person who sent the request, in their language, through the outbox. */
function LeadReply({
  reply,
  lastResult,
  l,
  c,
  f,
}: {
  reply: { language: Language; subject: string; possible: boolean };
  lastResult: SubmissionResult<string[]> | undefined;
  l: (typeof ADMIN_MESSAGES)[Language]["leads"];
  c: (typeof ADMIN_CONTACTS_MESSAGES)[Language];
  f: ReturnType<typeof adminFormTexts>;
}) {
  const [form, fields] = useAdminForm({
    id: "lead-reply",
    schema: leadReplySchema,
    lastResult,
    defaultValue: { subject: reply.subject },
  });
  return (
    <section aria-labelledby="lead-reply-title">
      <h2 id="lead-reply-title">{l.reply.heading}</h2>
      {reply.possible ? (
        <Form method="post" className="admin-note-form" {...getFormProps(form)}>
          <p className="admin-hint">{fill(l.reply.hint, { language: c.languages[reply.language] })}</p>
          <AdminField meta={fields.subject} label={l.reply.subject} texts={f} lang={reply.language} />
          <AdminField
            meta={fields.message}
            label={l.reply.message}
            texts={f}
            kind="textarea"
            rows={6}
            lang={reply.language}
          />
          <button type="submit" name="intent" value="reply" className="btn btn-accent">
            {l.reply.send}
          </button>
        </Form>
      ) : (
        <p>{l.reply.noAddress}</p>
      )}
    </section>
  );
}

/** Another contact for the request: searched by a GET form, chosen from what it finds. */
function MoveToContact({
  move,
  c,
}: {
  move: { query: string; candidates: { id: number; text: string }[] };
  c: (typeof ADMIN_CONTACTS_MESSAGES)[Language];
}) {
  return (
    <details className="admin-move-contact" open={move.query !== "" || undefined}>
      <summary>{c.move.heading}</summary>
      <Form method="get" className="admin-filters">
        <div className="field">
          <label htmlFor="move-contact-query">{c.move.search}</label>
          <input
            id="move-contact-query"
            name="contact"
            type="search"
            defaultValue={move.query}
            aria-describedby="move-contact-hint"
            maxLength={200}
          />
          <p className="admin-hint" id="move-contact-hint">
            {c.move.searchHint}
          </p>
        </div>
        <button type="submit" className="btn btn-outline">
          {c.move.find}
        </button>
      </Form>
      {move.query !== "" && move.candidates.length === 0 ? <p>{fill(c.move.none, { query: move.query })}</p> : null}
      {move.candidates.length > 0 ? (
        <Form method="post">
          <fieldset>
            <legend>{c.move.choose}</legend>
            {move.candidates.map((candidate, index) => (
              <div key={candidate.id}>
                <input
                  type="radio"
                  id={`move-contact-${candidate.id}`}
                  name="contactId"
                  value={candidate.id}
                  defaultChecked={index === 0}
                />
                <label htmlFor={`move-contact-${candidate.id}`}>{candidate.text}</label>
              </div>
            ))}
          </fieldset>
          <button type="submit" name="intent" value="move-contact" className="btn btn-accent">
            {c.move.button}
          </button>
        </Form>
      ) : null}
    </details>
  );
}

export default function Lead({ loaderData }: Route.ComponentProps) {
  const { m, c, t, f, lead, mails, notes, staff, language, contact, property, move } = loaderData;
  const l = m.leads;
  const done = useActionData<typeof action>();
  const handled = done && "handled" in done ? done.handled : null;
  const stateText = { sent: l.mailSent, failed: l.mailFailed, waiting: l.mailWaiting, held: l.mailHeld } as const;
  const date = dateTimeFormat(language, { dateStyle: "long", timeStyle: "short" });
  const dayFormat = dateTimeFormat(language, { dateStyle: "full" });
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
          <output className="form-alert">{savedText(l.saved[done.saved], done.count, language)}</output>
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
        {loaderData.followUpOn ? (
          <>
            <dt>{t.handling.followUp}</dt>
            <dd>{dayFormat.format(new Date(`${loaderData.followUpOn}T12:00:00Z`))}</dd>
          </>
        ) : null}
        {property ? (
          <>
            <dt>{l.property}</dt>
            <dd>
              <Link to={property.href}>{property.text}</Link>
            </dd>
          </>
        ) : null}
      </dl>
      <section aria-labelledby="lead-person">
        <h2 id="lead-person">{c.person}</h2>
        {contact ? (
          <>
            <p>
              <strong>{contact.name || c.noName}</strong>
              {[contact.email, contact.phone].filter(Boolean).map((detail) => ` · ${detail}`)}
            </p>
            <p>
              <Link to={contact.href}>{c.seeContact}</Link>
            </p>
          </>
        ) : (
          <p>{c.noContact}</p>
        )}
        <MoveToContact move={move} c={c} />
      </section>
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
      <section aria-labelledby="lead-handling-title">
        <h2 id="lead-handling-title">{t.handling.heading}</h2>
        {handled ? (
          <p>
            <output className="form-alert">{handled === "saved" ? t.handling.saved : t.handling.unchanged}</output>
          </p>
        ) : null}
        <LeadHandlingForm
          // Drawn anew from what is stored once a save changed it (a colleague's change included).
          key={[lead.status, lead.assignedTo, loaderData.followUpOn, notes.length].join("|")}
          handling={{ status: lead.status, assignedTo: lead.assignedTo, followUpOn: loaderData.followUpOn }}
          staff={staff}
          lastResult={lastResultOf(done, "handle")}
          m={m}
          t={t}
          f={f}
        />
        <h3>{l.notes}</h3>
        <NoteList notes={notes} t={l} language={language} />
      </section>
      <LeadReply reply={loaderData.reply} lastResult={lastResultOf(done, "reply")} l={l} c={c} f={f} />
      <h2>{l.fields}</h2>
      <dl className="admin-facts">
        {lead.fields.map((field) => (
          <div key={field.name} className="admin-fact">
            <dt>{field.label}</dt>
            <dd>{field.value}</dd>
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
