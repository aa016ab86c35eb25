// Texts every back-office editor shares: saving, and a save that meets what was saved meanwhile.
// One module per language in admin-editing/; loaders pick the staff member's language, so a page carries one.
import type { Language } from "../languages.ts";
import { de } from "./admin-editing/de.ts";
import { en } from "./admin-editing/en.ts";
import { fr } from "./admin-editing/fr.ts";
import { type EditingMessages, nl } from "./admin-editing/nl.ts";

export type { EditingMessages } from "./admin-editing/nl.ts";

export const ADMIN_EDITING_MESSAGES: Record<Language, EditingMessages> = { nl, fr, en, de };
