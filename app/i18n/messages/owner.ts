// Texts of the owner portal: the owner's properties, how each is doing, and their own account.
// One module per language in owner/; loaders pick the owner's language, so a page carries one.
import type { Language } from "../languages.ts";
import { de } from "./owner/de.ts";
import { en } from "./owner/en.ts";
import { fr } from "./owner/fr.ts";
import { nl, type OwnerMessages } from "./owner/nl.ts";

export type { OwnerMessages } from "./owner/nl.ts";

export const OWNER_MESSAGES: Record<Language, OwnerMessages> = { nl, fr, en, de };
