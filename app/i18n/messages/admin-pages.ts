// Texts of the back office's pages, menu and modules editor.
// One module per language in admin-pages/; loaders pick the staff member's language, so a page carries one.
import type { Language } from "../languages.ts";
import { de } from "./admin-pages/de.ts";
import { en } from "./admin-pages/en.ts";
import { fr } from "./admin-pages/fr.ts";
import { type AdminPagesMessages, nl } from "./admin-pages/nl.ts";

export type { AdminPagesMessages } from "./admin-pages/nl.ts";

export const ADMIN_PAGES_MESSAGES: Record<Language, AdminPagesMessages> = { nl, fr, en, de };
