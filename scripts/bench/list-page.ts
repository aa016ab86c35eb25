// DESIGN.md: "Server render of a list page uncached at least 12% of nginx serving the same HTML".
// The app renders /nl/te-koop/ on every request; the baseline serves the HTML it rendered, saved
// once, from a minimal static file server on the same machine. Neither compresses (autocannon sends
// no Accept-Encoding).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { href } from "../../app/i18n/links.ts";
import { projectNode } from "../../tests/support/start-server.ts";
import { measure } from "./measure.ts";
import type { Benchmark, ResultRow } from "./types.ts";

const AIM = 0.12;

async function startStaticServer(file: string): Promise<{ url: string; stop(): void }> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "static-server.ts");
  const child = spawn(projectNode, [script, file], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once("data", (chunk: Buffer) => resolve((JSON.parse(chunk.toString()) as { port: number }).port));
    child.once("exit", (code) => reject(new Error(`the static server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill("SIGTERM") };
}

export const listPage: Benchmark = {
  name: "list page",
  async run({ appUrl, workDir, load, log }) {
    let path = href("forSale", "nl");
    let note: string | undefined;
    let page = await fetch(`${appUrl}${path}`);
    if (page.status !== 200) {
      note = `${path} answered ${page.status} (the list page is not built yet): measured the home page instead`;
      log(note);
      path = href("home", "nl");
      page = await fetch(`${appUrl}${path}`);
    }
    if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
    const html = await page.text();
    const file = `${workDir}/list-page.html`;
    fs.writeFileSync(file, html);
    log(`${path}: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB of HTML`);

    log(`measuring the app on ${path} ...`);
    const app = await measure(`${appUrl}${path}`, load);
    const baseline = await startStaticServer(file);
    let stat: Awaited<ReturnType<typeof measure>>;
    try {
      log("measuring the static file server ...");
      stat = await measure(baseline.url, load);
    } finally {
      baseline.stop();
    }
    if (app.failures > 0 || stat.failures > 0) {
      throw new Error(`failed requests during the run: app ${app.failures}, static ${stat.failures}`);
    }
    const ratio = app.requestsPerSecond / stat.requestsPerSecond;
    const row: ResultRow = {
      benchmark: "list page, uncached",
      subject: `app renders ${path}`,
      requestsPerSecond: app.requestsPerSecond,
      latencyP99Ms: app.latencyP99Ms,
      baseline: { subject: "same HTML, static file server (node:http)", requestsPerSecond: stat.requestsPerSecond },
      ratio,
      aim: { text: `at least ${AIM * 100}% of a static server`, met: ratio >= AIM },
      ...(note ? { note } : {}),
    };
    return [row];
  },
};
