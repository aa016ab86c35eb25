// Starts scripts/bench/static-server.ts (the stand-in for nginx) serving one file, in a process of
// its own like the app's server.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { projectNode } from "../../tests/support/start-server.ts";

export async function startStaticServer(file: string): Promise<{ url: string; stop(): void }> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "static-server.ts");
  const child = spawn(projectNode, [script, file], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once("data", (chunk: Buffer) => resolve((JSON.parse(chunk.toString()) as { port: number }).port));
    child.once("exit", (code) => reject(new Error(`the static server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill("SIGTERM") };
}
