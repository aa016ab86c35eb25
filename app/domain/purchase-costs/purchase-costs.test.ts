import { describe, expect, it } from "vitest";
import {
  bySlices,
  loanSchedule,
  monthlyPayment,
  mortgageTaxes,
  notaryCosts,
  purchaseCosts,
  registrationDuties,
} from "./purchase-costs.ts";
import { DUTY_RATES, inForce, NOTARY_RATES } from "./rates.ts";

const TODAY = "2026-12-05";

describe("registrationDuties", () => {
  it.each([
    // Brussels Fiscaliteit's own example (2024): € 300.000, the first € 200.000 exempt, € 12.500 to pay.
    ["brussels", 300_000, "home", "own-home", { amount: 12_500, exempt: 200_000, applied: "own-home" }],
    ["brussels", 300_000, "home", "standard", { amount: 37_500, exempt: 0, applied: "standard" }],
    // At the ceiling the abatement still applies; a euro above it, it does not.
    ["brussels", 600_000, "home", "own-home", { amount: 50_000, exempt: 200_000, applied: "own-home" }],
    [
      "brussels",
      600_001,
      "home",
      "own-home",
      { amount: 75_000.13, exempt: 0, applied: "standard", ownHomeOpen: false },
    ],
    // Building land: half the abatement, up to € 300.000.
    ["brussels", 250_000, "land", "own-home", { amount: 18_750, exempt: 100_000, applied: "own-home" }],
    [
      "brussels",
      300_001,
      "land",
      "own-home",
      { amount: 37_500.13, exempt: 0, applied: "standard", ownHomeOpen: false },
    ],
    // A price under the abatement bears nothing.
    ["brussels", 180_000, "home", "own-home", { amount: 0, exempt: 180_000, applied: "own-home" }],
    // Flanders since 2025: 2% on an only own home, 12% otherwise.
    ["flanders", 425_000, "home", "own-home", { amount: 8_500, rate: 0.02, applied: "own-home" }],
    ["flanders", 425_000, "home", "standard", { amount: 51_000, rate: 0.12, applied: "standard" }],
    // An office pays the ordinary rate whoever buys it.
    ["flanders", 425_000, "other", "own-home", { amount: 51_000, rate: 0.12, applied: "standard", ownHomeOpen: false }],
    // Wallonia since 2025: 3% on an only own home, without a ceiling, 12.5% otherwise.
    ["wallonia", 250_000, "home", "own-home", { amount: 7_500, rate: 0.03, applied: "own-home" }],
    ["wallonia", 1_200_000, "home", "own-home", { amount: 36_000, rate: 0.03, applied: "own-home" }],
    ["wallonia", 250_000, "home", "standard", { amount: 31_250, rate: 0.125, applied: "standard" }],
  ] as const)("%s, € %d, %s, %s", (region, base, kind, buyer, expected) => {
    expect(registrationDuties({ region, base, kind, buyer, day: TODAY })).toMatchObject(expected);
  });

  it("applies the rates in force on the day of the deed", () => {
    // Flanders: 3% for an own home in 2024, 2% from 1 January 2025.
    expect(
      registrationDuties({ region: "flanders", base: 425_000, kind: "home", buyer: "own-home", day: "2024-12-31" })
        .amount,
    ).toBe(12_750);
    expect(
      registrationDuties({ region: "flanders", base: 425_000, kind: "home", buyer: "own-home", day: "2025-01-01" })
        .amount,
    ).toBe(8_500);
    // Before the first row the project knows, there is no figure to give.
    expect(() =>
      registrationDuties({ region: "wallonia", base: 1, kind: "home", buyer: "own-home", day: "2024-12-31" }),
    ).toThrow(RangeError);
  });

  it("names the law of every rate it uses", () => {
    for (const rows of Object.values(DUTY_RATES)) {
      for (const row of rows) expect(row.sources.length).toBeGreaterThan(0);
      // Oldest first: inForce picks the last row that has started.
      expect(rows.map((row) => row.from)).toEqual(rows.map((row) => row.from).toSorted());
    }
  });
});

