import { describe, expect, it } from "vitest";
import { applyRowIntent, type FormValues, parseRowIntent, rowCount, rowIntent } from "./flat-form.ts";

const THREE: FormValues = {
  version: "v1",
  "footer.count": "3",
  "footer.0.title.nl": "A",
  "footer.0.titlePublic": "on",
  "footer.1.title.nl": "B",
  "footer.2.title.nl": "C",
  "footer.2.textPublic": "on",
  "timeSlots.count": "1",
  "timeSlots.0": "10:00-13:00",
};

describe("row intents", () => {
  it.each([
    ["add:footer", { op: "add", list: "footer" }],
    ["remove:footer:2", { op: "remove", list: "footer", index: 2 }],
    ["up:topBarLeft:1", { op: "up", list: "topBarLeft", index: 1 }],
    ["down:timeSlots:0", { op: "down", list: "timeSlots", index: 0 }],
    ["add:footer:1", undefined],
    ["remove:footer", undefined],
    ["drop:footer:1", undefined],
    ["up:foot.er:1", undefined],
    ["up:footer:-1", undefined],
    ["up:footer:1:2", undefined],
    ["save", undefined],
  ])("%j reads as %j", (intent, expected) => {
    expect(parseRowIntent(intent)).toEqual(expected);
  });

  it("writes what it reads", () => {
    expect(parseRowIntent(rowIntent("remove", "footer", 4))).toEqual({ op: "remove", list: "footer", index: 4 });
    expect(parseRowIntent(rowIntent("add", "timeSlots"))).toEqual({ op: "add", list: "timeSlots" });
  });
});

describe("applyRowIntent", () => {
  it("adds an empty row at the end, up to the maximum", () => {
    const added = applyRowIntent(THREE, { op: "add", list: "footer" }, 6);
    expect(added?.row).toBe(3);
    expect(added?.values["footer.count"]).toBe("4");
    expect(rowCount(added?.values ?? {}, "footer", 6)).toBe(4);
    expect(applyRowIntent(THREE, { op: "add", list: "footer" }, 3)).toBeUndefined();
  });

  it("removes a row and closes the gap, leaving other lists alone", () => {
    const removed = applyRowIntent(THREE, { op: "remove", list: "footer", index: 1 }, 6);
    expect(removed).toEqual({
      row: 1,
      values: {
        version: "v1",
        "footer.count": "2",
        "footer.0.title.nl": "A",
        "footer.0.titlePublic": "on",
        "footer.1.title.nl": "C",
        "footer.1.textPublic": "on",
        "timeSlots.count": "1",
        "timeSlots.0": "10:00-13:00",
      },
    });
  });

  it("moves a row with all its fields, checkboxes included", () => {
    const moved = applyRowIntent(THREE, { op: "up", list: "footer", index: 2 }, 6);
    expect(moved?.row).toBe(1);
    expect(moved?.values).toMatchObject({
      "footer.1.title.nl": "C",
      "footer.1.textPublic": "on",
      "footer.2.title.nl": "B",
    });
    expect(moved?.values["footer.2.textPublic"]).toBeUndefined();
    const slots = applyRowIntent(
      { "timeSlots.count": "2", "timeSlots.0": "a", "timeSlots.1": "b" },
      { op: "down", list: "timeSlots", index: 0 },
      6,
    );
    expect(slots?.values).toEqual({ "timeSlots.count": "2", "timeSlots.0": "b", "timeSlots.1": "a" });
  });

  it("does nothing past either end or for a row that does not exist", () => {
    expect(applyRowIntent(THREE, { op: "up", list: "footer", index: 0 }, 6)).toBeUndefined();
    expect(applyRowIntent(THREE, { op: "down", list: "footer", index: 2 }, 6)).toBeUndefined();
    expect(applyRowIntent(THREE, { op: "remove", list: "footer", index: 3 }, 6)).toBeUndefined();
  });

  it("counts no more rows than the maximum whatever the form claims", () => {
    expect(rowCount({ "footer.count": "999" }, "footer", 6)).toBe(6);
    expect(rowCount({ "footer.count": "-1" }, "footer", 6)).toBe(0);
    expect(rowCount({ "footer.count": "x" }, "footer", 6)).toBe(0);
  });
});
