// Sums a V8 CPU profile (the inspector's Profiler.stop answer) by part of the stack and by function.

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface ProfileSummary {
  /** Sampled time the process was not idle, in ms. */
  busyMs: number;
  /** Self time by part of the stack, in ms, largest first. */
  parts: { part: string; ms: number }[];
  /** Self time by function, in ms, largest first. */
  functions: { name: string; part: string; ms: number }[];
  /** Time with the function on the stack (itself and what it called), for the app's own code. */
  appInclusive: { name: string; ms: number }[];
}

const IDLE = "(idle)";

/** Which part of the stack a frame belongs to, named for a reader of the report. */
export function partOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (functionName === "(garbage collector)") return "garbage collection";
  if (functionName === "(program)") return "V8 and native code outside JavaScript";
  const module = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
  if (module?.startsWith("react-dom")) return "React: rendering to HTML (react-dom/server)";
  if (module === "react") return "React: rendering to HTML (react-dom/server)";
  if (module === "react-router" || module?.startsWith("@react-router/"))
    return "React Router: request handling, matching, data serialization";
  if (module === "drizzle-orm") return "Drizzle: building queries, mapping rows";
  if (module === "pg" || module === "pg-protocol" || module === "pg-pool" || module === "pg-types")
    return "PostgreSQL driver (pg)";
  if (module === "express" || module === "router" || module === "compression" || module === "send")
    return "Express and its middleware";
  if (module) return `other packages (${module})`;
  if (url.includes("/build/server/")) return "the app's code (routes, loaders, components)";
  if (url.startsWith("node:") || url === "") return "Node: HTTP, streams, buffers, timers";
  return `other (${url})`;
}

function label(frame: CallFrame): string {
  const name = frame.functionName || "(anonymous)";
  const module = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(frame.url)?.[1];
  const where = module ?? (frame.url.includes("/build/server/") ? "app" : frame.url.replace(/^node:/, "node:"));
  return `${name} (${where || "native"}${where === "app" ? `:${frame.lineNumber + 1}` : ""})`;
}

export function summarize(profile: CpuProfile): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  // A sample lasts until the next one; the last one as long as the average.
  const average = (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length);
  const selfMs = new Map<number, number>();
  const inclusive = new Map<string, number>();
  let busyMs = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? average) / 1000;
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === IDLE) return;
    busyMs += ms;
    selfMs.set(id, (selfMs.get(id) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame?.url.includes("/build/server/") || !frame.functionName) continue;
      const name = label(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  });
  const parts = new Map<string, number>();
  const functions = new Map<string, { part: string; ms: number }>();
  for (const [id, ms] of selfMs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const part = partOf(frame);
    parts.set(part, (parts.get(part) ?? 0) + ms);
    const name = label(frame);
    const entry = functions.get(name) ?? { part, ms: 0 };
    entry.ms += ms;
    functions.set(name, entry);
  }
  const largestFirst = <T extends { ms: number }>(items: T[]) => items.sort((a, b) => b.ms - a.ms);
  return {
    busyMs,
    parts: largestFirst([...parts].map(([part, ms]) => ({ part, ms }))),
    functions: largestFirst([...functions].map(([name, entry]) => ({ name, ...entry }))),
    appInclusive: largestFirst([...inclusive].map(([name, ms]) => ({ name, ms }))),
  };
}
