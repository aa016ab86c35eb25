// Texts of the back office's statistics pages: the import of the figures property portals report.
// One module per language in admin-stats/; loaders pick the staff member's language, so a page carries one.
import type { Language } from "../languages.ts";
import { de } from "./admin-stats/de.ts";
import { en } from "./admin-stats/en.ts";
import { fr } from "./admin-stats/fr.ts";
import { type AdminStatsMessages, nl } from "./admin-stats/nl.ts";

export const ADMIN_STATS_MESSAGES: Record<Language, AdminStatsMessages> = { nl, fr, en, de };
