// `npm run reliability`: the proof that no acknowledged form submission is lost (DESIGN.md). Starts a
// throw-away PostgreSQL cluster, a real SMTP server on the loopback and the real production server
// with the demo agency, then:
//   1. 1,000 contact submissions while the server is killed with SIGKILL twice and started again;
//   2. an SMTP outage during submissions (a shortened retry clock), until every mail arrived;
//   3. fast-check fuzzing of every form endpoint, 1,000 generated bodies each, no answer >= 500;
//   4. fast-check fuzzing of every route in every language with every method (hostile paths,
//      queries, headers and bodies), sent on a socket: no answer >= 500, none missing or cut off;
//   5. requests written byte for byte (TRACE, a missing or broken Host, HTTP/1.0, absolute-form
//      targets, OPTIONS *, broken encodings in every parameter, action bodies of every type): the same;
//   6. abuse, on a server of its own with the default limits behind a trusted proxy: a form flooded
//      from many addresses, relay attempts, bookings taken without a captcha, distributed guessing.
// Writes docs/reliability.md and exits non-zero when a check fails. A few minutes.
// RELIABILITY_ONLY=forms,routes runs only the parts named (crash, outage, forms, routes, abuse); the page
// it writes then lacks the others: do not commit it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import pg from "pg";
import { amountInWords } from "../app/domain/amount-in-words.ts";
import { href } from "../app/i18n/links.ts";
import { PROPERTY_FORM_SLUGS } from "../app/i18n/property-form-slugs.ts";
import { DEMO_ACCOUNTS } from "../demo/accounts.ts";
import { type ReceivedMail, type SmtpTestServer, startSmtpTestServer } from "../tests/support/smtp-test-server.ts";
import { buildExists, projectRoot, type RunningServer, startServer } from "../tests/support/start-server.ts";
import { makeTempDir, startThrowAwayCluster, withDatabase } from "../tests/support/throw-away-postgres.ts";
import { type AbuseCheck, abuseCases } from "./reliability/abuse.ts";
import { crashTest } from "./reliability/crash-test.ts";
import { type FuzzResult, type FuzzTarget, fuzzEndpoint } from "./reliability/fuzz.ts";
import { type RawCaseResult, rawCases, runRawCases } from "./reliability/raw-cases.ts";
import { writeReliabilityReport } from "./reliability/report.ts";
import { fuzzRoutes, type RouteFuzzResult, type Tally } from "./reliability/route-fuzz.ts";
import { siteRoutes } from "./reliability/site-routes.ts";
import { smtpOutage } from "./reliability/smtp-outage.ts";

const FUZZ_RUNS = Number(process.env.RELIABILITY_FUZZ_RUNS ?? 1_000);
const FUZZ_SEED = 20_261_123;
// Requests per route and method (about 120 routes, 8 methods), and the time they may take at most.
const ROUTE_RUNS = Number(process.env.RELIABILITY_ROUTE_RUNS ?? 12);
const ROUTE_SECONDS = Number(process.env.RELIABILITY_ROUTE_SECONDS ?? 600);
// The requests written on a socket (about 350) take seconds; the limit is for a server that hangs.
const RAW_SECONDS = 300;
const PARTS = new Set((process.env.RELIABILITY_ONLY ?? "crash,outage,forms,routes,abuse").split(","));
/** The abuse part's FORM_SUBMISSIONS_PER_HOUR: the README's default is 100; a smaller one is quicker to fill. */
const ABUSE_FORM_BUDGET = 30;

function log(line: string): void {
  console.log(`[reliability] ${line}`);
}

const PERSON = {
  title: "ms",
  firstName: "Fuzz",
  lastName: "Visitor",
  email: "fuzz@example.be",
  phone: "0470 12 34 56",
  remark: "A question",
};

