// The mails staff send a visitor about their booked visit: confirmed, moved or cancelled. Each goes
// in the visitor's language through the outbox, in the transaction of the change it tells about, with
// the calendar entry their booking mail added sent again under the same UID and a higher SEQUENCE,
// so their calendar updates (or drops) that entry rather than adding a second one.
import { eq, sql } from "drizzle-orm";
import { buildVisitIcs } from "../../domain/ics.ts";
import { fill } from "../../i18n/fill.ts";
import { isLanguage, type Language } from "../../i18n/languages.ts";
import { localize } from "../../shared/localize.ts";
import { propertyHref } from "../catalog/card-query.ts";
import type { Transaction } from "../db/client.ts";
import { leads, type MailAttachment, outgoingMails } from "../db/lead-schema.ts";
import { properties, propertyTexts, propertyTypes } from "../db/schema.ts";
import { agencyAddress, greeting, signature, unconfirmedRecipient } from "../leads/lead-mails.ts";
import { MAIL_TEXTS } from "../leads/mail-texts.ts";
import { formatSlot, visitCalendarUid } from "../leads/visit-slots.ts";
import { type MailDraft, outboxValues } from "../mail/outbox-draft.ts";
import type { SiteSettings } from "../site-settings.ts";
import { VISIT_MAIL_TEXTS } from "./visit-mail-texts.ts";

export interface VisitMailContext {
  settings: SiteSettings;
  /** The site's public origin: the property's link and the calendar entry's identity. */
  origin: string;
  now: Date;
}

export type VisitChange = "cancelled" | "confirmed" | "moved";

export interface ChangedVisit {
  leadId: number;
  propertyId: number;
  start: Date;
  end: Date;
  /** The SEQUENCE of the calendar entry this mail carries. */
  sequence: number;
  /** Where a moved visit was before. */
  before?: { start: Date; end: Date };
}

/** The property as the mail names and links it, in the visitor's language. */
async function aboutProperty(tx: Transaction, propertyId: number, language: Language, fallback: Language) {
  const [row] = await tx
    .select({
      id: properties.id,
      goal: properties.goal,
      city: properties.city,
      cityNames: properties.cityNames,
      typeNames: propertyTypes.names,
      title: sql<string>`coalesce((select t.title from ${propertyTexts} t where t.property_id = ${properties.id}
        order by (t.language = ${language}) desc, (t.language = ${fallback}) desc limit 1), '')`,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.webId, properties.typeWebId))
    .where(eq(properties.id, propertyId));
  if (!row) return undefined;
  const city = localize(row.cityNames, language, fallback) || row.city;
  const typeName = localize(row.typeNames, language, fallback);
  const path = propertyHref(language, { id: row.id, goal: row.goal, city, title: row.title, typeName });
  return { title: `${row.title || typeName} (${city})`, path };
}

function calendarFile(
  change: VisitChange,
  visit: ChangedVisit,
  language: Language,
  about: { title: string; url: string } | undefined,
  context: VisitMailContext,
): MailAttachment {
  const agency = context.settings.agency;
  const cancel = change === "cancelled";
  return {
    filename: cancel ? "visit-cancelled.ics" : "visit.ics",
    contentType: cancel ? "text/calendar; method=CANCEL" : "text/calendar; method=PUBLISH",
    content: buildVisitIcs({
      method: cancel ? "CANCEL" : "PUBLISH",
      sequence: visit.sequence,
      ...(cancel ? {} : { status: "CONFIRMED" as const }),
      uid: visitCalendarUid(visit.leadId, context.origin),
      start: visit.start,
      end: visit.end,
      summary: `${MAIL_TEXTS[language].visit}: ${about?.title ?? ""}`,
      location: about?.title ?? "",
      description: about?.url ?? "",
      organizerName: agency.name,
      organizerEmail: agency.email,
      stamp: context.now,
    }),
  };
}

/** What each change says: subject, the lines around the visit's time, and the mail's purpose. */
function wordsOf(change: VisitChange, visit: ChangedVisit, language: Language) {
  const texts = MAIL_TEXTS[language];
  const words = VISIT_MAIL_TEXTS[language];
  const when = formatSlot(visit, language);
  switch (change) {
    case "cancelled":
      return {
        purpose: "visit-cancellation" as const,
        subject: fill(texts.visitCancelledSubject, { when }),
        intro: [texts.visitCancelledText, when],
        closing: [texts.visitCancelledAgain, texts.visitCancelledCalendar],
      };
    case "confirmed":
      return {
        purpose: "visit-confirmation" as const,
        subject: fill(words.confirmedSubject, { when }),
        intro: [words.confirmedText, when],
        closing: [words.confirmedCalendar, words.notSuiting],
      };
    case "moved":
      return {
        purpose: "visit-move" as const,
        subject: fill(words.movedSubject, { when }),
        intro: [
          words.movedText,
          when,
          ...(visit.before ? [fill(words.movedBefore, { when: formatSlot(visit.before, language) })] : []),
        ],
        closing: [words.movedCalendar, words.notSuiting],
      };
  }
}

export function visitMail(
  change: VisitChange,
  visit: ChangedVisit,
  lead: { email: string; language: Language },
  about: { title: string; url: string } | undefined,
  context: VisitMailContext,
): MailDraft {
  const words = wordsOf(change, visit, lead.language);
  // As with the booking mail: the address was never confirmed, so nothing the visitor typed (not
  // even their name) goes to it.
  const recipient = unconfirmedRecipient({ name: "", address: lead.email });
  return {
    purpose: words.purpose,
    recipient,
    replyTo: agencyAddress(context.settings),
    subject: words.subject,
    text: [
      greeting(recipient.name, lead.language),
      "",
      ...words.intro,
      ...(about ? [`${MAIL_TEXTS[lead.language].property}: ${about.title}`, about.url] : []),
      "",
      ...words.closing,
      "",
      signature(context.settings, lead.language),
    ].join("\n"),
    attachments: [calendarFile(change, visit, lead.language, about, context)],
  };
}

/**
 * Puts the visitor's mail about the change in the outbox, in the change's transaction; false when
 * the lead has no address (erased). An address nobody proved (captcha not solved) is mailed only
 * once staff confirm the lead, like the booking mail before it.
 */
export async function queueVisitMail(
  tx: Transaction,
  change: VisitChange,
  visit: ChangedVisit,
  context: VisitMailContext,
): Promise<boolean> {
  const [lead] = await tx
    .select({ email: leads.email, verified: leads.verified, language: leads.language })
    .from(leads)
    .where(eq(leads.id, visit.leadId));
  if (!lead?.email) return false;
  const fallback = context.settings.fallback;
  const language = isLanguage(lead.language) ? lead.language : fallback;
  const about = await aboutProperty(tx, visit.propertyId, language, fallback);
  const mail = visitMail(
    change,
    visit,
    { email: lead.email, language },
    about && { title: about.title, url: `${context.origin}${about.path}` },
    context,
  );
  await tx
    .insert(outgoingMails)
    .values(outboxValues({ ...mail, held: !lead.verified }, { leadId: visit.leadId, now: context.now }));
  return true;
}
