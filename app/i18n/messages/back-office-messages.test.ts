// The back office's message sets: every language has every key of the Dutch set, none empty, each
// with Dutch's placeholders.
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../languages.ts";
import { ADMIN_PAGES_MESSAGES } from "./admin-pages.ts";
import { ADMIN_PROJECTS_MESSAGES } from "./admin-projects.ts";
import { ADMIN_VISITS_MESSAGES } from "./admin-visits.ts";

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

const SETS: [string, Record<(typeof LANGUAGES)[number], unknown>][] = [
  ["the pages, menu and modules texts", ADMIN_PAGES_MESSAGES],
  ["the projects texts", ADMIN_PROJECTS_MESSAGES],
  ["the visits, demands and newsletter texts", ADMIN_VISITS_MESSAGES],
];

describe.each(SETS)("%s", (_name, messages) => {
  const dutch = leaves(messages.nl);

  it.each(LANGUAGES)("have a non-empty text for every key in %s, with Dutch's placeholders", (language) => {
    const texts = leaves(messages[language]);
    expect([...texts.keys()].sort()).toEqual([...dutch.keys()].sort());
    expect([...texts].filter(([, text]) => text.trim() === "").map(([path]) => path)).toEqual([]);
    const mismatched = [...dutch].filter(
      ([path, text]) => placeholders(texts.get(path)).join() !== placeholders(text).join(),
    );
    expect(mismatched.map(([path]) => path)).toEqual([]);
  });
});
