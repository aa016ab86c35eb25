// The listing's brochure against a real PostgreSQL: a valid A4 PDF of one or two pages saying what
// the detail page says (title, price, address, EPC label, the agency's BIV number) in the language
// asked for, keeping a hidden address and a hidden price hidden; made once per version of what it
// shows and made anew when the listing or the agency changes; none for an unpublished listing.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  insertProperty,
  insertSettings,
  insertTypes,
  startTestDatabase,
  type TestDatabase,
} from "../../../tests/support/catalog-fixtures.ts";
import { pdfPageCount, pdfText } from "../../../tests/support/pdf-text.ts";
import { formatPrice } from "../../i18n/format.ts";
import { BROCHURE_MESSAGES } from "../../i18n/messages/brochure.ts";
import { catalogDe } from "../../i18n/messages/catalog-de.ts";
import { catalogNl } from "../../i18n/messages/catalog-nl.ts";
import { siteSettings } from "../db/schema.ts";
import { forgetSiteData } from "../site-settings.ts";
import { brochureFor, forgetBrochures, keptBrochures } from "./brochure-cache.ts";
import { brochureIdOf } from "./brochure-path.ts";

let test: TestDatabase;

const BIV = "BIV 512.345";

async function setAgency(changes: Record<string, string>): Promise<void> {
  const [row] = await test.db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) throw new Error("no settings");
  await test.db
    .update(siteSettings)
    .set({ agency: { ...row.agency, ...changes } })
    .where(eq(siteSettings.id, 1));
  forgetSiteData();
}

beforeAll(async () => {
  test = await startTestDatabase();
  forgetSiteData();
  forgetBrochures();
  await insertSettings(test.db);
  await setAgency({ name: "Immo Zonneveld", bivNumber: BIV, supervisor: "BIV/IPI, Luxemburgstraat 16B, 1000 Brussel" });
  await insertTypes(test.db);
  await insertProperty(test.db, {
    id: 701,
    title: "Ruime villa met tuin in Sint-Genesius-Rode, één garage",
    price: 385_000,
    street: "Kerkstraat 12",
    zip: "1640",
    city: "Sint-Genesius-Rode",
    energyPerformance: 180,
    bedrooms: 4,
    livingArea: 210,
    reference: "ZV-701",
    details: {
      planning: { permit: true, zoningDesignation: "Woongebied" },
      environment: { floodScoreP: "D", floodScoreG: "A" },
      energy: { certificateCode: "UC 1956253-RES" },
    },
  });
  await insertProperty(test.db, {
    id: 702,
    title: "Discrete herenwoning",
    price: 987_654,
    publishPrice: false,
    street: "Geheimstraat 99",
    publishAddress: false,
  });
  await insertProperty(test.db, { id: 703, title: "Nog niet gepubliceerd", status: "unpublished" });
  await insertProperty(test.db, { id: 704, title: "Met foto's zonder bestand", photos: 2 });
}, 60_000);

afterAll(async () => {
  forgetBrochures();
  await test?.stop();
});

beforeEach(() => forgetBrochures());

