import { describe, expect, it } from "vitest";
import { baseOf, comparableValue, mergeEdit, mergeField } from "./edit-merge.ts";

describe("mergeField", () => {
  // base (the form as opened), mine (sent), theirs (stored now) → outcome
  const table: [string, string | undefined, string, string, ReturnType<typeof mergeField>][] = [
    ["nobody changed it", "2", "2", "2", "mine"],
    ["only I changed it", "2", "3", "2", "mine"],
    ["only they changed it", "2", "2", "3", "theirs"],
    ["both changed it to different values", "2", "3", "4", "conflict"],
    ["both changed it to the same value", "2", "3", "3", "mine"],
    ["I emptied it, they did not touch it", "2", "", "2", "mine"],
    ["they emptied it, I did not touch it", "2", "2", "", "theirs"],
    ["I emptied it, they changed it", "2", "", "4", "conflict"],
    ["they filled an empty field", "", "", "Halle", "theirs"],
    ["both filled an empty field differently", "", "Halle", "Lembeek", "conflict"],
    ["my line breaks came back as CRLF", "a\nb", "a\r\nb", "a\nb c", "theirs"],
    ["white space I added at the end is no change", "Halle", "Halle  ", "Lembeek", "theirs"],
    ["no base: the same values", undefined, "3", "3", "mine"],
    ["no base: different values are for me to judge", undefined, "3", "4", "conflict"],
    ["no base: a difference in white space alone", undefined, "3 ", "3", "mine"],
  ];
  it.each(table)("%s", (_case, base, mine, theirs, outcome) => {
    expect(mergeField(base, mine, theirs)).toBe(outcome);
  });

  it("compares by fingerprint when the base is one", () => {
    const fingerprint = (value: string) => `#${value.length}`;
    expect(mergeField("#1", "2", "34", fingerprint)).toBe("theirs");
    expect(mergeField("#1", "23", "4", fingerprint)).toBe("mine");
    expect(mergeField("#1", "23", "456", fingerprint)).toBe("conflict");
  });
});

describe("mergeEdit", () => {
  const opened = { price: "350.000", bathrooms: "1", bedrooms: "3", city: "Halle" };

  it("keeps my price and takes their bathrooms, with no conflict (the issue's two tabs)", () => {
    const merged = mergeEdit({
      base: baseOf(opened),
      mine: { ...opened, price: "385.000" },
      theirs: { ...opened, bathrooms: "2" },
    });
    expect(merged).toEqual({
      fields: { price: "385.000", bathrooms: "2", bedrooms: "3", city: "Halle" },
      taken: ["bathrooms"],
      conflicts: [],
    });
  });

  it("asks about bathrooms alone when both changed them, keeping the rest of my typing", () => {
    const merged = mergeEdit({
      base: baseOf(opened),
      mine: { ...opened, price: "385.000", bathrooms: "3" },
      theirs: { ...opened, bathrooms: "2", city: "Lembeek" },
    });
    expect(merged.conflicts).toEqual(["bathrooms"]);
    expect(merged.taken).toEqual(["city"]);
    expect(merged.fields).toEqual({ price: "385.000", bathrooms: "3", bedrooms: "3", city: "Lembeek" });
  });

  it("takes the stored value of a field the person chose to take", () => {
    const merged = mergeEdit({
      base: baseOf({ ...opened, bathrooms: "2" }),
      mine: { ...opened, bathrooms: "3" },
      theirs: { ...opened, bathrooms: "2" },
      takeTheirs: new Set(["bathrooms"]),
    });
    expect(merged).toEqual({ fields: { ...opened, bathrooms: "2" }, taken: [], conflicts: [] });
  });

  it("after a conflict, keeping mine against the new base saves mine", () => {
    // The conflict's answer carries the stored values as the new base.
    const merged = mergeEdit({
      base: baseOf({ ...opened, bathrooms: "2" }),
      mine: { ...opened, bathrooms: "3" },
      theirs: { ...opened, bathrooms: "2" },
    });
    expect(merged).toEqual({ fields: { ...opened, bathrooms: "3" }, taken: [], conflicts: [] });
  });

  it("treats a field the opened form did not have as empty then, and a form without a base as knowing nothing", () => {
    expect(mergeEdit({ base: {}, mine: { note: "" }, theirs: { note: "new" } }).taken).toEqual(["note"]);
    expect(mergeEdit({ base: null, mine: { a: "1", b: "2" }, theirs: { a: "1", b: "3" } }).conflicts).toEqual(["b"]);
  });

  it("compares through the fingerprint the base was made with", () => {
    const fingerprint = (value: string) => `h:${value.toUpperCase()}`;
    const merged = mergeEdit({
      base: baseOf(opened, fingerprint),
      mine: { ...opened, price: "385.000 " },
      theirs: { ...opened, city: "Lembeek" },
      fingerprint,
    });
    expect(merged.taken).toEqual(["city"]);
    expect(merged.conflicts).toEqual([]);
    expect(merged.fields.price).toBe("385.000 ");
  });

  it("compares values as a form sends them back", () => {
    expect(comparableValue(" a\r\nb\r ")).toBe("a\nb");
    expect(comparableValue(undefined)).toBe("");
  });
});
