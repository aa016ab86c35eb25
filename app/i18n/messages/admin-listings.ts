// Texts of the back office's listings: the list, the editor and its publishing panel. The labels of
// the detail groups' fields are the public detail page's own (catalog messages), so a field is named
// the same in the editor as on the site.
// One module per language in admin-listings/; loaders pick the staff member's language, so a page carries one.
import type { Language } from "../languages.ts";
import { de } from "./admin-listings/de.ts";
import { en } from "./admin-listings/en.ts";
import { fr } from "./admin-listings/fr.ts";
import { type AdminListingMessages, nl } from "./admin-listings/nl.ts";

export type { AdminListingMessages } from "./admin-listings/nl.ts";

export const ADMIN_LISTING_MESSAGES: Record<Language, AdminListingMessages> = { nl, fr, en, de };
