// The forms that keep nothing but the lead: the agency is notified and the visitor gets a copy.
import type { FormKind } from "../../domain/forms/form-kinds.ts";
import type { FormValue } from "../../domain/forms/form-schemas.ts";
import {
  commonSubmitOptions,
  type FormActionContext,
  leadFactsOf,
  mailContextOf,
  visitorOf,
} from "./form-action-context.ts";
import { standardMails } from "./lead-mails.ts";
import { submitForm } from "./submit-form.ts";

/** The forms without rows or mails of their own (each of the others has a file of its own). */
export type StandardFormKind = Exclude<FormKind, "visit" | "demand" | "send-to-friend" | "testimonial" | "newsletter">;

export function standardFormAction(kind: StandardFormKind, action: FormActionContext) {
  const language = action.page.language;
  return submitForm<FormValue<StandardFormKind>>({
    ...commonSubmitOptions(kind, action),
    facts: (value) => leadFactsOf(visitorOf(value, language), action),
    mails: async (lead) => standardMails(mailContextOf(kind, action, lead), visitorOf(lead.value, language)),
  });
}
