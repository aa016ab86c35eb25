import { describe, expect, it } from "vitest";
import { leadFieldRows } from "./lead-fields.ts";

describe("leadFieldRows", () => {
  it("names each field by its form's label and each choice in words, in the staff member's language", () => {
    const fields = { title: "ms", firstName: "An", lastName: "Peeters", phone: "0480123456", newsletter: true };
    expect(leadFieldRows("site-contact", fields, "nl")).toEqual([
      { name: "title", label: "Aanspreking", value: "Mevr." },
      { name: "firstName", label: "Voornaam", value: "An" },
      { name: "lastName", label: "Familienaam", value: "Peeters" },
      { name: "phone", label: "Telefoonnummer", value: "0480 12 34 56" },
      { name: "newsletter", label: "Ja, stuur mij de nieuwsbrief met nieuwe panden", value: "ja" },
    ]);
    expect(leadFieldRows("site-contact", { title: "mr" }, "fr")).toEqual([
      { name: "title", label: "Civilité", value: "M." },
    ]);
  });

  it("writes amounts in euro and dates as dates, and leaves out what was left empty", () => {
    const rows = leadFieldRows(
      "purchase-offer",
      { amount: 385000, validFrom: "2026-03-01", remark: "", pets: null },
      "en",
    );
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ["Offer amount (€)", "€\u00a0385.000"],
      ["Offer valid from", expect.stringContaining("2026")],
    ]);
  });

  it("reads a valuation's goal as what it is for, and keeps the name of a field no form knows", () => {
    expect(leadFieldRows("valuation", { goal: "rent", legacy: "x" }, "nl")).toEqual([
      { name: "goal", label: "Waardebepaling voor", value: "Te huur" },
      { name: "legacy", label: "legacy", value: "x" },
    ]);
    expect(leadFieldRows("demand", { goal: "sale", regionZips: ["1500", "1600"] }, "nl")).toEqual([
      { name: "goal", label: "Ik zoek een pand", value: "Te koop" },
      { name: "regionZips", label: "Gemeenten waar wij panden aanbieden", value: "1500, 1600" },
    ]);
  });
});
