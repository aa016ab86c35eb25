// Texts of the back office's picture and video fields of the site itself and of a page's verification tags.
// One module per language in admin-site-pictures/; loaders pick the staff member's language, so a page carries one.
import type { Language } from "../languages.ts";
import { de } from "./admin-site-pictures/de.ts";
import { en } from "./admin-site-pictures/en.ts";
import { fr } from "./admin-site-pictures/fr.ts";
import { type AdminSitePicturesMessages, nl } from "./admin-site-pictures/nl.ts";

export type { AdminSitePicturesMessages } from "./admin-site-pictures/nl.ts";

export const ADMIN_SITE_PICTURES_MESSAGES: Record<Language, AdminSitePicturesMessages> = { nl, fr, en, de };
