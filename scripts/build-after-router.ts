// The build's steps after React Router's, run at once: the server entry (build-server-entry.ts) and
// the memory-trimming addon (build-malloc-trim.ts). Each writes its own files and mostly keeps one
// core busy. Each step's output is printed whole when it ends; the build fails when any step fails.
// The assets' compressed copies are made during React Router's build (scripts/precompress-plugin.ts).
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const scripts = path.dirname(fileURLToPath(import.meta.url));
const STEPS = ["build-server-entry.ts", "build-malloc-trim.ts"];

function runStep(script: string): Promise<{ script: string; code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(scripts, script)], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("error", (error) => resolve({ script, code: 1, output: `${output}${error.message}\n` }));
    child.once("close", (code) => resolve({ script, code, output }));
  });
}

const results = await Promise.all(STEPS.map((script) => runStep(script)));
for (const { output } of results) process.stdout.write(output);
const failed = results.filter((result) => result.code !== 0);
for (const { script, code } of failed) console.error(`scripts/${script} failed (exit ${code})`);
if (failed.length > 0) process.exit(1);
