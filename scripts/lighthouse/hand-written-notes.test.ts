import { describe, expect, it } from "vitest";
import { handWrittenNotes } from "./hand-written-notes.ts";

const intro = "# Lighthouse\n\nWritten by `npm run lighthouse`.\n\n";
const latest = "## Latest run\n\n| page |\n|---|\n\n## Audits below 0.9 (the app's median run)\n\nNone.\n";

describe("handWrittenNotes", () => {
  it.each([
    ["no file yet", "", ""],
    ["a report without notes", `${intro}${latest}`, ""],
    [
      "two sections before the latest run",
      `${intro}## One (2026-12-01)\n\nText.\n\n## Two\n\n| a |\n|---|\n\n${latest}`,
      "## One (2026-12-01)\n\nText.\n\n## Two\n\n| a |\n|---|\n\n",
    ],
    [
      "a failed run's warning above them",
      `# Lighthouse\n\n**This run measured a state unlike a visitor's, and failed**\n\n- a twin blocked\n\n## Notes\n\nKept.\n\n${latest}`,
      "## Notes\n\nKept.\n\n",
    ],
    ["sections but no latest run to end them", `${intro}## Notes\n\nText.\n`, ""],
  ])("%s", (_name, previous, notes) => {
    expect(handWrittenNotes(previous)).toBe(notes);
  });
});
