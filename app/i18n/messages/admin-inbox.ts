// Texts of the agent's day: the requests list's columns, sorting, bulk actions and saved filters, a
// request's handling form, the tasks page, and the overview's agenda and tiles. One module per
// language in admin-inbox/; loaders pick the staff member's language, so a page carries one.
import type { Language } from "../languages.ts";
import { de } from "./admin-inbox/de.ts";
import { en } from "./admin-inbox/en.ts";
import { fr } from "./admin-inbox/fr.ts";
import { type AdminInboxMessages, nl } from "./admin-inbox/nl.ts";

export type { AdminInboxMessages } from "./admin-inbox/nl.ts";

export const ADMIN_INBOX_MESSAGES: Record<Language, AdminInboxMessages> = { nl, fr, en, de };
