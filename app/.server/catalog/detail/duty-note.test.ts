import { describe, expect, it } from "vitest";
import { catalogDe } from "../../../i18n/messages/catalog-de.ts";
import { catalogFr } from "../../../i18n/messages/catalog-fr.ts";
import { catalogNl } from "../../../i18n/messages/catalog-nl.ts";
import type { AttributeGroup } from "../../../shared/detail-view.ts";
import { formatRate, withDutyNote } from "./duty-note.ts";

const groups: AttributeGroup[] = [
  {
    group: "financial",
    title: "Financieel",
    rows: [
      { key: "cadastralIncome", label: "KI", value: "€ 1.200" },
      { key: "registrationRights", label: "Registratierechten", value: "€ 8.500" },
    ],
  },
];
const halle = { zip: "1500", countryId: 10, price: 425_000, publishPrice: true };
const note = (result: AttributeGroup[]) => result[0]?.rows.find((row) => row.key === "registrationRights")?.note;

describe("withDutyNote", () => {
  it("says the Flemish own-home case and what another buyer pays", () => {
    const details = { financial: { registrationRights: 8_500 } };
    expect(note(withDutyNote(groups, { ...halle, details }, catalogNl.detail.duties, "nl"))).toBe(
      "Berekend aan 2% voor de aankoop van uw enige eigen woning. Anders geldt 12%: ca. €\u00a051.000.",
    );
    expect(note(withDutyNote(groups, { ...halle, details }, catalogDe.detail.duties, "de"))).toBe(
      "Berechnet mit 2\u00a0% für den Kauf Ihrer einzigen eigenen Wohnung. Sonst gelten 12\u00a0%: ca. 51.000\u00a0€.",
    );
  });

  it("names the Brussels abatement", () => {
    const brussels = { zip: "1000", countryId: 10, price: 400_000, publishPrice: true };
    const details = { financial: { registrationRights: 25_000 } };
    expect(note(withDutyNote(groups, { ...brussels, details }, catalogFr.detail.duties, "fr"))).toBe(
      "Calculés à 12,5\u00a0% avec l'abattement sur les premiers 200.000\u00a0€ pour votre habitation propre. Sans cet abattement : env. 50.000\u00a0€.",
    );
  });

  it("works out nothing from a hidden price", () => {
    const details = { financial: { registrationRights: 8_500 } };
    const hidden = note(
      withDutyNote(groups, { ...halle, publishPrice: false, details }, catalogNl.detail.duties, "nl"),
    );
    expect(hidden).toBe(catalogNl.detail.duties.unknown);
    expect(hidden).not.toContain("€");
  });

  it("says a new build's duties are on the land only, and leaves rows alone without duties", () => {
    const vat = { financial: { registrationRights: 2_000, vatRegime: true } };
    expect(note(withDutyNote(groups, { ...halle, details: vat }, catalogNl.detail.duties, "nl"))).toBe(
      catalogNl.detail.duties.vat,
    );
    expect(withDutyNote(groups, { ...halle, details: { financial: {} } }, catalogNl.detail.duties, "nl")).toBe(groups);
  });
});

describe("formatRate", () => {
  it.each([
    [0.02, "nl", "2%"],
    [0.125, "en", "12,5%"],
    [0.125, "fr", "12,5\u00a0%"],
    [0.03, "de", "3\u00a0%"],
  ] as const)("%s in %s", (rate, language, text) => {
    expect(formatRate(rate, language)).toBe(text);
  });
});
