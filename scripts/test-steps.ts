// `npm test`: the steps CI runs, in order, with each step's time and the load average at its start
// and end, so a slow run says which step was slow and whether the machine was busy. Steps in one
// group run at once: the type check, the linters and the production build leave each other's idle
// moments to the other core (the build after the other two took 45 to 50 s on two cores, all three
// at once 39 to 41 s). The unit tests keep both cores busy by themselves, and the end-to-end tests
// need the build. Each step's output is printed whole when it ends, never interleaved. The first
// failing group ends the run with its exit code.
import { spawn } from "node:child_process";
import os from "node:os";

const GROUPS: string[][] = [["typecheck", "lint", "build"], ["test:unit"], ["test:e2e"]];

interface Outcome {
  script: string;
  code: number;
  seconds: number;
  output: string;
}

function load(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
}

function run(script: string, together: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", script], {
      stdio: together ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? "1" : "0") },
    });
    const chunks: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", reject);
    child.on("close", (code, signal) =>
      resolve({
        script,
        code: code ?? (signal ? 1 : 0),
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks).toString(),
      }),
    );
  });
}

const times: string[] = [];
const startedAll = performance.now();
for (const group of GROUPS) {
  const together = group.length > 1;
  const loadBefore = load();
  console.log(`\n> ${group.join(" + ")} (load average ${loadBefore})`);
  const outcomes = await Promise.all(
    group.map(async (script) => {
      const outcome = await run(script, together);
      if (together) process.stdout.write(`\n> ${script}\n${outcome.output}`);
      return outcome;
    }),
  );
  for (const outcome of outcomes)
    times.push(`${outcome.script} ${outcome.seconds.toFixed(0)} s${outcome.code === 0 ? "" : " (failed)"}`);
  const failed = outcomes.find((outcome) => outcome.code !== 0);
  if (failed) {
    console.error(`\nnpm test: ${failed.script} failed (${times.join(", ")})`);
    process.exit(failed.code);
  }
}
console.log(
  `\nnpm test: ${((performance.now() - startedAll) / 1000).toFixed(0)} s in all (${times.join(", ")}; load average now ${load()} on ${os.availableParallelism()} cores)`,
);
