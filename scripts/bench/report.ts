// Writes docs/benchmarks.md: the latest run in full and one line per earlier run (kept from the
// file as it was), so the figures' history stays in the repository.
import fs from "node:fs";
import type { ResultRow } from "./types.ts";

const HISTORY_START = "<!-- history:start -->";
const HISTORY_END = "<!-- history:end -->";

export interface RunInfo {
  date: string;
  machine: string;
  site: string;
  load: string;
  loadAverage: string;
}

const aimCell = (row: ResultRow, met: string, notMet: string) =>
  row.aim ? `${row.aim.text}: ${row.aim.met ? met : notMet}` : "";

export function writeReport(file: string, run: RunInfo, rows: ResultRow[]): void {
  const previous = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const start = previous.indexOf(HISTORY_START);
  const end = previous.indexOf(HISTORY_END);
  const history =
    start >= 0 && end > start
      ? previous
          .slice(start + HISTORY_START.length, end)
          .split("\n")
          .filter((line) => line.startsWith("| 2"))
      : [];
  const newLines = rows.map(
    (row) =>
      `| ${run.date} | ${row.benchmark} | ${row.figure} | ${row.baseline?.figure ?? ""} | ${row.ratio ?? ""} | ${row.aim ? (row.aim.met ? "met" : "NOT met") : ""} | ${run.machine} |`,
  );

  const latest = rows.map(
    (row) =>
      `| ${row.benchmark} | ${row.subject} | ${row.figure} | ${row.detail ?? ""} | ${row.baseline ? `${row.baseline.subject}: ${row.baseline.figure}` : ""} | ${row.ratio ?? ""} | ${aimCell(row, "met", "**not met**")} |`,
  );
  const notes = rows.filter((row) => row.note).map((row) => `- ${row.benchmark}: ${row.note}`);

  const text = `# Benchmarks

Written by \`npm run bench\` (scripts/bench.ts; run \`npm run build\` first, or let it build). Each
run starts a throw-away PostgreSQL cluster and the real production server with the demo agency,
and measures with autocannon (${run.load}). Baselines run on the same machine in the
same run, so the ratios hold across machines even where the absolute figures do not. Two static
baselines serve the same bytes as files: Debian's nginx with one worker (the app is one process),
and a minimal Node server (node:http + fs, scripts/bench/static-server.ts), several times slower.

Aims (DESIGN.md, "Quality bars", and the speed issue): list and detail pages rendered uncached at
least 12% of the Node static server, and at most half the CPU per render of the render before the
render shortcuts (server/render-shortcuts.ts; a third server started with RENDER_SHORTCUTS=0 in the
same run, after scripts/bench/same-answers.ts has found every public address answered alike) and at
least 30% of the framework floor's rate by CPU; pages from the page cache, picture variants from the disk
cache and the build's stylesheet and framework script as a browser asks them at least 50% of nginx; the app process at most 150 MB idle and 250 MB after the load, with no
growth over the soak; search p95 under 10 ms
at 10,000 listings and 25 ms at 100,000 (the search endpoint over HTTP, one request at a time, a
mix of ID, city, postal-code and type queries, against the same mix at the demo's size); image
resizes per second against sharp alone doing the same resizes; JavaScript a public page loads,
brotli-compressed, within 120 KB; counting property page views (docs/decisions/0011-view-counting.md)
costing less than 5% of the cached detail page's CPU (the counting path timed in one process,
scripts/bench/counting-path.ts). Lighthouse scores are in docs/lighthouse.md
(\`npm run lighthouse\`).

The framework floor rows say what the stack itself allows an uncached render: a page of 24 cards
without a database, the size of the site's list page (scripts/bench/framework-floor/), rendered on
every request by React alone, by a React Router app with its one route (rendered as the site renders:
its loader data streamed in, hydratable, sent whole), and by the same app with the site's routes,
each against that page as a file from the Node static server
(docs/decisions/0021-uncached-renders-and-the-framework-floor.md).

## Latest run

${run.date}, ${run.machine}, load average ${run.loadAverage} at the start; site: ${run.site}.

| benchmark | subject | figure | detail | baseline | ratio | aim |
|---|---|---:|---|---|---:|---|
${latest.join("\n")}
${notes.length > 0 ? `\n${notes.join("\n")}\n` : ""}
## History

${HISTORY_START}
| date | benchmark | figure | baseline | ratio | aim | machine |
|---|---|---:|---:|---:|---|---|
${[...newLines, ...history].join("\n")}
${HISTORY_END}
`;
  fs.writeFileSync(file, text);
}
