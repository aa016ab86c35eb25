// What the log may say of an error: its kind and its code, never its message. A failed query's
// message carries its parameters (what a visitor typed: a name, an address, a message), and an
// error's message may quote any input; the part that failed is said by the caller.
export function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const codes: string[] = [];
  for (let cause: unknown = error; cause instanceof Error && codes.length < 4; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    codes.push(typeof code === "string" && /^[\w.-]{1,40}$/.test(code) ? `${cause.name} ${code}` : cause.name);
  }
  return codes.join(" ← ");
}

/** Where an error was thrown: the first frames of its stack, which name code, never data. */
export function errorFrames(error: unknown, count = 3): string[] {
  if (!(error instanceof Error) || !error.stack) return [];
  return error.stack
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, count)
    .map((line) => line.trim());
}