/** Every form endpoint of the demo, with a submission it accepts. */
async function fuzzTargets(db: pg.Pool, baseUrl: string): Promise<FuzzTarget[]> {
  const pick = async (goal: string) =>
    (
      await db.query(
        `select id from properties where status = 'published' and marquee <= 2 and ${goal} order by id limit 1`,
      )
    ).rows[0]?.id as number;
  const detail = async (id: number) => {
    const response = await fetch(`${baseUrl}/property/${id}/`, { redirect: "manual" });
    return new URL(response.headers.get("location") ?? "", baseUrl).pathname;
  };
  const saleId = await pick("goal = 0");
  const sale = await detail(saleId);
  const rent = await detail(await pick("goal <> 0"));
  const slot = (
    await db.query(
      "select id from visit_slots where property_id = $1 and booked < capacity and starts_at > now() limit 1",
      [saleId],
    )
  ).rows[0]?.id as number | undefined;
  const at = (kind: keyof typeof PROPERTY_FORM_SLUGS, path: string) => `${path}${PROPERTY_FORM_SLUGS[kind].nl}/`;
  const address = { street: "Basiliekstraat 1", zip: "1500", city: "Halle" };
  return [
    { path: href("contact", "nl"), valid: { ...PERSON, timeSlots: "10:00-13:00", newsletter: "on" } },
    { path: href("demandRegister", "nl"), valid: { ...PERSON, goal: "sale", typeWebIds: "1", regions: "1500, Halle" } },
    { path: href("valuation", "nl"), valid: { ...PERSON, ...address, goal: "sale" } },
    { path: href("newsletter", "fr"), valid: { email: "fuzz@example.be", firstName: "Fuzz" } },
    {
      path: href("testimonialForm", "en"),
      valid: { name: "Fuzz", comment: "Very good", website: "https://example.be" },
    },
    { path: at("contact-me", sale), valid: { ...PERSON, request: "question" } },
    { path: at("visit", sale), valid: { ...PERSON, slot: String(slot ?? 0) } },
    { path: at("documents", sale), valid: PERSON },
    {
      path: at("send-to-friend", sale),
      valid: { yourName: "Fuzz", yourEmail: "fuzz@example.be", friendEmail: "friend@example.be", message: "Look" },
    },
    {
      path: at("purchase-offer", sale),
      valid: {
        ...PERSON,
        ...address,
        amount: "250000",
        amountInWords: amountInWords(250_000, "nl"),
        validFrom: "2026-12-01",
        validUntil: "2026-12-15",
        signPlace: "Halle",
        signDate: "2026-12-01",
        acknowledgeAdvance: "on",
      },
    },
    {
      path: at("rental-application", rent),
      valid: {
        ...PERSON,
        adults: "2",
        kids: "1",
        moveDate: "2027-02-01",
        reason: "Closer to work",
        income1: "3200",
        acceptConditions: "on",
      },
    },
  ];
}

/** Parts 4 and 5: every route with every method, then the requests only a socket can send. */
async function fuzzEveryRoute(server: RunningServer): Promise<{ routes: RouteFuzzResult; rawCases: RawCaseResult[] }> {
  const targets = await siteRoutes(server.url);
  const unfilled = targets.filter((target) => Object.values(target.params).some((values) => values.length === 0));
  log(
    `routes: ${targets.length}, ${ROUTE_RUNS} requests per route and method, at most ${ROUTE_SECONDS} s` +
      ` (no real value found for the parameters of ${unfilled.map((target) => target.id).join(", ") || "none"})`,
  );
  const routes = await fuzzRoutes(server.port, targets, {
    perMethod: ROUTE_RUNS,
    seed: FUZZ_SEED,
    seconds: ROUTE_SECONDS,
  });
  for (const route of routes.routes.filter((tally) => tally.serverErrors + tally.connectionErrors > 0)) {
    log(`route ${route.id}: ${route.serverErrors} answers >= 500, ${route.connectionErrors} connection errors`);
  }
  const raw = await runRawCases(server.port, rawCases(targets), RAW_SECONDS);
  for (const result of raw) log(`raw ${result.name}: ${JSON.stringify(result.statuses)}`);
  return { routes, rawCases: raw };
}

