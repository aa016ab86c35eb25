// The frame's texts of one language, for the layout's loader (which sends the browser only those).
import type { Language } from "../../languages.ts";
import { ADMIN_NAV_DE } from "./de.ts";
import { ADMIN_NAV_EN } from "./en.ts";
import { ADMIN_NAV_FR } from "./fr.ts";
import { ADMIN_NAV_NL } from "./nl.ts";
import type { AdminNavMessages } from "./types.ts";

const BY_LANGUAGE: Record<Language, AdminNavMessages> = {
  nl: ADMIN_NAV_NL,
  fr: ADMIN_NAV_FR,
  en: ADMIN_NAV_EN,
  de: ADMIN_NAV_DE,
};

export function adminNavMessages(language: Language): AdminNavMessages {
  return BY_LANGUAGE[language];
}
