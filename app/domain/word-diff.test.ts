import { describe, expect, it } from "vitest";
import { type DiffPart, wordDiff } from "./word-diff.ts";

/** The diff as the audit log reads it: removed words in <del>, added in <ins>, a gap as "…". */
function markup(parts: DiffPart[]): string {
  return parts
    .map((part) =>
      part.kind === "gap" ? "…" : part.kind === "same" ? part.text : `<${part.kind}>${part.text}</${part.kind}>`,
    )
    .join(" ");
}

const words = (count: number, stem = "w") =>
  Array.from({ length: count }, (_, index) => `${stem}${index + 1}`).join(" ");

describe("wordDiff", () => {
  it.each([
    ["the same text", "Een ruime villa.", "Een ruime villa.", ""],
    ["white space alone", "Een  ruime\nvilla.", "Een ruime villa.", ""],
    ["both empty", "", "", ""],
    ["one word replaced", "Een ruime villa.", "Een kleine villa.", "Een <del>ruime</del> <ins>kleine</ins> villa."],
    ["a word added at the end", "Een villa", "Een villa met tuin", "Een villa <ins>met tuin</ins>"],
    ["a word removed at the start", "Nieuw: een villa", "een villa", "<del>Nieuw:</del> een villa"],
    ["a text written where there was none", "", "Een villa met tuin", "<ins>Een villa met tuin</ins>"],
    ["a text cleared", "Een villa met tuin", "", "<del>Een villa met tuin</del>"],
    [
      "a change in a long text: four words of context, the rest left out",
      `${words(30)} prijs 385.000 euro ${words(30, "v")}`,
      `${words(30)} prijs 395.000 euro ${words(30, "v")}`,
      "… w28 w29 w30 prijs <del>385.000</del> <ins>395.000</ins> euro v1 v2 v3 …",
    ],
    [
      "two changes far apart: the unchanged run between them is cut",
      `alpha ${words(20)} omega`,
      `ALPHA ${words(20)} OMEGA`,
      "<del>alpha</del> <ins>ALPHA</ins> w1 w2 w3 w4 … w17 w18 w19 w20 <del>omega</del> <ins>OMEGA</ins>",
    ],
    [
      "two changes close together: the words between them are all kept",
      "a b c d e f g",
      "a B c d e F g",
      "a <del>b</del> <ins>B</ins> c d e <del>f</del> <ins>F</ins> g",
    ],
    [
      "a whole body replaced: a few words of each, never the whole",
      words(100),
      words(100, "n"),
      `<del>${words(40)}</del> … <ins>${words(40, "n")}</ins> …`,
    ],
  ])("%s", (_name, before, after, expected) => {
    expect(markup(wordDiff(before, after))).toBe(expected);
  });

  it("takes the context and the longest change it is given", () => {
    expect(markup(wordDiff("a b c d e f g h", "a b c X e f g h", { context: 1, longestChange: 1 }))).toBe(
      "… c <del>d</del> <ins>X</ins> e …",
    );
    expect(markup(wordDiff("a", "x y z", { longestChange: 2 }))).toBe("<del>a</del> <ins>x y</ins> …");
  });

  it("answers quickly for long bodies changed all through (the middle read as replaced)", () => {
    const before = words(3000);
    const after = words(3000, "n");
    const parts = wordDiff(before, after);
    expect(parts.filter((part) => part.kind === "del" || part.kind === "ins")).toHaveLength(2);
  });
});
