// docs/reliability.md: what the last `npm run reliability` measured.
import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "../../tests/support/start-server.ts";
import type { AbuseCheck } from "./abuse.ts";
import type { CrashTestResult } from "./crash-test.ts";
import type { FuzzResult } from "./fuzz.ts";
import type { RawCaseResult } from "./raw-cases.ts";
import { METHODS, type RouteFuzzResult, type Tally } from "./route-fuzz.ts";
import type { OutageResult } from "./smtp-outage.ts";

/** Each part is absent when the run left it out (RELIABILITY_ONLY). */
export interface ReliabilityReport {
  crash?: CrashTestResult;
  outage?: OutageResult;
  fuzz?: FuzzResult[];
  routes?: RouteFuzzResult;
  rawCases?: RawCaseResult[];
  abuse?: AbuseCheck[];
  problems: string[];
  machine: string;
  seconds: number;
}

const NOT_RUN = ["Not run this time (RELIABILITY_ONLY): `npm run reliability` runs every part.", ""];

function statuses(result: { statuses: Record<string, number> }): string {
  return Object.entries(result.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
}

function crashSection(crash: CrashTestResult | undefined): string[] {
  if (!crash) return NOT_RUN;
  return [
    `${crash.submissions} site-contact submissions from 8 visitors at once, without JavaScript (so stored`,
    "unverified); the server process was killed with SIGKILL after 300 and after 650 acknowledged submissions",
    "and started again on the same database (PostgreSQL kept running, as a database server does). A visitor",
    "whose request failed while the server was down sent the same form again, as a browser does on a",
    "refresh. A mail names the worker that claimed it, and that worker's database session holds a lock",
    "while it lives: once PostgreSQL has ended a killed process's sessions, the next process takes its",
    "mails over at once instead of waiting for their two-minute hold to run out.",
    "",
    "| measure | value |",
    "|---|---|",
    `| submissions acknowledged with a 303 | ${crash.acknowledged} |`,
    `| server kills (SIGKILL) | ${crash.kills} |`,
    `| requests that failed and were sent again | ${crash.retriedAfterFailure} |`,
    `| acknowledged submissions found in the database | ${crash.leadsFound} of ${crash.acknowledged} |`,
    `| acknowledged submissions stored twice | ${crash.duplicateLeads} |`,
    `| leads whose agency mail arrived after the restarts | ${crash.mailsDelivered} of ${crash.acknowledged} |`,
    `| mails delivered more than once (same Message-ID, sent just before a kill) | ${crash.duplicateDeliveries} |`,
    `| mails the killed process had claimed, per kill | ${crash.takeovers.map((takeover) => takeover.claimed).join(", ")} |`,
    `| the last of them sent, after its kill (restart included) | ${crash.takeovers.map((takeover) => `${takeover.secondsAfterKill.toFixed(1)} s`).join(", ")} |`,
    `| outbox empty, after the last acknowledged submission | ${crash.secondsToDrain.toFixed(1)} s |`,
    `| duration | ${crash.seconds.toFixed(1)} s |`,
    "",
  ];
}

function outageSection(outage: OutageResult | undefined): string[] {
  if (!outage) return NOT_RUN;
  return [
    `The SMTP server was stopped, ${outage.submissions} forms were sent, and it came back after`,
    `${outage.outageSeconds.toFixed(1)} s. Retries wait 0.25 s, then twice as long each time (the shortened clock;`,
    "in production the first wait is MAIL_RETRY_SECONDS, 30 s, capped at 6 hours).",
    "",
    "| measure | value |",
    "|---|---|",
    `| forms acknowledged during the outage | ${outage.acknowledged} of ${outage.submissions} |`,
    `| mails waiting in the outbox during the outage | ${outage.pendingDuringOutage} |`,
    `| most attempts of one mail during the outage | ${outage.maxAttemptsDuringOutage} |`,
    `| mails delivered after the server came back | ${outage.delivered} of ${outage.acknowledged} |`,
    `| time to deliver them all after it came back | ${outage.secondsToDrainAfterRestore.toFixed(1)} s |`,
    "",
  ];
}

function formsSection(fuzz: FuzzResult[] | undefined): string[] {
  if (!fuzz) return NOT_RUN;
  return [
    "fast-check generated bodies for each form: known and unknown fields, repeated fields, empty, binary and",
    "very long values, injection strings, impossible dates and numbers, valid, forged and missing tokens,",
    "sent as URL-encoded, multipart, JSON, plain text or without a content type. A third are an accepted",
    "submission with one to three fields changed and a third are accepted as they are, so the fuzzing",
    "reaches the writes (leads, bookings, demands, testimonials) too. No answer may be 500 or above.",
    "",
    "| endpoint | bodies | answers | 5xx |",
    "|---|---|---|---|",
    ...fuzz.map(
      (result) => `| \`${result.path}\` | ${result.bodies} | ${statuses(result)} | ${result.failures.length} |`,
    ),
    "",
  ];
}

function tallyRow(name: string, tally: Tally): string {
  return `| ${name} | ${tally.requests} | ${statuses(tally)} | ${tally.serverErrors} | ${tally.connectionErrors} |`;
}

function failureList(tallies: (Tally & { name: string })[]): string[] {
  const failing = tallies.filter((tally) => tally.failures.length > 0);
  if (failing.length === 0) return [];
  return [
    "Requests that failed (at most five of each), to replay:",
    "",
    ...failing.flatMap((tally) =>
      tally.failures.map((failure) => `- ${tally.name}: \`${failure.replaceAll("`", "'")}\``),
    ),
    "",
  ];
}

function routesSection(routes: RouteFuzzResult | undefined): string[] {
  if (!routes) return NOT_RUN;
  const total = routes.routes.reduce((sum, tally) => sum + tally.requests, 0);
  const perRoute = routes.routes.length > 0 ? Math.round(routes.planned / routes.routes.length / METHODS.length) : 0;
  return [
    `Every route of the route table in every language and the resource routes around them (${routes.routes.length}`,
    `routes), each with ${METHODS.join(", ")}: ${perRoute} fast-check requests per route and method, built from`,
    "the route's real address (parameter values found on the site) with parameters replaced by broken",
    "percent-encodings, dot segments, backslashes, injection strings and huge or random values; paths",
    "without their trailing slash, with doubled slashes or backslashes, an extra segment, React Router's",
    "`.data` suffix, upper case, `..` or a leading `//host`; hostile query strings; odd languages, cookies,",
    "forwarding, caching, range and origin headers; and for POST, PUT, PATCH and DELETE a body of every",
    "kind (URL-encoded, JSON, text, complete and broken multipart, binary, chunked, empty with a type).",
    "Sent on a socket as written, four at a time. No answer may be 500 or above, missing or cut off.",
    `${total} of ${routes.planned} requests sent in ${routes.seconds.toFixed(0)} s${routes.stoppedByTime ? " (stopped by the time limit, RELIABILITY_ROUTE_SECONDS)" : ""}.`,
    "",
    "| method | requests | answers | 5xx | connection errors |",
    "|---|---|---|---|---|",
    ...METHODS.map((method) => tallyRow(method, routes.methods[method])),
    "",
    "| route | requests | answers | 5xx | connection errors |",
    "|---|---|---|---|---|",
    ...routes.routes.map((tally) => tallyRow(`\`${tally.id}\``, tally)),
    "",
    ...failureList(routes.routes.map((tally) => ({ ...tally, name: `\`${tally.id}\`` }))),
  ];
}

function rawSection(rawCases: RawCaseResult[] | undefined): string[] {
  if (!rawCases) return NOT_RUN;
  return [
    "Requests written byte for byte on a socket, which no browser sends: TRACE, an empty or invalid Host,",
    "HTTP/1.0 without Host, absolute-form targets, `OPTIONS *`, the login and form actions given JSON, text,",
    "empty and broken multipart bodies, form actions by PUT, PATCH and DELETE, and broken percent-encodings",
    "(`%E0`, `%`, `%zz`, overlong and cut UTF-8) in each parameter of each route that has one, by GET and",
    "POST. None may get 500 or more, and no connection may be dropped.",
    "",
    "| case | requests | answers | 5xx | connection errors | other than the one right answer |",
    "|---|---|---|---|---|---|",
    ...rawCases.map(
      (tally) =>
        `${tallyRow(tally.name, tally)} ${tally.allowed ? `${tally.unexpected} (must be ${tally.allowed.join(" or ")})` : "-"} |`,
    ),
    "",
    ...failureList(rawCases),
  ];
}

function abuseSection(abuse: AbuseCheck[] | undefined): string[] {
  if (!abuse) return NOT_RUN;
  return [
    "A server of its own on a fresh demo database, with the README's limits (FORM_SUBMISSIONS_PER_HOUR",
    "30 for a quicker flood), behind a proxy it trusts on the loopback: each request names its own",
    "address in X-Forwarded-For, as a botnet's would. Captchas are solved by the script itself.",
    "",
    "| case | held | measured |",
    "|---|---|---|",
    ...abuse.map((check) => `| ${check.name} | ${check.held ? "yes" : "**no**"} | ${check.measured} |`),
    "",
  ];
}

export function writeReliabilityReport(report: ReliabilityReport): void {
  const lines = [
    "# Reliability",
    "",
    "Measured by `npm run reliability` (scripts/reliability.ts) against the production build, a throw-away",
    "PostgreSQL cluster and a real SMTP server on the loopback. Rerun it to check; it rewrites this page.",
    `Last run: ${new Date().toISOString().slice(0, 10)}, ${report.machine}, ${report.seconds.toFixed(0)} s.`,
    "",
    report.problems.length === 0 ? "**Result: every check held.**" : "**Result: FAILED**",
    ...report.problems.map((problem) => `- ${problem}`),
    "",
    "## 1. Submissions while the server is killed",
    "",
    ...crashSection(report.crash),
    "## 2. Mail server outage",
    "",
    ...outageSection(report.outage),
    "## 3. Fuzzing every form endpoint",
    "",
    ...formsSection(report.fuzz),
    "## 4. Every route, every method",
    "",
    ...routesSection(report.routes),
    "## 5. Raw HTTP requests",
    "",
    ...rawSection(report.rawCases),
    "## 6. Abuse",
    "",
    ...abuseSection(report.abuse),
  ];
  fs.writeFileSync(path.join(projectRoot, "docs/reliability.md"), lines.join("\n"));
}
