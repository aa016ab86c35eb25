// The database of one Vitest test file: fresh, migrated, empty and its own, cloned from the template
// that the global setup (tests/support/vitest-global-setup.ts) migrated once for the whole run.
//
//   let test: TestDatabase;
//   beforeAll(async () => { test = await createTestDatabase(); });
//   afterAll(() => test.cleanup());
import { inject } from "vitest";
import { setCurrentDatabase } from "../../app/.server/db/client.ts";
import { cloneTemplateDatabase, type TestDatabase } from "./throw-away-postgres.ts";

export type { TestDatabase } from "./throw-away-postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the maintenance database of the run's throw-away cluster. */
    testClusterUrl: string;
  }
}

/**
 * Clones the template into a database for this test file. With `current: true` it also becomes the
 * process-wide database that app code reaches through db() (each test file runs in its own module
 * scope, so this never leaks into another file).
 */
export async function createTestDatabase(options: { current?: boolean; max?: number } = {}): Promise<TestDatabase> {
  const database = await cloneTemplateDatabase(inject("testClusterUrl"), options.max ? { max: options.max } : {});
  if (options.current) setCurrentDatabase(database.db);
  return database;
}
