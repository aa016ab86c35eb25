// The forms that keep nothing but the lead: the agency is notified and the visitor gets a copy.
import type { FORMS_WITHOUT_A_COPY, FormKind } from "../../domain/forms/form-kinds.ts";
import type { FormValue } from "../../domain/forms/form-schemas.ts";
import {
  commonSubmitOptions,
  type FormActionContext,
  leadFactsOf,
  mailContextOf,
  visitorOf,
} from "./form-action-context.ts";
import { agencyNotification, standardMails, visitorConfirmation } from "./lead-mails.ts";
import { listingRentFacts, termsTexts } from "./listing-terms.ts";
import { submitForm } from "./submit-form.ts";

/** The forms without rows or mails of their own (each of the others has a file of its own). */
export type StandardFormKind = Exclude<FormKind, "visit" | (typeof FORMS_WITHOUT_A_COPY)[number]>;

export function standardFormAction(kind: StandardFormKind, action: FormActionContext) {
  const language = action.page.language;
  return submitForm<FormValue<StandardFormKind>>({
    ...commonSubmitOptions(kind, action),
    facts: (value) => leadFactsOf(visitorOf(value, language), action),
    mails: async (lead) => {
      const context = mailContextOf(kind, action, lead);
      const visitor = visitorOf(lead.value, language);
      if (!visitor || (kind !== "purchase-offer" && kind !== "rental-application"))
        return standardMails(context, visitor);
      // The offer's advance and a rental's conditions as the form quoted them, in the visitor's copy.
      const facts = action.propertyId === undefined ? undefined : await listingRentFacts(action.propertyId);
      const terms = termsTexts(language, action.page.settings.terms, facts);
      const lines = [kind === "purchase-offer" ? terms.offerThanks : terms.rentalConditions];
      return [agencyNotification(context, visitor), visitorConfirmation(context, visitor, { lines })];
    },
  });
}
