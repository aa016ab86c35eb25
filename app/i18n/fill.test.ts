import { describe, expect, it } from "vitest";
import { fill, fillCount } from "./fill.ts";
import type { Language } from "./languages.ts";

describe("fill", () => {
  it("replaces the placeholders it is given and leaves an unknown one visible", () => {
    expect(fill("{count} of {total} for {who}", { count: 2, total: "5" })).toBe("2 of 5 for {who}");
  });
});

describe("fillCount", () => {
  const visitors = { one: "{count} visitor of {name}", other: "{count} visitors of {name}" };
  it.each<[Language, number, string]>([
    ["nl", 1, "1 visitor of Anna"],
    ["nl", 0, "0 visitors of Anna"],
    ["nl", 2, "2 visitors of Anna"],
    ["en", 1, "1 visitor of Anna"],
    ["en", 21, "21 visitors of Anna"],
    ["de", 1, "1 visitor of Anna"],
    ["de", 3, "3 visitors of Anna"],
    // French says a count below two in the singular: "0 visiteur", "1 visiteur".
    ["fr", 0, "0 visitor of Anna"],
    ["fr", 1, "1 visitor of Anna"],
    ["fr", 2, "2 visitors of Anna"],
  ])("%s, %i: %s", (language, count, said) => {
    expect(fillCount(language, visitors, count, { name: "Anna" })).toBe(said);
  });
});
