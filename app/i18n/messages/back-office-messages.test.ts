// The back office's and the owner portal's message sets: every language has every key of the Dutch
// set, none empty, each with Dutch's placeholders; and no file of theirs passes 400 lines, so each
// holds one screen's texts in one language. The sets are found, not listed, so a new one is checked
// too: a folder with nl.ts, fr.ts, en.ts and de.ts (one text object each), or a file exporting a
// record of the four languages that no folder holds.
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../languages.ts";

type Exports = Record<string, unknown>;

const languageFiles = import.meta.glob<Exports>("./{admin,owner}*/{nl,fr,en,de}.ts", { eager: true });
const entryFiles = import.meta.glob<Exports>(["./{admin,owner}*.ts", "!./*.test.ts"], { eager: true });
const sources = import.meta.glob<string>(["./{admin,owner}*.ts", "./{admin,owner}*/*.ts", "!./**/*.test.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

const isObject = (value: unknown): value is object => value !== null && typeof value === "object";

function messageSets(): [string, Record<Language, unknown>][] {
  const folders = new Map<string, Partial<Record<Language, unknown>>>();
  for (const [file, exports] of Object.entries(languageFiles)) {
    const [, folder = "", language = ""] = file.match(/^\.\/(.+)\/(\w+)\.ts$/) ?? [];
    const texts = Object.values(exports).filter(isObject);
    if (texts.length !== 1) throw new Error(`${file} exports ${texts.length} text objects, not one`);
    folders.set(folder, { ...folders.get(folder), [language]: texts[0] });
  }
  const sets: [string, Record<Language, unknown>][] = [];
  for (const [folder, byLanguage] of folders) {
    const missing = LANGUAGES.filter((language) => !(language in byLanguage));
    if (missing.length) throw new Error(`${folder}/ has no ${missing.join(", ")}.ts`);
    sets.push([`${folder}/`, byLanguage as Record<Language, unknown>]);
  }
  const inFolders = new Set([...folders.values()].map((byLanguage) => byLanguage.nl));
  for (const [file, exports] of Object.entries(entryFiles))
    for (const [name, value] of Object.entries(exports)) {
      const isRecord = isObject(value) && Object.keys(value).sort().join() === [...LANGUAGES].sort().join();
      if (isRecord && !inFolders.has((value as Record<Language, unknown>).nl))
        sets.push([`${file.slice(2)} (${name})`, value as Record<Language, unknown>]);
    }
  return sets.sort(([a], [b]) => a.localeCompare(b));
}

function leaves(tree: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (isObject(tree)) {
    for (const [key, value] of Object.entries(tree))
      for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
  } else out.set(prefix, String(tree));
  return out;
}

const placeholders = (text: string | undefined) =>
  [...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "").sort((a, b) => a.localeCompare(b));

const SETS = messageSets();

it("finds every back-office message set", () => {
  const names = SETS.map(([name]) => name.replace(/ .*/, ""));
  for (const known of ["admin.ts", "admin-audit/", "admin-frame/", "admin-nav/", "owner.ts", "owner-summary.ts"])
    expect(names.some((name) => name === known || name === `${known.replace(/\.ts$/, "")}/`)).toBe(true);
  expect(SETS.length).toBeGreaterThanOrEqual(20);
});

describe.each(SETS)("the texts of %s", (_name, messages) => {
  const dutch = leaves(messages.nl);

  it.each(LANGUAGES)("have a non-empty text for every key in %s, with Dutch's placeholders", (language) => {
    const texts = leaves(messages[language]);
    expect([...texts.keys()].sort()).toEqual([...dutch.keys()].sort());
    expect([...texts].filter(([, text]) => text.trim() === "").map(([key]) => key)).toEqual([]);
    const mismatched = [...dutch].filter(
      ([key, text]) => placeholders(texts.get(key)).join() !== placeholders(text).join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});

describe("the back office's message files", () => {
  it.each(Object.entries(sources))("%s has at most 400 lines", (_file, source) => {
    expect(source.trimEnd().split("\n").length).toBeLessThanOrEqual(400);
  });
});
