import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client.ts";

const sourceMigrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle");

/**
 * Applies the committed SQL migrations; safe to run from several processes at once (advisory lock).
 * They run on the connection that holds the lock: a pool of one connection (a script's) has no
 * other to give. Code bundled elsewhere (the built server entry) names the folder, which is then
 * not beside it.
 */
export async function migrateDatabase(db: Database, migrationsFolder = sourceMigrationsFolder): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query("select pg_advisory_lock(727001)");
    await migrate(drizzle({ client }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock(727001)").catch(() => {});
    client.release();
  }
}
