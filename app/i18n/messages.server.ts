import type { Language } from "./languages.ts";
import { de } from "./messages/de.ts";
import { en } from "./messages/en.ts";
import { fr } from "./messages/fr.ts";
import { type Messages, nl } from "./messages/nl.ts";

export type { Messages };

// Server-side lookup: the root loader sends only the visitor's language to the browser.
const byLanguage: Record<Language, Messages> = { nl, fr, en, de };

export function messagesFor(language: Language): Messages {
  return byLanguage[language];
}
