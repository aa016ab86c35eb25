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

/** The folders makeTempDir made in this process and nobody has removed or kept yet. */
const madeFolders = new Set<string>();

/**
 * A folder under the system's temporary directory (or under `root`) that the `postgres` user can
 * enter (tests run as root).
 */
export function makeTempDir(prefix: string, root = os.tmpdir()): string {
  const dir = fs.mkdtempSync(path.join(root, prefix));
  fs.chmodSync(dir, 0o755);
  madeFolders.add(dir);
  return dir;
}

/**
 * Removes the folders makeTempDir made since the last call: what a test file left behind, once its
 * own hooks are done (tests/support/vitest-file-setup.ts). Test files left some 200 folders in the
 * system's temporary folder a run.
 */
export function removeMadeTempDirs(): void {
  for (const dir of madeFolders) fs.rmSync(dir, { recursive: true, force: true });
  madeFolders.clear();
}

/** A folder of makeTempDir's that outlives the test file that made it (its process removes it at exit). */
export function keepTempDir(dir: string): string {
  madeFolders.delete(dir);
  process.once("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Replaces the database name of a PostgreSQL URL. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** tmpfs's magic number in statfs(2)'s f_type. */
const TMPFS = 0x01021994;
/** What a test run's cluster may take: its template and the databases of the files running at once. */
const MEMORY_FOLDER_ROOM = 2 * 1024 ** 3;

/**
 * A folder in memory (/dev/shm) where the machine has one with room, else undefined. A test run's
 * cluster clones and drops a database for every test file, some three hundred a run, each a few
 * hundred files created and deleted. On ext4 without a journal (this kind of virtual machine's disk)
 * the kernel then searches the inode table for an inode not deleted lately before every file it
 * creates: a third of the unit step's CPU went to that search (perf, docs/testing.md). In memory
 * nothing is searched, and nothing of a throw-away cluster needs a disk.
 */
export function memoryFolder(): string | undefined {
  try {
    const stats = fs.statfsSync("/dev/shm");
    return stats.type === TMPFS && stats.bavail * stats.bsize >= MEMORY_FOLDER_ROOM ? "/dev/shm" : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts a throw-away cluster (data in a temp folder named with `prefix`, removed on stop) without
 * migrating it, with THROW_AWAY_SETTINGS and any `settings` given. `inMemory` keeps its data in
 * memoryFolder() where there is one: for test runs, not for benchmarks, which measure the site as
 * it runs on a disk.
 */
export async function startThrowAwayCluster(
  prefix: string,
  settings: Record<string, string> = {},
  { inMemory = false }: { inMemory?: boolean } = {},
): Promise<RunningPostgres & { dir: string }> {
  const dir = makeTempDir(prefix, (inMemory && memoryFolder()) || os.tmpdir());
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
  const cluster = await startThrowAwayCluster("pg-test-", settings, { inMemory: true });
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
