// Vitest global setup: one throw-away PostgreSQL cluster for the whole run, its template migrated
// once; the workers learn its address through provide/inject (tests/support/test-database.ts).
// It also generates React Router's route types, which tests/support/site-without-build.ts expects
// to find complete.
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { projectRoot } from "./start-server.ts";
import { startTestCluster } from "./throw-away-postgres.ts";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  execFileSync(process.execPath, [path.join(projectRoot, "node_modules/.bin/react-router"), "typegen"], {
    cwd: projectRoot,
    stdio: "inherit",
  });
  const cluster = await startTestCluster();
  project.provide("testClusterUrl", cluster.adminUrl);
  return () => cluster.stop();
}
