import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client.ts";

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle");

/** Applies the committed SQL migrations; safe to run from several processes at once (advisory lock). */
export async function migrateDatabase(db: Database): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query("select pg_advisory_lock(727001)");
    await migrate(db, { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock(727001)").catch(() => {});
    client.release();
  }
}
