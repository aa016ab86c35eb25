// The canonical path of a property by id alone: for /property/{id}/ and the old /for-sale/.../{id}
// paths, which redirect there (DECISIONS.md).
import { and, eq } from "drizzle-orm";
import type { Language } from "../../i18n/languages.ts";
import { db } from "../db/client.ts";
import { properties, propertyTexts, propertyTypes } from "../db/schema.ts";
import { localize } from "../menu.ts";
import { propertyHref } from "./card-query.ts";

/** The canonical path in `language`, or undefined when no published property has this id. */
export async function canonicalPropertyPath(
  id: number,
  language: Language,
  fallback: Language,
): Promise<string | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 999_999_999) return undefined;
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
  if (!row) return undefined;
  const texts = await db()
    .select({ language: propertyTexts.language, title: propertyTexts.title })
    .from(propertyTexts)
    .where(eq(propertyTexts.propertyId, id));
  const title =
    texts.find((t) => t.language === language)?.title ??
    texts.find((t) => t.language === fallback)?.title ??
    texts[0]?.title ??
    "";
  return propertyHref(language, {
    id,
    goal: row.goal,
    city: localize(row.cityNames, language, fallback) || row.city,
    title,
    typeName: localize(row.typeNames, language, fallback),
  });
}
