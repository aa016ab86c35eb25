// A project's sold-out message and number on the real database: the card and the detail page say a
// project is sold out once every unit of its price list is sold or rented (not while one is under
// option), or, without a price list, once every listing of it is; each carries the project's number.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertProperty,
  insertSettings,
  insertTypes,
  startTestDatabase,
  type TestDatabase,
} from "../../../../tests/support/catalog-fixtures.ts";
import { projects, projectTexts, projectUnits, properties } from "../../db/schema.ts";
import { projectCards, projectDetail } from "./projects.ts";

let test: TestDatabase;

async function insertProject(id: number, units: ("available" | "option" | "sold" | "rented")[]): Promise<void> {
  await test.db
    .insert(projects)
    .values({ id, number: `ZP-${id}`, zip: "1500", city: "Halle", cityNames: { nl: "Halle" } });
  await test.db.insert(projectTexts).values({ projectId: id, language: "nl", title: `Project ${id}` });
  if (units.length > 0)
    await test.db
      .insert(projectUnits)
      .values(units.map((status, position) => ({ projectId: id, position, name: `Woning ${position + 1}`, status })));
}

beforeAll(async () => {
  test = await startTestDatabase();
  await insertSettings(test.db);
  await insertTypes(test.db);
  await insertProject(1, ["sold", "rented", "sold"]);
  await insertProject(2, ["sold", "option"]);
  await insertProject(3, []);
  await insertProperty(test.db, { id: 31, marquee: 3 });
  await insertProperty(test.db, { id: 32, marquee: 4 });
  await test.db.update(properties).set({ projectId: 3 }).where(eq(properties.id, 31));
  await test.db.update(properties).set({ projectId: 3 }).where(eq(properties.id, 32));
  await insertProject(4, []);
}, 60_000);
afterAll(() => test?.stop());

describe("a project's sold-out state and number", () => {
  it("is sold out on its card when every unit or, without units, every listing is sold or rented", async () => {
    const cards = await projectCards("nl", "nl");
    const soldOut = Object.fromEntries(cards.map((card) => [card.id, card.soldOut]));
    expect(soldOut).toEqual({ 1: true, 2: false, 3: true, 4: false });
    expect(cards.find((card) => card.id === 1)?.number).toBe("ZP-1");
  });

  it("is no longer sold out once a listing of it is for sale again", async () => {
    await test.db.update(properties).set({ marquee: 2 }).where(eq(properties.id, 32));
    expect((await projectDetail(3, "nl", "nl"))?.card.soldOut).toBe(false);
    await test.db.update(properties).set({ marquee: 4 }).where(eq(properties.id, 32));
    expect((await projectDetail(3, "nl", "nl"))?.card.soldOut).toBe(true);
  });
});
