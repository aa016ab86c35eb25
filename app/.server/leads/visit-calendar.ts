// The calendar file a visitor downloads from the thank-you page of their booked visit. It is the
// entry their confirmation mail carries (same UID, SEQUENCE and status), so a calendar that has one
// updates it rather than adding the visit twice; its place is the address as the site publishes it.

import { eq } from "drizzle-orm";
import { isFormKind } from "../../domain/forms/form-kinds.ts";
import { buildVisitIcs } from "../../domain/ics.ts";
import { isLanguage, type Language } from "../../i18n/languages.ts";
import { type Database, db } from "../db/client.ts";
import { leads } from "../db/lead-schema.ts";
import type { SiteSettings } from "../site-settings.ts";
import { MAIL_TEXTS } from "./mail-texts.ts";
import { bookedVisit, propertySubject } from "./thank-you-details.ts";
import { visitCalendarUid } from "./visit-slots.ts";

/** The .ics text of the lead's booked visit, in the lead's language; undefined when it has none. */
export async function visitCalendarText(
  leadId: number,
  context: { settings: SiteSettings; origin: string; now: Date },
  database: Database = db(),
): Promise<string | undefined> {
  const [lead] = await database
    .select({ kind: leads.kind, language: leads.language })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead || !isFormKind(lead.kind) || lead.kind !== "visit") return undefined;
  const visit = await bookedVisit(leadId, database);
  // A visit that has taken place has no use in a calendar: its address says nothing any more.
  if (!visit || visit.end.getTime() <= context.now.getTime()) return undefined;
  const { settings } = context;
  const language: Language = isLanguage(lead.language) ? lead.language : settings.fallback;
  const subject = await propertySubject(visit.propertyId, language, settings.fallback);
  const title = subject ? `${subject.title} (${subject.city})` : "";
  return buildVisitIcs({
    uid: visitCalendarUid(leadId, context.origin),
    sequence: visit.sequence,
    ...(visit.confirmed ? { status: "CONFIRMED" as const } : {}),
    start: visit.start,
    end: visit.end,
    summary: title ? `${MAIL_TEXTS[language].visit}: ${title}` : MAIL_TEXTS[language].visit,
    location: subject ? [subject.street, subject.city].filter(Boolean).join(", ") : "",
    description: subject ? `${context.origin}${subject.href}` : "",
    organizerName: settings.agency.name,
    organizerEmail: settings.agency.email,
    stamp: context.now,
  });
}
