// The back office's form errors that read as the visitor forms' do ("This field is required.", a
// number's readings): their sentences are taken from the visitor forms' texts of the same language
// (../forms-*.ts), so a correction there reaches both. The back office words the rest its own way.
import type { AdminFormError } from "../../../domain/admin-forms/admin-fields.ts";
import type { FormMessages } from "../forms-nl.ts";

const SAME_AS_VISITOR_FORMS = [
  "required",
  "email",
  "date",
  "number",
  "numberAmbiguous",
  "numberUnclear",
  "tooLong",
  "tooSmall",
  "tooLarge",
] as const satisfies readonly (AdminFormError & keyof FormMessages["errors"])[];

export function visitorFormErrors(messages: FormMessages): Record<(typeof SAME_AS_VISITOR_FORMS)[number], string> {
  return Object.fromEntries(SAME_AS_VISITOR_FORMS.map((key) => [key, messages.errors[key]])) as Record<
    (typeof SAME_AS_VISITOR_FORMS)[number],
    string
  >;
}
