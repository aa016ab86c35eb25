// Texts of the back office's contacts (one record per person) and of the person on a request's page.
// One module per language in admin-contacts/; loaders pick the staff member's language, so a page carries one.
import type { Language } from "../languages.ts";
import { de } from "./admin-contacts/de.ts";
import { en } from "./admin-contacts/en.ts";
import { fr } from "./admin-contacts/fr.ts";
import { type AdminContactsMessages, nl } from "./admin-contacts/nl.ts";

export type { AdminContactsMessages } from "./admin-contacts/nl.ts";

export const ADMIN_CONTACTS_MESSAGES: Record<Language, AdminContactsMessages> = { nl, fr, en, de };
