// Texts of the back office's photo page of a property or a project: upload, order, cover, captions and alt texts.
// One module per language in admin-photos/; loaders pick the staff member's language, so a page carries one.
import type { Language } from "../languages.ts";
import { de } from "./admin-photos/de.ts";
import { en } from "./admin-photos/en.ts";
import { fr } from "./admin-photos/fr.ts";
import { type AdminPhotosMessages, nl } from "./admin-photos/nl.ts";

export type { AdminPhotosMessages } from "./admin-photos/nl.ts";

export const ADMIN_PHOTOS_MESSAGES: Record<Language, AdminPhotosMessages> = { nl, fr, en, de };
