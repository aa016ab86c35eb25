// Blocking time counted in the CPU time of the page's main thread, from the trace Lighthouse
// recorded. Lighthouse's own blocking time simulates a phone four times slower by multiplying each
// task's wall time by four; on a machine of two cores, where the browser's compositor, its browser
// process, Lighthouse and the servers take turns with the page, a task that used 5 ms of CPU can
// last 30 ms of wall time and count as 70 ms of blocking. Measured on the home page (2026-12-04):
// after the first paint the page's main thread used under 12.5 ms of CPU in every task but one or
// two, while Lighthouse counted 150-490 ms of blocking. This figure is the same sum over the CPU
// time each task used: what the page itself makes the main thread do, whatever else runs beside it.

/** The few fields of a Chrome trace event this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** Lighthouse's simulated phone: its CPU four times slower than this machine's. */
const SLOWDOWN = 4;
/** A task longer than this blocks input for the rest of it (Total Blocking Time's definition). */
const LONG_TASK_MS = 50;

export interface CpuBlocking {
  /** Sum over the main thread's tasks after the first contentful paint of (4 × CPU time − 50 ms), where positive. */
  blockingMs: number;
  /** The main thread's CPU time in tasks after the first contentful paint, not slowed down. */
  cpuMs: number;
}

/**
 * The page's CPU blocking after its first contentful paint, or undefined for a trace without one.
 * The main thread is the one that recorded the first contentful paint; its tasks are the
 * scheduler's top-level "RunTask" events, each with its thread time (tdur, in microseconds).
 */
export function cpuBlocking(events: readonly TraceEvent[]): CpuBlocking | undefined {
  const paint = events.find((event) => event.name === "firstContentfulPaint");
  if (!paint) return undefined;
  let blockingMs = 0;
  let cpuMs = 0;
  for (const event of events) {
    if (event.name !== "RunTask" || event.ph !== "X") continue;
    if (event.pid !== paint.pid || event.tid !== paint.tid || event.ts < paint.ts) continue;
    const cpu = (event.tdur ?? event.dur ?? 0) / 1000;
    cpuMs += cpu;
    blockingMs += Math.max(0, SLOWDOWN * cpu - LONG_TASK_MS);
  }
  return { blockingMs, cpuMs };
}
