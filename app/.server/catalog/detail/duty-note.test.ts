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
const halle = { zip: "1500", countryId: 10, typeWebId: 1, price: 425_000, publishPrice: true };
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
    const brussels = { zip: "1000", countryId: 10, typeWebId: 2, price: 400_000, publishPrice: true };
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

describe("withDutyNote by property type", () => {
  const at = (zip: string, typeWebId: number, price: number, registrationRights: number) =>
    note(
      withDutyNote(
        groups,
        { zip, countryId: 10, typeWebId, price, publishPrice: true, details: { financial: { registrationRights } } },
        catalogNl.detail.duties,
        "nl",
      ),
    );
  const ownHome = "Berekend aan 2% voor de aankoop van uw enige eigen woning. Anders geldt 12%: ca. €\u00a0";
  const standardOnly = (rate: string) => `Berekend aan het gewone tarief van ${rate}.`;
  const noCase = catalogNl.detail.duties.unknownNoOwnHome;

  it.each([
    ["a house", "1500", 1, 425_000, 8_500, `${ownHome}51.000.`],
    ["a flat", "1500", 2, 425_000, 8_500, `${ownHome}51.000.`],
    ["a studio", "1500", 3, 150_000, 3_000, `${ownHome}18.000.`],
    ["building land", "1500", 4, 200_000, 4_000, `${ownHome}24.000.`],
    ["an investment property at 12%", "1500", 5, 600_000, 72_000, standardOnly("12%")],
    ["a shop at 12%", "1500", 6, 300_000, 36_000, standardOnly("12%")],
    ["a garage at 12%", "1500", 7, 40_000, 4_800, standardOnly("12%")],
    ["a garage at 2%", "1500", 7, 40_000, 800, noCase],
    ["offices in Wallonia at 12,5%", "4000", 9, 500_000, 62_500, standardOnly("12,5%")],
    ["offices in Wallonia at 3%", "4000", 9, 500_000, 15_000, noCase],
    ["offices in Brussels at 12,5%", "1000", 9, 400_000, 50_000, standardOnly("12,5%")],
    ["a Brussels flat above the ceiling", "1000", 2, 750_000, 93_750, standardOnly("12,5%")],
    ["a Brussels flat above the ceiling, as if abated", "1000", 2, 750_000, 68_750, noCase],
  ])("%s", (_name, zip, typeWebId, price, duties, expected) => {
    expect(at(zip, typeWebId, price, duties)).toBe(expected);
  });

  it("offers a garage no own-home case in any language", () => {
    const garage = { zip: "1500", countryId: 10, typeWebId: 7, price: 40_000, publishPrice: true };
    const details = { financial: { registrationRights: 4_800 } };
    expect(note(withDutyNote(groups, { ...garage, details }, catalogFr.detail.duties, "fr"))).toBe(
      "Calculés au taux ordinaire de 12\u00a0%.",
    );
    expect(note(withDutyNote(groups, { ...garage, details }, catalogDe.detail.duties, "de"))).toBe(
      "Berechnet mit dem gewöhnlichen Satz von 12\u00a0%.",
    );
    const hidden = note(
      withDutyNote(groups, { ...garage, publishPrice: false, details }, catalogNl.detail.duties, "nl"),
    );
    expect(hidden).toBe(noCase);
    expect(hidden).not.toContain("woning");
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
