// The portal figures import against the real PostgreSQL: the documented example file, a corrected
// export replacing figures, and a file with mistakes refused whole with every bad line named.
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  databaseForPortalFigures,
  PORTAL_FIGURES_EXAMPLE as EXAMPLE,
} from "../../../tests/support/portal-figures-fixtures.ts";
import type { TestDatabase } from "../../../tests/support/test-database.ts";
import type { Database } from "../db/client.ts";
import { portalDailyFigures, propertyPublications } from "../db/stats-schema.ts";
import { importPortalFigures, parsePortalFigures } from "./portal-figures-import.ts";

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await databaseForPortalFigures();
  db = database.db;
});

beforeEach(async () => {
  await db.delete(portalDailyFigures);
  await db.delete(propertyPublications);
});

afterAll(() => database?.cleanup());

async function figures() {
  const rows = await db
    .select()
    .from(portalDailyFigures)
    .orderBy(asc(portalDailyFigures.propertyId), asc(portalDailyFigures.portal), asc(portalDailyFigures.day));
  return rows.map((row) => `${row.propertyId} ${row.portal} ${row.day} ${row.views}/${row.contacts}`);
}

describe("importPortalFigures", () => {
  it("imports the documented example and lists each portal as a publication since its first day", async () => {
    expect(await importPortalFigures(db, EXAMPLE)).toEqual({
      ok: true,
      figures: 5,
      properties: 2,
      portals: ["immoweb", "zimmo"],
    });
    expect(await figures()).toEqual([
      "9001 immoweb 2026-10-30 41/1",
      "9001 immoweb 2026-10-31 37/0",
      "9001 zimmo 2026-10-30 12/0",
      "9001 zimmo 2026-10-31 15/1",
      "9002 immoweb 2026-10-31 58/2",
    ]);
    const publications = await db.select().from(propertyPublications).orderBy(asc(propertyPublications.propertyId));
    expect(publications.map((row) => `${row.propertyId} ${row.portal} ${row.since}`).sort()).toEqual([
      "9001 immoweb 2026-10-30",
      "9001 zimmo 2026-10-30",
      "9002 immoweb 2026-10-31",
    ]);
  });

  it("replaces a day imported before, reads commas, quotes, a BOM and Windows line ends, and keeps a publication's date", async () => {
    await importPortalFigures(db, EXAMPLE);
    const corrected =
      '\uFEFFProperty,Portal,Day,Views,Contacts\r\n"9001","Immoweb",2026-10-31,40,3\r\n9001,immoweb,2026-10-29,5,0\r\n';
    expect(await importPortalFigures(db, corrected)).toMatchObject({ ok: true, figures: 2 });
    expect(await figures()).toContain("9001 immoweb 2026-10-31 40/3");
    expect(await figures()).toContain("9001 immoweb 2026-10-29 5/0");
    expect((await figures()).length).toBe(6);
    const [immoweb] = (await db.select().from(propertyPublications)).filter(
      (row) => row.propertyId === 9001 && row.portal === "immoweb",
    );
    expect(immoweb?.since).toBe("2026-10-30");
  });

  it("refuses a file with mistakes whole, naming every bad line and why", async () => {
    const file = [
      "property;portal;day;views;contacts",
      "9001;immoweb;2026-10-30;41;1",
      "9001;immoweb;2026-02-30;41;1",
      "abc;zimmo;2026-10-30;12;0",
      "9001;zimmo;2026-10-30;-3;x",
      "9001;immoweb;2026-10-30;1;1",
      "9001;immo web;2026-10-30;1;1",
      "9001;zimmo;2026-10-31",
      "4242;zimmo;2026-10-31;1;0",
      "",
    ].join("\n");
    const result = await importPortalFigures(db, file);
    expect(result).toEqual({
      ok: false,
      problems: [
        { line: 3, kind: "day", value: "2026-02-30" },
        { line: 4, kind: "property", value: "abc" },
        { line: 5, kind: "views", value: "-3" },
        { line: 5, kind: "contacts", value: "x" },
        { line: 6, kind: "duplicate", value: "2" },
        { line: 7, kind: "portal", value: "immo web" },
        { line: 8, kind: "columns", value: "3" },
        { line: 9, kind: "unknownProperty", value: "4242" },
      ],
    });
    expect(await figures()).toEqual([]);
    expect(await db.select().from(propertyPublications)).toEqual([]);
  });

  it("refuses a file without the expected header, and an empty one", () => {
    expect(parsePortalFigures("id;portal;date;views\n9001;immoweb;2026-10-30;1").problems).toEqual([
      { line: 1, kind: "header", value: "id;portal;date;views" },
    ]);
    expect(parsePortalFigures("\n\n").problems).toEqual([{ line: 1, kind: "empty" }]);
  });
});
