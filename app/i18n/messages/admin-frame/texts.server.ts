// Server-side lookup: the back office layout's loader sends only the staff member's language.
import type { Language } from "../../languages.ts";
import type { AdminFrameTexts } from "./admin-frame-texts.ts";
import { adminFrameDe } from "./de.ts";
import { adminFrameEn } from "./en.ts";
import { adminFrameFr } from "./fr.ts";
import { adminFrameNl } from "./nl.ts";

const byLanguage: Record<Language, AdminFrameTexts> = {
  nl: adminFrameNl,
  fr: adminFrameFr,
  en: adminFrameEn,
  de: adminFrameDe,
};

export function adminFrameTexts(language: Language): AdminFrameTexts {
  return byLanguage[language];
}
