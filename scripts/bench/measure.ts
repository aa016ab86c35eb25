import autocannon from "autocannon";

export interface Measurement {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Average response body size in bytes. */
  bytesPerRequest: number;
  failures: number;
}

export interface MeasureOptions {
  connections?: number;
  warmUpSeconds?: number;
  seconds?: number;
}

/** Requests per second of one URL: a short warm-up (discarded), then the measured run. */
export async function measure(url: string, options: MeasureOptions = {}): Promise<Measurement> {
  const connections = options.connections ?? 10;
  if ((options.warmUpSeconds ?? 2) > 0) await autocannon({ url, connections, duration: options.warmUpSeconds ?? 2 });
  const result = await autocannon({ url, connections, duration: options.seconds ?? 8 });
  const completed = result.requests.total || 1;
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    bytesPerRequest: Math.round(result.throughput.total / completed),
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
