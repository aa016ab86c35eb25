import { describe, expect, it } from "vitest";
import { keptChangeWarning, type StoredType, type TypeValues, typeImportPlan } from "./type-import.ts";

const feedHouse: TypeValues = { showOrder: 0, sale: true, rent: true, names: { nl: "Huis", fr: "Maison" } };

function stored(overrides: Partial<StoredType> = {}): StoredType {
  return { showOrder: 0, sale: true, rent: true, names: { nl: "Huis", fr: "Maison" }, staffEdited: [], ...overrides };
}

describe("typeImportPlan", () => {
  const cases: {
    name: string;
    stored: StoredType | undefined;
    feed: TypeValues;
    write: TypeValues | undefined;
    kept: string[];
  }[] = [
    { name: "a new type is written as fed", stored: undefined, feed: feedHouse, write: feedHouse, kept: [] },
    { name: "the same values write nothing", stored: stored(), feed: feedHouse, write: undefined, kept: [] },
    {
      name: "a field staff never touched follows the feed",
      stored: stored({ names: { nl: "Woning", fr: "Maison" } }),
      feed: feedHouse,
      write: feedHouse,
      kept: [],
    },
    {
      name: "a name staff changed is kept and reported",
      stored: stored({ names: { nl: "Woning", fr: "Maison" }, staffEdited: ["names.nl"] }),
      feed: feedHouse,
      write: undefined,
      kept: ["names.nl"],
    },
    {
      name: "a flag staff changed is kept and reported; the other fields follow the feed",
      stored: stored({ rent: false, showOrder: 5, staffEdited: ["rent"] }),
      feed: feedHouse,
      write: { ...feedHouse, rent: false },
      kept: ["rent"],
    },
    {
      name: "a field staff changed to what the feed says is nothing to report",
      stored: stored({ names: { nl: "Huis", fr: "Maison" }, staffEdited: ["names.nl"] }),
      feed: feedHouse,
      write: undefined,
      kept: [],
    },
    {
      name: "a language the feed does not send keeps the name staff typed",
      stored: stored({ names: { nl: "Huis", fr: "Maison", de: "Haus", en: "House" }, staffEdited: ["names.de"] }),
      feed: { ...feedHouse, names: { nl: "Woonhuis", fr: "Maison" } },
      write: { ...feedHouse, names: { nl: "Woonhuis", fr: "Maison", de: "Haus", en: "House" } },
      kept: [],
    },
    {
      name: "a name staff emptied stays empty and is reported",
      stored: stored({ names: { nl: "Huis" }, staffEdited: ["names.fr"] }),
      feed: feedHouse,
      write: undefined,
      kept: ["names.fr"],
    },
    {
      name: "the order staff set is kept",
      stored: stored({ showOrder: 3, staffEdited: ["showOrder"] }),
      feed: feedHouse,
      write: undefined,
      kept: ["showOrder"],
    },
  ];
  for (const { name, stored: row, feed, write, kept } of cases)
    it(name, () => {
      const plan = typeImportPlan(row, feed);
      expect(plan.write).toEqual(write);
      expect(plan.kept.map((change) => change.field)).toEqual(kept);
    });

  it("reports both values", () => {
    const plan = typeImportPlan(
      stored({ names: { nl: "Woning", fr: "Maison" }, staffEdited: ["names.nl"] }),
      feedHouse,
    );
    expect(plan.kept).toEqual([{ field: "names.nl", staff: "Woning", feed: "Huis" }]);
    expect(keptChangeWarning(1, plan.kept[0] ?? { field: "sale", staff: 0, feed: 0 })).toBe(
      'type 1: names.nl kept as staff set it ("Woning"); the feed has "Huis"',
    );
  });
});
