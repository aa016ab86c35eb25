// Runs one of the project's TypeScript entry points (a script, the server) as a person would, on
// the Node that runs the tests, and gives its exit status and output once it has exited.
import { spawn } from "node:child_process";
import path from "node:path";
import { projectRoot } from "./start-server.ts";

export interface Exit {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `file` is relative to the project's root. */
export function runToExit(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(projectRoot, file), ...args], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once("error", reject);
    child.once("close", (status) => resolve({ status, stdout, stderr }));
  });
}