function requestProblems({ routes, rawCases }: { routes: RouteFuzzResult; rawCases: RawCaseResult[] }): string[] {
  const failed = (name: string, tally: Tally) =>
    tally.serverErrors + tally.connectionErrors > 0
      ? `${name}: ${tally.serverErrors} answers >= 500 and ${tally.connectionErrors} connection errors, e.g. \`${tally.failures[0]?.replaceAll("`", "'")}\``
      : "";
  return [
    ...routes.routes.map((tally) => failed(`route ${tally.id}`, tally)),
    ...rawCases.map((tally) => failed(`raw HTTP, ${tally.name}`, tally)),
    ...rawCases.map((tally) =>
      tally.unsent > 0 ? `raw HTTP, ${tally.name}: ${tally.unsent} requests not sent, the time limit ran out` : "",
    ),
    ...rawCases.map((tally) =>
      tally.unexpected > 0
        ? `raw HTTP, ${tally.name}: ${tally.unexpected} answers other than ${tally.allowed?.join(" or ")}, e.g. \`${tally.failures.at(-1)}\``
        : "",
    ),
  ];
}

/**
 * Part 6: a server of its own on a fresh demo database, with the README's limits (a smaller form
 * budget), behind a proxy it trusts on the loopback, so that each request names its own address.
 */
