// Vitest global setup: one throw-away PostgreSQL cluster for the whole run, its template migrated
// once; the workers learn its address through provide/inject (tests/support/test-database.ts).
// It also generates React Router's route types, which tests/support/site-without-build.ts expects
// to find complete.
import type { TestProject } from "vitest/node";
import { generateRouteTypes } from "./dev-server-start.ts";
import { startTestCluster } from "./throw-away-postgres.ts";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await generateRouteTypes();
  // Every test file clones a database of its own, some three hundred a run, each used for seconds
  // and never big enough for vacuum or statistics to matter; autovacuum's workers visited each,
  // about a fifth of PostgreSQL's CPU in a whole run (docs/testing.md). The end-to-end cluster keeps
  // it: the demo's statistics shape the plans of the pages under test.
  const cluster = await startTestCluster({ autovacuum: "off" });
  project.provide("testClusterUrl", cluster.adminUrl);
  return () => cluster.stop();
}
