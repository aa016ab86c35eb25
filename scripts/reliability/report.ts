// docs/reliability.md: what the last `npm run reliability` measured.
import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "../../tests/support/start-server.ts";
import type { CrashTestResult } from "./crash-test.ts";
import type { FuzzResult } from "./fuzz.ts";
import type { OutageResult } from "./smtp-outage.ts";

export interface ReliabilityReport {
  crash: CrashTestResult;
  outage: OutageResult;
  fuzz: FuzzResult[];
  problems: string[];
  machine: string;
  seconds: number;
}

export function writeReliabilityReport(report: ReliabilityReport): void {
  const { crash, outage, fuzz } = report;
  const statuses = (result: FuzzResult) =>
    Object.entries(result.statuses)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, count]) => `${status}: ${count}`)
      .join(", ");
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
    `${crash.submissions} site-contact submissions from 8 visitors at once, without JavaScript (so stored`,
    "unverified); the server process was killed with SIGKILL after 300 and after 650 acknowledged submissions",
    "and started again on the same database (PostgreSQL kept running, as a database server does). A visitor",
    "whose request failed while the server was down sent the same form again, as a browser does on a",
    "refresh. Mails a killed process had claimed are sent by the next one once their two-minute hold runs",
    "out, which is most of this part's duration.",
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
    `| duration | ${crash.seconds.toFixed(1)} s |`,
    "",
    "## 2. Mail server outage",
    "",
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
    "## 3. Fuzzing every form endpoint",
    "",
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
  fs.writeFileSync(path.join(projectRoot, "docs/reliability.md"), lines.join("\n"));
}
