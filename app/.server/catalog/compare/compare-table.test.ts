import { describe, expect, it } from "vitest";
import type { AttributeGroup } from "../../../shared/detail-view.ts";
import { compareSections } from "./compare-table.ts";

const surfaces = (rows: [string, string][]): AttributeGroup => ({
  group: "surfaces",
  title: "Oppervlaktes",
  rows: rows.map(([key, value]) => ({ key, label: `label ${key}`, value })),
});

describe("compareSections", () => {
  it("lays the rows of every property side by side, in the detail page's order", () => {
    const first = [surfaces([["living", "120 m²"]])];
    const second = [
      surfaces([
        ["living", "95 m²"],
        ["garden", "300 m²"],
      ]),
    ];
    // "garden" comes after "living" in the detail page's order, whichever property has it first.
    const third = [surfaces([["garden", "40 m²"]])];
    expect(compareSections([first, second, third])).toEqual([
      {
        group: "surfaces",
        title: "Oppervlaktes",
        rows: [
          { key: "living", label: "label living", values: ["120 m²", "95 m²", null] },
          { key: "garden", label: "label garden", values: [null, "300 m²", "40 m²"] },
        ],
      },
    ]);
  });

  it("leaves out the rows shown among the key figures", () => {
    const both = [
      surfaces([
        ["living", "120 m²"],
        ["garden", "30 m²"],
      ]),
    ];
    expect(compareSections([both, both], new Set(["living"]))[0]?.rows.map((row) => row.key)).toEqual(["garden"]);
  });

  it("leaves out the groups that are not compared and those nobody has", () => {
    const planning: AttributeGroup = {
      group: "planning",
      title: "Stedenbouw",
      rows: [{ key: "permit", label: "Vergunning", value: "Ja" }],
    };
    expect(compareSections([[planning], []])).toEqual([]);
  });

  it("keeps a flag that one property has and another denies", () => {
    const comfort = (value: string): AttributeGroup => ({
      group: "comfort",
      title: "Comfort",
      rows: [{ key: "lift", label: "Lift", value }],
    });
    expect(compareSections([[comfort("Ja")], [comfort("Nee")]])[0]?.rows).toEqual([
      { key: "lift", label: "Lift", values: ["Ja", "Nee"] },
    ]);
  });
});
