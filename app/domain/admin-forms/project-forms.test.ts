// The projects' schemas as the projects page and the project editor run them, on the server and in
// the browser: a form posted by the names Conform gives its fields, read and checked.
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { ProjectDraft } from "../forms/project-draft.ts";
import { projectDraft as draft, NO_NAMES as none } from "../forms/project-form.fixture.ts";
import { newProjectSchema, projectEditorSchema, projectValuesOf } from "./project-forms.ts";

const valid = { title: "Residentie Zennepark", zip: "1500", city: "Halle" };

function parse(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseWithZod(formData, { schema: newProjectSchema });
}

describe("newProjectSchema", () => {
  it("takes a title, a postcode and a town, trimmed", () => {
    const submission = parse({ title: " Residentie Zennepark ", zip: " 1500", city: "Halle " });
    expect(submission.status === "success" ? submission.value : submission.error).toEqual(valid);
  });

  it.each([
    ["title", "", "required"],
    ["title", "x".repeat(121), "tooLong"],
    ["zip", "", "required"],
    ["zip", "150", "postcode"],
    ["zip", "B-1500", "postcode"],
    ["zip", "15000", "postcode"],
    ["city", "  ", "required"],
    ["city", "x".repeat(81), "tooLong"],
  ])("refuses %s = %j with %s", (field, typed, key) => {
    const submission = parse({ ...valid, [field]: typed });
    expect(submission.status === "error" ? submission.error : submission.status).toEqual({ [field]: [key] });
  });
});

/** Values by the names Conform posts them under: "texts.nl.title", "units[0].price". */
function flattened(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  if (Array.isArray(value)) return value.flatMap((entry, index) => flattened(entry, `${prefix}[${index}]`));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([name, entry]) => flattened(entry, prefix ? `${prefix}.${name}` : name));
}

/** The editor's form posted as the page posts it ("units[0].price", a ticked box "on"). */
function posted({ newDocumentNames, publicAddress, ...rest }: ProjectDraft) {
  const formData = new FormData();
  const fields = flattened({
    ...rest,
    publicAddress: publicAddress ? "on" : "",
    newDocument: { names: newDocumentNames },
  });
  for (const [name, value] of fields) formData.append(name, value);
  return parseWithZod(formData, { schema: projectEditorSchema("nl") });
}

function errorsOf(submission: ReturnType<typeof posted>): Record<string, string[] | null> {
  return submission.status === "error" ? (submission.error ?? {}) : {};
}

