// Waits for something a test expects to happen (a notification heard, a row written, a mail
// queued) by looking again and again, however long a busy machine takes. The deadline only guards
// against waiting forever: it is long on purpose, and the test's own timeout usually comes first.
const GUARD_MS = 25_000;
const EVERY_MS = 20;

export async function until(
  check: () => boolean | Promise<boolean>,
  what = "the expected change",
  guardMs = GUARD_MS,
): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > guardMs) throw new Error(`${what} did not happen within ${guardMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
  }
}
