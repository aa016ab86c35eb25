// Texts of the back office's privacy page (GDPR requests about an e-mail address).
// One module per language in admin-privacy/; loaders pick the staff member's language, so a page carries one.
import type { Language } from "../languages.ts";
import { de } from "./admin-privacy/de.ts";
import { en } from "./admin-privacy/en.ts";
import { fr } from "./admin-privacy/fr.ts";
import { type AdminPrivacyMessages, nl } from "./admin-privacy/nl.ts";

export type { AdminPrivacyMessages } from "./admin-privacy/nl.ts";

export const ADMIN_PRIVACY_MESSAGES: Record<Language, AdminPrivacyMessages> = { nl, fr, en, de };
