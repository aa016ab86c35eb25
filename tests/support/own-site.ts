// A bare site of a spec's own (settings and menu pages, no demo) on a database of its own, served by
// one or more production servers: two servers of one database are two instances behind a load
// balancer, as `npm run scale` runs them, each with its own data folder. A spec whose changes no
// other spec may meet, or that proves a change reaches every instance, starts one here:
//
//   let site: OwnSite | undefined;
//   test.beforeAll(async () => { test.setTimeout(600_000); site = await startOwnSite("labels", { instances: 2, seed }); });
//   test.afterAll(() => site?.stop());
import fs from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { createUser } from "../../app/.server/auth/users.ts";
import { createDatabase, type Database } from "../../app/.server/db/client.ts";
import { type SpecDatabase, specDatabase } from "./e2e-database.ts";
import { seedMinimalSite } from "./minimal-site.ts";
import { postSignIn, type StaffAccount, setUpTwoFactor } from "./staff-accounts.ts";
import { type RunningServer, startServer } from "./start-server.ts";
import { makeTempDir } from "./throw-away-postgres.ts";

export interface OwnSite {
  /** The site's database (a clone of the run's migrated template). */
  databaseUrl: string;
  /** Its servers, each with a data folder of its own; the first is the one a spec signs in on. */
  servers: RunningServer[];
  /** Runs `work` on a connection to the site's database, closed afterwards. */
  withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** Stops the servers, drops the database and removes the data folders. */
  stop(): Promise<void>;
}

export interface OwnSiteOptions {
  /** How many servers share the database: 2 to prove a change reaches every instance. */
  instances?: number;
  /** Rows the spec needs besides the bare site, written before the servers start. */
  seed?: (db: Database) => Promise<void>;
  /** Environment the servers start with besides the database's (a mail server's address, ...). */
  env?: Record<string, string>;
}

/** A bare site on a database of its own, served by `instances` servers (one by default). */
export async function startOwnSite(name: string, options: OwnSiteOptions = {}): Promise<OwnSite> {
  const database: SpecDatabase = await specDatabase();
  const dataDirs: string[] = [];
  const servers: RunningServer[] = [];
  const withDatabase = async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
    const db = createDatabase(database.url, { max: 1 });
    try {
      return await work(db);
    } finally {
      await db.$client.end();
    }
  };
  const stop = async () => {
    for (const server of servers) await server.stop("SIGKILL").catch(() => {});
    await database.stop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await seedMinimalSite(database.url);
    if (options.seed) await withDatabase(options.seed);
    for (let index = 0; index < (options.instances ?? 1); index++) {
      const dataDir = makeTempDir(`e2e-${name}-${index}-`);
      dataDirs.push(dataDir);
      servers.push(await startServer({ dataDir, env: { ...options.env, DATABASE_URL: database.url, SEED_DEMO: "0" } }));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { databaseUrl: database.url, servers, withDatabase, stop };
}

/**
 * A manager of the site's own, signed in through the sign-in form on the server `request` is bound
 * to, with two-factor codes set up as a manager must before using the back office.
 */
export async function signInOwnSiteManager(
  site: OwnSite,
  request: APIRequestContext,
  name: string,
): Promise<StaffAccount> {
  const manager = {
    name,
    email: `manager-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.be`,
    password: `pw-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    role: "manager" as const,
  };
  await site.withDatabase((db) => createUser(db, manager));
  const status = await postSignIn(request, manager);
  if (status !== 302) throw new Error(`the manager was not signed in (${status})`);
  await setUpTwoFactor(request, manager);
  return manager;
}
