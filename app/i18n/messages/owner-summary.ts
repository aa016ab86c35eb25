// Texts of the owner's summary mail: the choice on the owner's account page (never, weekly, monthly)
// and the mail itself. In the mail, each figure is followed by the period before's in brackets.
// One module per language in owner-summary/; the loader and the mail pick one language.
import type { Language } from "../languages.ts";
import { de } from "./owner-summary/de.ts";
import { en } from "./owner-summary/en.ts";
import { fr } from "./owner-summary/fr.ts";
import { nl, type OwnerSummaryMessages } from "./owner-summary/nl.ts";

export type { OwnerSummaryMessages } from "./owner-summary/nl.ts";

export const OWNER_SUMMARY_MESSAGES: Record<Language, OwnerSummaryMessages> = { nl, fr, en, de };
