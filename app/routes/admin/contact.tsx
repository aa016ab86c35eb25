import { data, Form, useActionData } from "react-router";
import {
  addContactNote,
  type ContactDetail,
  contactDetail,
  duplicatesOf,
  mergeContacts,
  setContactFollower,
} from "../../.server/admin/contacts.ts";
import { formReply, parseSubmission } from "../../.server/admin/form-reply.ts";
import { positiveId, positiveIdParam } from "../../.server/admin/id-param.ts";
import { staffMembers } from "../../.server/admin/lead-handling.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { formText, readFormBody } from "../../.server/form-body.ts";
import { badRequest, notFound } from "../../.server/http-errors.ts";
import { siteData } from "../../.server/site-settings.ts";
import { lastResultOf } from "../../components/admin/admin-form.ts";
import { AdminNotes, noteView } from "../../components/admin/admin-notes.tsx";
import { StaffOptions } from "../../components/admin/staff-choices.tsx";
import { Link } from "../../components/ui/link.tsx";
import { leadNoteSchema } from "../../domain/admin-forms/lead-forms.ts";
import { phoneAsWritten } from "../../domain/contact-match.ts";
import { dateTimeFormat } from "../../i18n/dates.ts";
import { fill } from "../../i18n/fill.ts";
import { isLanguage, type Language } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES, type AdminMessages } from "../../i18n/messages/admin.ts";
import { ADMIN_CONTACTS_MESSAGES, type AdminContactsMessages } from "../../i18n/messages/admin-contacts.ts";
import { adminFormTexts } from "../../i18n/messages/admin-forms/index.server.ts";
import { adminHref } from "../../shared/admin-pages.ts";
import type { Route } from "./+types/contact";

/** One line of the contact's history, its words already in the staff member's language. */
interface HistoryLine {
  key: string;
  at: string;
  what: string;
  link?: { href: string; text: string };
  property?: { href: string; text: string };
  state?: string;
}

