import { describe, expect, it } from "vitest";
import { truncate } from "./truncate.ts";

/** Words of `size` letters separated by single spaces, `length` characters in all. */
function words(length: number, size = 9): string {
  let text = "";
  while (text.length < length) text += text === "" ? "a".repeat(size) : ` ${"a".repeat(size)}`;
  return text.slice(0, length);
}

describe("truncate: empty text", () => {
  it.each([[null], [undefined], [""], ["   "], ["\n\t "]])("%j -> empty", (input) => {
    expect(truncate(input)).toBe("");
  });
});

describe("truncate: text that fits", () => {
  it.each([
    ["short", "short"],
    ["  padded  ", "padded"],
    ["x".repeat(250), "x".repeat(250)],
    [` ${"x".repeat(250)} `, "x".repeat(250)],
  ])("%j is kept whole", (input, expected) => {
    expect(truncate(input)).toBe(expected);
  });
});

describe("truncate: default limit 250, word cut beyond 80% (200 characters)", () => {
  // A space at index i means the text kept by a word cut is i characters long.
  function withSpaceAt(index: number, length = 300): string {
    return `${"x".repeat(index)} ${"y".repeat(length - index - 1)}`;
  }

  it.each([
    [199, `${"x".repeat(199)} ${"y".repeat(50)}…`],
    [200, `${"x".repeat(200)} ${"y".repeat(49)}…`],
    [201, `${"x".repeat(201)}…`],
    [230, `${"x".repeat(230)}…`],
    [249, `${"x".repeat(249)}…`],
    [250, `${"x".repeat(250)}…`],
  ])("space at %d", (index, expected) => {
    expect(truncate(withSpaceAt(index))).toBe(expected);
  });

  it("cuts at the last of several spaces", () => {
    const text = words(300);
    const result = truncate(text);
    expect(result.endsWith("a…")).toBe(true);
    const kept = result.slice(0, -1);
    expect(kept.length).toBeLessThanOrEqual(250);
    expect(kept.length).toBeGreaterThan(200);
    expect(text.startsWith(kept)).toBe(true);
    expect(text.charAt(kept.length)).toBe(" ");
  });

  it("hard-cuts one long word at the limit", () => {
    expect(truncate("z".repeat(1000))).toBe(`${"z".repeat(250)}…`);
  });

  it("counts 251 characters as too long", () => {
    expect(truncate("x".repeat(251))).toBe(`${"x".repeat(250)}…`);
  });

  it("drops a dangling separator before the ellipsis", () => {
    expect(truncate(`${"x".repeat(220)}, ${"y".repeat(100)}`)).toBe(`${"x".repeat(220)}…`);
    expect(truncate(`${"x".repeat(220)} — ${"y".repeat(100)}`)).toBe(`${"x".repeat(220)}…`);
  });

  it("keeps a text made only of separators", () => {
    expect(truncate("-".repeat(300))).toBe(`${"-".repeat(250)}…`);
  });
});

describe("truncate: options", () => {
  it.each([
    [{ limit: 10 }, "aaaaaaaaa…"],
    [{ limit: 20 }, "aaaaaaaaa aaaaaaaaa…"],
    [{ limit: 12 }, "aaaaaaaaa aa…"],
    [{ limit: 10, ellipsis: "" }, "aaaaaaaaa"],
    [{ limit: 10, ellipsis: "..." }, "aaaaaaaaa..."],
    [{ limit: 10, ellipsis: " [meer]" }, "aaaaaaaaa [meer]"],
  ])("%j", (options, expected) => {
    expect(truncate(words(40), options)).toBe(expected);
  });

  it.each([[0], [-5], [Number.NaN], [2.5], [Number.POSITIVE_INFINITY]])(
    "an invalid limit %s falls back to 250",
    (limit) => {
      expect(truncate("x".repeat(300), { limit })).toBe(`${"x".repeat(250)}…`);
    },
  );

  it("uses limit 100 for type descriptions", () => {
    expect(truncate("b".repeat(150), { limit: 100 })).toBe(`${"b".repeat(100)}…`);
  });
});

describe("truncate: characters as a reader sees them", () => {
  it("never splits a letter from its combining accent", () => {
    const text = "e\u0301".repeat(300);
    expect(truncate(text)).toBe(`${"e\u0301".repeat(250)}…`);
  });

  it("never splits a flag or a family emoji", () => {
    expect(truncate("🇧🇪".repeat(300), { limit: 3 })).toBe("🇧🇪🇧🇪🇧🇪…");
    expect(truncate("👨‍👩‍👧".repeat(5), { limit: 2 })).toBe("👨‍👩‍👧👨‍👩‍👧…");
  });

  it("never splits an emoji", () => {
    const text = "🏠".repeat(300);
    const result = truncate(text);
    expect(Array.from(result)).toHaveLength(251);
    expect(result).toBe(`${"🏠".repeat(250)}…`);
  });

  it("counts an emoji as one character", () => {
    expect(truncate("🏠".repeat(250))).toBe("🏠".repeat(250));
  });
});
