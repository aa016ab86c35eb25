// The price list's links to the units' own listings, on the real database: a unit linked to a
// published listing of the project links to that listing's page (the path its card has, in the
// visitor's language), sold or not; a unit without a listing, or whose listing is offline or now of
// another project, is plain text.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertProperty,
  insertSettings,
  insertTypes,
  startTestDatabase,
  type TestDatabase,
} from "../../../../tests/support/catalog-fixtures.ts";
import type { Language } from "../../../i18n/languages.ts";
import { projects, projectTexts, projectUnits, properties } from "../../db/schema.ts";
import { readProjectSurroundings } from "./project-rows.ts";
import { projectView } from "./project-view.ts";
import { projectCards, projectDetail } from "./projects.ts";

let test: TestDatabase;

async function insertProject(id: number): Promise<void> {
  await test.db.insert(projects).values({ id, zip: "1500", city: "Halle", cityNames: { nl: "Halle" } });
  await test.db.insert(projectTexts).values({ projectId: id, language: "nl", title: `Project ${id}` });
}

async function ofProject(propertyId: number, projectId: number): Promise<void> {
  await test.db.update(properties).set({ projectId }).where(eq(properties.id, propertyId));
}

async function pageOf(id: number, language: Language) {
  const found = await projectDetail(id, language, "nl");
  if (!found) throw new Error(`project ${id} is not published`);
  const surroundings = await readProjectSurroundings(id, language, "nl", found.units);
  return projectView(found, surroundings, new Map(), language, "nl");
}

beforeAll(async () => {
  test = await startTestDatabase();
  await insertSettings(test.db);
  await insertTypes(test.db);
  await insertProject(1);
  await insertProject(2);
  await insertProperty(test.db, { id: 51, title: "Appartement A.0.1", titleFr: "Appartement A.0.1 fr" });
  await insertProperty(test.db, { id: 52, title: "Appartement A.0.2", status: "unpublished" });
  await insertProperty(test.db, { id: 53, title: "Appartement A.1.1", marquee: 3 });
  await insertProperty(test.db, { id: 54, title: "Woning elders" });
  for (const id of [51, 52, 53]) await ofProject(id, 1);
  await ofProject(54, 2);
  await test.db.insert(projectUnits).values([
    { projectId: 1, position: 0, name: "A.0.1", status: "available", price: 300_000, propertyId: 51 },
    { projectId: 1, position: 1, name: "A.0.3", status: "available", price: 310_000 },
    { projectId: 1, position: 2, name: "A.0.2", status: "option", price: 305_000, propertyId: 52 },
    { projectId: 1, position: 3, name: "A.1.1", status: "sold", price: 320_000, propertyId: 53 },
    { projectId: 1, position: 4, name: "B.0.1", status: "available", price: 330_000, propertyId: 54 },
  ]);
}, 60_000);
afterAll(() => test?.stop());

describe("a project's price list", () => {
  it("links a unit to its published listing's page, the path the listing's card has", async () => {
    const page = await pageOf(1, "nl");
    const unit = page.units.find((candidate) => candidate.name === "A.0.1");
    const card = page.constructions.find((construction) => construction.id === 51);
    expect(card).toBeDefined();
    expect(unit?.href).toBe(card?.href);
    expect(unit?.href).toMatch(/^\/nl\/.+\/51\/$/);
  });

  it("links to the listing's page in the visitor's language", async () => {
    const page = await pageOf(1, "fr");
    const unit = page.units.find((candidate) => candidate.name === "A.0.1");
    expect(unit?.href).toMatch(/^\/fr\/.+\/51\/$/);
    expect(unit?.href).toBe(page.constructions.find((construction) => construction.id === 51)?.href);
  });

  it("leaves a unit without a listing, or whose listing is offline, as plain text", async () => {
    const page = await pageOf(1, "nl");
    const hrefs = Object.fromEntries(page.units.map((unit) => [unit.name, unit.href]));
    expect(hrefs["A.0.3"]).toBeNull();
    expect(hrefs["A.0.2"]).toBeNull();
  });

  it("still links a sold unit whose listing is published", async () => {
    const page = await pageOf(1, "nl");
    expect(page.units.find((unit) => unit.name === "A.1.1")?.href).toMatch(/\/53\/$/);
  });

  it("does not link a listing that belongs to another project", async () => {
    const page = await pageOf(1, "nl");
    expect(page.units.find((unit) => unit.name === "B.0.1")?.href).toBeNull();
  });

  it("links a listing again once it is published, and no more once it is taken offline", async () => {
    await test.db.update(properties).set({ status: "published" }).where(eq(properties.id, 52));
    expect((await pageOf(1, "nl")).units.find((unit) => unit.name === "A.0.2")?.href).toMatch(/\/52\/$/);
    await test.db.update(properties).set({ status: "unpublished" }).where(eq(properties.id, 51));
    expect((await pageOf(1, "nl")).units.find((unit) => unit.name === "A.0.1")?.href).toBeNull();
  });
});

describe("a unit whose listing asks its price on request", () => {
  beforeAll(async () => {
    await insertProject(3);
    await insertProperty(test.db, { id: 61, title: "Penthouse C.3.1", publishPrice: false });
    await ofProject(61, 3);
    await test.db.insert(projectUnits).values([
      { projectId: 3, position: 0, name: "C.3.1", status: "available", price: 900_000, propertyId: 61 },
      { projectId: 3, position: 1, name: "C.0.1", status: "available", price: 410_000 },
    ]);
  });

  it("shows no price on the price list, nor in the project's range, on its page and on its card", async () => {
    const page = await pageOf(3, "nl");
    const prices = Object.fromEntries(page.units.map((unit) => [unit.name, unit.price.replace("\u00a0", " ")]));
    expect(prices).toEqual({ "C.3.1": "", "C.0.1": "€ 410.000" });
    expect(page.units.find((unit) => unit.name === "C.3.1")?.href).toMatch(/\/61\/$/);
    expect(page.priceRange?.replace("\u00a0", " ")).toBe("€ 410.000");
    const card = (await projectCards("nl", "nl")).find((project) => project.id === 3);
    expect(card?.priceRange?.replace("\u00a0", " ")).toBe("€ 410.000");
  });

  it("shows it again once the listing shows its price", async () => {
    await test.db.update(properties).set({ publishPrice: true }).where(eq(properties.id, 61));
    const page = await pageOf(3, "nl");
    expect(page.priceRange?.replaceAll("\u00a0", " ")).toBe("Van € 410.000 tot € 900.000");
    const card = (await projectCards("nl", "nl")).find((project) => project.id === 3);
    expect(card?.priceRange?.replaceAll("\u00a0", " ")).toBe("Van € 410.000 tot € 900.000");
  });
});
