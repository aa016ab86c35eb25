// Texts of the back office's visits, demands and newsletter pages (the rest of the back office:
// admin.ts).
// One module per language in admin-visits/; loaders pick the staff member's language, so a page carries one.
import type { Language } from "../languages.ts";
import { de } from "./admin-visits/de.ts";
import { en } from "./admin-visits/en.ts";
import { fr } from "./admin-visits/fr.ts";
import { type AdminVisitsMessages, nl } from "./admin-visits/nl.ts";

export type { AdminVisitsMessages } from "./admin-visits/nl.ts";

export const ADMIN_VISITS_MESSAGES: Record<Language, AdminVisitsMessages> = { nl, fr, en, de };
