// Test support for the catalogue's query tests: the run's throw-away PostgreSQL (a fresh database
// cloned from the migrated template, tests/support/test-database.ts) with small fixtures written
// here (never the demo seed), so each test states the data it relies on.

import type { Database } from "../../app/.server/db/client.ts";
import type { PropertyDetails } from "../../app/.server/db/json-shapes.ts";
import { media, properties, propertyTexts, propertyTypes, siteSettings } from "../../app/.server/db/schema.ts";
import { createTestDatabase } from "./test-database.ts";

export interface TestDatabase {
  db: Database;
  stop(): Promise<void>;
}

/** A database of this test file's own, set as the process-wide db() the catalogue code uses. */
export async function startTestDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase({ current: true, max: 4 });
  return { db: database.db, stop: () => database.cleanup() };
}

export async function insertSettings(
  db: Database,
  options: { fallback?: string; enabled?: string[] } = {},
): Promise<void> {
  await db.insert(siteSettings).values({
    defaultLanguage: options.fallback ?? "nl",
    enabledLanguages: options.enabled ?? ["nl", "fr", "en", "de"],
    contactTimeSlots: [],
    tracking: {},
    topBarLeft: [],
    topBarRight: [],
    footerColumns: [],
    agency: {
      name: "Test",
      legalName: "Test bv",
      street: "Markt 1",
      zip: "1500",
      city: { nl: "Halle" },
      phone: "",
      email: "a@b.be",
      companyNumber: "",
      vatNumber: "",
      professionalTitle: {},
      bivNumber: "",
      country: {},
      supervisor: "",
      insurer: "",
      policyNumber: "",
      ethicsCodeUrl: "https://www.biv.be",
      latitude: 50.73,
      longitude: 4.23,
      openingHours: {},
      verification: {},
    },
  });
}

export async function insertTypes(db: Database): Promise<void> {
  await db.insert(propertyTypes).values([
    { webId: 1, showOrder: 0, names: { nl: "Huis", fr: "Maison", en: "House", de: "Haus" } },
    { webId: 2, showOrder: 1, names: { nl: "Appartement", fr: "Appartement", en: "Apartment", de: "Wohnung" } },
    { webId: 4, showOrder: 3, names: { nl: "Bouwgrond", fr: "Terrain à bâtir", en: "Building plot", de: "Bauland" } },
  ]);
}

export interface PropertyFixture {
  id: number;
  goal?: number;
  type?: number;
  price?: number | null;
  city?: string;
  cityFr?: string;
  zip?: string;
  title?: string;
  titleFr?: string;
  status?: "published" | "unpublished";
  publishedAt?: Date;
  bedrooms?: number;
  photos?: number;
  publishPrice?: boolean;
  priceUnit?: number;
  marquee?: number;
  /** The agency's own reference, as the listing shows it. */
  reference?: string;
  livingArea?: number;
  plotArea?: number;
  energyPerformance?: number;
  epcLabelText?: string;
  countryId?: number;
  details?: PropertyDetails;
  latitude?: number;
  longitude?: number;
  street?: string;
  publishAddress?: boolean;
}

export async function insertProperty(db: Database, fixture: PropertyFixture): Promise<void> {
  const city = fixture.city ?? "Halle";
  await db.insert(properties).values({
    id: fixture.id,
    goal: fixture.goal ?? 0,
    typeWebId: fixture.type ?? 1,
    price: fixture.price === undefined ? 250_000 : fixture.price,
    publishPrice: fixture.publishPrice ?? true,
    priceUnit: fixture.priceUnit ?? null,
    marquee: fixture.marquee ?? 0,
    zip: fixture.zip ?? "1500",
    city,
    reference: fixture.reference ?? null,
    cityNames: { nl: city, ...(fixture.cityFr ? { fr: fixture.cityFr } : {}) },
    status: fixture.status ?? "published",
    publishedAt: fixture.publishedAt ?? new Date(Date.UTC(2025, 0, 1) + fixture.id * 60_000),
    bedrooms: fixture.bedrooms ?? null,
    livingArea: fixture.livingArea ?? null,
    plotArea: fixture.plotArea ?? null,
    energyPerformance: fixture.energyPerformance ?? null,
    epcLabelText: fixture.epcLabelText ?? null,
    countryId: fixture.countryId ?? 10,
    details: fixture.details ?? {},
    street: fixture.street ?? null,
    publishAddress: fixture.publishAddress ?? true,
    latitude: fixture.latitude ?? 50.7,
    longitude: fixture.longitude ?? 4.2,
  });
  await db
    .insert(propertyTexts)
    .values([
      { propertyId: fixture.id, language: "nl", title: fixture.title ?? `Woning ${fixture.id}` },
      ...(fixture.titleFr ? [{ propertyId: fixture.id, language: "fr", title: fixture.titleFr }] : []),
    ]);
  const photos = fixture.photos ?? 0;
  if (photos > 0) {
    await db.insert(media).values(
      Array.from({ length: photos }, (_, index) => ({
        propertyId: fixture.id,
        kind: "photo" as const,
        position: index,
        fileKey: `p${fixture.id}-${index}`,
        width: 1600,
        height: 1067,
      })),
    );
  }
}
