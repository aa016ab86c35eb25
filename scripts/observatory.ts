// `npm run observatory`: the MDN HTTP Observatory's grade of the site as production runs it. Starts a
// throw-away PostgreSQL cluster, the real production server with the demo agency (PUBLIC_URL on
// https, and no TRUST_PROXY: the grade must not depend on it) and Debian's nginx in front of it, terminating TLS with a
// certificate made for the run, its plain-HTTP port redirecting to https; then runs the scanner
// (the npm package, locally, trusting that certificate) and writes the score, the grade and every
// test into docs/security.md, between its markers. Exits non-zero below the aim. Loopback only;
// stops everything it started, also when a step fails or the run is interrupted. Needs a
// production build (`npm run build`), nginx (`apt-get install -y nginx`) and openssl. About 20 s.
import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../app/.server/db/embedded-postgres.ts";
import { assertBuildExists, projectNode, projectRoot, startServer } from "../tests/support/start-server.ts";
import { makeTempDir, startThrowAwayCluster } from "../tests/support/throw-away-postgres.ts";
import { writeObservatorySection } from "./observatory/report.ts";
import type { ObservatoryScan } from "./observatory/scan-host.ts";
import { findProgram, nginxVersion, startTlsProxy } from "./observatory/tls-proxy.ts";

// A name that resolves to the loopback everywhere without touching the system's host list.
const SERVER_NAME = "localhost";
// The aim: an A+ with every extra-credit header the site can send (CSP, referrer policy, framing
// through the CSP, CORP). An A+ starts at 100; 130 is what those bonuses add up to.
const AIM_SCORE = 130;

function log(line: string): void {
  console.log(`[observatory] ${line}`);
}

/** What must be on the machine before anything is started, with how to get it. */
function checkPrerequisites(): string {
  assertBuildExists();
  const nginx = findProgram("nginx");
  if (!nginx) {
    throw new Error("nginx is not installed: `apt-get install -y nginx` (Debian's package), then run this again.");
  }
  if (!findProgram("openssl")) throw new Error("openssl is not installed: `apt-get install -y openssl`.");
  return nginx;
}

function scannerVersion(): string {
  const require = createRequire(import.meta.url);
  return (require("@mdn/mdn-http-observatory/package.json") as { version: string }).version;
}

async function scan(httpPort: number, httpsPort: number, certificateFile: string): Promise<ObservatoryScan> {
  const script = path.join(projectRoot, "scripts/observatory/scan-host.ts");
  const { stdout } = await promisify(execFile)(
    projectNode,
    [script, SERVER_NAME, String(httpPort), String(httpsPort)],
    { env: { ...process.env, NODE_EXTRA_CA_CERTS: certificateFile }, timeout: 120_000, maxBuffer: 16 * 2 ** 20 },
  );
  return JSON.parse(stdout) as ObservatoryScan;
}

/** Stops what was started, last first; each step runs even when an earlier one fails. */
function cleanupList(): { add(step: () => unknown): void; run(): Promise<void> } {
  const steps: (() => unknown)[] = [];
  let running: Promise<void> | undefined;
  return {
    add: (step) => steps.push(step),
    run() {
      running ??= (async () => {
        for (const step of steps.reverse()) {
          await Promise.resolve()
            .then(step)
            .catch((error: unknown) => log(`while stopping: ${String(error)}`));
        }
      })();
      return running;
    },
  };
}

/** Whether the score reached the aim. */
async function main(): Promise<boolean> {
  const started = Date.now();
  const nginx = checkPrerequisites();
  const cleanup = cleanupList();
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      log(`${signal}: stopping everything`);
      void cleanup.run().then(() => process.exit(130));
    });
  }
  try {
    const cluster = await startThrowAwayCluster("pg-observatory-");
    cleanup.add(() => cluster.stop());
    const dataDir = makeTempDir("observatory-data-");
    cleanup.add(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const proxyDir = makeTempDir("observatory-proxy-");
    cleanup.add(() => fs.rmSync(proxyDir, { recursive: true, force: true }));

    const appPort = await freePort();
    const proxy = await startTlsProxy({ nginx, dir: proxyDir, serverName: SERVER_NAME, upstreamPort: appPort });
    cleanup.add(() => proxy.stop());
    const publicUrl = `https://${SERVER_NAME}:${proxy.httpsPort}`;
    log(`nginx: ${publicUrl} and http://${SERVER_NAME}:${proxy.httpPort} -> app on ${appPort}`);

    log("starting the server and seeding the demo agency");
    const server = await startServer({
      dataDir,
      port: appPort,
      // No TRUST_PROXY: HSTS comes from PUBLIC_URL being https, whether or not the proxy is trusted.
      env: { DATABASE_URL: cluster.url, PUBLIC_URL: publicUrl, TRUST_PROXY: undefined },
    });
    cleanup.add(() => server.stop("SIGTERM"));

    log("scanning");
    const result = await scan(proxy.httpPort, proxy.httpsPort, proxy.certificateFile);
    for (const test of result.tests)
      log(`${test.pass ? "pass" : "FAIL"} ${test.name}: ${test.result} (${test.scoreModifier})`);
    log(
      `score ${result.score}, grade ${result.grade}; aim ${AIM_SCORE}: ${result.score >= AIM_SCORE ? "met" : "NOT met"}`,
    );

    const file = path.join(projectRoot, "docs/security.md");
    writeObservatorySection(file, {
      scan: result,
      scannerVersion: scannerVersion(),
      aimScore: AIM_SCORE,
      date: new Date().toISOString().slice(0, 10),
      seconds: (Date.now() - started) / 1000,
      setup: [
        `the production build behind nginx ${nginxVersion(nginx)} terminating TLS (a self-signed certificate`,
        "made for the run, which the scanner trusts), its plain-HTTP port answering with a redirect to https;",
        `\`PUBLIC_URL=https://${SERVER_NAME}:<port>\`, \`TRUST_PROXY\` unset (the grade does not depend on it), the demo agency.`,
      ].join(" "),
    });
    log(`wrote ${path.relative(projectRoot, file)}`);
    return result.score >= AIM_SCORE;
  } finally {
    await cleanup.run();
  }
}

main().then(
  (aimMet) => process.exit(aimMet ? 0 : 1),
  (error: unknown) => {
    console.error(`[observatory] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
