import { describe, expect, it } from "vitest";
import { applyRowIntent, applyRowOperation, blankUnit, type ProjectDraft, parseRowIntent } from "./project-draft.ts";
import { projectDraft as draft, NO_NAMES as none } from "./project-form.fixture.ts";
import { checkProjectDraft, readProjectDraft } from "./project-form.ts";

describe("checkProjectDraft", () => {
  it("turns a good form into the values to write: numbers read, blanks null, the town's name chosen", () => {
    const checked = checkProjectDraft(draft(), "nl");
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.values).toMatchObject({
      number: "P-7",
      boxNr: null,
      countryId: 10,
      city: "Halle",
      cityNames: { nl: "Halle", fr: "Hal" },
      latitude: 50.7335,
      longitude: 4.2345,
      externalUrl: null,
      texts: { nl: { title: "Residentie Zenne" }, de: { title: "Residenz Zenne", description: "" } },
      documents: [{ id: 9, names: { nl: "Prijslijst" } }],
    });
    expect(Object.keys(checked.values.texts)).toEqual(["nl", "de"]);
    expect(checked.values.units).toEqual([
      { id: 3, name: "A.0.1", floor: 0, status: "available", price: 325_000, surface: 84.5, bedrooms: 2 },
      { id: null, name: "A.1.1", floor: 1, status: "sold", price: null, surface: null, bedrooms: null },
    ]);
  });

  it.each<[string, Partial<ProjectDraft>, Record<string, string>]>([
    ["a postal code of four digits", { zip: "15000" }, { zip: "zip" }],
    ["a status it knows", { status: "hidden" }, { status: "required" }],
    ["an external site over https", { externalUrl: "http://project.example.be" }, { externalUrl: "https" }],
    ["both coordinates or none", { longitude: "" }, { longitude: "bothCoordinates" }],
    ["coordinates on the globe", { latitude: "91" }, { latitude: "range" }],
    ["a number for a number", { latitude: "north" }, { latitude: "number" }],
    ["a town name in some language", { cityNames: none }, { "cityNames.nl": "required" }],
    [
      "a title in the default language to publish",
      { texts: { ...draft().texts, nl: { title: "", description: "" } } },
      { "texts.nl.title": "titleToPublish" },
    ],
    [
      "a title above a description",
      { texts: { ...draft().texts, fr: { title: " ", description: "Douze appartements." } } },
      { "texts.fr.title": "titleForDescription" },
    ],
    [
      "a unit's name, a whole floor, a known status, a price in euros",
      {
        units: [{ id: "3", name: "", floor: "1.5", status: "gone", price: "350,000", surface: "0", bedrooms: "2" }],
      },
      {
        "units.0.name": "required",
        "units.0.floor": "wholeNumber",
        "units.0.status": "required",
        "units.0.price": "numberAmbiguous",
        "units.0.surface": "range",
      },
    ],
    ["a name for every document", { documents: [{ id: "9", names: none }] }, { "documents.0.names": "required" }],
  ])("asks for %s", (_, change, errors) => {
    const checked = checkProjectDraft(draft(change), "nl");
    expect(checked.ok ? {} : checked.errors).toEqual(errors);
  });

  it("lets an unpublished project go without a title in the default language, never without any", () => {
    const german = { ...draft().texts, nl: { title: "", description: "" } };
    expect(checkProjectDraft(draft({ status: "unpublished", texts: german }), "nl").ok).toBe(true);
    const nothing = { nl: { title: "", description: "" }, fr: { title: "", description: "" } };
    const checked = checkProjectDraft(
      draft({ status: "unpublished", texts: { ...nothing, en: nothing.nl, de: nothing.nl } }),
      "nl",
    );
    expect(checked.ok ? {} : checked.errors).toEqual({ "texts.nl.title": "required" });
  });

  it("keeps a description's paragraphs with the line breaks the site uses, whatever the browser sent", () => {
    const texts = { ...draft().texts, nl: { title: "Residentie Zenne", description: "Eén.\r\n\r\nTwee.\r\n" } };
    const checked = checkProjectDraft(draft({ texts }), "nl");
    expect(checked.ok && checked.values.texts.nl?.description).toBe("Eén.\n\nTwee.");
  });

  it("drops a unit row added and left blank instead of refusing it", () => {
    const checked = checkProjectDraft(draft({ units: [blankUnit()] }), "nl");
    expect(checked.ok && checked.values.units).toEqual([]);
  });
});

describe("readProjectDraft", () => {
  it("reads the repeated unit and document fields row by row, in the order sent", () => {
    const form = new FormData();
    for (const [name, value] of [
      ["texts.nl.title", "Residentie Zenne"],
      ["zip", "1500"],
      ["publicAddress", "on"],
      ["units.id", "3"],
      ["units.name", "A"],
      ["units.floor", "0"],
      ["units.status", "sold"],
      ["units.price", ""],
      ["units.surface", ""],
      ["units.bedrooms", ""],
      ["units.id", ""],
      ["units.name", "B"],
      ["units.floor", "1"],
      ["units.status", "available"],
      ["units.price", "300000"],
      ["units.surface", "90"],
      ["units.bedrooms", "2"],
      ["documents.id", "9"],
      ["documents.names.nl", "Prijslijst"],
      ["documents.names.fr", "Liste de prix"],
      ["documents.names.en", ""],
      ["documents.names.de", ""],
    ])
      form.append(name as string, value as string);
    const read = readProjectDraft(form);
    expect(read.publicAddress).toBe(true);
    expect(read.texts.nl.title).toBe("Residentie Zenne");
    expect(read.texts.de).toEqual({ title: "", description: "" });
    expect(read.units.map((unit) => [unit.id, unit.name, unit.status, unit.price])).toEqual([
      ["3", "A", "sold", ""],
      ["", "B", "available", "300000"],
    ]);
    expect(read.documents).toEqual([{ id: "9", names: { nl: "Prijslijst", fr: "Liste de prix", en: "", de: "" } }]);
  });
});

describe("row operations", () => {
  it.each([
    ["units-remove-1", ["a", "c"]],
    ["units-up-1", ["b", "a", "c"]],
    ["units-down-1", ["a", "c", "b"]],
    ["units-up-0", ["a", "b", "c"]],
    ["units-down-2", ["a", "b", "c"]],
    ["units-remove-7", ["a", "b", "c"]],
    ["units-add", ["a", "b", "c", ""]],
  ])("%s", (value, expected) => {
    const intent = parseRowIntent(value);
    expect(intent).toBeDefined();
    if (!intent) return;
    expect(applyRowOperation(["a", "b", "c"], intent.operation, intent.index, () => "")).toEqual(expected);
  });

  it("refuses intents it does not know", () => {
    for (const value of ["units-add-1", "documents-add", "units-remove", "units-drop-1", "save", 3])
      expect(parseRowIntent(value)).toBeUndefined();
  });

  it("moves a document in the draft and keeps what was typed", () => {
    const two = draft({
      documents: [
        { id: "9", names: { ...none, nl: "Prijslijst" } },
        { id: "10", names: { ...none, nl: "Lastenboek" } },
      ],
    });
    const moved = applyRowIntent(two, { list: "documents", operation: "up", index: 1 });
    expect(moved.documents.map((document) => document.names.nl)).toEqual(["Lastenboek", "Prijslijst"]);
    expect(moved.texts).toBe(two.texts);
  });
});
