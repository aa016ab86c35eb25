// Sites started at the same moment, as parallel test files start them: each one's dev server
// rewrites React Router's route types, and two rewrites at once used to fail one start with
// ENOTEMPTY. Both must start and serve pages, and the types must be whole afterwards.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { seedMinimalSite } from "./minimal-site.ts";
import { type SiteWithoutBuild, startSiteWithoutBuild } from "./site-without-build.ts";
import { projectRoot } from "./start-server.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

let database: TestDatabase;
let sites: SiteWithoutBuild[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedMinimalSite(database.url);
}, 120_000);

afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()));
  await database?.cleanup();
});

it("starts two sites at once, each serving its pages", async () => {
  sites = await Promise.all([1, 2].map(() => startSiteWithoutBuild({}, database.url)));
  for (const site of sites) {
    expect((await fetch(`${site.base}/robots.txt`)).status).toBe(200);
  }
  const serverBuildTypes = path.join(projectRoot, ".react-router/types/+server-build.d.ts");
  expect(fs.readFileSync(serverBuildTypes, "utf8")).toContain("virtual:react-router/server-build");
}, 120_000);
