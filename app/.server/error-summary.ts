// What the log may say of an error: its kind and its code, never its message. A failed query's
// message carries its parameters (what a visitor typed: a name, an address, a message), and an
// error's message may quote any input; the part that failed is said by the caller.
export function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const codes: string[] = [];
  for (let cause: unknown = error; cause instanceof Error && codes.length < 4; cause = cause.cause) {
    // A code of its own (PostgreSQL's SQLSTATE, Node's, nodemailer's) and a mail server's reply code.
    const { code, responseCode } = cause as { code?: unknown; responseCode?: unknown };
    const named = typeof code === "string" && /^[\w.-]{1,40}$/.test(code) ? ` ${code}` : "";
    const reply = typeof responseCode === "number" && Number.isInteger(responseCode) ? ` ${responseCode}` : "";
    codes.push(`${cause.name}${named}${reply}`);
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
