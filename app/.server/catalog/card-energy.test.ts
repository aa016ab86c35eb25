import { describe, expect, it } from "vitest";
import { COUNTRY_LUXEMBOURG } from "../../domain/region.ts";
import { cardEnergy } from "./card-energy.ts";

const base = { countryId: 10, epcLabelText: null, energy: null };

describe("cardEnergy", () => {
  it("Flanders: the label and the EPC score in kWh/m² per year", () => {
    expect(cardEnergy({ ...base, zip: "1500", energyPerformance: 180 }, "nl")).toEqual({
      label: "B",
      tone: "energy-b",
      figure: "180\u00a0kWh/m²/jaar",
    });
  });

  it("Brussels: the label and the CO₂ emission, not the energy figure", () => {
    const energy = cardEnergy({ ...base, zip: "1050", energyPerformance: 160, energy: { co2: 38 } }, "de");
    expect(energy?.figure).toMatch(/^38\u00a0kg CO₂/);
    expect(energy?.label).toMatch(/^[A-G]/);
  });

  it("Wallonia: the label and the specific primary energy", () => {
    const energy = cardEnergy({ ...base, zip: "1420", energyPerformance: 120 }, "fr");
    expect(energy?.figure).toMatch(/^120\u00a0kWh\/m²/);
  });

  it("Luxembourg: the label as typed, without a scale colour or figure", () => {
    expect(
      cardEnergy(
        { ...base, zip: "1111", countryId: COUNTRY_LUXEMBOURG, energyPerformance: 90, epcLabelText: "D" },
        "en",
      ),
    ).toEqual({
      label: "D",
      tone: null,
      figure: null,
    });
  });

  it("no label, no badge", () => {
    expect(cardEnergy({ ...base, zip: "1500", energyPerformance: null }, "nl")).toBeNull();
  });
});
