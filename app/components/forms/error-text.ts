import type { Language } from "../../i18n/languages.ts";
import type { FormMessages } from "../../i18n/messages/forms-nl.ts";
import { numberReadingsText } from "../../i18n/typed-number-text.ts";

/** An error key of the schemas (form-fields.ts) as a sentence about this field. */
export function errorText(field: string, key: string, messages: FormMessages, language: Language): string {
  const withReadings = numberReadingsText(key, messages.errors, language);
  if (withReadings !== undefined) return withReadings;
  const errors = messages.errors as Record<string, unknown>;
  const requiredField = messages.errors.requiredField as Record<string, string>;
  if (key === "required") return requiredField[field] ?? messages.errors.required;
  if (key === "email" && field === "friendEmail") return messages.errors.friendEmail;
  const text = errors[key];
  return typeof text === "string" ? text : messages.errors.required;
}
