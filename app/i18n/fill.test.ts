import { describe, expect, it } from "vitest";
import { fill, fillCount, takesOne } from "./fill.ts";
import { LOCALES } from "./format.ts";
import { LANGUAGES, type Language } from "./languages.ts";

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

describe("takesOne", () => {
  const counts = [
    0,
    1,
    2,
    3,
    10,
    11,
    21,
    100,
    101,
    1_000_000,
    2_000_000,
    0.5,
    1.5,
    1.99,
    2.5,
    -1,
    -1.5,
    -2,
    Number.NaN,
    Infinity,
  ];
  it.each(LANGUAGES)("says of every count what Intl.PluralRules says in %s", (language) => {
    const rules = new Intl.PluralRules(LOCALES[language]);
    for (const count of counts) expect(takesOne(language, count), `${count}`).toBe(rules.select(count) === "one");
  });
});
