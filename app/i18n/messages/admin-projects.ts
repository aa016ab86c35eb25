// Texts of the back office's projects: the list, a new project, the editor with its units and
// documents.
// One module per language in admin-projects/; loaders pick the staff member's language, so a page carries one.
import type { Language } from "../languages.ts";
import { de } from "./admin-projects/de.ts";
import { en } from "./admin-projects/en.ts";
import { fr } from "./admin-projects/fr.ts";
import { type AdminProjectsMessages, nl } from "./admin-projects/nl.ts";

export type { AdminProjectsMessages } from "./admin-projects/nl.ts";

export const ADMIN_PROJECTS_MESSAGES: Record<Language, AdminProjectsMessages> = { nl, fr, en, de };
