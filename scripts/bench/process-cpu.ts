// CPU time a server process spends on what a benchmark asks of it, read from /proc (Linux): what an
// answer costs the server, which depends far less than its rate on how busy the rest of the machine
// is (autocannon itself shares the two cores).
import fs from "node:fs";
import { type Measurement, type MeasureOptions, measure } from "./measure.ts";

/** sysconf(_SC_CLK_TCK): 100 on Linux. */
const CLOCK_TICKS = 100;

/** User and system CPU time of a process so far, in microseconds. */
export function cpuTime(pid: number): number {
  // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1_000_000) / CLOCK_TICKS;
}

export interface CpuMeasurement extends Measurement {
  /** CPU time of the server process per answered request, in microseconds. */
  cpuMicroseconds: number;
}

/** One measured run (no warm-up) of `url`, with the CPU time the process `pid` spent per answer. */
export async function measureWithCpu(url: string, pid: number, options: MeasureOptions): Promise<CpuMeasurement> {
  const before = cpuTime(pid);
  const m = await measure(url, { ...options, warmUpSeconds: 0 });
  return { ...m, cpuMicroseconds: (cpuTime(pid) - before) / Math.max(1, m.requests) };
}
