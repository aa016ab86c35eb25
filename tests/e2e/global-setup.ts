// Playwright global setup: a throw-away PostgreSQL cluster and the REAL production server on it
// (`node build/main.js`, the demo agency seeded), shared by every spec through E2E_* variables.
// Its teardown sends SIGTERM and fails the run unless the server exits 0 within 10 seconds.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { seedMinimalSite } from "../support/minimal-site.ts";
import { projectRoot, startServer } from "../support/start-server.ts";
import { makeTempDir, startTestCluster } from "../support/throw-away-postgres.ts";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  // Migrated once into a template too: specs with a server of their own clone it (specDatabase()).
  const cluster = await startTestCluster();
  const dataDir = makeTempDir("e2e-data-");
  const minimal = process.env.E2E_SITE === "minimal";
  // Given, not generated beside the data: specs sign their cookies with it (staff-sessions.ts).
  const formSecret = randomBytes(32).toString("base64url");
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    if (minimal) await seedMinimalSite(cluster.adminUrl);
    server = await startServer({
      dataDir,
      port: Number(process.env.E2E_PORT) || undefined,
      // TRUST_PROXY as behind a load balancer: specs can then ask for https (HSTS) with X-Forwarded-Proto.
      env: {
        DATABASE_URL: cluster.adminUrl,
        FORM_SECRET: formSecret,
        SEED_DEMO: minimal ? "0" : "1",
        TRUST_PROXY: "loopback",
        // Specs fill forms in milliseconds, all come from one address, many send the same form and
        // many record a cookie choice.
        FORM_MIN_FILL_SECONDS: "0",
        SUBMISSIONS_PER_10_MINUTES: "100000",
        FORM_SUBMISSIONS_PER_HOUR: "100000",
        CONSENTS_PER_10_MINUTES: "100000",
        MAIL_RETRY_SECONDS: "1",
        // Counted views reach the database within a tenth of a second, so specs poll briefly.
        VIEW_FLUSH_SECONDS: "0.1",
      },
    });
  } catch (error) {
    await cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATABASE_URL = cluster.adminUrl;
  process.env.E2E_ADMIN_URL = cluster.adminUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_FORM_SECRET = formSecret;
  // Where the workers note which kinds of page axe has checked (fixtures.ts): each kind once a run.
  const axeChecked = makeTempDir("e2e-axe-checked-");
  process.env.E2E_AXE_CHECKED = axeChecked;
  console.log(
    `[e2e] server ${server.url} ready in ${((Date.now() - started) / 1000).toFixed(1)} s${minimal ? " (minimal site)" : ""}`,
  );

  return async () => {
    let exit: Awaited<ReturnType<typeof server.stop>> | undefined;
    let failure: unknown;
    try {
      // Longer than the server's own 10 s limit: a guard against a hang, not a race with it.
      exit = await server.stop("SIGTERM", 30_000);
    } catch (error) {
      failure = error;
    }
    const log = path.join(projectRoot, "test-results", "e2e-server.log");
    fs.mkdirSync(path.dirname(log), { recursive: true });
    fs.writeFileSync(log, server.output());
    await cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(axeChecked, { recursive: true, force: true });
    if (failure) throw failure;
    if (exit?.code !== 0)
      throw new Error(`The server exited with ${exit?.signal ?? exit?.code} after SIGTERM (log: ${log})`);
    console.log(`[e2e] server stopped in ${exit.ms} ms after SIGTERM (log: ${path.relative(projectRoot, log)})`);
  };
}
