import { describe, expect, it } from "vitest";
import { hasControlCharacters, withoutControlCharacters } from "./control-characters.ts";

describe("control characters", () => {
  it.each([
    ["a\u0000b", true],
    ["\u0007", true],
    ["esc\u001b[31m", true],
    ["\u007f", true],
    ["c1\u0085", true],
    ["tab\tand\nlines\r\n", false],
    ["Zoë Dupré, € 385.000 – 3° étage", false],
    ["emoji 🏡", false],
    ["", false],
  ])("%j has control characters: %s", (text, expected) => {
    expect(hasControlCharacters(text)).toBe(expected);
  });

  it("drops them and keeps the rest", () => {
    expect(withoutControlCharacters("Pe\u0000ters\u001b\tHalle\n")).toBe("Peters\tHalle\n");
  });
});
