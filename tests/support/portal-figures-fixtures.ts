// The portal figures' tests share the documented example export (docs/examples/portal-figures.csv)
// and a database holding the properties it names, so that the file imports as documented.
import fs from "node:fs";
import { insertProperty, insertTypes } from "./catalog-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export const PORTAL_FIGURES_EXAMPLE = fs.readFileSync(
  new URL("../../docs/examples/portal-figures.csv", import.meta.url),
  "utf8",
);

/** A fresh database with the properties the example file's lines are about. */
export async function databaseForPortalFigures(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  await insertTypes(database.db);
  for (const id of [9001, 9002]) await insertProperty(database.db, { id });
  return database;
}
