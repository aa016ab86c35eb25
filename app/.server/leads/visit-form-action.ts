// A visit books one of the property's slots in the lead's transaction, so two visitors cannot take
// its last place; the visitor's confirmation carries the visit as a calendar entry.
import type { FormValue } from "../../domain/forms/form-schemas.ts";
import { buildVisitIcs } from "../../domain/ics.ts";
import type { MailAttachment } from "../db/lead-schema.ts";
import {
  commonSubmitOptions,
  type FormActionContext,
  leadFactsOf,
  mailContextOf,
  visitorOf,
} from "./form-action-context.ts";
import { agencyNotification, visitorConfirmation } from "./lead-mails.ts";
import { listingRentFacts, termsTexts } from "./listing-terms.ts";
import { MAIL_TEXTS } from "./mail-texts.ts";
import { submitForm } from "./submit-form.ts";
import { bookSlot, formatSlot, visitCalendarUid } from "./visit-slots.ts";

interface BookedSlot {
  start: Date;
  end: Date;
}

export function visitFormAction(action: FormActionContext) {
  const language = action.page.language;
  return submitForm<FormValue<"visit">, undefined, BookedSlot>({
    ...commonSubmitOptions("visit", action),
    facts: (value) => leadFactsOf(visitorOf(value, language), action),
    write: (tx, lead) =>
      bookSlot(tx, {
        slotId: lead.value.slot,
        propertyId: action.propertyId ?? 0,
        leadId: lead.id,
        verified: lead.verified,
      }),
    mails: async (lead) => {
      const when = formatSlot(lead.extra, language);
      const context = mailContextOf("visit", action, lead, { slot: when });
      const visitor = visitorOf(lead.value, language);
      const texts = MAIL_TEXTS[language];
      // A rental's visit: the mail repeats the conditions the booking page showed (SPEC.md section 9).
      const facts = action.propertyId === undefined ? undefined : await listingRentFacts(action.propertyId);
      const conditions =
        facts && facts.goal !== 0 ? ["", termsTexts(language, action.page.settings.terms, facts).rentalConditions] : [];
      return [
        agencyNotification(context, visitor),
        visitorConfirmation(context, visitor, {
          lines: [`${texts.visit}: ${when}`, texts.calendar, ...conditions],
          attachments: [visitCalendarFile(action, lead.id, lead.extra)],
        }),
      ];
    },
  });
}

function visitCalendarFile(action: FormActionContext, leadId: number, slot: BookedSlot): MailAttachment {
  const agency = action.page.settings.agency;
  const title = action.about?.title ?? "";
  const content = buildVisitIcs({
    uid: visitCalendarUid(leadId, action.origin),
    start: slot.start,
    end: slot.end,
    summary: `${MAIL_TEXTS[action.page.language].visit}: ${title}`,
    location: title,
    description: action.about?.url ?? "",
    organizerName: agency.name,
    organizerEmail: agency.email,
    stamp: new Date(),
  });
  return { filename: "visit.ics", contentType: "text/calendar; method=PUBLISH", content };
}
