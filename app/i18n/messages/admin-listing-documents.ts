// Texts of a listing's documents page in the back office (attests, plans, regulations as PDF).
// One module per language in admin-listing-documents/; loaders pick the staff member's language, so a page carries one.
import type { Language } from "../languages.ts";
import { de } from "./admin-listing-documents/de.ts";
import { en } from "./admin-listing-documents/en.ts";
import { fr } from "./admin-listing-documents/fr.ts";
import { type AdminListingDocumentsMessages, nl } from "./admin-listing-documents/nl.ts";

export type { AdminListingDocumentsMessages } from "./admin-listing-documents/nl.ts";

export const ADMIN_LISTING_DOCUMENTS_MESSAGES: Record<Language, AdminListingDocumentsMessages> = { nl, fr, en, de };
