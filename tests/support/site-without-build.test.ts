// Sites started at the same moment, as parallel test files start them: a dev server's start
// rewrites React Router's route types, and two rewrites at once used to fail one start with
// ENOTEMPTY. Both must start and serve pages, and the types must be whole afterwards. Sites of one
// test process share its dev server, each with modules of its own: a site never answers with
// another's state.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { seedMinimalSite } from "./minimal-site.ts";
import { type SiteWithoutBuild, startSiteWithoutBuild } from "./site-without-build.ts";
import { projectRoot } from "./start-server.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

let database: TestDatabase;
let other: TestDatabase | undefined;
let sites: SiteWithoutBuild[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedMinimalSite(database.url);
}, 120_000);

afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()));
  await database?.cleanup();
  await other?.cleanup();
});

it("starts two sites at once, each serving its pages", async () => {
  sites = await Promise.all([1, 2].map(() => startSiteWithoutBuild({}, database.url)));
  for (const site of sites) {
    expect((await fetch(`${site.base}/robots.txt`)).status).toBe(200);
  }
  const serverBuildTypes = path.join(projectRoot, ".react-router/types/+server-build.d.ts");
  expect(fs.readFileSync(serverBuildTypes, "utf8")).toContain("virtual:react-router/server-build");
}, 120_000);

it("gives each site of the process modules of its own: two sites on two databases each show their own agency", async () => {
  other = await createTestDatabase();
  await seedMinimalSite(other.url);
  await other.db.execute(
    sql`update site_settings set top_bar_left = jsonb_set(top_bar_left, '{0,label,nl}', '"03 777 77 77"')`,
  );
  const [first, second] = await Promise.all([
    startSiteWithoutBuild({}, database.url),
    startSiteWithoutBuild({}, other.url),
  ]);
  sites.push(...[first, second].filter((site) => site !== undefined));
  // The second site is asked first: a settings cache shared with the first would then serve its row to both.
  const secondHome = await (await fetch(`${second?.base}/nl/`)).text();
  const firstHome = await (await fetch(`${first?.base}/nl/`)).text();
  expect(secondHome).toContain("03 777 77 77");
  expect(secondHome).not.toContain("02 356 00 00");
  expect(firstHome).toContain("02 356 00 00");
  expect(firstHome).not.toContain("03 777 77 77");
}, 120_000);