describe("a listing's brochure", () => {
  it("is a PDF of one or two pages with the title, price, address, EPC label and BIV number, in Dutch", async () => {
    const brochure = await brochureFor(701, "nl");
    if (!brochure) throw new Error("no brochure");
    expect(brochure.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pages = pdfPageCount(brochure.bytes);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    const text = pdfText(brochure.bytes);
    expect(text).toContain("Ruime villa met tuin in Sint-Genesius-Rode, één garage");
    expect(text).toContain(formatPrice(385_000, "nl"));
    expect(text).toContain("Kerkstraat 12, 1640 Sint-Genesius-Rode");
    expect(text).toContain(`${catalogNl.detail.epcLabel}: B`);
    expect(text).toContain(BIV);
    expect(text).toContain("UC 1956253-RES");
    expect(text).toContain("Woongebied");
    expect(text).toContain(BROCHURE_MESSAGES.nl.contact);
    expect(brochure.fileName).toBe("701-ruime-villa-met-tuin-in-sint-genesius-rode-een-garage.pdf");
  });

  it("is written in German when asked in German, the price as German writes it", async () => {
    const brochure = await brochureFor(701, "de");
    if (!brochure) throw new Error("no brochure");
    const text = pdfText(brochure.bytes);
    expect(formatPrice(385_000, "de")).toBe("385.000\u00a0€");
    expect(text).toContain("385.000\u00a0€");
    expect(text).toContain(`${catalogDe.detail.epcLabel}: B`);
    expect(text).toContain(BROCHURE_MESSAGES.de.heading);
    expect(text).toContain(BIV);
    expect(text).toContain("Kerkstraat 12, 1640 Sint-Genesius-Rode");
    expect(brochure.path).toBe(`/de/brochure/${brochure.fileName}`);
  });

  it.each(["fr", "en"] as const)("is written in the other languages too (%s)", async (language) => {
    const brochure = await brochureFor(701, language);
    if (!brochure) throw new Error("no brochure");
    const text = pdfText(brochure.bytes);
    expect(text).toContain(formatPrice(385_000, language));
    expect(text).toContain(BROCHURE_MESSAGES[language].contact);
    expect(text).toContain(BIV);
    expect(pdfPageCount(brochure.bytes)).toBe(2);
  });

  it("keeps a hidden address and a hidden price hidden", async () => {
    const brochure = await brochureFor(702, "nl");
    if (!brochure) throw new Error("no brochure");
    const text = pdfText(brochure.bytes);
    expect(text).toContain("Discrete herenwoning");
    expect(text).toContain(catalogNl.card.priceOnRequest);
    expect(text).not.toContain("Geheimstraat");
    expect(text).not.toContain("987.654");
  });

  it("does not exist for an unpublished or unknown listing", async () => {
    expect(await brochureFor(703, "nl")).toBeUndefined();
    expect(await brochureFor(999_999, "nl")).toBeUndefined();
  });
});

describe("the brochure's cache", () => {
  it("answers the same bytes until the listing changes, then makes a new one", async () => {
    const first = await brochureFor(701, "nl");
    const again = await brochureFor(701, "nl");
    expect(again?.bytes).toBe(first?.bytes);
    await test.db.execute(sql`update property_texts set title = 'Villa met zwembad' where property_id = 701`);
    const changed = await brochureFor(701, "nl");
    if (!changed) throw new Error("no brochure");
    expect(changed.bytes).not.toBe(first?.bytes);
    expect(pdfText(changed.bytes)).toContain("Villa met zwembad");
    // One version per listing and language is kept.
    expect(keptBrochures().count).toBe(1);
  });

  it("makes a new one when the agency's mentions change", async () => {
    const first = await brochureFor(702, "nl");
    await setAgency({ bivNumber: "BIV 999.001" });
    const changed = await brochureFor(702, "nl");
    if (!changed) throw new Error("no brochure");
    expect(changed.fingerprint).not.toBe(first?.fingerprint);
    expect(pdfText(changed.bytes)).toContain("BIV 999.001");
    await setAgency({ bivNumber: BIV });
  });

  it("does not keep a brochure made without a photo it could not have", async () => {
    const brochure = await brochureFor(704, "nl");
    expect(brochure?.fingerprint).toBeUndefined();
    expect(pdfPageCount(brochure?.bytes ?? Buffer.alloc(0))).toBe(2);
    expect(keptBrochures().count).toBe(0);
  });
});

describe("the brochure's file name in its address", () => {
  it.each([
    ["701-villa.pdf", 701],
    ["701.pdf", 701],
    ["701-villa", undefined],
    ["../701.pdf", undefined],
    ["abc.pdf", undefined],
    ["1234567890.pdf", undefined],
    [undefined, undefined],
  ])("%s names listing %s", (name, id) => {
    expect(brochureIdOf(name)).toBe(id);
  });
});
