// The generated part of docs/security.md: the Observatory's score, grade and each test. Everything
// between the two markers is rewritten by `npm run observatory`; the rest of the page is written by hand.
import fs from "node:fs";
import type { ObservatoryScan, ObservatoryTest } from "./scan-host.ts";

export const BEGIN_MARKER = "<!-- observatory:begin (written by npm run observatory: edit outside these markers) -->";
export const END_MARKER = "<!-- observatory:end -->";

/** Headers the tests read, or that say what a browser is allowed to do with the page. */
const SHOWN_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "cross-origin-resource-policy",
  "cross-origin-opener-policy",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "access-control-allow-origin",
  "cache-control",
  "vary",
];

export interface ObservatoryRun {
  scan: ObservatoryScan;
  scannerVersion: string;
  /** The lowest score the site aims at. */
  aimScore: number;
  date: string;
  seconds: number;
  /** What the proxy and the app were started with, in a sentence. */
  setup: string;
}

/** The Observatory's explanations are HTML paragraphs: Markdown on one line. */
function htmlToMarkdown(html: string): string {
  return html
    .replace(/<code>(.*?)<\/code>/gs, "`$1`")
    .replace(/<a href="([^"]*)"[^>]*>(.*?)<\/a>/gs, "[$2]($1)")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .replace(/ ([.,;:])/g, "$1")
    .trim();
}

function cell(text: string): string {
  return text.replaceAll("|", "\\|");
}

function modifier(test: ObservatoryTest): string {
  return test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
}

/** The graded page's address without the run's random port. */
function pagePath(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

function headerValue(name: string, value: string | undefined): string {
  if (value === undefined) return "(absent)";
  // The nonce changes with every answer: kept out, so that two runs compare line by line.
  return name === "content-security-policy" ? value.replace(/'nonce-[^']*'/g, "'nonce-…'") : value;
}

export function observatorySection(run: ObservatoryRun): string {
  const { scan } = run;
  const passed = scan.tests.filter((test) => test.pass).length;
  return [
    BEGIN_MARKER,
    "## Observatory score",
    "",
    `Measured by \`npm run observatory\` (scripts/observatory.ts) with the MDN HTTP Observatory ${run.scannerVersion}`,
    `(algorithm ${scan.algorithmVersion}), run on this machine: ${run.setup}`,
    `Last run: ${run.date}, ${run.seconds.toFixed(0)} s. Rerun it to check; it rewrites this section only.`,
    "",
    `**Score ${scan.score}, grade ${scan.grade}** (aim: ${run.aimScore} or more, ${scan.score >= run.aimScore ? "met" : "**not met**"}):`,
    `${passed} of ${scan.tests.length} tests passed. Graded page: \`${pagePath(scan.finalUrl)}\` (status ${scan.statusCode});`,
    `certificate trusted by the scanner: ${scan.certificateVerified ? "yes" : "**no**"}.`,
    "",
    "| test | result | score | passed |",
    "|---|---|---|---|",
    ...scan.tests.map(
      (test) => `| ${test.title} | \`${test.result}\` | ${modifier(test)} | ${test.pass ? "yes" : "**no**"} |`,
    ),
    "",
    "What each result means, in the Observatory's words (and what it recommends when a test did not pass):",
    "",
    ...scan.tests.map((test) => {
      const advice = test.recommendation ? ` *Recommended:* ${htmlToMarkdown(test.recommendation)}` : "";
      return `- **${test.title}**: ${htmlToMarkdown(test.description)}${advice}`;
    }),
    "",
    "Headers of the graded page:",
    "",
    "| header | value |",
    "|---|---|",
    ...SHOWN_HEADERS.map((name) => `| \`${name}\` | ${cell(headerValue(name, scan.responseHeaders[name]))} |`),
    END_MARKER,
  ].join("\n");
}

/** Replaces the section between the markers, or adds it at the end of a page that has none. */
export function writeObservatorySection(file: string, run: ObservatoryRun): void {
  const section = observatorySection(run);
  const page = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Security\n";
  const begin = page.indexOf(BEGIN_MARKER);
  const end = page.indexOf(END_MARKER);
  const updated =
    begin >= 0 && end > begin
      ? `${page.slice(0, begin)}${section}${page.slice(end + END_MARKER.length)}`
      : `${page.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, updated);
}
