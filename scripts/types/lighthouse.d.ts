// The part of Lighthouse's API that scripts/lighthouse.ts uses. The package is installed apart, by
// the first run of a measuring script (scripts/measuring-tools.ts), so `npm test` typechecks without
// it: tsconfig.json maps the module's name to this file, whether the package is installed or not.
export interface Flags {
  port?: number;
  output?: "json" | "html";
  logLevel?: "silent" | "error" | "warn" | "info" | "verbose";
  onlyCategories?: string[];
  extraHeaders?: Record<string, string>;
}

export interface AuditRef {
  id: string;
  weight: number;
}

export interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  details?: unknown;
}

export interface Report {
  runtimeError?: { code: string; message: string };
  finalDisplayedUrl: string;
  categories: Record<string, { score: number | null; auditRefs: AuditRef[] }>;
  audits: Record<string, Audit>;
  environment: { benchmarkIndex: number };
  configSettings: { throttlingMethod: string; formFactor: string };
}

export interface RunnerResult {
  lhr: Report;
  /** The recorded artifacts; the trace of the page's load among them. */
  artifacts: { Trace?: { traceEvents?: unknown } };
}

export default function lighthouse(url: string, flags?: Flags, config?: unknown): Promise<RunnerResult | undefined>;