/** One person: who they are, who follows them, everything they did in time order, and the agency's notes. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const { settings } = await siteData();
  const found = await contactDetail(positiveIdParam(params, "id"), user.language, settings.fallback);
  if (!found) notFound();
  const m = ADMIN_MESSAGES[user.language];
  const c = ADMIN_CONTACTS_MESSAGES[user.language];
  const { contact } = found;
  const otherAddresses = [
    ...new Set(found.requests.flatMap((lead) => (lead.email ? [lead.email.trim().toLowerCase()] : []))),
  ].filter((address) => address !== contact.email);
  return {
    language: user.language,
    m,
    c,
    f: adminFormTexts(user.language),
    contact: {
      id: contact.id,
      name: contact.name,
      email: contact.email,
      phone: contact.phone ? phoneAsWritten(contact.phone) : null,
      phoneHref: contact.phone ? `tel:${contact.phone}` : null,
      language: isLanguage(contact.language) ? c.languages[contact.language] : contact.language,
      followedBy: contact.followedBy,
      followerName: found.followerName,
      createdAt: contact.createdAt.toISOString(),
      otherAddresses,
    },
    staff: await staffMembers(),
    duplicates: (await duplicatesOf(contact.id)).map((other) => ({
      id: other.id,
      name: other.name,
      details: [other.email, other.phone ? phoneAsWritten(other.phone) : null].filter(Boolean).join(" · "),
      reasons: other.reasons.map((reason) => c.reasons[reason]).join(", "),
    })),
    history: historyOf(found, m, c, user.language),
    notes: found.notes.map(noteView),
  };
}

/** Everything the contact did, newest first, as lines of text and links. */
function historyOf(
  found: ContactDetail,
  m: AdminMessages,
  c: AdminContactsMessages,
  language: Language,
): HistoryLine[] {
  const kinds = m.leads.kinds as Record<string, string>;
  const when = dateTimeFormat(language, { dateStyle: "long", timeStyle: "short" });
  const property = (row: { propertyId: number | null; reference: string | null; title: string | null }) =>
    row.propertyId === null
      ? undefined
      : {
          href: adminHref("property", { id: row.propertyId }),
          text: [row.reference ?? String(row.propertyId), row.title].filter(Boolean).join(" · "),
        };
  const subscription = (row: { confirmedAt: Date | null; unsubscribedAt: Date | null }) =>
    row.unsubscribedAt ? c.states.unsubscribed : row.confirmedAt ? c.states.confirmed : c.states.unconfirmed;
  const lines: HistoryLine[] = [
    ...found.requests.map((lead) => ({
      key: `lead-${lead.id}`,
      at: lead.createdAt.toISOString(),
      what: `${c.events.request}: ${kinds[lead.kind] ?? lead.kind}`,
      link: { href: adminHref("lead", { id: lead.id }), text: fill(c.requestLink, { id: lead.id }) },
      property: property(lead),
      state: [m.leads.statuses[lead.status], lead.verified ? "" : c.states.unverified].filter(Boolean).join(", "),
    })),
    ...found.visits.map((visit) => ({
      key: `visit-${visit.id}`,
      at: visit.createdAt.toISOString(),
      what: `${c.events.visit}: ${fill(c.visitAt, { date: when.format(visit.startsAt) })}`,
      property: property(visit),
      ...(visit.cancelledAt ? { state: c.states.cancelled } : {}),
    })),
    ...found.demands.map((demand) => ({
      key: `demand-${demand.id}`,
      at: demand.createdAt.toISOString(),
      what: c.events.demand,
      link: { href: adminHref("demand", { id: demand.id }), text: fill(c.demandLink, { id: demand.id }) },
      state: subscription(demand),
    })),
    ...found.subscriptions.map((row) => ({
      key: `newsletter-${row.id}`,
      at: row.createdAt.toISOString(),
      what: c.events.newsletter,
      state: subscription(row),
    })),
    ...found.testimonials.map((row) => ({
      key: `testimonial-${row.id}`,
      at: row.createdAt.toISOString(),
      what: c.events.testimonial,
      link: { href: adminHref("testimonials"), text: m.testimonials.title },
      state: row.published ? c.states.published : row.reviewedAt ? c.states.rejected : c.states.waiting,
    })),
    ...found.mails.map((mail) => ({
      key: `mail-${mail.id}`,
      at: mail.createdAt.toISOString(),
      what: `${c.events.mail} ${fill(c.mailTo, { to: mail.to })}`,
      link: { href: adminHref("mail", { id: mail.id }), text: mail.subject },
      state: mail.sentAt
        ? c.states.sent
        : mail.failedAt
          ? c.states.failed
          : mail.heldAt
            ? c.states.held
            : c.states.queued,
    })),
  ];
  return lines.sort((a, b) => b.at.localeCompare(a.at) || a.key.localeCompare(b.key));
}

