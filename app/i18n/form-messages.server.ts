import type { Language } from "./languages.ts";
import { formsDe } from "./messages/forms-de.ts";
import { formsEn } from "./messages/forms-en.ts";
import { formsFr } from "./messages/forms-fr.ts";
import { type FormMessages, formsNl } from "./messages/forms-nl.ts";

export type { FormMessages };

// Only pages with a form send these to the browser, in the visitor's language.
const byLanguage: Record<Language, FormMessages> = { nl: formsNl, fr: formsFr, en: formsEn, de: formsDe };

export function formMessagesFor(language: Language): FormMessages {
  return byLanguage[language];
}
