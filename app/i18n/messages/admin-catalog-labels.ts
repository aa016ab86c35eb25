// Texts of the back office's property types and status badges pages. One module per language in
// admin-catalog-labels/; loaders pick the staff member's language, so a page carries one.
import type { Language } from "../languages.ts";
import { de } from "./admin-catalog-labels/de.ts";
import { en } from "./admin-catalog-labels/en.ts";
import { fr } from "./admin-catalog-labels/fr.ts";
import { type AdminCatalogLabelsMessages, nl } from "./admin-catalog-labels/nl.ts";

export type { AdminCatalogLabelsMessages };
export const ADMIN_CATALOG_LABELS_MESSAGES: Record<Language, AdminCatalogLabelsMessages> = { nl, fr, en, de };