/** Who follows the contact, a note, and merging another contact into this one. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const id = positiveIdParam(params, "id");
  const form = await readFormBody(request);
  const actor = { id: user.id, name: user.name };
  const intent = form.get("intent");
  if (intent === "follow") {
    const to = formText(form, "followedBy");
    const result = await setContactFollower(actor, id, to === "" ? null : to);
    if (result === "no-contact") notFound();
    if (result === "no-staff") badRequest("not an active manager or agent");
    return { saved: "follow" as const };
  }
  if (intent === "note") {
    const submission = parseSubmission(form, leadNoteSchema);
    if (submission.status !== "success") return formReply(submission, { form: "note" });
    if (!(await addContactNote(actor, id, submission.value.note))) notFound();
    return formReply(submission, { form: "note", resetForm: true }, { saved: "note" as const });
  }
  if (intent === "merge") {
    const other = positiveId(form.get("other"), "no contact to merge");
    // Not ticked: the page says so next to the box, and nothing is merged.
    if (form.get("confirm") !== "yes") return data({ mergeRefused: other }, { status: 400 });
    const result = await mergeContacts(actor, id, other);
    if (result === "no-contact") notFound();
    if (result === "same") badRequest("a contact is itself");
    return { saved: "merge" as const };
  }
  badRequest("unknown intent");
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "" }];
  const { c, contact, m } = loaderData;
  return [{ title: `${fill(c.contact, { name: contact.name || c.noName })} | ${m.backOfficeTitle}` }];
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { m, c, f, contact, staff, history, notes, language, duplicates } = loaderData;
  const done = useActionData<typeof action>();
  const date = dateTimeFormat(language, { dateStyle: "long", timeStyle: "short" });
  return (
    <div className="container page-body admin-page" lang={language}>
      <p>
        <Link to={adminHref("contacts")} className="back-link">
          {c.backToContacts}
        </Link>
      </p>
      <h1 id="page-title">{fill(c.contact, { name: contact.name || c.noName })}</h1>
      {done && "saved" in done && done.saved ? (
        <p>
          <output className="form-alert">{c.saved[done.saved]}</output>
        </p>
      ) : null}
      <dl className="admin-facts">
        <dt>{c.email}</dt>
        <dd>{contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : "–"}</dd>
        <dt>{c.phone}</dt>
        <dd>{contact.phone && contact.phoneHref ? <a href={contact.phoneHref}>{contact.phone}</a> : "–"}</dd>
        {contact.otherAddresses.length > 0 ? (
          <>
            <dt>{c.alsoWrote}</dt>
            <dd>{contact.otherAddresses.join(", ")}</dd>
          </>
        ) : null}
        <dt>{c.language}</dt>
        <dd>{contact.language}</dd>
        <dt>{c.since}</dt>
        <dd>{date.format(new Date(contact.createdAt))}</dd>
        <dt>{c.followedBy}</dt>
        <dd>{contact.followerName ?? c.nobody}</dd>
      </dl>
      <h2>{c.follow}</h2>
      <Form method="post" className="admin-filters">
        <div className="field">
          <label htmlFor="contact-follower">{c.followedBy}</label>
          <select
            id="contact-follower"
            name="followedBy"
            defaultValue={contact.followedBy ?? ""}
            key={contact.followedBy}
          >
            <option value="">{c.nobody}</option>
            <StaffOptions staff={staff} roles={m.roles} />
          </select>
        </div>
        <button type="submit" name="intent" value="follow" className="btn btn-accent">
          {c.saveFollow}
        </button>
      </Form>
      {duplicates.length > 0 ? (
        <section aria-labelledby="contact-duplicates" className="admin-review">
          <h2 id="contact-duplicates">{c.duplicates}</h2>
          <p>{c.duplicatesIntro}</p>
          <ul className="admin-list">
            {duplicates.map((other) => {
              const refused = done && "mergeRefused" in done && done.mergeRefused === other.id;
              const name = other.name || c.noName;
              return (
                <li key={other.id}>
                  <p>
                    <Link to={adminHref("contact", { id: other.id })}>{name}</Link>
                    {other.details ? ` · ${other.details}` : ""} · {other.reasons}
                  </p>
                  <Form method="post" className="admin-actions">
                    <input type="hidden" name="other" value={other.id} />
                    <label className="admin-check">
                      <input
                        type="checkbox"
                        name="confirm"
                        value="yes"
                        aria-invalid={refused ? true : undefined}
                        aria-describedby={refused ? `merge-error-${other.id}` : undefined}
                      />{" "}
                      {fill(c.mergeConfirm, { name })}
                    </label>
                    <button type="submit" name="intent" value="merge" className="btn btn-outline">
                      {c.merge}
                    </button>
                  </Form>
                  {refused ? (
                    <p id={`merge-error-${other.id}`} className="admin-error">
                      {c.mergeNeedsConfirm}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <h2 id="contact-history">{c.history}</h2>
      <p>{c.historyIntro}</p>
      {history.length === 0 ? (
        <p>{c.noHistory}</p>
      ) : (
        <ol className="admin-list admin-history" aria-labelledby="contact-history">
          {history.map((line) => (
            <li key={line.key}>
              <p className="admin-note-meta">
                <time dateTime={line.at}>{date.format(new Date(line.at))}</time>
              </p>
              <p>
                <strong>{line.what}</strong>
                {line.link ? (
                  <>
                    {" · "}
                    <Link to={line.link.href}>{line.link.text}</Link>
                  </>
                ) : null}
                {line.property ? (
                  <>
                    {" · "}
                    <Link to={line.property.href}>{line.property.text}</Link>
                  </>
                ) : null}
                {line.state ? ` · ${line.state}` : null}
              </p>
            </li>
          ))}
        </ol>
      )}
      <AdminNotes
        id="contact-note"
        notes={notes}
        lastResult={lastResultOf(done, "note")}
        t={c}
        f={f}
        language={language}
      />
    </div>
  );
}
