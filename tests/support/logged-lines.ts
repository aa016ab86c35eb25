// What the process logs while a test's requests run: the server under test runs in the same process
// (site-without-build.ts), so its console is the test's. Every line is kept, nothing is printed.
import { vi } from "vitest";

type Level = "error" | "warn" | "log" | "info" | "debug";

/** Every line logged at `levels` while `action` runs (standard error's by default). */
export async function loggedLines(
  action: () => Promise<void>,
  levels: readonly Level[] = ["error"],
): Promise<string[]> {
  const lines: string[] = [];
  const keep = (...args: unknown[]) =>
    void lines.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(" "));
  const spies = levels.map((level) => vi.spyOn(console, level).mockImplementation(keep));
  try {
    await action();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines;
}

/** The security events (`[security] …` lines) logged while `action` runs. */
export async function securityLines(action: () => Promise<void>): Promise<string[]> {
  return (await loggedLines(action)).filter((line) => line.startsWith("[security] "));
}
