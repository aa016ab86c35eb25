// `npm run scale`: the site on two instances behind a load balancer. Starts a PostgreSQL server of
// its own (a throw-away cluster, reached by the app only through DATABASE_URL), a real SMTP server on
// the loopback, two production instances (the first seeds the demo agency) and nginx in front of
// them, then:
//   1. checks, talking to each instance directly, that a session, an edit and a form limit made on
//      one hold on the other;
//   2. measures the same page mix against one instance alone and against both behind nginx, with
//      the cores each process kept busy;
//   3. sends mixed traffic with 50 connections through nginx for SCALE_SECONDS (default 120): page
//      views, searches, contact forms, sign-ins and back-office edits; repeats the checks of step 1
//      under that load; stops one instance with SIGTERM midway and starts it again;
//   4. counts failed requests at nginx, leads in the database and mails at the SMTP server.
// Writes docs/scaling.md and exits non-zero when a check fails. Builds first when build/ is missing.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../app/.server/db/embedded-postgres.ts";
import { DEMO_ACCOUNTS } from "../demo/accounts.ts";
import { PICTURES_READY_LINE } from "../server/pending-pictures.ts";
import { demoAccount } from "../tests/support/demo-accounts.ts";
import { startSmtpTestServer } from "../tests/support/smtp-test-server.ts";
import { projectRoot, type RunningServer, startServer } from "../tests/support/start-server.ts";
import { makeTempDir, startThrowAwayCluster } from "../tests/support/throw-away-postgres.ts";
import { buildIfMissing, machine } from "./bench/script-setup.ts";
import { sleep } from "./reliability/form-client.ts";
import { busyCores, cpuSeconds } from "./scale/busy-cores.ts";
import { type Check, editVisibleOnOther, rateLimitShared, sessionsShared } from "./scale/cross-instance.ts";
import { leadsAndMails } from "./scale/leads-and-mails.ts";
import { startLoadBalancer } from "./scale/load-balancer.ts";
import { type MixResult, pageMix, runMix } from "./scale/page-mix.ts";
import { type Throughput, writeScalingReport } from "./scale/report.ts";
import { request, visitorAddress } from "./scale/site-client.ts";
import { runVisitors, SubmissionLedger } from "./scale/visitors.ts";

const MIXED_SECONDS = Number(process.env.SCALE_SECONDS ?? 120);
const MEASURE_SECONDS = Number(process.env.SCALE_MEASURE_SECONDS ?? 10);
const MEASURE_ROUNDS = 2;
// Seeding the demo takes about a minute on a quiet machine of two cores, several on a busy one.
const START_TIMEOUT_MS = 600_000;
const CONNECTIONS = 50;
const CONTACT_VISITORS = 4;
const FORM_LIMIT = 5;
const FORM_FILL_SECONDS = 3;

function log(line: string): void {
  console.log(`[scale] ${line}`);
}

