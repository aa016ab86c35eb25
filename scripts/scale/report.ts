// Writes docs/scaling.md: the figures of the latest `npm run scale`, and how to run the site on
// several machines (which stays the same from run to run).
import fs from "node:fs";
import type { Check } from "./cross-instance.ts";
import type { LeadsAndMails } from "./leads-and-mails.ts";
import type { AccessTally } from "./load-balancer.ts";
import type { MixResult } from "./page-mix.ts";
import type { VisitorTally } from "./visitors.ts";

export interface Throughput {
  label: string;
  mix: MixResult;
  /** Cores each process tree kept busy during the measurement. */
  cores: Record<string, number>;
}

export interface ScaleRun {
  date: string;
  machine: string;
  cores: number;
  loadAverage: string;
  mixedSeconds: number;
  measureSeconds: number;
  connections: number;
  contactVisitors: number;
  paths: string[];
  originals: { picture: string; onA: number; onB: number };
  checks: Check[];
  /** One instance alone, then two behind nginx, in turns. */
  rounds: Throughput[];
  mixed: {
    pages: MixResult;
    visitors: VisitorTally;
    atBalancer: AccessTally;
    stoppedAt: number;
    exit: { code: number | null; signal: string | null; ms: number };
    restartSeconds: number;
  };
  accounting: LeadsAndMails;
  appErrors: string[];
}

const SERVER_SIDE = ["instance A", "instance B", "nginx", "PostgreSQL"];
const whole = (value: number) => Math.round(value).toLocaleString("en-US");
const cores = (value: number | undefined) => (value ?? 0).toFixed(2);

function serverCores(t: Throughput): number {
  return SERVER_SIDE.reduce((sum, name) => sum + (t.cores[name] ?? 0), 0);
}

function throughputRow(t: Throughput): string {
  const busy = serverCores(t);
  return `| ${t.label} | ${whole(t.mix.requestsPerSecond)} | ${t.mix.latencyP50Ms} / ${t.mix.latencyP99Ms} ms | ${t.mix.failures} | ${cores(t.cores["instance A"])} / ${cores(t.cores["instance B"])} | ${cores(t.cores.nginx)} | ${cores(t.cores.PostgreSQL)} | ${cores(t.cores["load generator"])} | ${busy.toFixed(2)} | ${whole(t.mix.requestsPerSecond / busy)} |`;
}

/** The rounds of one setup as one: requests over seconds, cores weighted by each round's length. */
function together(label: string, rounds: Throughput[]): Throughput {
  const seconds = rounds.reduce((sum, t) => sum + t.mix.seconds, 0);
  const requests = rounds.reduce((sum, t) => sum + t.mix.requests, 0);
  const cores: Record<string, number> = {};
  for (const t of rounds)
    for (const [name, value] of Object.entries(t.cores))
      cores[name] = (cores[name] ?? 0) + (value * t.mix.seconds) / seconds;
  return {
    label,
    cores,
    mix: {
      requests,
      seconds,
      requestsPerSecond: requests / seconds,
      latencyP50Ms: Math.max(...rounds.map((t) => t.mix.latencyP50Ms)),
      latencyP99Ms: Math.max(...rounds.map((t) => t.mix.latencyP99Ms)),
      failures: rounds.reduce((sum, t) => sum + t.mix.failures, 0),
      timeouts: rounds.reduce((sum, t) => sum + t.mix.timeouts, 0),
      statuses: {},
    },
  };
}

/** Says so when the processes measured left most of the machine to something else. */
function busyNote(single: Throughput, pair: Throughput, run: ScaleRun): string {
  const used = Math.max(...[single, pair].map((t) => serverCores(t) + (t.cores["load generator"] ?? 0)));
  if (used >= run.cores * 0.75) return "";
  return ` The processes of the run kept at most ${used.toFixed(2)} of the ${run.cores} cores busy (load average ${run.loadAverage} at the start): the rest went to other work on the machine, so these figures are low and noisy, and the two setups compare only roughly.`;
}

const ABORTED = /^[^:]+: \[Error: Unexpected Server Error\]$/;

