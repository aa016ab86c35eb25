// Texts of a page's modules in the back office (their look, drafts and publication) and of the
// compact page tree. One module per language in admin-page-modules/; loaders pick the staff
// member's language, so a page carries one.
import type { Language } from "../languages.ts";
import { de } from "./admin-page-modules/de.ts";
import { en } from "./admin-page-modules/en.ts";
import { fr } from "./admin-page-modules/fr.ts";
import { type AdminPageModulesMessages, nl } from "./admin-page-modules/nl.ts";

export type { AdminPageModulesMessages } from "./admin-page-modules/nl.ts";

export const ADMIN_PAGE_MODULES_MESSAGES: Record<Language, AdminPageModulesMessages> = { nl, fr, en, de };
