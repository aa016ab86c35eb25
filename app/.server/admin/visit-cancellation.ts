// The agency cancels a booked visit: the place is free again, the booking is marked cancelled, the
// visitor gets a mail in the language they booked in with a calendar cancellation (the same UID as
// their invitation, so their calendar drops the visit), and the audit log says who did it. All of it
// in one transaction: a cancelled booking is never without its mail, nor a mail without the change.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { buildVisitIcs } from "../../domain/ics.ts";
import { fill } from "../../i18n/fill.ts";
import { isLanguage, type Language } from "../../i18n/languages.ts";
import { localize } from "../../shared/localize.ts";
import { propertyHref } from "../catalog/card-query.ts";
import type { Transaction } from "../db/client.ts";
import { leads, type MailAttachment, outgoingMails, visitBookings, visitSlots } from "../db/lead-schema.ts";
import { properties, propertyTexts, propertyTypes } from "../db/schema.ts";
import { agencyAddress, greeting, signature, unconfirmedRecipient } from "../leads/lead-mails.ts";
import { MAIL_TEXTS } from "../leads/mail-texts.ts";
import { wakeOutbox } from "../leads/outbox-signal.ts";
import { formatSlot, visitCalendarUid } from "../leads/visit-slots.ts";
import { type MailDraft, outboxValues } from "../mail/outbox-draft.ts";
import type { SiteSettings } from "../site-settings.ts";
import type { Actor } from "./audit.ts";
import { changed, staffChange, unchanged } from "./staff-change.ts";

/** What a cancellation came to: done, or why not (gone or cancelled already; the visit is over). */
export type CancelOutcome = "cancelled" | "gone" | "past";

export interface CancelContext {
  settings: SiteSettings;
  /** The site's public origin: the property's link and the calendar entry's identity. */
  origin: string;
  now?: Date;
}

interface CancelledVisit {
  leadId: number;
  slotId: number;
  start: Date;
  end: Date;
  propertyId: number;
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

function cancellationMail(
  visit: CancelledVisit,
  lead: { name: string; email: string; verified: boolean; language: Language },
  about: { title: string; url: string } | undefined,
  context: CancelContext,
): MailDraft {
  const { language } = lead;
  const texts = MAIL_TEXTS[language];
  const when = formatSlot(visit, language);
  const agency = context.settings.agency;
  const calendar: MailAttachment = {
    filename: "visit-cancelled.ics",
    contentType: "text/calendar; method=CANCEL",
    content: buildVisitIcs({
      method: "CANCEL",
      uid: visitCalendarUid(visit.leadId, context.origin),
      start: visit.start,
      end: visit.end,
      summary: `${texts.visit}: ${about?.title ?? ""}`,
      location: about?.title ?? "",
      description: about?.url ?? "",
      organizerName: agency.name,
      organizerEmail: agency.email,
      stamp: context.now ?? new Date(),
    }),
  };
  // As with the booking's own confirmation: the address was never confirmed, so nothing the visitor
  // typed (not even their name) goes to it.
  const recipient = unconfirmedRecipient({ name: lead.name, address: lead.email });
  return {
    purpose: "visit-cancellation",
    recipient,
    replyTo: agencyAddress(context.settings),
    subject: fill(texts.visitCancelledSubject, { when }),
    text: [
      greeting(recipient.name, language),
      "",
      texts.visitCancelledText,
      when,
      ...(about ? [`${texts.property}: ${about.title}`, about.url] : []),
      "",
      texts.visitCancelledAgain,
      texts.visitCancelledCalendar,
      "",
      signature(context.settings, language),
    ].join("\n"),
    attachments: [calendar],
  };
}

/** Frees the booking's place and tells the visitor; see the file's head. */
export async function cancelVisitBooking(
  actor: Actor,
  bookingId: number,
  context: CancelContext,
): Promise<CancelOutcome> {
  const now = context.now ?? new Date();
  const outcome = await staffChange<CancelOutcome>(actor, async (tx) => {
    const [booking] = await tx
      .select({
        slotId: visitBookings.slotId,
        leadId: visitBookings.leadId,
        start: visitSlots.startsAt,
        end: visitSlots.endsAt,
        propertyId: visitSlots.propertyId,
      })
      .from(visitBookings)
      .innerJoin(visitSlots, eq(visitSlots.id, visitBookings.slotId))
      .where(and(eq(visitBookings.id, bookingId), isNull(visitBookings.cancelledAt)));
    if (!booking) return unchanged("gone");
    if (booking.start.getTime() <= now.getTime()) return unchanged("past");
    // Only the first of two simultaneous cancellations changes the row, and only it frees a place.
    const [cancelled] = await tx
      .update(visitBookings)
      .set({ cancelledAt: now })
      .where(and(eq(visitBookings.id, bookingId), isNull(visitBookings.cancelledAt)))
      .returning({ id: visitBookings.id });
    if (!cancelled) return unchanged("gone");
    await tx
      .update(visitSlots)
      .set({ booked: sql`${visitSlots.booked} - 1` })
      .where(and(eq(visitSlots.id, booking.slotId), gt(visitSlots.booked, 0)));
    const [lead] = await tx
      .select({ name: leads.name, email: leads.email, verified: leads.verified, language: leads.language })
      .from(leads)
      .where(eq(leads.id, booking.leadId));
    if (lead?.email) {
      const language = isLanguage(lead.language) ? lead.language : context.settings.fallback;
      const about = await aboutProperty(tx, booking.propertyId, language, context.settings.fallback);
      const mail = cancellationMail(
        booking,
        { name: lead.name ?? "", email: lead.email, verified: lead.verified, language },
        about && { title: about.title, url: `${context.origin}${about.path}` },
        { ...context, now },
      );
      // An address nobody proved (captcha not solved) is mailed only once staff confirm the lead,
      // like the invitation it cancels.
      await tx
        .insert(outgoingMails)
        .values(outboxValues({ ...mail, held: !lead.verified }, { leadId: booking.leadId, now }));
    }
    return changed(
      "cancelled",
      {
        action: "visit.cancel",
        subject: `visit booking ${bookingId}`,
        details: {
          slotId: booking.slotId,
          leadId: booking.leadId,
          propertyId: booking.propertyId,
          startsAt: booking.start.toISOString(),
          mailed: Boolean(lead?.email),
        },
      },
      // The place freed counts as a visitor's booking does: the booking form reads places live.
      { announces: false },
    );
  });
  if (outcome === "cancelled") wakeOutbox();
  return outcome;
}