function errorLines(lines: string[]): string {
  if (lines.length === 0) return "- No error lines in the instances' logs.";
  const list = lines
    .slice(0, 10)
    .map((line) => `  - \`${line.replaceAll("`", "'").slice(0, 300)}\``)
    .join("\n");
  const note = lines.every((line) => ABORTED.test(line))
    ? " Each is a page whose visitor closed the connection while it was being rendered (the load generator stopping at its deadline, or giving up on a slow answer): the app logs such a request as `[Error: Unexpected Server Error]` (reproduced by closing requests to one instance early), although no answer failed. The log line is misleading: an aborted request should not be logged as a server error."
    : "";
  return `- ${lines.length} error lines in the instances' logs.${note}\n${list}`;
}

export function writeScalingReport(file: string, run: ScaleRun): void {
  const { mixed, accounting: acc } = run;
  const single = together(
    "**instance A alone, all rounds**",
    run.rounds.filter((t) => t.label.startsWith("instance A")),
  );
  const pair = together(
    "**A and B behind nginx, all rounds**",
    run.rounds.filter((t) => !t.label.startsWith("instance A")),
  );
  const ratio = pair.mix.requestsPerSecond / single.mix.requestsPerSecond;
  const perCoreRatio =
    pair.mix.requestsPerSecond / serverCores(pair) / (single.mix.requestsPerSecond / serverCores(single));
  const byInstance = Object.entries(mixed.atBalancer.byInstance)
    .map(([address, count]) => `${address}: ${whole(count)}`)
    .join(", ");
  const failedChecks = run.checks.filter((check) => !check.passed);

  const text = `# Running on more than one machine

Written by \`npm run scale\` (scripts/scale.ts). It starts a PostgreSQL server of its own (a
throw-away cluster; the app reaches it only through \`DATABASE_URL\`), an SMTP server that keeps what
it receives, two production instances of the site (the first seeds the demo agency) and nginx in
front of them, then checks and measures what several instances must get right. Run it on a quiet
machine; \`SCALE_SECONDS\` sets the length of the mixed traffic (default 120) and
\`SCALE_MEASURE_SECONDS\` that of each throughput measurement (default 10).

## Latest run

${run.date}, ${run.machine}, load average ${run.loadAverage} at the start.
${failedChecks.length === 0 ? "Every check passed." : `**${failedChecks.length} of ${run.checks.length} checks failed.**`}

| check | result | what was seen |
|---|---|---|
${run.checks.map((check) => `| ${check.name} | ${check.passed ? "passed" : "**failed**"} | ${check.detail.replaceAll("|", "/")} |`).join("\n")}

The checks between instances talk to each instance directly: the session check signs in on one
and opens the private pages on the other, both ways; the edit check saves a listing's description
through A's back office and asks B for the listing's public page, which B had just cached, every
50 ms without waiting for the answers, until an answer shows the new text: the delay is from the
save to the sending of the first request B answered with it (how long B then took to answer is
given beside it); the limit check sends the contact form ${run.checks.find((c) => c.name.startsWith("form limits"))?.detail.match(/limit (\d+)/)?.[1] ?? "5"} times through A from one
visitor address, then once more through B.

### Mixed traffic through nginx

${run.connections} connections for ${run.mixedSeconds} s: ${run.connections - run.contactVisitors - 2} of them
send page views with autocannon (the mix below, each connection going through it in turn), ${run.contactVisitors}
send the contact form as visitors do (open the page, wait the ${""}form's minimum fill time, send it, each from
an address of its own), one signs in and opens the private pages (the agent and the two owners in
turn, a second apart), one is the agent editing a listing in the back office (open, change, save, a second apart).

- Page views: ${whole(mixed.pages.requests)} requests, ${whole(mixed.pages.requestsPerSecond)} req/s, p50 ${mixed.pages.latencyP50Ms} ms, p99 ${mixed.pages.latencyP99Ms} ms, ${mixed.pages.failures} failed, of which ${mixed.pages.timeouts} unanswered after 30 s (statuses: ${Object.entries(
    mixed.pages.statuses,
  )
    .map(([code, count]) => `${code} × ${whole(count)}`)
    .join(", ")}).
- Contact forms acknowledged: ${mixed.visitors.contactSubmissions}; sign-ins: ${mixed.visitors.signIns}; back-office saves: ${mixed.visitors.edits}; ${mixed.visitors.failures.length} of ${mixed.visitors.requests} of these requests failed${mixed.visitors.failures.length ? `: ${mixed.visitors.failures.slice(0, 5).join("; ")}` : ""}.
- At nginx: ${whole(mixed.atBalancer.requests)} requests, ${mixed.atBalancer.failed} answered with 500 or more${mixed.atBalancer.failures.length ? ` (${mixed.atBalancer.failures.map((line) => `\`${line}\``).join(", ")})` : ""}; ${mixed.atBalancer.retriedOnAnother} were retried on the other instance after the first could not answer; ${mixed.atBalancer.closedByClient} were closed by the client before the answer (logged 499: the load generator stopping at its deadline, or giving up after 30 s). Answered by ${byInstance}.
- Instance B got SIGTERM ${mixed.stoppedAt.toFixed(0)} s into the run${mixed.stoppedAt < run.mixedSeconds ? ", while the page views ran," : " (after the page views had ended: the checks before it took that long; only the forms, sign-ins and edits ran then)"} and exited with ${mixed.exit.signal ?? `code ${mixed.exit.code}`} ${whole(mixed.exit.ms)} ms later (it stops accepting, finishes the requests in flight, closes idle connections, stops its jobs and its mail worker, which hands back the mails it had claimed). Started again on the same port, it served again after ${mixed.restartSeconds.toFixed(1)} s and nginx sent it traffic again.
- Leads: ${acc.acknowledged} contact submissions acknowledged (303: ${mixed.visitors.contactSubmissions} in the mixed traffic, ${acc.acknowledged - mixed.visitors.contactSubmissions} in the limit checks), ${acc.leadsFound} found in the database, ${acc.missingLeads} missing, ${acc.duplicateLeads} stored twice.
- Mails: ${acc.mailsReceived} received by the SMTP server, ${acc.outboxSent} marked sent in the outbox, ${acc.outboxPending} still waiting; of the ${acc.mailsExpected} lead notifications owed, ${acc.mailsMissing} missing and ${acc.mailsTwice} received twice; ${acc.messageIdsTwice} Message-IDs received twice.
${errorLines(run.appErrors)}

### Throughput: one instance against two

The same page mix (${run.paths.length} addresses: ${run.paths.map((p) => `\`${p}\``).join(", ")}), ${run.connections} connections, ${run.measureSeconds} s after a short warm-up, against
instance A alone and against A and B behind nginx, in turns (${run.rounds.length / 2} rounds each; the combined rows
give the slowest round's latencies). Cores busy are CPU seconds per second of each
process and its children, read from /proc; "server cores" adds the instances, nginx and PostgreSQL.

| setup | req/s | p50 / p99 | failed | cores busy: A / B | nginx | PostgreSQL | load generator | server cores | req/s per server core |
|---|---:|---|---:|---|---:|---:|---:|---:|---:|
${run.rounds.map(throughputRow).join("\n")}
${throughputRow(single)}
${throughputRow(pair)}

Two instances gave ${ratio.toFixed(2)} times the requests per second of one, and ${perCoreRatio.toFixed(2)} times the
requests per busy server core. This machine has ${run.cores} cores${run.cores <= 2 ? ": the two instances, nginx, PostgreSQL and the load generator compete for them, so two instances on it cannot be expected to double anything; on separate machines each instance brings its own cores, and the requests per busy core are the figure to carry over" : ""}.${busyNote(single, pair, run)}

### Pictures of the demo and of the CRM import

The demo seed and \`npm run import\` write master pictures as files into the \`DATA_DIR\` of the
instance that runs them (\`media/originals/\`); that instance copies them into the database when
it starts. In this run \`${run.originals.picture}\` answered ${run.originals.onA} on A and
${run.originals.onB} on B, which has a data folder of its own.

## How to run N instances against a managed PostgreSQL

1. Create the database and a user that owns it. Each instance opens a pool of up to 10
   connections, one more to listen for content changes, and two for a moment at start-up: allow
   about 12 per instance in \`max_connections\` (or in the provider's pooler, in session mode: the
   listening connection needs \`LISTEN\`, which a transaction-mode pooler does not carry).
2. Give every instance the same environment:
   - \`DATABASE_URL=postgres://user:password@host:5432/db?sslmode=require\` (with it set, the app
     starts no PostgreSQL of its own);
   - \`FORM_SECRET\`: the same value of 32 characters or more everywhere. It signs form tokens and
     captcha challenges, keys the address hashes of the rate limits and derives the session secret.
     Without it each instance makes its own key in its \`DATA_DIR\`, and a form shown by one
     instance is refused by another;
   - \`PUBLIC_URL\`: the address visitors use (the load balancer's), for canonical links, the
     sitemap and mails;
   - \`TRUST_PROXY\`: what stands in front (\`1\` for one load balancer, or its addresses), so the
     app sees the visitor's address for its limits and logs; leave it unset without a proxy;
   - \`SMTP_URL\` and \`MAIL_FROM\`: every instance runs a mail worker; they share the outbox.
   - \`SEED_DEMO=0\` (the demo agency is for trying the site out).
3. Start the instances with \`npm start\`, or on a build with its command (package.json: its
   Node flags and malloc setting are what the benchmarks measured). Migrations run at start-up under
   an advisory lock, so instances may start together.
4. Put a load balancer in front: any HTTP proxy that spreads requests and retries a request on
   another instance when one refuses the connection or answers 502/503. The nginx configuration of
   this run is in scripts/scale/load-balancer.ts: \`proxy_next_upstream error timeout http_502
   http_503\`, upstream keep-alive with a \`keepalive_timeout\` shorter than the app's 5 s, and
   \`X-Forwarded-For\` set to the address nginx saw.
5. To deploy, stop instances one at a time with SIGTERM: an instance stops accepting, finishes what
   it is answering and exits within 10 s; the load balancer sends the rest to the others.
6. Run \`npm run import\` (the CRM feed) on any instance's machine, then restart that instance:
   at start it copies the new pictures into the database (see below).

## What each instance keeps for itself

- Rendered public pages (server/page-cache.ts), in memory, for \`PAGE_CACHE_SECONDS\` at most.
- The catalogue index (types and towns with their counts, for the filters and the search box) and
  the site settings with the page tree and each list page's row length, in memory, for a few
  seconds.
- Every change made in the back office or by an import is announced with PostgreSQL's
  \`NOTIFY\` (app/.server/content-changes.ts); each instance listens on a connection of its own and
  drops its pages and all of these at once. While that connection is down an instance keeps no
  pages, so it never serves stale ones. The run above measures how long an edit takes to show on
  the other instance.
- Picture variants (resized WebP and PNG) under \`DATA_DIR/image-cache/\`, rendered on first
  request; copies of documents under \`DATA_DIR/documents/\` and of uploaded originals under
  \`DATA_DIR/media/originals/\`, fetched from the database the first time they are needed. All
  of these can be lost: the instance makes them again.
- Property page views counted since the last write (every \`VIEW_FLUSH_SECONDS\`, 5 s by default),
  written when the instance stops.

Which content changes are proven to reach every instance: end-to-end specs start two servers of one
database, each with a data folder of its own, with the same \`startServer\` this script uses
(tests/support/own-site.ts). A manager works on the first and the second, which had served the
pages before, shows the change in Dutch and German as soon as it hears of it.
tests/e2e/content-two-instances.spec.ts: a page module's draft published, the site's logo uploaded
in the agency settings (the second instance, which never received the upload, serves the picture
from \`media_originals\`), the offer's advance percentage quoted on the purchase offer, and an
analytics id listed with its cookies in the cookie policy. tests/e2e/admin-catalog-labels.spec.ts:
a property type renamed and a status badge reworded and recoloured, on lists and detail pages. The
edit check above measures the delay for a listing's description.

## What must be shared

- PostgreSQL holds everything else: content, leads (each with the form token it was sent with, so
  a form sent twice, to any instance, is stored once), sessions, rate-limit and sign-in counters,
  used captcha challenges, the mail outbox (each mail claimed by one worker with
  \`FOR UPDATE SKIP LOCKED\`), audit log, statistics, photos uploaded in the back office
  (\`media_originals\`) and documents (\`stored_documents\`; files placed by hand or by the seed in
  one instance's \`DATA_DIR/documents/\` are copied into the database when that instance starts).
- Master pictures written as files: those of the demo seed and of \`npm run import\` are written to
  \`DATA_DIR/media/originals/\` of the instance that ran them, and that instance copies them into
  the database (\`media_originals\`) when it starts; until then the other instances answer 404
  for the new pictures.
- The same \`FORM_SECRET\` (see above).
`;
  fs.writeFileSync(file, text);
}
