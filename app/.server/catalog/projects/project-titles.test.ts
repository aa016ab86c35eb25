// A project's title in each language, for its page's paths in the other languages, on the real
// database: the language's own text, else the fallback language's; none once it is unpublished.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDatabase, type TestDatabase } from "../../../../tests/support/catalog-fixtures.ts";
import { projects, projectTexts } from "../../db/schema.ts";
import { readProjectTitles } from "./project-rows.ts";

let test: TestDatabase;

beforeAll(async () => {
  test = await startTestDatabase();
  await test.db.insert(projects).values([
    { id: 1, zip: "1500", city: "Halle", cityNames: { nl: "Halle" } },
    { id: 2, zip: "1500", city: "Halle", cityNames: { nl: "Halle" } },
    { id: 3, zip: "1500", city: "Halle", cityNames: { nl: "Halle" }, status: "unpublished" },
  ]);
  await test.db.insert(projectTexts).values([
    { projectId: 1, language: "nl", title: "Residentie Zennepark" },
    { projectId: 1, language: "fr", title: "Résidence Zennepark" },
    // Another project's text in German: it must not become project 1's.
    { projectId: 2, language: "de", title: "Wohnpark" },
    { projectId: 3, language: "nl", title: "Offline" },
  ]);
}, 60_000);
afterAll(() => test?.stop());

describe("readProjectTitles", () => {
  it("gives each enabled language its own title, else the fallback language's", async () => {
    const titles = await readProjectTitles(1, ["nl", "fr", "de"], "nl");
    expect([...titles]).toEqual([
      ["nl", "Residentie Zennepark"],
      ["fr", "Résidence Zennepark"],
      ["de", "Residentie Zennepark"],
    ]);
  });

  it("names only the enabled languages, in the site's order", async () => {
    expect([...(await readProjectTitles(1, ["fr", "en"], "fr"))]).toEqual([
      ["fr", "Résidence Zennepark"],
      ["en", "Résidence Zennepark"],
    ]);
  });

  it("gives an empty title where neither the language nor the fallback has a text", async () => {
    expect([...(await readProjectTitles(2, ["nl", "de"], "nl"))]).toEqual([
      ["nl", ""],
      ["de", "Wohnpark"],
    ]);
  });

  it("gives no title at all for a project no longer published", async () => {
    expect([...(await readProjectTitles(3, ["nl", "fr"], "nl"))]).toEqual([
      ["nl", undefined],
      ["fr", undefined],
    ]);
    await test.db.update(projects).set({ status: "unpublished" }).where(eq(projects.id, 1));
    expect([...(await readProjectTitles(1, ["nl"], "nl"))]).toEqual([["nl", undefined]]);
  });
});
