import { describe, expect, it } from "vitest";
import { cpuBlocking, type TraceEvent } from "./cpu-blocking.ts";

const MAIN = { pid: 7, tid: 7 };
const paint: TraceEvent = { name: "firstContentfulPaint", ph: "R", ...MAIN, ts: 1_000_000 };

function task(at: number, cpuMs: number, wallMs = cpuMs, thread = MAIN): TraceEvent {
  return { name: "RunTask", ph: "X", ...thread, ts: at, dur: wallMs * 1000, tdur: cpuMs * 1000 };
}

describe("blocking time in CPU time", () => {
  it.each([
    ["no task", [], 0, 0],
    ["a task under 12.5 ms of CPU blocks nothing, however long it lasted", [task(1_100_000, 10, 40)], 0, 10],
    ["a task of 20 ms of CPU counts 4 × 20 − 50", [task(1_100_000, 20)], 30, 20],
    ["tasks add up", [task(1_100_000, 20), task(1_200_000, 25, 90), task(1_300_000, 2)], 30 + 50, 47],
    ["a task before the first paint does not count", [task(900_000, 40)], 0, 0],
    ["another thread's task does not count", [task(1_100_000, 40, 40, { pid: 7, tid: 9 })], 0, 0],
  ])("%s", (_name, tasks, blockingMs, cpuMs) => {
    const result = cpuBlocking([paint, ...tasks]);
    expect(result?.blockingMs).toBeCloseTo(blockingMs);
    expect(result?.cpuMs).toBeCloseTo(cpuMs);
  });

  it("reads the wall time where a task has no thread time, and nothing from a trace without a first paint", () => {
    const { tdur: _, ...untimed } = task(1_100_000, 0, 30);
    expect(cpuBlocking([paint, untimed])?.blockingMs).toBeCloseTo(70);
    expect(cpuBlocking([task(1_100_000, 40)])).toBeUndefined();
  });
});
