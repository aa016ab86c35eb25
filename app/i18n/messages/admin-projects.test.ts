import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../languages.ts";
import { ADMIN_PROJECTS_MESSAGES } from "./admin-projects.ts";

function leaves(tree: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (tree !== null && typeof tree === "object") {
    for (const [key, value] of Object.entries(tree))
      for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
  } else out.set(prefix, String(tree));
  return out;
}

const placeholders = (text: string | undefined) =>
  [...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "").sort((a, b) => a.localeCompare(b));
const dutch = leaves(ADMIN_PROJECTS_MESSAGES.nl);

describe.each(LANGUAGES)("the projects texts in %s", (language) => {
  const texts = leaves(ADMIN_PROJECTS_MESSAGES[language]);

  it("have a non-empty text for every key, with Dutch's placeholders", () => {
    expect([...texts.keys()].sort()).toEqual([...dutch.keys()].sort());
    expect([...texts].filter(([, text]) => text.trim() === "").map(([path]) => path)).toEqual([]);
    const mismatched = [...dutch].filter(
      ([path, text]) => placeholders(texts.get(path)).join() !== placeholders(text).join(),
    );
    expect(mismatched.map(([path]) => path)).toEqual([]);
  });
});
