// The uncached list and detail renders' CPU, this checkout's build against the site as it rendered
// before the render work (before-server.ts), in rounds that rotate which server goes first; a
// quicker look than `npm run bench` while changing the render, and the same measure.
//   node scripts/bench/render-cpu.ts   (after `npm run build`; a throw-away database, the demo)
// RENDER_CPU_NOW=<folder of another built checkout> measures that build instead of this one's,
// RENDER_CPU_ALSO=<such folders, comma-separated> adds a server for each (steps before this one),
// RENDER_CPU_ROUNDS (5) the rounds, RENDER_CPU_SECONDS (6) each run's length, RENDER_CPU_PAGES
// (list,detail) which pages. Each page is measured
// without compression (as the bench's other rows) and as a browser asks for it (Chromium's Accept-Encoding).
import fs from "node:fs";
import os from "node:os";
import { href } from "../../app/i18n/links.ts";
import { startServer } from "../../tests/support/start-server.ts";
import { makeTempDir, startThrowAwayCluster } from "../../tests/support/throw-away-postgres.ts";
import { buildBefore, startBeforeServer } from "./before-server.ts";
import { measure } from "./measure.ts";
import { measureWithCpu } from "./process-cpu.ts";
import { firstPropertyPath } from "./site-paths.ts";
import { median } from "./types.ts";

const BROWSER_ENCODING = { "accept-encoding": "gzip, deflate, br, zstd" };

/** The hydration data React Router puts in a page: the turbo-stream chunks its scripts enqueue. */
export function hydrationDataBytes(html: string): number {
  let bytes = 0;
  for (const match of html.matchAll(/streamController\.enqueue\(([\s\S]*?)\);<\/script>/g))
    bytes += Buffer.byteLength(match[1] ?? "");
  return bytes;
}

function log(line: string): void {
  console.log(`[render-cpu] ${line}`);
}

async function main(): Promise<void> {
  const rounds = Number(process.env.RENDER_CPU_ROUNDS ?? 5);
  const load = { connections: 10, warmUpSeconds: 2, seconds: Number(process.env.RENDER_CPU_SECONDS ?? 6) };
  buildBefore(log);
  const cluster = await startThrowAwayCluster("pg-render-cpu-");
  const dataDir = makeTempDir("render-cpu-data-");
  const servers: { name: string; server: Awaited<ReturnType<typeof startServer>> }[] = [];
  try {
    log("seeding the demo agency");
    const env = { DATABASE_URL: cluster.url, PAGE_CACHE_SECONDS: "0" };
    // Seeded by the build measured, whose migrations are the ones it runs.
    const seeding = await startServer({ dataDir, env, startTimeoutMs: 900_000, root: process.env.RENDER_CPU_NOW });
    await seeding.stop("SIGTERM", 300_000);
    const quiet = { ...env, SEED_DEMO: "0" };
    servers.push({ name: "now", server: await startServer({ dataDir, env: quiet, root: process.env.RENDER_CPU_NOW }) });
    servers.push({ name: "before", server: await startBeforeServer({ dataDir, env: quiet }) });
    for (const also of process.env.RENDER_CPU_ALSO?.split(",").filter(Boolean) ?? [])
      servers.push({ name: also, server: await startServer({ dataDir, env: quiet, root: also }) });
    const now = servers[0]?.server;
    if (!now) throw new Error("no server");
    const asked = (process.env.RENDER_CPU_PAGES ?? "list,detail").split(",");
    const pages = [
      ...(asked.includes("list") ? [href("forSale", "nl")] : []),
      ...(asked.includes("detail") ? [await firstPropertyPath(now.url)] : []),
    ];
    log(`load average at start ${os.loadavg()[0]?.toFixed(1)}, ${os.cpus().length} cores`);
    for (const pagePath of pages) {
      for (const { name, server } of servers) {
        const html = await (await fetch(`${server.url}${pagePath}`)).text();
        log(
          `${name} ${pagePath}: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB of HTML, of which hydration data ${(hydrationDataBytes(html) / 1024).toFixed(1)} KB`,
        );
      }
      for (const [label, headers] of [
        ["uncompressed", undefined],
        ["as a browser asks", BROWSER_ENCODING],
      ] as const) {
        for (const { server } of servers)
          await measure(`${server.url}${pagePath}`, { ...load, headers, seconds: 2, warmUpSeconds: 0 });
        const cpu = new Map<string, number[]>(servers.map(({ name }) => [name, []]));
        for (let round = 0; round < rounds; round += 1) {
          const order = [...servers.slice(round % servers.length), ...servers.slice(0, round % servers.length)];
          for (const { name, server } of order) {
            const m = await measureWithCpu(`${server.url}${pagePath}`, server.pid, { ...load, headers });
            if (m.failures > 0) throw new Error(`${m.failures} failures (${name} ${pagePath})`);
            cpu.get(name)?.push(m.cpuMicroseconds);
          }
        }
        const before = cpu.get("before") ?? [];
        for (const [name, values] of cpu) {
          const ratios = values.map((value, index) => value / (before[index] ?? 1));
          log(
            `${pagePath} ${label} ${name}: ${values.map((v) => (v / 1000).toFixed(2)).join(" / ")} ms per render; median ratio to before ${(median(ratios) * 100).toFixed(1)}% (rounds ${ratios.map((r) => `${(r * 100).toFixed(0)}%`).join(" ")})`,
          );
        }
      }
    }
    log(`load average at end ${os.loadavg()[0]?.toFixed(1)}`);
  } finally {
    for (const { server } of servers) await server.stop("SIGTERM").catch(() => undefined);
    await cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
