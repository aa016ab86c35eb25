// What a listing's photo says to those who cannot see it when the agent wrote no alt text in a
// language: the listing's type and town in that language ("Huis in Halle", "Maison à Hal"), as the
// detail page says it. Read from the listing each time, so it follows a new type or town.
import { eq } from "drizzle-orm";
import { fill } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import { messagesFor } from "../../i18n/messages.server.ts";
import { type Localized, localize } from "../../shared/localize.ts";
import { db } from "../db/client.ts";
import { properties, propertyTypes } from "../db/schema.ts";

/** "Huis in Halle" in a language, from the type's and the town's names; empty without a type name. */
export function photoAltFor(
  language: Language,
  fallback: Language,
  place: { typeNames: Localized; cityNames: Localized; city: string },
): string {
  const type = localize(place.typeNames, language, fallback);
  const town = localize(place.cityNames, language, fallback) || place.city;
  return type && town ? fill(messagesFor(language).catalog.gallery.defaultAlt, { type, town }) : "";
}

/** The default alt text of the listing's photos in each language; empty for an unknown listing. */
export async function listingPhotoAlts(
  propertyId: number,
  languages: readonly Language[],
  fallback: Language,
): Promise<Localized> {
  const [row] = await db()
    .select({ typeNames: propertyTypes.names, cityNames: properties.cityNames, city: properties.city })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.webId, properties.typeWebId))
    .where(eq(properties.id, propertyId));
  if (!row) return {};
  return Object.fromEntries(languages.map((language) => [language, photoAltFor(language, fallback, row)]));
}
