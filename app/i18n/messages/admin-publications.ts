// Texts of a listing's publications page in the back office (the portals it is advertised on).
// One module per language in admin-publications/; loaders pick the staff member's language, so a page carries one.
import type { Language } from "../languages.ts";
import { de } from "./admin-publications/de.ts";
import { en } from "./admin-publications/en.ts";
import { fr } from "./admin-publications/fr.ts";
import { type AdminPublicationsMessages, nl } from "./admin-publications/nl.ts";

export type { AdminPublicationsMessages } from "./admin-publications/nl.ts";

export const ADMIN_PUBLICATIONS_MESSAGES: Record<Language, AdminPublicationsMessages> = { nl, fr, en, de };
