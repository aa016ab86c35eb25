import { describe, expect, it } from "vitest";
import { ADMIN_VISITS_MESSAGES } from "../i18n/messages/admin-visits.ts";
import { describeCriteria, rangeText } from "./demand-criteria-text.ts";

const nl = ADMIN_VISITS_MESSAGES.nl.demands;
const euro = (value: number) => `€ ${value}`;

describe("rangeText", () => {
  it.each<[number | undefined, number | undefined, string]>([
    [2, 4, "2 tot 4"],
    [2, undefined, "minstens 2"],
    [undefined, 4, "hoogstens 4"],
    [undefined, undefined, "Geen voorkeur"],
    [0, 0, "0 tot 0"],
  ])("%s and %s read %j", (min, max, expected) => {
    expect(rangeText(min, max, nl)).toBe(expected);
  });
});

describe("describeCriteria", () => {
  it("writes every criterion in words, in order", () => {
    const criteria = {
      goal: 0 as const,
      typeWebIds: [1, 2],
      regions: ["1500", "Halle"],
      budgetMax: 300_000,
      bedroomsMin: 2,
      garagesMin: 1,
    };
    expect(describeCriteria(criteria, ["Huis", "Appartement"], nl, euro)).toEqual([
      ["Zoekt", "Te koop"],
      ["Soort pand", "Huis, Appartement"],
      ["Gemeenten en postcodes", "1500, Halle"],
      ["Budget", "hoogstens € 300000"],
      ["Slaapkamers", "minstens 2"],
      ["Garages", "minstens 1"],
      ["Parkeerplaatsen", "Geen voorkeur"],
    ]);
  });

  it("says what was left open", () => {
    const described = describeCriteria(
      { goal: 1, typeWebIds: [], regions: [] },
      [],
      ADMIN_VISITS_MESSAGES.de.demands,
      euro,
    );
    expect(described.slice(0, 3)).toEqual([
      ["Sucht", "Zu mieten"],
      ["Art der Immobilie", "Alle Arten"],
      ["Gemeinden und Postleitzahlen", "Überall"],
    ]);
  });
});
