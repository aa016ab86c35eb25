// The published adverts that fail today's check of legal mentions (after an import, say): each with
// what is missing, read from the same rows the site shows.
import { asc, eq, sql } from "drizzle-orm";
import { type AdvertFacts, checkAdvert, type Mention, missingMentions } from "../../domain/advert-compliance.ts";
import { labelRegion } from "../../domain/region.ts";
import { db } from "../db/client.ts";
import { properties, propertyTexts } from "../db/schema.ts";

export interface FailingAdvert {
  id: number;
  reference: string | null;
  title: string;
  city: string;
  region: string | undefined;
  missing: Mention[];
  plotWithoutAllotmentPermit: boolean;
}

export async function complianceReport(language: string): Promise<{ total: number; failing: FailingAdvert[] }> {
  const rows = await db()
    .select({
      id: properties.id,
      reference: properties.reference,
      city: properties.city,
      goal: properties.goal,
      typeWebId: properties.typeWebId,
      zip: properties.zip,
      countryId: properties.countryId,
      street: properties.street,
      houseNumber: properties.houseNumber,
      publishAddress: properties.publishAddress,
      price: properties.price,
      energyPerformance: properties.energyPerformance,
      epcLabelText: properties.epcLabelText,
      details: properties.details,
      title: sql<string>`coalesce(
        (select ${propertyTexts.title} from ${propertyTexts} where ${propertyTexts.propertyId} = ${properties.id} and ${propertyTexts.language} = ${language}),
        (select min(${propertyTexts.title}) from ${propertyTexts} where ${propertyTexts.propertyId} = ${properties.id}),
        '')`,
    })
    .from(properties)
    .where(eq(properties.status, "published"))
    .orderBy(asc(properties.id));
  const failing: FailingAdvert[] = [];
  for (const row of rows) {
    const result = checkAdvert(row satisfies AdvertFacts);
    if (result.ok) continue;
    failing.push({
      id: row.id,
      reference: row.reference,
      title: row.title,
      city: row.city,
      region: labelRegion(row.zip, row.countryId),
      missing: missingMentions(result),
      plotWithoutAllotmentPermit: result.plotWithoutAllotmentPermit,
    });
  }
  return { total: rows.length, failing };
}
