// docs/lighthouse.md is rewritten by every run, but the sections written by hand between its
// introduction and its latest run (what was measured and why) stay: they are read from the file as
// it was, as docs/benchmarks.md keeps its history, instead of being kept a second time in the
// report's template.

/** The heading the generated figures start with. */
export const LATEST_RUN_HEADING = "## Latest run";

/**
 * The hand-written sections of a report as it was: from its first `## ` heading up to the latest run,
 * ending with a blank line; nothing when the file has none (or no latest run to end them).
 */
export function handWrittenNotes(previous: string): string {
  const start = previous.indexOf("\n## ");
  const end = previous.indexOf(`\n${LATEST_RUN_HEADING}\n`);
  return start >= 0 && end > start ? previous.slice(start + 1, end + 1) : "";
}
