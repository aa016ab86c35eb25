// The property types' editor on the real database: a save writes the names, order and flags with its
// audit line and announces the change (the catalogue every page reads shows it at once); a save on a
// version someone changed meanwhile writes nothing; the CRM import keeps what staff changed and says
// so in its report, while the fields staff left alone follow the feed.
import os from "node:os";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertSettings, insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { until } from "../../../tests/support/until.ts";
import type { PropertyTypeValue } from "../../domain/admin-forms/catalog-label-forms.ts";
import { catalogIndex } from "../catalog/catalog-index.ts";
import { type Feed, parseFeed } from "../catalog/import/feed-schema.ts";
import { importFeed } from "../catalog/import/import-feed.ts";
import { listenForContentChanges } from "../content-changes.ts";
import { auditLog } from "../db/auth-schema.ts";
import { propertyTypes } from "../db/schema.ts";
import { recordVersion } from "./edit-record.ts";
import { propertyType, propertyTypeList, savePropertyType } from "./property-types.ts";

let test: TestDatabase;
const ANNE = { id: null, name: "Anne Manager" };

beforeAll(async () => {
  test = await createTestDatabase({ current: true, max: 4 });
  await insertSettings(test.db);
  await insertTypes(test.db);
}, 60_000);
afterAll(() => test?.cleanup());

async function opened(webId: number): Promise<PropertyTypeValue> {
  const row = await propertyType(webId);
  if (!row) throw new Error(`no type ${webId}`);
  return {
    version: recordVersion(row.updatedAt),
    names: { nl: row.names.nl ?? "", fr: row.names.fr ?? "", en: row.names.en ?? "", de: row.names.de ?? "" },
    showOrder: row.showOrder,
    sale: row.sale,
    rent: row.rent,
  };
}

function feedOf(types: { WebID: number; Name: string; language: string; ShowOrder: number; Rent?: boolean }[]): Feed {
  const parsed = parseFeed({ types, properties: [], teasers: [] });
  if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
  return parsed.feed;
}

describe("savePropertyType", () => {
  it("writes the names, order and flags with its audit line, and the site's catalogue follows at once", async () => {
    const before = (await catalogIndex()).types.find((type) => type.webId === 2);
    expect(before?.names.de).toBe("Wohnung");
    const heard: string[] = [];
    let listening = false;
    const listener = listenForContentChanges(test.url, {
      onChange: (payload) => {
        if (payload !== undefined) heard.push(payload);
      },
      onListening: (now) => {
        listening = now;
      },
    });
    try {
      await until(() => listening, "the listener's connection");
      const form = await opened(2);
      const saved = await savePropertyType(ANNE, 2, {
        ...form,
        names: { ...form.names, de: "Etagenwohnung" },
        showOrder: 7,
        rent: false,
      });
      expect(saved).toEqual({ outcome: "saved", changed: ["showOrder", "rent", "names.de"] });
      await until(() => heard.length > 0, "the change announced to every instance");
    } finally {
      await listener.close();
    }
    const after = (await catalogIndex()).types.find((type) => type.webId === 2);
    expect(after?.names.de).toBe("Etagenwohnung");
    const row = await propertyType(2);
    expect(row).toMatchObject({ showOrder: 7, rent: false, sale: true });
    expect([...(row?.staffEdited ?? [])].sort()).toEqual(["names.de", "rent", "showOrder"]);
    const [line] = await test.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "settings.property-type"), eq(auditLog.actorName, "Anne Manager")));
    expect(line?.details).toMatchObject({
      webId: 2,
      changes: {
        showOrder: { before: 1, after: 7 },
        rent: { before: true, after: false },
        names: { before: { de: "Wohnung" }, after: { de: "Etagenwohnung" } },
      },
    });
    // The list puts it where its order says.
    expect((await propertyTypeList()).map((type) => type.webId)).toEqual([1, 4, 2]);
  });

  it("writes nothing on a version someone changed since the form was opened", async () => {
    const form = await opened(1);
    await test.db
      .update(propertyTypes)
      .set({ updatedAt: new Date(Date.now() + 5_000) })
      .where(eq(propertyTypes.webId, 1));
    const saved = await savePropertyType(ANNE, 1, { ...form, names: { ...form.names, nl: "Woning" } });
    expect(saved.outcome).toBe("stale");
    expect((await propertyType(1))?.names.nl).toBe("Huis");
  });

  it("writes no line when nothing changed, and answers missing for a type that does not exist", async () => {
    const lines = async () => (await test.db.select().from(auditLog)).length;
    const count = await lines();
    expect(await savePropertyType(ANNE, 4, await opened(4))).toEqual({ outcome: "unchanged" });
    expect(await lines()).toBe(count);
    expect(await savePropertyType(ANNE, 99, { ...(await opened(4)) })).toEqual({ outcome: "missing" });
  });
});

describe("the CRM import after staff changed a type", () => {
  it("keeps the staff's names and flags, reports each, and lets the other fields follow the feed", async () => {
    // Type 2 as saved above: de "Etagenwohnung", order 7, not for rent, all three changed by staff.
    const feed = feedOf([
      { WebID: 2, Name: "Appartement", language: "nl", ShowOrder: 1, Rent: true },
      { WebID: 2, Name: "Appartement neuf", language: "fr", ShowOrder: 1, Rent: true },
      { WebID: 2, Name: "Flat", language: "de", ShowOrder: 1, Rent: true },
    ]);
    const report = await importFeed(test.db, feed, { feedDir: os.tmpdir(), dataDir: os.tmpdir() });
    expect(report.types).toBe(1);
    expect(report.warnings).toEqual([
      "type 2: showOrder kept as staff set it (7); the feed has 1",
      "type 2: rent kept as staff set it (false); the feed has true",
      'type 2: names.de kept as staff set it ("Etagenwohnung"); the feed has "Flat"',
    ]);
    const row = await propertyType(2);
    expect(row).toMatchObject({ showOrder: 7, rent: false });
    // French was never changed here: it follows the feed; English, which the feed does not send, stays.
    expect(row?.names).toEqual({ nl: "Appartement", fr: "Appartement neuf", en: "Apartment", de: "Etagenwohnung" });
  });

  it("says nothing about a type staff never changed", async () => {
    const feed = feedOf([{ WebID: 4, Name: "Bouwgrond", language: "nl", ShowOrder: 3, Rent: false }]);
    const report = await importFeed(test.db, feed, { feedDir: os.tmpdir(), dataDir: os.tmpdir() });
    expect(report.warnings).toEqual([]);
    expect((await propertyType(4))?.rent).toBe(false);
  });
});
