// Every action the code writes to the audit log has a label in each language: the server's and the
// routes' sources are read for `action:` values (literals, both sides of a condition, templates), so
// a new action without a label fails here rather than showing its code to a manager.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../i18n/languages.ts";
import { ADMIN_AUDIT_MESSAGES } from "../../i18n/messages/admin-audit.ts";

const APP = join(import.meta.dirname, "../..");
const ROOTS = [join(APP, ".server"), join(APP, "routes")];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The expression after `action:` up to the comma, brace or semicolon that ends it (strings and templates skipped whole). */
function expressionAt(text: string, start: number): string {
  let depth = 0;
  let index = start;
  while (index < text.length) {
    const char = text[index];
    if (char === '"' || char === "'") {
      index = text.indexOf(char, index + 1) + 1;
      continue;
    }
    if (char === "`") {
      index = templateEnd(text, index);
      continue;
    }
    if (char === "(" || char === "[" || char === "{") depth++;
    else if (char === ")" || char === "]" || char === "}") {
      if (depth === 0) break;
      depth--;
    } else if ((char === "," || char === ";") && depth === 0) break;
    index++;
  }
  return text.slice(start, index);
}

/** The index just past the template literal that starts at `start`, nested ${...} included. */
function templateEnd(text: string, start: number): number {
  let index = start + 1;
  while (index < text.length && text[index] !== "`") {
    if (text[index] === "\\") index += 2;
    else if (text.startsWith("${", index)) {
      let depth = 1;
      index += 2;
      while (index < text.length && depth > 0) {
        if (text[index] === "`") index = templateEnd(text, index) - 1;
        else if (text[index] === "{") depth++;
        else if (text[index] === "}") depth--;
        index++;
      }
    } else index++;
  }
  return index + 1;
}

const CODE = /^[a-z][a-z-]*(\.[a-z-]+)*$/;

/** Where `char` first stands outside strings, templates and brackets in `text`, or -1. */
function topLevelIndex(text: string, char: string): number {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const current = text[index];
    if (current === char && depth === 0) return index;
    if (current === '"' || current === "'") index = text.indexOf(current, index + 1);
    else if (current === "`") index = templateEnd(text, index) - 1;
    else if (current === "(" || current === "[" || current === "{") depth++;
    else if (current === ")" || current === "]" || current === "}") depth--;
    if (index < 0) return -1;
  }
  return -1;
}

/**
 * The action codes an expression can write, as patterns: a string literal is itself, a condition
 * either of its branches, a template each way its ${...} can be filled (string literals in it, else
 * "some word", [a-z-]+). Anything else (a variable, a call) says nothing here.
 */
function codePatterns(expression: string): string[] {
  let text = expression.trim();
  while (text.startsWith("(") && text.endsWith(")")) text = text.slice(1, -1).trim();
  const question = topLevelIndex(text, "?");
  if (question !== -1) {
    const branches = text.slice(question + 1);
    const colon = topLevelIndex(branches, ":");
    return colon === -1 ? [] : [...codePatterns(branches.slice(0, colon)), ...codePatterns(branches.slice(colon + 1))];
  }
  const literal = /^"([^"]*)"$/.exec(text);
  if (literal) return CODE.test(literal[1] ?? "") ? [escapeRegExp(literal[1] ?? "")] : [];
  if (!text.startsWith("`") || templateEnd(text, 0) !== text.length) return [];
  let alternatives = [""];
  let rest = text.slice(1, -1);
  while (rest.length > 0) {
    const open = rest.indexOf("${");
    if (open === -1) {
      alternatives = alternatives.map((start) => start + escapeRegExp(rest));
      break;
    }
    const fixed = escapeRegExp(rest.slice(0, open));
    const close = open + 2 + topLevelIndex(rest.slice(open + 2), "}");
    const inner = codePatterns(rest.slice(open + 2, close));
    const choices = inner.length > 0 ? inner : ["[a-z-]+"];
    alternatives = alternatives.flatMap((start) => choices.map((choice) => start + fixed + choice));
    rest = rest.slice(close + 1);
  }
  return alternatives;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function writtenActions(): { where: string; pattern: string }[] {
  return ROOTS.flatMap(sourceFiles).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return [...text.matchAll(/\baction:\s*/g)].flatMap((match) =>
      codePatterns(expressionAt(text, (match.index ?? 0) + match[0].length)).map((pattern) => ({
        where: relative(APP, file),
        pattern,
      })),
    );
  });
}

const labelled = Object.keys(ADMIN_AUDIT_MESSAGES.nl.actions);

describe("audit action labels", () => {
  const written = writtenActions();

  it("finds the actions the code writes (the scan itself works)", () => {
    const patterns = written.map((entry) => entry.pattern);
    expect(patterns).toContain("property\\.edit");
    expect(patterns).toContain("sign-out\\.everywhere");
    expect(patterns).toContain("page\\.module\\.publish");
    expect(patterns).toContain("property\\.[a-z-]+");
    expect(written.length).toBeGreaterThan(50);
  });

  it("has a label for every action written anywhere in the server's code and the routes", () => {
    const unlabelled = written.filter(({ pattern }) => !labelled.some((code) => new RegExp(`^${pattern}$`).test(code)));
    expect(unlabelled).toEqual([]);
  });

  it("labels each action in nl, fr, en and de, and no two actions alike in one language", () => {
    for (const language of LANGUAGES) {
      const actions: Record<string, string> = ADMIN_AUDIT_MESSAGES[language].actions;
      expect(Object.keys(actions).sort()).toEqual([...labelled].sort());
      for (const code of labelled) expect(actions[code]?.trim(), `${language} ${code}`).toBeTruthy();
      expect(new Set(Object.values(actions)).size, language).toBe(labelled.length);
    }
  });
});
