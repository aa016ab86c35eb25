// The CPU time counting a view adds to a kept page's answer, measured inside this process, where the
// rest of the machine cannot blur it: what server/fast-lane.ts does per answer when counting is on
// (viewedPropertyId on the request, a 'finish' listener, and ViewCounter.count when it fires),
// against the same loop without it. Both loops make the response's emitter and fire its 'finish', as
// every answer does; their difference is the counting. Rounds alternate, and the median is kept.
import { EventEmitter } from "node:events";
import { viewedPropertyId } from "../../app/.server/stats/counted-view.ts";
import { createViewCounter } from "../../app/.server/stats/view-counter.ts";
import { median } from "./types.ts";

/** CPU microseconds (user and system) that `work` takes per call, over `calls` calls. */
function cpuPerCall(calls: number, work: (round: number) => void): number {
  const before = process.cpuUsage();
  for (let round = 0; round < calls; round += 1) work(round);
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / calls;
}

export interface CountingPathCost {
  /** Median extra CPU microseconds per answer that counting takes. */
  microseconds: number;
  /** Each round's figure, for the spread. */
  rounds: number[];
}

export function countingPathCost(pagePath: string, headers: Record<string, string>, rounds = 7): CountingPathCost {
  // No database: a batch is only written on flush(), which this never calls.
  const counter = createViewCounter({ db: undefined as never, intervalMs: 0, log: () => undefined });
  const lowerCase = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const request = { ...lowerCase, host: "127.0.0.1", accept: "*/*", connection: "keep-alive" } as Record<
    string,
    string | undefined
  >;
  const answer = (counting: boolean) => () => {
    const response = new EventEmitter();
    if (counting) {
      const viewed = viewedPropertyId({ method: "GET", path: pagePath, header: (name) => request[name] });
      if (viewed !== undefined) response.on("finish", () => counter.count(viewed));
    }
    response.emit("finish");
  };
  if (viewedPropertyId({ method: "GET", path: pagePath, header: (name) => request[name] }) === undefined)
    throw new Error(`${pagePath} is not counted as a view: nothing to measure`);
  const calls = 200_000;
  // Warm: both loops optimized before anything is measured.
  cpuPerCall(calls, answer(true));
  cpuPerCall(calls, answer(false));
  const differences: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const counting = cpuPerCall(calls, answer(true));
    const plain = cpuPerCall(calls, answer(false));
    differences.push(counting - plain);
  }
  return { microseconds: Math.max(0, median(differences)), rounds: differences };
}
