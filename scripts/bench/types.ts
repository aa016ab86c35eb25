import type { MeasureOptions } from "./measure.ts";

export interface BenchContext {
  /** Origin of the production server under test, seeded with the demo agency. */
  appUrl: string;
  /** The same site and database, served by a second server that keeps no pages (PAGE_CACHE_SECONDS=0). */
  uncachedAppUrl: string;
  /** A temporary folder of this run. */
  workDir: string;
  /** Load settings every benchmark uses, so figures compare across runs. */
  load: Required<MeasureOptions>;
  log: (line: string) => void;
}

/** One line of the results table. */
export interface ResultRow {
  benchmark: string;
  subject: string;
  requestsPerSecond: number;
  latencyP99Ms: number;
  baseline?: { subject: string; requestsPerSecond: number };
  /** Requests per second as a fraction of the baseline's. */
  ratio?: number;
  /** The aim from DESIGN.md and whether the run met it. */
  aim?: { text: string; met: boolean };
  note?: string;
}

/** A benchmark module of scripts/bench/; bench.ts runs each in turn. */
export interface Benchmark {
  name: string;
  run(context: BenchContext): Promise<ResultRow[]>;
}