describe("projectEditorSchema", () => {
  it("gives Conform the fields' constraints (the page runs it in the browser)", () => {
    expect(getZodConstraint(projectEditorSchema("nl"))).toMatchObject({ zip: { required: true } });
  });

  it("turns a good form into the values to write: numbers read, blanks null, the town's name chosen", () => {
    const submission = posted(draft());
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(projectValuesOf(submission.value, "nl")).toMatchObject({
      number: "P-7",
      boxNr: null,
      countryId: 10,
      city: "Halle",
      cityNames: { nl: "Halle", fr: "Hal" },
      publicAddress: true,
      latitude: 50.7335,
      longitude: 4.2345,
      externalUrl: null,
      texts: { nl: { title: "Residentie Zenne" }, de: { title: "Residenz Zenne", description: "" } },
      documents: [{ id: 9, names: { nl: "Prijslijst" } }],
    });
    expect(Object.keys(submission.value.texts)).toEqual(["nl", "de"]);
    expect(submission.value.units).toEqual([
      {
        id: 3,
        name: "A.0.1",
        floor: 0,
        status: "available",
        price: 325_000,
        surface: 84.5,
        bedrooms: 2,
        propertyId: null,
      },
      {
        id: null,
        name: "A.1.1",
        floor: 1,
        status: "sold",
        price: null,
        surface: null,
        bedrooms: null,
        propertyId: null,
      },
    ]);
  });

  it("reads the listing a unit is as its id, and refuses what is no id (whose listing it is, the save checks)", () => {
    const unit = { id: "", name: "B", floor: "", status: "available", price: "", surface: "", bedrooms: "" };
    const submission = posted(draft({ units: [{ ...unit, propertyId: "900000001" }] }));
    expect(submission.status === "success" && submission.value.units[0]?.propertyId).toBe(900_000_001);
    expect(errorsOf(posted(draft({ units: [{ ...unit, propertyId: "IZ-301" }] })))).toEqual({
      "units[0].propertyId": ["notInProject"],
    });
  });

  it.each<[string, Partial<ProjectDraft>, Record<string, string[]>]>([
    ["a postal code of four digits", { zip: "15000" }, { zip: ["zip"] }],
    ["a street of 120 characters at most", { street: "x".repeat(121) }, { street: ["tooLong"] }],
    ["a status it knows", { status: "hidden" }, { status: ["required"] }],
    ["an external site over https", { externalUrl: "http://project.example.be" }, { externalUrl: ["https"] }],
    ["both coordinates or none", { longitude: "" }, { longitude: ["bothCoordinates"] }],
    ["coordinates on the globe", { latitude: "91" }, { latitude: ["range"] }],
    ["a number for a number", { latitude: "north" }, { latitude: ["number"] }],
    ["a town name in some language", { cityNames: none }, { "cityNames.nl": ["required"] }],
    [
      "a title in the default language to publish",
      { texts: { ...draft().texts, nl: { title: "", description: "" } } },
      { "texts.nl.title": ["titleToPublish"] },
    ],
    [
      "a title above a description",
      { texts: { ...draft().texts, fr: { title: " ", description: "Douze appartements." } } },
      { "texts.fr.title": ["titleForDescription"] },
    ],
    [
      "a unit's name, a whole floor, a known status, a price in euros (both readings said)",
      {
        units: [
          {
            id: "3",
            name: "",
            floor: "1.5",
            status: "gone",
            price: "350,000",
            surface: "0",
            bedrooms: "2",
            propertyId: "",
          },
        ],
      },
      {
        "units[0].name": ["required"],
        "units[0].floor": ["wholeNumber"],
        "units[0].status": ["required"],
        "units[0].price": ["numberAmbiguous|amount|350|350000"],
        "units[0].surface": ["range"],
      },
    ],
    ["a name for every document", { documents: [{ id: "9", names: none }] }, { "documents[0].names": ["required"] }],
  ])("asks for %s", (_, change, errors) => {
    expect(errorsOf(posted(draft(change)))).toEqual(errors);
  });

  it("reads 385.000 as Belgians type it", () => {
    const units = [
      {
        id: "",
        name: "B",
        floor: "",
        status: "available",
        price: "385.000",
        surface: "",
        bedrooms: "",
        propertyId: "",
      },
    ];
    const submission = posted(draft({ units }));
    expect(submission.status === "success" && submission.value.units[0]?.price).toBe(385_000);
  });

  it("lets an unpublished project go without a title in the default language, never without any", () => {
    const german = { ...draft().texts, nl: { title: "", description: "" } };
    expect(posted(draft({ status: "unpublished", texts: german })).status).toBe("success");
    const nothing = { title: "", description: "" };
    const texts = { nl: nothing, fr: nothing, en: nothing, de: nothing };
    expect(errorsOf(posted(draft({ status: "unpublished", texts })))).toEqual({ "texts.nl.title": ["required"] });
  });

  it("keeps a description's paragraphs with the line breaks the site uses, whatever the browser sent", () => {
    const texts = { ...draft().texts, nl: { title: "Residentie Zenne", description: "Eén.\r\n\r\nTwee.\r\n" } };
    const submission = posted(draft({ texts }));
    expect(submission.status === "success" && submission.value.texts.nl?.description).toBe("Eén.\n\nTwee.");
  });

  it("drops a unit row added and left blank instead of refusing it", () => {
    const blank = {
      id: "",
      name: "",
      floor: "",
      status: "available",
      price: "",
      surface: "",
      bedrooms: "",
      propertyId: "",
    };
    const submission = posted(draft({ units: [blank] }));
    expect(submission.status === "success" && submission.value.units).toEqual([]);
  });

  it("reads the names typed for a new document", () => {
    const submission = posted(draft({ newDocumentNames: { ...none, fr: "Plans" } }));
    expect(submission.status === "success" && projectValuesOf(submission.value, "nl").newDocumentNames).toEqual({
      fr: "Plans",
    });
  });
});
