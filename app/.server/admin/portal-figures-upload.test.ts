// The portal figures page's upload against the real PostgreSQL: a good file is imported with its
// audit line in the same transaction, a file with mistakes leaves neither figures nor a line, and a
// file above the limit is refused before it is read.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  databaseForPortalFigures,
  PORTAL_FIGURES_EXAMPLE as EXAMPLE,
} from "../../../tests/support/portal-figures-fixtures.ts";
import type { TestDatabase } from "../../../tests/support/test-database.ts";
import { auditLog } from "../db/auth-schema.ts";
import type { Database } from "../db/client.ts";
import { portalDailyFigures } from "../db/stats-schema.ts";
import { importFiguresFile, MAX_FIGURES_FILE_BYTES } from "./portal-figures-upload.ts";

// A staff member without a users row of their own (the audit line keeps the name).
const ACTOR = { id: null, name: "Marie Manager" };

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await databaseForPortalFigures();
  db = database.db;
});

afterAll(() => database?.cleanup());

async function importLines() {
  return db.select().from(auditLog).where(eq(auditLog.action, "portal-figures.import"));
}

describe("importFiguresFile", () => {
  it("imports a good file and writes its audit line, by the file's name, in the same step", async () => {
    const file = new File([EXAMPLE], "immoweb-oktober.csv", { type: "text/csv" });
    expect(await importFiguresFile(ACTOR, file, db)).toEqual({
      result: { ok: true, figures: 5, properties: 2, portals: ["immoweb", "zimmo"] },
    });
    const [line, ...more] = await importLines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      actorId: ACTOR.id,
      actorName: ACTOR.name,
      subject: "immoweb-oktober.csv",
      details: { figures: 5, properties: 2, portals: ["immoweb", "zimmo"] },
    });
  });

  it("refuses a file with mistakes whole: no figure and no audit line", async () => {
    const before = (await db.select().from(portalDailyFigures)).length;
    const file = new File(["property;portal;day;views;contacts\n9001;immoweb;2026-02-30;41;1\n"], "bad.csv");
    const answer = await importFiguresFile(ACTOR, file, db);
    expect(answer.result?.ok).toBe(false);
    expect((await db.select().from(portalDailyFigures)).length).toBe(before);
    expect(await importLines()).toHaveLength(1);
  });

  it("refuses a file above the limit before reading it, and says the limit in megabytes", async () => {
    const file = new Blob([new Uint8Array(MAX_FIGURES_FILE_BYTES + 1)]);
    expect(await importFiguresFile(ACTOR, file, db)).toEqual({ tooLarge: 4 });
    expect(await importLines()).toHaveLength(1);
  });
});
