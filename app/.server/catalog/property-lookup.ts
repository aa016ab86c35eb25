// The canonical path of a property by id alone: for /property/{id}/ and the old /for-sale/.../{id}
// paths, which redirect there (DECISIONS.md).
import { and, eq } from "drizzle-orm";
import type { Language } from "../../i18n/languages.ts";
import { localize } from "../../shared/localize.ts";
import { db } from "../db/client.ts";
import { properties, propertyTexts, propertyTypes } from "../db/schema.ts";
import { propertyHref } from "./card-query.ts";
/** The canonical path in `language`, or undefined when no published property has this id. */
export async function canonicalPropertyPath(
  id: number,
  language: Language,
  fallback: Language,
): Promise<string | undefined> {
  return (await canonicalPropertyPaths(id, [language], fallback))[language];
}

/** The canonical paths in several languages at once (a page's alternates); empty for an unknown id. */
export async function canonicalPropertyPaths(
  id: number,
  languages: readonly Language[],
  fallback: Language,
): Promise<Partial<Record<Language, string>>> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 999_999_999) return {};
  const [row] = await db()
    .select({
      goal: properties.goal,
      city: properties.city,
      cityNames: properties.cityNames,
      typeNames: propertyTypes.names,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.webId, properties.typeWebId))
    .where(and(eq(properties.id, id), eq(properties.status, "published")));
  if (!row) return {};
  const texts = await db()
    .select({ language: propertyTexts.language, title: propertyTexts.title })
    .from(propertyTexts)
    .where(eq(propertyTexts.propertyId, id));
  const paths: Partial<Record<Language, string>> = {};
  for (const language of languages) {
    const title =
      texts.find((t) => t.language === language)?.title ??
      texts.find((t) => t.language === fallback)?.title ??
      texts[0]?.title ??
      "";
    paths[language] = propertyHref(language, {
      id,
      goal: row.goal,
      city: localize(row.cityNames, language, fallback) || row.city,
      title,
      typeName: localize(row.typeNames, language, fallback),
    });
  }
  return paths;
}
