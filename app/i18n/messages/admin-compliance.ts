// Texts of the back office's check of what Belgian rules require an advert to mention.
// One module per language in admin-compliance/; loaders pick the staff member's language, so a page carries one.
import type { Language } from "../languages.ts";
import { de } from "./admin-compliance/de.ts";
import { en } from "./admin-compliance/en.ts";
import { fr } from "./admin-compliance/fr.ts";
import { type AdminComplianceMessages, nl } from "./admin-compliance/nl.ts";

export type { AdminComplianceMessages } from "./admin-compliance/nl.ts";

export const ADMIN_COMPLIANCE_MESSAGES: Record<Language, AdminComplianceMessages> = { nl, fr, en, de };
