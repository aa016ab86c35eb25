import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema.ts";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** What `db.transaction(async (tx) => ...)` hands its callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export function createDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, idleTimeoutMillis: 30_000 });
  // Without a listener, a dropped idle connection (database restart) would crash the process.
  pool.on("error", (error) => console.error(`database pool: ${error.message}`));
  return drizzle(pool, { schema });
}

let current: Database | undefined;

/** The process-wide database, set once at start-up by the HTTP app. */
export function setCurrentDatabase(db: Database): void {
  current = db;
}

export function db(): Database {
  if (!current) throw new Error("The database is not set up yet: setCurrentDatabase() must run at start-up.");
  return current;
}

/**
 * A prepared statement, made once per database (its pool) when first asked for. PostgreSQL plans a
 * prepared statement once per connection instead of on every execution, and Drizzle builds its SQL
 * once: for the public pages' queries, read on every render, planning took longer than running.
 */
export function preparedPerDatabase<Statement>(prepare: (database: Database) => Statement): () => Statement {
  const statements = new WeakMap<Database, Statement>();
  return () => {
    const database = db();
    let statement = statements.get(database);
    if (statement === undefined) {
      statement = prepare(database);
      statements.set(database, statement);
    }
    return statement;
  };
}
