export interface Measurement {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Average response body size in bytes. */
  bytesPerRequest: number;
  failures: number;
  /** Requests answered in the measured run (warm-up not included). */
  requests: number;
}

export interface MeasureOptions {
  connections?: number;
  warmUpSeconds?: number;
  seconds?: number;
  /** Headers of every request (a browser's User-Agent, for pages whose answer depends on it). */
  headers?: Record<string, string>;
}

/** Requests per second of one URL: a short warm-up (discarded), then the measured run. */
export async function measure(url: string, options: MeasureOptions = {}): Promise<Measurement> {
  // Loaded here, not with the module: the framework floor's unit test imports this file, and the
  // measuring tools are installed only by the scripts that measure (scripts/measuring-tools.ts).
  const { default: autocannon } = await import("autocannon");
  const connections = options.connections ?? 10;
  const headers = options.headers ?? {};
  if ((options.warmUpSeconds ?? 2) > 0)
    await autocannon({ url, connections, headers, duration: options.warmUpSeconds ?? 2 });
  const result = await autocannon({ url, connections, headers, duration: options.seconds ?? 8 });
  const completed = result.requests.total || 1;
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    bytesPerRequest: Math.round(result.throughput.total / completed),
    failures: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}