describe("notaryCosts", () => {
  it("computes the legal fee slice by slice, as the published example of € 65.000 does", () => {
    // 4.56% of 7.500 + 2.85% of 10.000 + 2.28% of 12.500 + 1.71% of 15.495 + 1.14% of 18.600 + 0.57% of 905.
    expect(notaryCosts(65_000, TODAY).fee).toBe(1_394.16);
  });

  it.each([
    [7_500, 342],
    [250_095, 2_449.2],
    [300_000, 2_477.65],
    [1_000_000, 2_876.65],
  ])("fee on € %d is € %d", (price, fee) => {
    expect(notaryCosts(price, TODAY).fee).toBe(fee);
  });

  it("adds the deed's costs, VAT on fee and costs, and the writing duty", () => {
    const costs = notaryCosts(65_000, TODAY);
    expect(costs).toMatchObject({ deedCosts: 1_100, vat: 523.77, writingDuty: 50, total: 3_067.93 });
  });

  it("reads a scale that ends within a slice", () => {
    const scale = inForce(NOTARY_RATES, TODAY)?.saleScale ?? [];
    expect(bySlices(0, scale)).toBe(0);
    expect(bySlices(10_000, scale)).toBe(342 + 71.25);
  });
});

describe("mortgageTaxes", () => {
  it("computes 1% registration and 0.3% mortgage duty on the loan and its 10% accessories", () => {
    expect(mortgageTaxes(200_000, TODAY)).toMatchObject({
      registered: 220_000,
      registration: 2_200,
      mortgageDuty: 660,
      total: 2_860,
    });
  });
});

describe("monthly payment", () => {
  it("uses the equivalent monthly rate, as Belgian mortgage credit does", () => {
    // € 200.000 over 20 years at 3% a year: 1.03^(1/12) - 1 a month. Dividing 3% by twelve would give € 1.109,20.
    expect(monthlyPayment(200_000, 0.03, 20)).toBe(1_105.15);
    expect(monthlyPayment(240_000, 0, 20)).toBe(1_000);
  });

  it("lists the first years and repays the whole loan over its term", () => {
    const loan = loanSchedule(200_000, 0.03, 20);
    expect(loan.years).toHaveLength(5);
    expect(loan.years[0]).toEqual({ year: 1, interest: 5_818.62, capital: 7_443.18, balance: 192_556.82 });
    expect(loan.years[1]).toEqual({ year: 2, interest: 5_595.33, capital: 7_666.47, balance: 184_890.35 });
    expect(loan.totalInterest).toBe(65_235.06);
    const whole = loanSchedule(200_000, 0.03, 20, 20);
    expect(whole.years.at(-1)?.balance).toBe(0);
    expect(whole.years.reduce((sum, year) => sum + year.capital, 0)).toBeCloseTo(200_000, 1);
  });

  it("shows no more years than the loan has", () => {
    expect(loanSchedule(50_000, 0.04, 3).years.map((year) => year.year)).toEqual([1, 2, 3]);
  });
});

describe("purchaseCosts", () => {
  it("adds duties, notary and mortgage taxes", () => {
    const costs = purchaseCosts({
      region: "brussels",
      price: 300_000,
      kind: "home",
      buyer: "own-home",
      loan: { amount: 200_000, yearlyRate: 0.03, years: 20 },
      day: TODAY,
    });
    expect(costs.duties.amount).toBe(12_500);
    expect(costs.vat).toBe(0);
    expect(costs.notary.fee).toBe(2_477.65);
    expect(costs.mortgage?.total).toBe(2_860);
    expect(costs.loan?.payment).toBe(1_105.15);
    expect(costs.total).toBe(12_500 + costs.notary.total + 2_860);
  });

  it("charges a new build under VAT 21% on the building and duties on the land alone", () => {
    const costs = purchaseCosts({
      region: "flanders",
      price: 400_000,
      landPrice: 100_000,
      kind: "home",
      buyer: "own-home",
      day: TODAY,
    });
    expect(costs.duties).toMatchObject({ base: 100_000, amount: 2_000 });
    expect(costs.vat).toBe(63_000);
    expect(costs.mortgage).toBeUndefined();
    expect(costs.loan).toBeUndefined();
  });

  it("takes a land part above the price as the whole price", () => {
    const costs = purchaseCosts({
      region: "wallonia",
      price: 200_000,
      landPrice: 250_000,
      kind: "home",
      buyer: "standard",
      day: TODAY,
    });
    expect(costs.duties.base).toBe(200_000);
    expect(costs.vat).toBe(0);
  });
});
