import { describe, expect, it } from "vitest";
import { demandPrefill } from "./demand-prefill.ts";

const types = [
  { value: "1", label: "Huis" },
  { value: "2", label: "Appartement" },
];
const prefill = (query: string) => demandPrefill(new URLSearchParams(query), types);

describe("keep me informed filled in from its query", () => {
  it("takes the search fields a list sends", () => {
    expect(prefill("goal=sale&typeWebIds=1&regions=Halle&budgetMin=100000&budgetMax=300000&bedroomsMin=3")).toEqual({
      goal: "sale",
      typeWebIds: ["1"],
      regions: "Halle",
      budgetMin: "100000",
      budgetMax: "300000",
      bedroomsMin: "3",
    });
  });

  it("leaves out each bad value and keeps the good ones", () => {
    expect(
      prefill(
        "goal=buy&typeWebIds=99&typeWebIds=2&regions=%3Cscript%3E&budgetMin=-5&budgetMax=abc&bedroomsMin=400&bedroomsMax=2",
      ),
    ).toEqual({ typeWebIds: ["2"], bedroomsMax: "2" });
    expect(prefill(`regions=${"x".repeat(301)}&budgetMax=1e6`)).toEqual({});
  });

  it("drops a minimum above its maximum rather than open the form with an error", () => {
    expect(prefill("goal=rent&budgetMin=500000&budgetMax=100000")).toEqual({ goal: "rent" });
  });

  it("never fills in the visitor's own details", () => {
    expect(prefill("email=someone%40example.com&firstName=Eve&title=mr")).toEqual({});
  });
});
