// CPU time of process trees, read from /proc: how many cores the app instances, the load balancer,
// PostgreSQL and the load generator kept busy during a measurement. A process that exits hands its
// time to its parent (cutime, cstime), so a tree's total survives PostgreSQL's short-lived backends.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

interface ProcStat {
  pid: number;
  parent: number;
  /** utime + stime + cutime + cstime, in seconds. */
  seconds: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name is in parentheses and may hold spaces: fields count from after it.
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
    return { pid, parent: Number(fields[1]), seconds: ticks / TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

function allProcesses(): ProcStat[] {
  return fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== undefined);
}

/** CPU seconds used so far by each named tree (a root pid and all its descendants). */
export function cpuSeconds(roots: Record<string, number[]>): Record<string, number> {
  const processes = allProcesses();
  const children = new Map<number, ProcStat[]>();
  for (const stat of processes) children.set(stat.parent, [...(children.get(stat.parent) ?? []), stat]);
  const byPid = new Map(processes.map((stat) => [stat.pid, stat]));
  const result: Record<string, number> = {};
  for (const [name, pids] of Object.entries(roots)) {
    let seconds = 0;
    const queue = pids.map((pid) => byPid.get(pid)).filter((stat): stat is ProcStat => stat !== undefined);
    const seen = new Set<number>();
    while (queue.length > 0) {
      const stat = queue.pop() as ProcStat;
      if (seen.has(stat.pid)) continue;
      seen.add(stat.pid);
      seconds += stat.seconds;
      queue.push(...(children.get(stat.pid) ?? []));
    }
    result[name] = seconds;
  }
  return result;
}

/** Cores kept busy by each tree between two readings `wallSeconds` apart. */
export function busyCores(
  before: Record<string, number>,
  after: Record<string, number>,
  wallSeconds: number,
): Record<string, number> {
  const result: Record<string, number> = {};
  for (const name of Object.keys(after)) result[name] = ((after[name] ?? 0) - (before[name] ?? 0)) / wallSeconds;
  return result;
}
