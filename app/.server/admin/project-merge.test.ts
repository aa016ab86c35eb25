import { describe, expect, it } from "vitest";
import { formOpenedOn } from "../../../tests/support/form-merge.ts";
import type { ProjectDraft } from "../../domain/forms/project-draft.ts";
import { projectDraft } from "../../domain/forms/project-form.fixture.ts";
import { ADMIN_PROJECTS_MESSAGES } from "../../i18n/messages/admin-projects.ts";
import {
  mergeProjectDraft,
  projectAuditKey,
  projectDraftFields,
  projectDraftOf,
  projectFieldDescriber,
} from "./project-merge.ts";

// Both units saved, so that a change of either is a change of a stored unit.
const opened = projectDraft({
  units: [
    {
      id: "3",
      name: "A.0.1",
      floor: "0",
      status: "available",
      price: "325.000",
      surface: "84,5",
      bedrooms: "2",
      propertyId: "",
    },
    {
      id: "4",
      name: "A.1.1",
      floor: "1",
      status: "available",
      price: "340.000",
      surface: "90",
      bedrooms: "2",
      propertyId: "",
    },
  ],
});
const withUnit = (draft: ProjectDraft, index: number, change: Partial<ProjectDraft["units"][number]>) => ({
  ...draft,
  units: draft.units.map((unit, at) => (at === index ? { ...unit, ...change } : unit)),
});
// The form as opened, nothing chosen yet.
const asOpened = formOpenedOn(projectDraftFields(opened));

describe("a project's draft merged with what was saved meanwhile", () => {
  it("reads back the draft it was made from, by the names the form posts", () => {
    expect(projectDraftOf(projectDraftFields(opened))).toEqual(opened);
  });

  it("keeps the other's unit price and my delivery, with nothing to choose", () => {
    const { merged, draft } = mergeProjectDraft(
      { ...opened, delivery: "voorjaar 2027" },
      withUnit(opened, 1, { status: "sold" }),
      asOpened,
    );
    expect(merged.conflicts).toEqual([]);
    expect(merged.taken).toEqual(["units[1].status"]);
    expect(draft.delivery).toBe("voorjaar 2027");
    expect(draft.units[1]?.status).toBe("sold");
  });

  it("asks about a unit's price both changed; a unit the other added is kept", () => {
    const theirs = { ...withUnit(opened, 0, { price: "330.000" }) };
    theirs.units = [
      ...theirs.units,
      { id: "5", name: "B.0.1", floor: "0", status: "available", price: "", surface: "", bedrooms: "", propertyId: "" },
    ];
    const { merged, draft } = mergeProjectDraft(withUnit(opened, 0, { price: "335.000" }), theirs, asOpened);
    expect(merged.conflicts).toEqual(["units[0].price"]);
    expect(draft.units.map((unit) => unit.id)).toEqual(["3", "4", "5"]);
    expect(draft.units[0]?.price).toBe("335.000");
  });

  it("names fields in the staff member's language, with values as read", () => {
    const describe = projectFieldDescriber(ADMIN_PROJECTS_MESSAGES.nl, "nl");
    expect(describe("units[0].price").label).toBe("Eenheid 1: Prijs (€)");
    expect(describe("units[0].status").shown("sold")).toBe("Verkocht");
    expect(describe("texts.nl.title").label).toBe("Titel (NL)");
    expect(describe("status").shown("published")).toBe("Gepubliceerd");
    expect([projectAuditKey("texts.nl.title"), projectAuditKey("units[0].price"), projectAuditKey("zip")]).toEqual([
      "title.nl",
      "units",
      "zip",
    ]);
  });
});
