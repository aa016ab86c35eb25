// The request a thank-you page thanks for, read from its lead when the page's receipt names one
// (thank-you-receipt.ts) of the page's own kind: the form, the property or project as published
// now, the visit's moment while it stands. Anything else (no receipt, a forged or another kind's)
// gives no details, and the page thanks in general words.
import { and, eq, isNull, sql } from "drizzle-orm";
import {
  FORMS_WITHOUT_A_COPY,
  type FormKind,
  isFormKind,
  THANK_YOU_OF,
  type ThankYouKind,
} from "../../domain/forms/form-kinds.ts";
import { formMessagesFor } from "../../i18n/form-messages.server.ts";
import type { Language } from "../../i18n/languages.ts";
import type { ThankYouDetails, ThankYouSubject } from "../../shared/thank-you-view.ts";
import { propertyHref } from "../catalog/card-query.ts";
import { addressLines, BOX_LABEL, COUNTRY_NAMES } from "../catalog/detail/detail-facts.ts";
import { readPublishedProperty } from "../catalog/detail/property-rows.ts";
import { localizeProperty } from "../catalog/detail/property-view.ts";
import { projectCard } from "../catalog/projects/projects.ts";
import { type Database, db } from "../db/client.ts";
import { leads, visitBookings, visitSlots } from "../db/lead-schema.ts";
import { formatSlot } from "./visit-slots.ts";

export interface ThankYouLead {
  id: number;
  kind: FormKind;
  verified: boolean;
  propertyId: number | null;
  projectId: number | null;
}

/**
 * How long a receipt shows its request: the visitor reads the page at once, or comes back to it from
 * the mail soon after. A link kept longer (a shared computer's history, a forwarded address) thanks in
 * general words and names no request.
 */
export const RECEIPT_DAYS = 30;

/** The lead when it exists, was sent within RECEIPT_DAYS and its form ends on this kind of thank-you page. */
export async function thankYouLead(
  leadId: number,
  kind: ThankYouKind,
  database: Database = db(),
): Promise<ThankYouLead | undefined> {
  const [row] = await database
    .select({
      id: leads.id,
      kind: leads.kind,
      verified: leads.verified,
      propertyId: leads.propertyId,
      projectId: leads.projectId,
    })
    .from(leads)
    .where(and(eq(leads.id, leadId), sql`${leads.createdAt} > now() - make_interval(days => ${RECEIPT_DAYS})`));
  if (!row || !isFormKind(row.kind) || THANK_YOU_OF[row.kind] !== kind) return undefined;
  return { ...row, kind: row.kind };
}

export async function thankYouDetails(
  lead: ThankYouLead,
  language: Language,
  fallback: Language,
  calendarHref: string,
): Promise<ThankYouDetails> {
  const [subject, slot] = await Promise.all([subjectOf(lead, language, fallback), bookedVisit(lead.id)]);
  return {
    form: formMessagesFor(language).pages[lead.kind].title,
    ...(subject ? { subject } : {}),
    ...(slot ? { visit: { when: formatSlot(slot, language), calendarHref } } : {}),
    ...(!(FORMS_WITHOUT_A_COPY as readonly FormKind[]).includes(lead.kind)
      ? { copy: lead.verified ? "sent" : "held" }
      : {}),
  };
}

/** The visit the lead booked, while the agency has not cancelled it (a move shows its new moment). */
export async function bookedVisit(
  leadId: number,
  database: Database = db(),
): Promise<{ start: Date; end: Date; confirmed: boolean; sequence: number; propertyId: number } | undefined> {
  const [row] = await database
    .select({
      start: visitSlots.startsAt,
      end: visitSlots.endsAt,
      confirmedAt: visitBookings.confirmedAt,
      sequence: visitBookings.calendarSequence,
      propertyId: visitSlots.propertyId,
    })
    .from(visitBookings)
    .innerJoin(visitSlots, eq(visitSlots.id, visitBookings.slotId))
    .where(and(eq(visitBookings.leadId, leadId), isNull(visitBookings.cancelledAt)));
  if (!row) return undefined;
  return {
    start: row.start,
    end: row.end,
    confirmed: row.confirmedAt !== null,
    sequence: row.sequence,
    propertyId: row.propertyId,
  };
}

/** The property or project as the site publishes it now; nothing once it is withdrawn. */
async function subjectOf(
  lead: ThankYouLead,
  language: Language,
  fallback: Language,
): Promise<ThankYouSubject | undefined> {
  if (lead.propertyId !== null) return propertySubject(lead.propertyId, language, fallback);
  if (lead.projectId === null) return undefined;
  const project = await projectCard(lead.projectId, language, fallback);
  if (!project) return undefined;
  return {
    kind: "project",
    title: project.title,
    reference: project.number,
    city: [project.zip, project.city].filter(Boolean).join(" "),
    href: project.href,
    external: project.external,
  };
}

export async function propertySubject(
  propertyId: number,
  language: Language,
  fallback: Language,
): Promise<ThankYouSubject | undefined> {
  const found = await readPublishedProperty(propertyId);
  if (!found) return undefined;
  const { property, title, city, typeName } = localizeProperty(found, language, fallback);
  const address = addressLines(
    { ...property, city, countryName: COUNTRY_NAMES[property.countryId]?.[language] },
    BOX_LABEL[language],
  );
  return {
    kind: "property",
    title: title || typeName,
    reference: property.reference,
    ...address,
    href: propertyHref(language, { id: property.id, goal: property.goal, city, title, typeName }),
    external: false,
  };
}
