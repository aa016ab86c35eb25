// Vitest global setup: one throw-away PostgreSQL cluster for the whole run, its template migrated
// once; the workers learn its address through provide/inject (tests/support/test-database.ts).
// It also generates React Router's route types, which tests/support/site-without-build.ts expects
// to find complete.
import type { TestProject } from "vitest/node";
import { generateRouteTypes } from "./dev-server-start.ts";
import { startTestCluster } from "./throw-away-postgres.ts";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await generateRouteTypes();
  const cluster = await startTestCluster();
  project.provide("testClusterUrl", cluster.adminUrl);
  return () => cluster.stop();
}
