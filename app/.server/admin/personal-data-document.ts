// What the agency keeps about a person, as a text the person reads (GDPR access), beside the JSON
// file a computer reads: in the person's language (their contact's, else their last request's),
// each request's fields under the form's labels, their visits, searches, sign-ups, testimonials,
// the mails sent to them and the agency's notes about them. Plain text: it opens anywhere, prints,
// and carries no markup of what a visitor typed.

import { phoneAsWritten } from "../../domain/contact-match.ts";
import { dateTimeFormat } from "../../i18n/dates.ts";
import { fill } from "../../i18n/fill.ts";
import { isLanguage, type Language } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_PERSONAL_DATA_MESSAGES } from "../../i18n/messages/admin-personal-data.ts";
import { leadFieldRows } from "./lead-fields.ts";
import type { PersonalData } from "./privacy.ts";

/** The person's language: their contact's, else their most recent request's, else `fallback`. */
export function personLanguage(found: PersonalData, fallback: Language): Language {
  const chosen = [found.contacts[0]?.language, found.leads[0]?.language].find(isLanguage);
  return chosen ?? fallback;
}

function moment(value: unknown): number {
  return value instanceof Date || typeof value === "string" ? new Date(value).getTime() : 0;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

export function personalDataDocument(
  found: PersonalData,
  options: { language: Language; agency: string; now: Date },
): string {
  const { language } = options;
  const t = ADMIN_PERSONAL_DATA_MESSAGES[language];
  const kinds = ADMIN_MESSAGES[language].leads.kinds as Record<string, string>;
  const format = dateTimeFormat(language, { dateStyle: "long", timeStyle: "short" });
  const when = (value: unknown) => {
    const date = value instanceof Date ? value : typeof value === "string" ? new Date(value) : null;
    return date && !Number.isNaN(date.getTime()) ? format.format(date) : "";
  };
  const state = (row: Record<string, unknown>) =>
    row.unsubscribedAt ? t.unsubscribed : row.confirmedAt ? t.confirmed : t.unconfirmed;
  const lines: string[] = [];
  const section = (title: string, items: string[][]) => {
    lines.push("", title, "-".repeat(title.length));
    if (items.length === 0) lines.push(t.none);
    for (const item of items) lines.push("", ...item);
  };
  const title = fill(t.title, { agency: options.agency });
  lines.push(title, "=".repeat(title.length), "");
  lines.push(fill(t.intro, { date: when(options.now), address: found.address }));
  section(
    t.you,
    found.contacts.map((contact) =>
      [
        `${t.name}: ${text(contact.name)}`,
        contact.email ? `${t.email}: ${text(contact.email)}` : "",
        contact.phone ? `${t.phone}: ${phoneAsWritten(text(contact.phone))}` : "",
      ].filter(Boolean),
    ),
  );
  section(
    t.requests,
    found.leads.map((lead) => [
      `${when(lead.createdAt)} · ${kinds[lead.kind] ?? lead.kind}${lead.propertyId ? ` · ${t.property} ${text(lead.propertyId)}` : ""}`,
      ...leadFieldRows(lead.kind, lead.fields ?? {}, language).map((field) => `  ${field.label}: ${field.value}`),
    ]),
  );
  section(
    t.visits,
    found.visitBookings.map((visit) => [
      `${when(visit.startsAt)}${visit.propertyId ? ` · ${t.property} ${text(visit.propertyId)}` : ""}${visit.cancelledAt ? ` · ${t.cancelled}` : visit.confirmedAt ? ` · ${t.confirmed}` : ""}`,
      // The agent's feedback on the visit is about the person too: what it says, by whom, and who saw it.
      ...(text(visit.feedback)
        ? [
            `  ${fill(t.feedback, { name: text(visit.feedbackBy), date: when(visit.feedbackAt) })}${visit.feedbackForOwner ? ` · ${t.sharedWithOwner}` : ""}:`,
            `  ${text(visit.feedback)}`,
          ]
        : []),
    ]),
  );
  section(
    t.demands,
    found.demands.map((demand) => [`${when(demand.createdAt)} · ${state(demand)}`]),
  );
  section(
    t.newsletter,
    found.newsletterSubscriptions.map((row) => [`${when(row.createdAt)} · ${text(row.email)} · ${state(row)}`]),
  );
  section(
    t.follows,
    found.propertyFollows.map((row) => [
      `${when(row.createdAt)} · ${t.property} ${text(row.propertyId)} · ${state(row)}`,
    ]),
  );
  section(
    t.testimonials,
    found.testimonials.map((row) => [
      `${when(row.createdAt)}${row.published ? ` · ${t.published}` : ""}`,
      `  ${text(row.comment)}`,
    ]),
  );
  section(
    t.mails,
    found.outgoingMails.map((mail) => [`${when(mail.createdAt)} · ${text(mail.to)} · ${text(mail.subject)}`]),
  );
  const notes = [
    ...found.contacts.flatMap((contact) => contact.notes),
    ...found.leads.flatMap((lead) => lead.notes),
  ].sort((a, b) => moment(a.createdAt) - moment(b.createdAt));
  section(
    t.notes,
    notes.map((note) => [`${when(note.createdAt)} · ${text(note.author)}`, `  ${text(note.text)}`]),
  );
  lines.push("", t.closing, "");
  return lines.join("\n");
}
