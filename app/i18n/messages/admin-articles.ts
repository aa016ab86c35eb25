// Texts of the back office's articles: the overview by category, the editor with its language tabs
// and rich-text toolbar, and the earlier versions of the legal texts.
// One module per language in admin-articles/; loaders pick the staff member's language, so a page carries one.
import type { Language } from "../languages.ts";
import { de } from "./admin-articles/de.ts";
import { en } from "./admin-articles/en.ts";
import { fr } from "./admin-articles/fr.ts";
import { type AdminArticlesMessages, nl } from "./admin-articles/nl.ts";

export type { AdminArticlesMessages } from "./admin-articles/nl.ts";

export const ADMIN_ARTICLES_MESSAGES: Record<Language, AdminArticlesMessages> = { nl, fr, en, de };
