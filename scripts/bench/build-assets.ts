// The build's stylesheet and framework script, which every first visit loads, asked for as a browser
// asks (its precompressed brotli copy): the server's rate and CPU per answer, against nginx sending
// the same bytes from a file, and the CPU per answer of the site before the render work, which sent
// them through Express and `send` (before-server.ts).
import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "../../tests/support/start-server.ts";
import { measure } from "./measure.ts";
import { measureStaticBaselines } from "./nginx-baseline.ts";
import { measureWithCpu } from "./process-cpu.ts";
import { type Benchmark, formatPercent, formatRate, type ResultRow } from "./types.ts";

const CHROMIUM_ACCEPT_ENCODING = { "Accept-Encoding": "gzip, deflate, br, zstd" };

/** The address of the page's asset whose name starts so (its hash differs between builds). */
async function assetOf(origin: string, prefix: string): Promise<string> {
  const html = await (await fetch(`${origin}/nl/te-koop/`)).text();
  const found = new RegExp(`/assets/${prefix}-[A-Za-z0-9_-]+\\.(?:js|css)`).exec(html)?.[0];
  if (!found) throw new Error(`${origin}/nl/te-koop/ names no /assets/${prefix}-… file`);
  return found;
}

export const buildAssets: Benchmark = {
  name: "build assets",
  async run({ appUrl, appPid, baselineAppUrl, baselineAppPid, load, log }) {
    const rows: ResultRow[] = [];
    for (const [what, prefix, type] of [
      ["stylesheet", "site", "text/css"],
      ["framework script", "framework", "text/javascript"],
    ] as const) {
      const asset = await assetOf(appUrl, prefix);
      log(`${what} ${asset}, brotli as a browser asks ...`);
      const options = { ...load, headers: CHROMIUM_ACCEPT_ENCODING };
      await measure(`${appUrl}${asset}`, { ...options, seconds: load.warmUpSeconds });
      const now = await measureWithCpu(`${appUrl}${asset}`, appPid, options);
      const beforeAsset = await assetOf(baselineAppUrl, prefix);
      const before = await measureWithCpu(`${baselineAppUrl}${beforeAsset}`, baselineAppPid, options);
      const answer = await fetch(`${appUrl}${asset}`, { headers: CHROMIUM_ACCEPT_ENCODING });
      await answer.arrayBuffer();
      if (answer.headers.get("content-encoding") !== "br") throw new Error(`${asset} was not sent as brotli`);
      // The copy as sent (fetch hands back the body decoded): the build's own file.
      const file = path.join(projectRoot, "build/client", `${asset}.br`);
      const bytes = fs.readFileSync(file);
      const { nginx } = await measureStaticBaselines(file, type, load);
      const ratio = now.requestsPerSecond / nginx.requestsPerSecond;
      rows.push({
        benchmark: `build ${what}, as a browser asks`,
        subject: `${asset.replace(/-[A-Za-z0-9_-]+\./, "-….")} sent as its brotli copy (${(bytes.length / 1024).toFixed(1)} KB)`,
        figure: formatRate(now.requestsPerSecond),
        detail: `p99 ${now.latencyP99Ms} ms; ${Math.round(now.cpuMicroseconds)} µs of server CPU per answer, the site before the render work ${Math.round(before.cpuMicroseconds)} µs (${formatPercent(now.cpuMicroseconds / before.cpuMicroseconds)})`,
        baseline: { subject: "same bytes as a file, nginx (one worker)", figure: formatRate(nginx.requestsPerSecond) },
        ratio: formatPercent(ratio),
        aim: { text: "at least 50% of nginx", met: ratio >= 0.5 },
      });
    }
    return rows;
  },
};
