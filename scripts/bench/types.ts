import type { MeasureOptions } from "./measure.ts";

export interface BenchContext {
  /** Origin of the production server under test, seeded with the demo agency. */
  appUrl: string;
  /** The same site and database, served by a second server that keeps no pages (PAGE_CACHE_SECONDS=0). */
  uncachedAppUrl: string;
  /** Process ids of the two servers, for their memory (memory.ts) and CPU time. */
  appPid: number;
  uncachedAppPid: number;
  /** RSS of the uncached server just after its start, before it answered anything (memory.ts). */
  uncachedAppIdleRssMb: number;
  /** The uncached server as the site rendered before the render work (before-server.ts). */
  baselineAppUrl: string;
  baselineAppPid: number;
  /** PostgreSQL's data folder (its postmaster.pid names the server process). */
  postgresDataDir: string;
  /** The database both servers use (benchmarks may add data; they run in order, pages first). */
  databaseUrl: string;
  /** DATA_DIR of both servers: master pictures, image cache. */
  dataDir: string;
  /** A temporary folder of this run. */
  workDir: string;
  /** Load settings every benchmark uses, so figures compare across runs. */
  load: Required<Omit<MeasureOptions, "headers">>;
  log: (line: string) => void;
}

/** One line of the results table. */
export interface ResultRow {
  benchmark: string;
  subject: string;
  /** The figure with its unit: "2,231 req/s", "p95 4.1 ms", "108.3 KB". */
  figure: string;
  /** More of the measurement: "p99 22 ms", "p50 1.2 ms, p99 6.0 ms". */
  detail?: string;
  baseline?: { subject: string; figure: string };
  /** The figure against the baseline or the budget, formatted: "93.0%", "×1.8". */
  ratio?: string;
  /** The aim from DESIGN.md or the issue, and whether the run met it. */
  aim?: { text: string; met: boolean };
  note?: string;
}

/** A benchmark module of scripts/bench/; bench.ts runs each in turn. */
export interface Benchmark {
  name: string;
  run(context: BenchContext): Promise<ResultRow[]>;
}

export const formatRate = (value: number): string => `${Math.round(value).toLocaleString("en-US")} req/s`;
export const formatPercent = (value: number): string => `${(value * 100).toFixed(1)}%`;

/** The middle value; of an even number of values, the mean of the two middle ones. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
