// Issue 2, point 2: with DATABASE_URL the site uses that PostgreSQL server and starts none of its
// own. A database of its own on the run's cluster plays the external server; the site starts on
// it, serves pages, and leaves that server running when it stops. The site here is the bare one of
// tests/support/minimal-site.ts: the demo seed through DATABASE_URL is what the global setup runs
// for every other spec, no need to pay for it twice.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { href } from "../../app/i18n/links.ts";
import { type SpecDatabase, specDatabase } from "../support/e2e-database.ts";
import { seedMinimalSite } from "../support/minimal-site.ts";
import { type RunningServer, startServer } from "../support/start-server.ts";
import { makeTempDir } from "../support/throw-away-postgres.ts";
import { expect, test } from "./fixtures.ts";

// One server for both tests, in order.
test.describe.configure({ mode: "serial" });

let specDb: SpecDatabase;
let dataDir: string;
let server: RunningServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  specDb = await specDatabase();
  dataDir = makeTempDir("e2e-external-");
  await seedMinimalSite(specDb.url);
  server = await startServer({ dataDir, env: { DATABASE_URL: specDb.url, SEED_DEMO: "0" } });
});

test.afterAll(async () => {
  await server?.stop("SIGKILL").catch(() => {});
  await specDb?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("serves the site from the PostgreSQL server given by DATABASE_URL", async ({ page, request }) => {
  const running = server as RunningServer;
  const health = await request.get(`${running.url}/healthz`);
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });

  const response = await page.goto(`${running.url}${href("home", "nl")}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await expect(page.getByRole("banner")).toBeVisible();

  // The data is in the external server; no embedded PostgreSQL was started.
  expect(fs.existsSync(path.join(dataDir, "postgres"))).toBe(false);
  expect(running.output()).not.toMatch(/embedded PostgreSQL/i);
  const client = new pg.Client({ connectionString: specDb.url });
  await client.connect();
  const { rows } = await client.query<{ count: string }>("select count(*) from site_settings");
  await client.end();
  expect(rows[0]?.count).toBe("1");
});

test("stops without stopping the external server", async () => {
  const running = server as RunningServer;
  // A guard against a hang, longer than the server's own 10 s limit (past which it exits 1).
  const exit = await running.stop("SIGTERM", 30_000);
  expect(exit.code).toBe(0);
  const client = new pg.Client({ connectionString: specDb.url });
  await client.connect();
  expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
  await client.end();
});
