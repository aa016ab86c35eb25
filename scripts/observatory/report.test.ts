import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BEGIN_MARKER, END_MARKER, type ObservatoryRun, writeObservatorySection } from "./report.ts";

function run(score: number): ObservatoryRun {
  return {
    scannerVersion: "1.4.8",
    aimScore: 115,
    date: "2026-11-23",
    seconds: 20,
    setup: "nginx in front of the app.",
    scan: {
      algorithmVersion: 4,
      score,
      grade: score >= 100 ? "A+" : "B+",
      statusCode: 200,
      certificateVerified: true,
      finalUrl: "https://localhost:41234/nl/",
      responseHeaders: {
        "content-security-policy": "default-src 'none'; script-src 'nonce-abc+/=' 'strict-dynamic'",
      },
      tests: [
        {
          name: "strict-transport-security",
          title: "Strict Transport Security (HSTS)",
          pass: false,
          result: "hsts-not-implemented",
          expectation: "hsts-implemented-max-age-at-least-six-months",
          scoreModifier: -20,
          description: "<p><code>Strict-Transport-Security</code> header not implemented.</p>",
          recommendation: '<p>Add HSTS (see <a href="https://hstspreload.org/">the list</a>).</p>',
        },
      ],
    },
  };
}

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "observatory-report-"));
  file = path.join(dir, "security.md");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("writeObservatorySection", () => {
  it("rewrites only what lies between the markers, keeping the hand-written page around it", () => {
    fs.writeFileSync(file, `# Security\n\nWritten by hand.\n\n${BEGIN_MARKER}\nold figures\n${END_MARKER}\n\nAfter.\n`);
    writeObservatorySection(file, run(80));
    writeObservatorySection(file, run(120));
    const page = fs.readFileSync(file, "utf8");
    expect(page.startsWith("# Security\n\nWritten by hand.\n\n")).toBe(true);
    expect(page.endsWith(`${END_MARKER}\n\nAfter.\n`)).toBe(true);
    expect(page).not.toContain("old figures");
    expect(page).not.toContain("Score 80");
    expect(page).toContain("**Score 120, grade A+** (aim: 115 or more, met)");
    expect(page.split(BEGIN_MARKER)).toHaveLength(2);
  });

  it("adds the section at the end of a page without markers", () => {
    fs.writeFileSync(file, "# Security\n\nNo section yet.\n");
    writeObservatorySection(file, run(80));
    const page = fs.readFileSync(file, "utf8");
    expect(page.startsWith("# Security\n\nNo section yet.\n\n")).toBe(true);
    expect(page.trimEnd().endsWith(END_MARKER)).toBe(true);
    expect(page).toContain("(aim: 115 or more, **not met**)");
  });

  it("writes each test in Markdown, the run's port and the CSP nonce left out so runs compare", () => {
    writeObservatorySection(file, run(80));
    const page = fs.readFileSync(file, "utf8");
    expect(page).toContain("| Strict Transport Security (HSTS) | `hsts-not-implemented` | -20 | **no** |");
    expect(page).toContain(
      "- **Strict Transport Security (HSTS)**: `Strict-Transport-Security` header not implemented. *Recommended:* Add HSTS (see [the list](https://hstspreload.org/)).",
    );
    expect(page).toContain("Graded page: `/nl/`");
    expect(page).not.toContain("41234");
    expect(page).toContain("script-src 'nonce-…' 'strict-dynamic'");
    expect(page).toContain("| `strict-transport-security` | (absent) |");
  });
});
