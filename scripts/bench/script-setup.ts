// What the measuring scripts (bench, lighthouse, scale) share: a production build to run, the
// machine they ran on, and a demo owner's session for the owner portal's pages.
import { execFileSync } from "node:child_process";
import os from "node:os";
import { DEMO_ACCOUNTS } from "../../demo/accounts.ts";
import { buildExists, projectRoot } from "../../tests/support/start-server.ts";

/** Runs `npm run build` when there is no production build yet. */
export function buildIfMissing(log: (line: string) => void): void {
  if (buildExists()) return;
  log("no production build: running npm run build");
  execFileSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
}

export function machine(): string {
  const cpus = os.cpus();
  const model = (cpus[0]?.model ?? "unknown CPU").replace(/\s+/g, " ").trim();
  return `${cpus.length} cores (${model}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`;
}

/**
 * The session cookie of a demo owner, signed in through the site's own sign-in form, so the owner
 * portal's pages are measured as their visitors get them.
 */
export async function demoOwnerCookie(origin: string): Promise<string> {
  const owner = DEMO_ACCOUNTS.find((account) => account.role === "owner");
  if (!owner) throw new Error("the demo has no owner account");
  const answer = await fetch(`${origin}/nl/login/`, {
    method: "POST",
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: owner.email, password: owner.password }),
    redirect: "manual",
  });
  const cookies = answer.headers.getSetCookie().map((line) => line.split(";")[0] ?? "");
  if (answer.status !== 302 || cookies.length === 0)
    throw new Error(`the demo owner could not sign in (${answer.status})`);
  return cookies.join("; ");
}
