// The back office forms' texts of one language, for a page's loader (the browser gets only those).
import type { Language } from "../../languages.ts";
import { ADMIN_FORMS_DE } from "./de.ts";
import { ADMIN_FORMS_EN } from "./en.ts";
import { ADMIN_FORMS_FR } from "./fr.ts";
import { ADMIN_FORMS_NL } from "./nl.ts";
import type { AdminFormTexts } from "./types.ts";

const BY_LANGUAGE: Record<Language, AdminFormTexts> = {
  nl: ADMIN_FORMS_NL,
  fr: ADMIN_FORMS_FR,
  en: ADMIN_FORMS_EN,
  de: ADMIN_FORMS_DE,
};

export function adminFormTexts(language: Language): AdminFormTexts {
  return BY_LANGUAGE[language];
}
