// Texts of the share block and the phone's contact bar on the property and project pages, and of the
// "recently viewed" block. One module per language in share/; the loaders pick the visitor's
// language on the server, so a page sends only its own texts.
import type { Language } from "../languages.ts";
import { de } from "./share/de.ts";
import { en } from "./share/en.ts";
import { fr } from "./share/fr.ts";
import { nl, type ShareMessages } from "./share/nl.ts";

export type { ShareMessages } from "./share/nl.ts";

export const SHARE_MESSAGES: Record<Language, ShareMessages> = { nl, fr, en, de };