async function main(): Promise<void> {
  const started = Date.now();
  buildIfMissing(log);
  const loadAverage = (os.loadavg()[0] ?? 0).toFixed(1);
  const cluster = await startThrowAwayCluster("pg-scale-");
  const smtp = await startSmtpTestServer();
  const work = makeTempDir("scale-");
  const dataDirs = { a: path.join(work, "a"), b: path.join(work, "b") };
  for (const dir of Object.values(dataDirs)) fs.mkdirSync(dir, { mode: 0o755 });
  const [portA, portB, lbPort] = [await freePort(), await freePort(), await freePort()];
  const lbUrl = `http://127.0.0.1:${lbPort}`;
  const env = {
    DATABASE_URL: cluster.url,
    SMTP_URL: smtp.url,
    // nginx is the one proxy in front: the visitor's address is the one it forwards.
    TRUST_PROXY: "1",
    PUBLIC_URL: lbUrl,
    // Every instance must sign and check form tokens and sessions with the same key.
    FORM_SECRET: randomBytes(32).toString("base64url"),
    FORM_MIN_FILL_SECONDS: String(FORM_FILL_SECONDS),
    SUBMISSIONS_PER_10_MINUTES: String(FORM_LIMIT),
    // The load sends many more contact forms in an hour than the site accepts from everyone together.
    FORM_SUBMISSIONS_PER_HOUR: "1000000",
  };
  const pool = new pg.Pool({ connectionString: cluster.url, max: 2 });
  pool.on("error", () => {});
  let a: RunningServer | undefined;
  let b: RunningServer | undefined;
  let lb: Awaited<ReturnType<typeof startLoadBalancer>> | undefined;
  const checks: Check[] = [];
  // Every instance started, restarts included: their logs are searched for errors at the end.
  const instances: RunningServer[] = [];
  const instanceNames: string[] = [];
  try {
    log("starting instance A and seeding the demo agency");
    a = await startServer({
      dataDir: dataDirs.a,
      port: portA,
      env: { ...env, SEED_DEMO: "1" },
      startTimeoutMs: START_TIMEOUT_MS,
    });
    log("starting instance B");
    b = await startServer({
      dataDir: dataDirs.b,
      port: portB,
      env: { ...env, SEED_DEMO: "0" },
      startTimeoutMs: START_TIMEOUT_MS,
    });
    instances.push(a, b);
    instanceNames.push("A", "B");
    // A draws the demo's pictures after it listens and then copies them into the database, where B
    // finds them; and the load below should not share the cores with that work.
    await a.waitForOutput(PICTURES_READY_LINE, START_TIMEOUT_MS);
    const originals = await checkOriginals(a, b);
    checks.push({
      name: "a demo picture written to A's disk is served by B",
      passed: originals.onA === 200 && originals.onB === 200,
      detail: `${originals.picture}: A ${originals.onA}, B ${originals.onB}`,
    });
    lb = await startLoadBalancer(path.join(work, "nginx"), lbPort, [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`]);
    log(`nginx on ${lb.url} in front of A (${a.url}) and B (${b.url})`);

    const listings = (
      (await pool.query("select id from properties where status = 'published' order by id limit 4")).rows as {
        id: number;
      }[]
    ).map((row) => row.id);
    const [checkListing = 0, ...loadListings] = listings;
    const agent = demoAccount("demo-agent");
    const ledger = new SubmissionLedger();

    log("checks between the instances, quiet");
    const [urlA, urlB] = [a.url, b.url];
    checks.push(await attempt("sessions shared", () => sessionsShared(urlA, urlB, agent, visitorAddress(1))));
    const quietEdit = await attempt("edit visible on the other instance", () =>
      editVisibleOnOther(urlA, urlB, agent, checkListing, "quiet", visitorAddress(2)),
    );
    checks.push({ ...quietEdit, name: `${quietEdit.name} (quiet)` });
    checks.push(
      await attempt("form limits shared", () =>
        rateLimitShared(urlA, urlB, FORM_LIMIT, FORM_FILL_SECONDS * 1000, ledger, 10),
      ),
    );
    for (const check of checks) log(`${check.passed ? "ok" : "FAILED"}: ${check.name}: ${check.detail}`);

    const paths = await pageMix(lb.url);
    log(`throughput: the page mix (${paths.length} addresses), ${CONNECTIONS} connections, ${MEASURE_SECONDS} s each`);
    await runMix(lb.url, paths, { connections: CONNECTIONS, seconds: 5 });
    const postmaster = Number(fs.readFileSync(path.join(cluster.dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
    const trees = { "instance A": [a.pid], "instance B": [b.pid], nginx: [lb.pid], PostgreSQL: [postmaster] };
    const measured = async (label: string, url: string): Promise<Throughput> => {
      // This process alone, not its tree: the instances, nginx and PostgreSQL are its children.
      const generator = () => {
        const usage = process.cpuUsage();
        return (usage.user + usage.system) / 1e6;
      };
      const before = { ...cpuSeconds(trees), "load generator": generator() };
      const mix = await runMix(url, paths, { connections: CONNECTIONS, seconds: MEASURE_SECONDS });
      const after = { ...cpuSeconds(trees), "load generator": generator() };
      const cores = busyCores(before, after, mix.seconds);
      log(`${label}: ${Math.round(mix.requestsPerSecond)} req/s, ${mix.failures} failed`);
      return { label, mix, cores };
    };
    // Taken in turns, so a change in what else the machine runs weighs on both setups alike.
    const rounds: Throughput[] = [];
    for (let round = 1; round <= MEASURE_ROUNDS; round++) {
      rounds.push(await measured(`instance A alone, round ${round}`, a.url));
      rounds.push(await measured(`A and B behind nginx, round ${round}`, lb.url));
    }

    log(`mixed traffic through nginx for ${MIXED_SECONDS} s`);
    const mixed = await mixedTraffic({ lbUrl: lb.url, paths, ledger, agent, loadListings, checkListing });
    checks.push(...mixed.checks);

    log("waiting for the outbox to be sent");
    const accounting = await leadsAndMails(pool, smtp, ledger, 240_000);
    checks.push(...accounting.checks);
    const logs = keepLogs(instances, lb.errors());
    log(`the instances' and nginx's logs are in ${logs}`);
    const appFailures = instances.flatMap((server, index) =>
      server
        .output()
        .split("\n")
        .filter((line) => /\b(error|unhandled|exception)\b/i.test(line))
        .map((line) => `${instanceNames[index] ?? ""}: ${line}`),
    );

    const file = path.join(projectRoot, "docs/scaling.md");
    writeScalingReport(file, {
      date: new Date().toISOString().slice(0, 16).replace("T", " "),
      machine: machine(),
      cores: os.cpus().length,
      loadAverage,
      mixedSeconds: MIXED_SECONDS,
      measureSeconds: MEASURE_SECONDS,
      connections: CONNECTIONS,
      contactVisitors: CONTACT_VISITORS,
      paths,
      originals,
      checks,
      rounds,
      mixed: mixed.figures,
      accounting,
      appErrors: appFailures,
    });
    log(`wrote ${path.relative(projectRoot, file)} in ${Math.round((Date.now() - started) / 1000)} s`);

    console.log("");
    for (const check of checks) console.log(`${check.passed ? "ok    " : "FAILED"} ${check.name}: ${check.detail}`);
    if (checks.some((check) => !check.passed)) process.exitCode = 1;

    /** Step 3: the mixed load, the checks under it, and instance B stopped and started again midway. */
    async function mixedTraffic(options: {
      lbUrl: string;
      paths: string[];
      ledger: SubmissionLedger;
      agent: { email: string; password: string };
      loadListings: number[];
      checkListing: number;
    }) {
      const balancer = lb as NonNullable<typeof lb>;
      const mark = balancer.mark();
      let running = true;
      const phaseStart = performance.now();
      const signingIn = DEMO_ACCOUNTS.filter((account) => account.role !== "manager");
      const visitors = runVisitors({
        baseUrl: options.lbUrl,
        ledger: options.ledger,
        formFillMs: FORM_FILL_SECONDS * 1000,
        contactVisitors: CONTACT_VISITORS,
        accounts: signingIn,
        editor: options.agent,
        editedListings: options.loadListings.slice(0, 1),
        pauseMs: 1_000,
        running: () => running,
      });
      const pages = runMix(options.lbUrl, options.paths, {
        connections: CONNECTIONS - CONTACT_VISITORS - 2,
        seconds: MIXED_SECONDS,
      });
      const underLoad: Check[] = [];
      const at = (fraction: number) =>
        sleep(Math.max(0, MIXED_SECONDS * 1000 * fraction - (performance.now() - phaseStart)));

      await at(0.1);
      log("checks between the instances, under load");
      const [urlA, urlB] = [(a as RunningServer).url, (b as RunningServer).url];
      underLoad.push(
        suffix(await attempt("sessions shared", () => sessionsShared(urlA, urlB, options.agent, visitorAddress(3)))),
        suffix(
          await attempt("edit visible on the other instance", () =>
            editVisibleOnOther(urlA, urlB, options.agent, options.checkListing, "loaded", visitorAddress(4)),
          ),
        ),
        suffix(
          await attempt("form limits shared", () =>
            rateLimitShared(urlA, urlB, FORM_LIMIT, FORM_FILL_SECONDS * 1000, options.ledger, 100),
          ),
        ),
      );
      for (const check of underLoad) log(`${check.passed ? "ok" : "FAILED"}: ${check.name}: ${check.detail}`);

      await at(0.5);
      log("SIGTERM to instance B under load");
      const stoppedAt = (performance.now() - phaseStart) / 1000;
      const exit = await (b as RunningServer).stop("SIGTERM", 15_000);
      log(`instance B exited (${exit.signal ?? `code ${exit.code}`}) ${exit.ms} ms after SIGTERM; starting it again`);
      const restartStarted = performance.now();
      b = await startServer({
        dataDir: dataDirs.b,
        port: portB,
        env: { ...env, SEED_DEMO: "0" },
        startTimeoutMs: START_TIMEOUT_MS,
      });
      instances.push(b);
      instanceNames.push("B, started again");
      const restartSeconds = (performance.now() - restartStarted) / 1000;
      log(`instance B serves again after ${restartSeconds.toFixed(1)} s`);

      const pageResult: MixResult = await pages;
      running = false;
      const visitorTally = await visitors;
      const atBalancer = balancer.requestsSince(mark);
      const figures = { pages: pageResult, visitors: visitorTally, atBalancer, stoppedAt, exit, restartSeconds };
      const failedAtBalancer = atBalancer.failed;
      const checksOut: Check[] = [
        ...underLoad,
        {
          name: "0 failed requests at the load balancer, one instance stopped with SIGTERM midway",
          passed: failedAtBalancer === 0 && pageResult.failures === 0 && visitorTally.failures.length === 0,
          detail: `${atBalancer.requests} requests at nginx, ${failedAtBalancer} answered 500 or more, ${atBalancer.retriedOnAnother} retried on the other instance; page views: ${pageResult.failures} failed of ${pageResult.requests}; forms, sign-ins, edits: ${visitorTally.failures.length} failed of ${visitorTally.requests}${visitorTally.failures.length ? ` (${visitorTally.failures.slice(0, 3).join("; ")})` : ""}`,
        },
        {
          name: "the stopped instance drains and exits 0 within 10 s",
          passed: exit.code === 0 && exit.ms < 10_000,
          detail: `exit ${exit.signal ?? exit.code} after ${exit.ms} ms`,
        },
      ];
      return { checks: checksOut, figures };
    }
  } finally {
    await lb?.stop().catch((error: unknown) => log(String(error)));
    await b?.stop("SIGTERM").catch((error: unknown) => log(String(error)));
    await a?.stop("SIGTERM").catch((error: unknown) => log(String(error)));
    await pool.end();
    await smtp.stop();
    await cluster.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** The logs, kept after the run's folder is removed: where to look when a check failed. */
function keepLogs(instances: RunningServer[], nginxErrors: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "scale-logs-"));
  instances.forEach((server, index) => {
    fs.writeFileSync(path.join(dir, `instance-${index + 1}.log`), server.output());
  });
  fs.writeFileSync(path.join(dir, "nginx-error.log"), nginxErrors);
  return dir;
}

/** A check that could not be made (a request failed on the way) is a failed check, not a crash. */
async function attempt(name: string, check: () => Promise<Check>): Promise<Check> {
  try {
    return await check();
  } catch (error) {
    return { name, passed: false, detail: `could not be checked: ${error instanceof Error ? error.message : error}` };
  }
}

function suffix(check: Check): Check {
  return { ...check, name: `${check.name} (under load)` };
}

/**
 * The demo's pictures are files in the seeding instance's DATA_DIR (as the CRM import's are); that
 * instance copies them into the database at start, so B, with a data folder of its own, renders
 * them from there.
 */
async function checkOriginals(
  a: RunningServer,
  b: RunningServer,
): Promise<{ picture: string; onA: number; onB: number }> {
  const html = (await request(`${a.url}/nl/te-koop/`)).body;
  const picture = (/src="(\/images\/[^"]+)"/.exec(html)?.[1] ?? "").replaceAll("&amp;", "&");
  const onA = (await request(`${a.url}${picture}`)).status;
  const onB = (await request(`${b.url}${picture}`)).status;
  log(`demo picture ${picture}: A ${onA}, B with a data folder of its own ${onB}`);
  return { picture, onA, onB };
}

main().catch((error: unknown) => {
  console.error(`[scale] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
