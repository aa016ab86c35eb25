// The listing editor's schema as the page and its action run it: FormData through Conform (an empty
// input is undefined), posted names with dots read as nesting, numbers typed the Belgian way, every
// refusal a key of ADMIN_FORM_ERRORS or of the listing's own texts.
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ADMIN_FORM_ERRORS } from "./admin-fields.ts";
import { LISTING_FORM_ERRORS, type ListingFieldSpec, listingFormSetup, listingSchema } from "./listing-forms.ts";

const details: ListingFieldSpec[] = [
  { name: "details.financial.renterCharges", label: "Charges", input: "number", kind: "amount" },
  { name: "details.building.constructionYear", label: "Year", input: "integer", kind: "count" },
  { name: "details.energy.co2", label: "CO₂", input: "integer", kind: "count", bounds: { min: -1_000 } },
  { name: "details.environment.asbestosDate", label: "Asbestos", input: "date" },
  {
    name: "details.planning.permit",
    label: "Permit",
    input: "select",
    options: [
      { value: "", label: "?" },
      { value: "yes", label: "yes" },
      { value: "no", label: "no" },
    ],
  },
];

const schema = listingSchema(
  listingFormSetup(
    {
      types: [
        { webId: 1, sale: true, rent: true },
        { webId: 4, sale: true, rent: false },
      ],
      projects: [{ id: 3 }],
      agents: [{ id: "agent-ann" }],
    },
    { groups: [{ fields: details }], energy: [] },
    "nl",
  ),
);

const valid = { goal: "0", typeWebId: "1", zip: "1500", city: "Halle", "text.nl.title": "Woning met tuin" };

function parse(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseWithZod(formData, { schema });
}

const KNOWN_KEYS: readonly string[] = [...ADMIN_FORM_ERRORS, ...LISTING_FORM_ERRORS];

describe("listingSchema", () => {
  it("reads the posted names as nesting and the numbers as Belgians type them", () => {
    const submission = parse({
      ...valid,
      price: "385.000",
      livingArea: "82,5",
      latitude: "50.7345",
      publishPrice: "on",
      "text.fr.title": "Maison",
      "details.financial.renterCharges": "€ 1.250,50",
      "details.energy.co2": "-12",
      "details.planning.permit": "yes",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      goal: 0,
      typeWebId: 1,
      price: 385_000,
      livingArea: 82.5,
      latitude: 50.7345,
      bedrooms: null,
      publishPrice: true,
      publishAddress: false,
      countryId: 10,
      text: { nl: { title: "Woning met tuin" }, fr: { title: "Maison" } },
      details: { financial: { renterCharges: 1250.5 }, energy: { co2: -12 }, planning: { permit: "yes" } },
    });
  });

  it.each([
    // Numbers, per field: what a Belgian types is read, what could mean two things is refused with its readings.
    ["price", "385,000", "numberAmbiguous|amount|385|385000"],
    ["price", "1,250,000", "numberUnclear|amount|1250000"],
    ["price", "a lot", "number"],
    ["price", "-5", "numberRange|amount|0|1000000000"],
    ["livingArea", "1,250", "numberAmbiguous|area|1.25|1250"],
    ["livingArea", "20.000.000", "numberRange|area|0|10000000"],
    ["bedrooms", "2,5", "wholeNumber"],
    ["bedrooms", "201", "numberRange|count|0|200"],
    ["latitude", "91", "numberRange|latitude|-90|90"],
    ["energyPerformance", "245.000", "numberRange|energy|-1000|10000"],
    ["details.financial.renterCharges", "3.5", "numberUnclear|amount|3.5"],
    ["details.building.constructionYear", "19,5", "wholeNumber"],
    ["details.energy.co2", "-2000", "numberRange|count|-1000|100000"],
    // Required fields, and the choices only the site knows.
    ["zip", "", "zip"],
    ["zip", "15", "zip"],
    ["city", "", "required"],
    ["goal", "2", "chooseOne"],
    ["typeWebId", "", "type"],
    ["typeWebId", "99", "type"],
    ["projectId", "99", "project"],
    ["countryId", "11", "chooseOne"],
    ["text.nl.title", "", "titleNeeded"],
    ["text.nl.title", "x".repeat(301), "tooLong"],
    ["reference", "x".repeat(51), "tooLong"],
    ["street", "x".repeat(201), "tooLong"],
    ["details.environment.asbestosDate", "31/12/2020", "date"],
    ["details.planning.permit", "maybe", "chooseOne"],
    ["videos", "https://example.com/film", "videoUrl|https://example.com/film"],
    ["tours", "https://example.com/tour", "tourUrl|https://example.com/tour"],
  ])("refuses %s = %j with %s", (field, typed, key) => {
    const submission = parse({ ...valid, [field]: typed });
    expect(submission.status === "error" ? submission.error : submission.status).toEqual({ [field]: [key] });
    expect(KNOWN_KEYS).toContain(key.split("|")[0]);
  });

  it("takes a street of 200 characters, more than a project's", () => {
    const submission = parse({ ...valid, street: "x".repeat(200) });
    expect(submission.status === "success" ? submission.value.street : submission.error).toBe("x".repeat(200));
  });

  it("refuses a type that does not fit the goal, besides any other refusal", () => {
    const submission = parse({ ...valid, goal: "1", typeWebId: "4", city: "" });
    expect(submission.status === "error" ? submission.error : submission.status).toEqual({
      typeWebId: ["type"],
      city: ["required"],
    });
  });

  it("ignores the fields a save carries beside the listing: version, base, the conflict choices, the button", () => {
    const submission = parse({
      ...valid,
      version: "2026-12-02T12:00:00.000Z",
      base: "{}",
      "resolve.price": "theirs",
      "resolve.text.nl.title": "mine",
      intent: "save",
    });
    expect(submission.status).toBe("success");
    expect(submission.payload).toMatchObject({ resolve: { price: "theirs", text: { nl: { title: "mine" } } } });
  });

  it("gives the browser its constraints: the page's form is built from them", () => {
    const constraint = getZodConstraint(schema);
    expect(constraint).toMatchObject({
      zip: { required: true },
      city: { required: true },
      "text.nl.title": { required: false },
    });
  });

  it("reads who handles the listing and the mandate's days; an end before the start is refused beside the end", () => {
    const submission = parse({ ...valid, agentId: "agent-ann", mandateStart: "2026-03-01", mandateEnd: "2026-09-01" });
    expect(submission.status === "success" ? submission.value : submission.error).toMatchObject({
      agentId: "agent-ann",
      mandateStart: "2026-03-01",
      mandateEnd: "2026-09-01",
      addOwner: null,
    });
    const early = parse({ ...valid, mandateStart: "2026-03-01", mandateEnd: "2026-02-28" });
    expect(early.status === "error" ? early.error : early.status).toEqual({ mandateEnd: ["mandateEndBeforeStart"] });
    // One day is a mandate too; no days at all is none.
    expect(parse({ ...valid, mandateStart: "2026-03-01", mandateEnd: "2026-03-01" }).status).toBe("success");
    const none = parse(valid);
    expect(none.status === "success" ? none.value : none.error).toMatchObject({
      agentId: null,
      mandateStart: null,
      mandateEnd: null,
    });
  });

  it("refuses an agent the page did not offer, a day that does not exist and an owner's id that is none", () => {
    const submission = parse({ ...valid, agentId: "someone-else", mandateEnd: "2026-02-30", addOwner: "a b" });
    expect(submission.status === "error" ? submission.error : submission.status).toEqual({
      agentId: ["chooseOne"],
      mandateEnd: ["date"],
      addOwner: ["chooseOne"],
    });
  });
});
