import { describe, expect, it } from "vitest";
import { energyRange, priceRange } from "./project-summary.ts";

const flemish = (energyPerformance: number | null) => ({ zip: "1500", countryId: 10, energyPerformance });

describe("energyRange", () => {
  it("gives the best and the worst class of the units on their region's scale", () => {
    expect(energyRange([flemish(250), flemish(50), flemish(150)])).toEqual({
      best: { label: "A", tone: "energy-a" },
      worst: { label: "C", tone: "energy-c" },
    });
  });

  it("is one class when every unit has it, and nothing without labels", () => {
    expect(energyRange([flemish(120), flemish(130)])?.worst.label).toBe("B");
    expect(energyRange([flemish(null)])).toBeNull();
    expect(energyRange([])).toBeNull();
  });

  it("never mixes two regions' scales", () => {
    const range = energyRange([flemish(150), { zip: "1050", countryId: 10, energyPerformance: 500 }]);
    expect(range).toEqual({ best: { label: "B", tone: "energy-b" }, worst: { label: "B", tone: "energy-b" } });
  });
});

describe("priceRange", () => {
  it("spans the prices still asked: sold and rented units and units without a price left out", () => {
    expect(
      priceRange([
        { price: 300_000, status: "available" },
        { price: 250_000, status: "option" },
        { price: 100_000, status: "sold" },
        { price: 900_000, status: "rented" },
        { price: null, status: "available" },
      ]),
    ).toEqual({ from: 250_000, to: 300_000 });
    expect(priceRange([{ price: 100_000, status: "sold" }])).toBeNull();
  });
});
