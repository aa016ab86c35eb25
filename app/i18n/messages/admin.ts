// Texts of the back office shared by its screens: the dashboard, leads, testimonials and mails.
// One module per language in admin/; loaders pick the staff member's language, so a page carries one.
import type { Language } from "../languages.ts";
import { de } from "./admin/de.ts";
import { en } from "./admin/en.ts";
import { fr } from "./admin/fr.ts";
import { type AdminMessages, nl } from "./admin/nl.ts";

export type { AdminMessages } from "./admin/nl.ts";

export const ADMIN_MESSAGES: Record<Language, AdminMessages> = { nl, fr, en, de };
