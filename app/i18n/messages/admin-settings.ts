// Texts of the site settings in the back office: the pages, the general section, rows, language tabs
// and the reasons a value is refused. The other sections' field names are in admin-settings-fields.ts.
// One module per language in admin-settings/; loaders pick the staff member's language, so a page carries one.
import type { Language } from "../languages.ts";
import { de } from "./admin-settings/de.ts";
import { en } from "./admin-settings/en.ts";
import { fr } from "./admin-settings/fr.ts";
import { type AdminSettingsMessages, nl } from "./admin-settings/nl.ts";

export type { AdminSettingsMessages } from "./admin-settings/nl.ts";

export const ADMIN_SETTINGS_MESSAGES: Record<Language, AdminSettingsMessages> = { nl, fr, en, de };
