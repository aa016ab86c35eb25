// Migration 0005 takes the CRM's status banners off titles stored before the import did; its SQL
// must agree with the import's own rule (app/domain/headline-banner.ts) on every kind of headline.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  insertProperty,
  insertTypes,
  startTestDatabase,
  type TestDatabase,
} from "../../../tests/support/catalog-fixtures.ts";
import { withoutHeadlineBanners } from "../../domain/headline-banner.ts";
import { propertyTexts } from "./schema.ts";

const MIGRATION = path.resolve(import.meta.dirname, "../../../drizzle/0005_headline-banners-off-titles.sql");

const HEADLINES = [
  "Het is een match! Ruime woning in Halle",
  "Bezoekmomenten volzet! Rijwoning in Halle",
  "In optie! Villa in Lennik",
  "  HET IS EEN MATCH!  Verkocht:  Villa in Lennik",
  "C'est un match ! Maison spacieuse à Hal",
  "C’est un match ! Maison à Hal",
  "Loué ! Studio à Hal",
  "Visites complètes ! Maison à Hal",
  "It's a match! Spacious house in Halle",
  "Let! Studio in Halle",
  "Viewings fully booked! Terraced house",
  "Es ist ein Match! Geräumiges Haus in Halle",
  "Besichtigungen ausgebucht! Reihenhaus in Halle",
  "Reserviert! Wohnung in Halle",
  "Verkocht en verhuurd pand in Halle",
  "Let op: gezellige studio",
  "In optie genomen woning",
  "Verkocht!",
];

let test: TestDatabase;

beforeAll(async () => {
  test = await startTestDatabase();
  await insertTypes(test.db);
  for (const [index, title] of HEADLINES.entries()) await insertProperty(test.db, { id: index + 1, title });
}, 60_000);

afterAll(async () => {
  await test?.stop();
});

it("leaves every stored title as the import would store it", async () => {
  await test.db.$client.query(fs.readFileSync(MIGRATION, "utf8"));
  const rows = await test.db.select({ id: propertyTexts.propertyId, title: propertyTexts.title }).from(propertyTexts);
  const stored = new Map(rows.map((row) => [row.id, row.title]));
  for (const [index, headline] of HEADLINES.entries()) {
    expect(stored.get(index + 1), headline).toBe(withoutHeadlineBanners(headline));
  }
  // The cases differ: the migration changed some titles and left others.
  expect(HEADLINES.filter((headline, index) => stored.get(index + 1) !== headline).length).toBe(14);
});
