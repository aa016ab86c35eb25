// Texts of the back office's pages about people: one's own account (password, e-mail, two-factor
// codes, language) and the users of the site.
// One module per language in admin-account/; loaders pick the staff member's language, so a page carries one.
import type { Language } from "../languages.ts";
import { de } from "./admin-account/de.ts";
import { en } from "./admin-account/en.ts";
import { fr } from "./admin-account/fr.ts";
import { type AdminAccountMessages, nl } from "./admin-account/nl.ts";

export type { AdminAccountMessages } from "./admin-account/nl.ts";

export const ADMIN_ACCOUNT_MESSAGES: Record<Language, AdminAccountMessages> = { nl, fr, en, de };
