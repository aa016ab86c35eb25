// Throw-away PostgreSQL clusters for tests and benchmarks (data in a temp folder, fsync off), and the
// template-database scheme of the unit tests: one cluster per run, migrated once into a template that
// every test file clones (CREATE DATABASE ... TEMPLATE, ~30 ms). Free of Vitest, so Playwright and
// the benchmarks use it too; test files use tests/support/test-database.ts.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createDatabase, type Database } from "../../app/.server/db/client.ts";
import { type RunningPostgres, startEmbeddedPostgres } from "../../app/.server/db/embedded-postgres.ts";
import { migrateDatabase } from "../../app/.server/db/migrate.ts";

export const TEMPLATE_DATABASE = "test_template";

/** Settings that make a throw-away cluster fast: nothing it writes has to survive a crash. */
export const THROW_AWAY_SETTINGS = { fsync: "off", full_page_writes: "off", synchronous_commit: "off" };

export interface TestCluster {
  /** URL of the cluster's maintenance database ("postgres"). */
  adminUrl: string;
  /** URL of the migrated template database. */
  templateUrl: string;
  stop(): Promise<void>;
}

/** A folder under the system's temporary directory that the `postgres` user can enter (tests run as root). */
export function makeTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** Replaces the database name of a PostgreSQL URL. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Starts a throw-away cluster (data in a temp folder named with `prefix`, removed on stop) without
 * migrating it, with THROW_AWAY_SETTINGS and any `settings` given.
 */
export async function startThrowAwayCluster(
  prefix: string,
  settings: Record<string, string> = {},
): Promise<RunningPostgres & { dir: string }> {
  const dir = makeTempDir(prefix);
  try {
    const postgres = await startEmbeddedPostgres({
      dataDir: path.join(dir, "postgres"),
      settings: { ...THROW_AWAY_SETTINGS, ...settings },
    });
    return {
      ...postgres,
      dir,
      async stop() {
        await postgres.stop();
        fs.rmSync(dir, { recursive: true, force: true });
        // As root with a closed folder the runner keeps the data elsewhere; remove it too.
        if (!postgres.dataDir.startsWith(dir)) fs.rmSync(postgres.dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Starts the cluster of a test run and migrates the template database. `settings` add to
 * THROW_AWAY_SETTINGS (the unit tests turn autovacuum off: vitest-global-setup.ts).
 */
export async function startTestCluster(settings: Record<string, string> = {}): Promise<TestCluster> {
  const cluster = await startThrowAwayCluster("pg-test-", settings);
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const templateUrl = withDatabase(cluster.url, TEMPLATE_DATABASE);
    // Two connections: migrateDatabase holds one for its advisory lock while migrating on another.
    const db = createDatabase(templateUrl, { max: 2 });
    try {
      await migrateDatabase(db);
    } finally {
      // Nobody may stay connected to a template while it is cloned.
      await db.$client.end();
    }
    return { adminUrl: cluster.url, templateUrl, stop: () => cluster.stop() };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

export interface TestDatabase {
  db: Database;
  url: string;
  name: string;
  /** Closes the pool and drops the database. */
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated and empty database of its own, cloned from the run's template on the cluster
 * at `adminUrl`.
 */
export async function cloneTemplateDatabase(adminUrl: string, options: { max?: number } = {}): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const db = createDatabase(url, { max: options.max ?? 4 });
  let cleaned: Promise<void> | undefined;
  return {
    db,
    url,
    name,
    cleanup() {
      cleaned ??= (async () => {
        await db.$client.end();
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        try {
          await client.query(`drop database if exists ${name} with (force)`);
        } finally {
          await client.end();
        }
      })();
      return cleaned;
    },
  };
}
