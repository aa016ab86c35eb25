// Texts of the favourites page and the compare page. One module per language in favourites/; the
// loaders pick the visitor's language on the server, so a page sends only its own texts.
import type { Language } from "../languages.ts";
import { de } from "./favourites/de.ts";
import { en } from "./favourites/en.ts";
import { fr } from "./favourites/fr.ts";
import { type FavouritesMessages, nl } from "./favourites/nl.ts";

export type { FavouritesMessages } from "./favourites/nl.ts";

export const FAVOURITES_MESSAGES: Record<Language, FavouritesMessages> = { nl, fr, en, de };
