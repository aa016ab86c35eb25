// `npm run slowest-tests [report.json] [count]`: the slowest end-to-end tests of the last run, from
// the JSON report Playwright writes beside the list (playwright.config.ts), as a Markdown table for
// docs/testing.md. Times are the tests' own (set-up hooks included), not the run's wall clock.
import fs from "node:fs";

interface Result {
  duration: number;
  status: string;
}
interface Spec {
  title: string;
  file: string;
  line: number;
  tests: { results: Result[] }[];
}
interface Suite {
  specs?: Spec[];
  suites?: Suite[];
}
interface Report {
  suites: Suite[];
  stats: { duration: number; expected: number; unexpected: number; skipped: number };
}

function specsOf(suite: Suite): Spec[] {
  return [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
}

const [file = "test-results/e2e-results.json", count = "20"] = process.argv.slice(2);
const report = JSON.parse(fs.readFileSync(file, "utf8")) as Report;
const timed = report.suites
  .flatMap(specsOf)
  .map((spec) => ({
    where: `${spec.file}:${spec.line}`,
    title: spec.title,
    ms: spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0),
  }))
  .sort((a, b) => b.ms - a.ms);

const total = timed.reduce((sum, test) => sum + test.ms, 0);
console.log(
  `${timed.length} tests, ${(report.stats.duration / 60_000).toFixed(1)} min wall clock, ${(total / 60_000).toFixed(1)} min of test time; ${report.stats.unexpected} failed.\n`,
);
console.log("| s | test |\n|---:|---|");
for (const test of timed.slice(0, Number(count))) {
  console.log(`| ${(test.ms / 1000).toFixed(1)} | \`${test.where}\` ${test.title.replaceAll("|", "\\|")} |`);
}
