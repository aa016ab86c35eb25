// Starts scripts/bench/static-server.ts (the stand-in for nginx) serving one file, in a process of
// its own like the app's server; and other small servers of the benchmarks the same way.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { projectNode } from "../../tests/support/start-server.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Runs a Node script that listens on a free port and prints it as `{"port": N}`; resolves once it
 * has. `stop` ends it with SIGTERM.
 */
export async function startPortPrinter(
  script: string,
  args: string[] = [],
  options: { nodeFlags?: readonly string[]; env?: Record<string, string> } = {},
): Promise<{ url: string; pid: number; stop(): void }> {
  const child = spawn(projectNode, [...(options.nodeFlags ?? []), script, ...args], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...options.env },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once("data", (chunk: Buffer) => resolve((JSON.parse(chunk.toString()) as { port: number }).port));
    child.once("exit", (code) => reject(new Error(`${path.basename(script)} exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid ?? 0, stop: () => child.kill("SIGTERM") };
}

export function startStaticServer(file: string): Promise<{ url: string; stop(): void }> {
  return startPortPrinter(path.join(here, "static-server.ts"), [file]);
}