async function abusePart(
  db: pg.Pool,
  clusterUrl: string,
  smtpUrl: string,
  mailbox: () => ReceivedMail[],
): Promise<AbuseCheck[]> {
  await db.query("create database abuse");
  const dataDir = makeTempDir("reliability-abuse-");
  const abuseDb = new pg.Pool({ connectionString: withDatabase(clusterUrl, "abuse"), max: 2 });
  abuseDb.on("error", () => {});
  let server: RunningServer | undefined;
  try {
    server = await startServer({
      dataDir,
      env: {
        DATABASE_URL: withDatabase(clusterUrl, "abuse"),
        SMTP_URL: smtpUrl,
        TRUST_PROXY: "loopback",
        FORM_MIN_FILL_SECONDS: "0",
        FORM_SUBMISSIONS_PER_HOUR: String(ABUSE_FORM_BUDGET),
        MAIL_RETRY_SECONDS: "0.25",
      },
    });
    const owner = DEMO_ACCOUNTS.find((account) => account.id === "demo-owner");
    if (!owner) throw new Error("the demo has no owner");
    return await abuseCases({
      baseUrl: server.url,
      db: abuseDb,
      mailbox,
      formBudget: ABUSE_FORM_BUDGET,
      owner: { email: owner.email, password: owner.password },
      log,
    });
  } finally {
    await server?.stop("SIGTERM").catch(() => {});
    await abuseDb.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  if (!buildExists()) {
    log("no production build: running npm run build");
    execFileSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
  }
  const cluster = await startThrowAwayCluster("pg-reliability-");
  const dataDir = makeTempDir("reliability-data-");
  const db = new pg.Pool({ connectionString: cluster.url, max: 4 });
  db.on("error", () => {});
  // Every message any run of the SMTP server received: it is stopped and started for the outage.
  const mailbox: ReceivedMail[] = [];
  let smtp: SmtpTestServer = await startSmtpTestServer();
  const smtpPort = smtp.port;
  let smtpMessagesSeen = 0;
  const collect = () => {
    mailbox.push(...smtp.messages.slice(smtpMessagesSeen));
    smtpMessagesSeen = smtp.messages.length;
  };
  const env = {
    DATABASE_URL: cluster.url,
    SMTP_URL: smtp.url,
    // A script has no JavaScript: no captcha (leads are kept unverified) and no human fill time.
    FORM_MIN_FILL_SECONDS: "0",
    SUBMISSIONS_PER_10_MINUTES: "1000000",
    FORM_SUBMISSIONS_PER_HOUR: "1000000",
    // The shortened clock: retries after 0.25 s, 0.5 s, 1 s, ... instead of 30 s, 60 s, ...
    MAIL_RETRY_SECONDS: "0.25",
  };
  let server: RunningServer | undefined;
  let exitCode = 0;
  try {
    log("starting the server and seeding the demo agency");
    server = await startServer({ dataDir, env });
    const port = server.port;

    const crash = PARTS.has("crash")
      ? await crashTest({
          server: () => {
            if (!server) throw new Error("no server");
            return server;
          },
          async restart(signal) {
            await server?.stop(signal);
            server = await startServer({ dataDir, env, port });
            log(`server started again (${signal === "SIGKILL" ? "after SIGKILL" : signal})`);
          },
          smtp: {
            ...smtp,
            get messages() {
              collect();
              return mailbox;
            },
          },
          db,
          log,
        })
      : undefined;
    if (crash) log(`crash test: ${JSON.stringify(crash)}`);

    const outage = PARTS.has("outage")
      ? await smtpOutage({
          baseUrl: server.url,
          db,
          async stopSmtp() {
            collect();
            await smtp.stop();
          },
          async startSmtp() {
            smtp = await startSmtpTestServer({ port: smtpPort });
            smtpMessagesSeen = 0;
          },
          deliveredTo(address) {
            collect();
            return mailbox.some((mail) => mail.raw.includes(`<${address}>`));
          },
          log,
        })
      : undefined;
    if (outage) log(`smtp outage: ${JSON.stringify(outage)}`);

    const fuzz: FuzzResult[] = [];
    for (const target of PARTS.has("forms") ? await fuzzTargets(db, server.url) : []) {
      const result = await fuzzEndpoint(server.url, target, FUZZ_RUNS, FUZZ_SEED);
      log(`fuzz ${target.path}: ${JSON.stringify(result.statuses)}${result.failures.length ? " FAILURES" : ""}`);
      fuzz.push(result);
    }

    const requests = PARTS.has("routes") ? await fuzzEveryRoute(server) : undefined;

    const abuse = PARTS.has("abuse")
      ? await abusePart(db, cluster.url, smtp.url, () => {
          collect();
          return mailbox;
        })
      : undefined;

    const problems = [
      crash && crash.missingLeads > 0 ? `${crash.missingLeads} acknowledged submissions without a lead` : "",
      crash && crash.duplicateLeads > 0 ? `${crash.duplicateLeads} submissions stored twice` : "",
      crash && crash.mailsMissing > 0 ? `${crash.mailsMissing} leads whose mail never arrived` : "",
      outage && outage.delivered < outage.acknowledged ? "mails lost in the SMTP outage" : "",
      ...fuzz.filter((result) => result.failures.length > 0).map((result) => `${result.path}: ${result.failures[0]}`),
      ...(requests ? requestProblems(requests) : []),
      ...(abuse ?? []).filter((check) => !check.held).map((check) => `abuse: ${check.name}: ${check.measured}`),
    ].filter(Boolean);
    writeReliabilityReport({
      ...(crash ? { crash } : {}),
      ...(outage ? { outage } : {}),
      ...(PARTS.has("forms") ? { fuzz } : {}),
      ...requests,
      ...(abuse ? { abuse } : {}),
      problems,
      machine: `${os.cpus().length} cores, Node ${process.version}`,
      seconds: (Date.now() - started) / 1000,
    });
    if (problems.length > 0) {
      exitCode = 1;
      for (const problem of problems) log(`FAILED: ${problem}`);
    } else {
      log("every check held; docs/reliability.md written");
    }
  } finally {
    await server?.stop("SIGTERM").catch(() => {});
    await smtp.stop().catch(() => {});
    await db.end();
    await cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

main().catch((error: unknown) => {
  console.error(`[reliability] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
