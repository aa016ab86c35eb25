// Field names of the settings sections: the agency's identity, tracking and verification, the top bar
// and the footer.
// One module per language in admin-settings-fields/; loaders pick the staff member's language, so a page carries one.
import type { Language } from "../languages.ts";
import { de } from "./admin-settings-fields/de.ts";
import { en } from "./admin-settings-fields/en.ts";
import { fr } from "./admin-settings-fields/fr.ts";
import { type AdminSettingsFieldMessages, nl } from "./admin-settings-fields/nl.ts";

export type { AdminSettingsFieldMessages } from "./admin-settings-fields/nl.ts";

export const ADMIN_SETTINGS_FIELD_MESSAGES: Record<Language, AdminSettingsFieldMessages> = { nl, fr, en, de };
