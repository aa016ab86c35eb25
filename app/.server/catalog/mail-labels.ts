// How a mail names a property and links to it, in the reader's language: the demand alerts and the
// follow news both read this. Titles fall back as the catalogue's cards read them (language, then the
// site's default), so a mail's link is the page's canonical address.
import { eq, inArray } from "drizzle-orm";
import type { Language } from "../../i18n/languages.ts";
import { localize } from "../../shared/localize.ts";
import type { Transaction } from "../db/client.ts";
import { properties, propertyTexts, propertyTypes } from "../db/schema.ts";
import { propertyHref } from "./card-query.ts";

export interface MailLabel {
  title: string;
  city: string;
  typeName: string;
  /** The property's page in that language. */
  path: string;
}

export interface MailLabelled {
  id: number;
  goal: number;
  publishPrice: boolean;
  label(language: Language, fallback: Language): MailLabel;
}

export async function mailLabels(tx: Transaction, ids: number[]): Promise<Map<number, MailLabelled>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: properties.id,
      goal: properties.goal,
      city: properties.city,
      cityNames: properties.cityNames,
      publishPrice: properties.publishPrice,
      typeNames: propertyTypes.names,
    })
    .from(properties)
    .leftJoin(propertyTypes, eq(propertyTypes.webId, properties.typeWebId))
    .where(inArray(properties.id, ids));
  const texts = await tx
    .select({ propertyId: propertyTexts.propertyId, language: propertyTexts.language, title: propertyTexts.title })
    .from(propertyTexts)
    .where(inArray(propertyTexts.propertyId, ids));
  const titles = new Map<number, Record<string, string>>();
  for (const text of texts)
    titles.set(text.propertyId, { ...titles.get(text.propertyId), [text.language]: text.title });
  return new Map(
    rows.map((row) => {
      const own = titles.get(row.id);
      const label = (language: Language, fallback: Language): MailLabel => {
        const named = {
          title: own?.[language] || own?.[fallback] || "",
          city: localize(row.cityNames, language, fallback) || row.city,
          typeName: localize(row.typeNames ?? undefined, language, fallback),
        };
        return { ...named, path: propertyHref(language, { ...named, id: row.id, goal: row.goal }) };
      };
      return [row.id, { id: row.id, goal: row.goal, publishPrice: row.publishPrice, label }];
    }),
  );
}
