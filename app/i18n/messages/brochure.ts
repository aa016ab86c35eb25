// Texts of the listing's brochure (PDF) and of the detail page's link to it. One module per language
// in brochure/; only the server reads them: the link's words reach the page in its loader's data.
import type { Language } from "../languages.ts";
import { de } from "./brochure/de.ts";
import { en } from "./brochure/en.ts";
import { fr } from "./brochure/fr.ts";
import { type BrochureMessages, nl } from "./brochure/nl.ts";

export type { BrochureMessages } from "./brochure/nl.ts";

export const BROCHURE_MESSAGES: Record<Language, BrochureMessages> = { nl, fr, en, de };
