// Vitest global setup: one throw-away PostgreSQL cluster for the whole run, its template migrated
// once; the workers learn its address through provide/inject (tests/support/test-database.ts).
import type { TestProject } from "vitest/node";
import { startTestCluster } from "./throw-away-postgres.ts";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startTestCluster();
  project.provide("testClusterUrl", cluster.adminUrl);
  return () => cluster.stop();
}
