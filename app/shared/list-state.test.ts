import { describe, expect, it } from "vitest";
import { activeFilters, demandPrefillQuery, type ListQuery, withoutFilter } from "./list-state.ts";

const full: ListQuery = {
  type: 1,
  city: "Halle",
  priceMin: 100_000,
  priceMax: 300_000,
  bedrooms: 3,
  sort: "price",
  view: "list",
  page: 4,
};

describe("the list's filters", () => {
  it("are the ones the state sets, never sort, view or page", () => {
    expect(activeFilters(full)).toEqual(["city", "type", "priceMin", "priceMax", "bedrooms"]);
    expect(activeFilters({ sort: "price", view: "map", page: 3 })).toEqual([]);
    expect(activeFilters({ city: "1500", sort: "newest", view: "grid", page: 1 })).toEqual(["city"]);
  });
});

describe("dropping one filter", () => {
  it("leaves every other filter, the sort and the view, and goes back to page 1", () => {
    for (const name of activeFilters(full)) {
      const params = new URLSearchParams(withoutFilter(full, name));
      expect(params.has(name), name).toBe(false);
      expect(params.get("page"), name).toBeNull();
      expect(params.get("sort"), name).toBe("price");
      expect(params.get("view"), name).toBe("list");
      const others = activeFilters(full).filter((other) => other !== name);
      for (const other of others) expect(params.get(other), `${name} keeps ${other}`).toBe(String(full[other]));
    }
  });

  it("gives the bare list when it was the only filter", () => {
    expect(withoutFilter({ city: "Halle", sort: "newest", view: "grid", page: 2 }, "city")).toBe("");
  });

  it("does not change the state it was built from", () => {
    const query = { ...full };
    withoutFilter(query, "type");
    expect(query).toEqual(full);
  });
});

describe("keep me informed filled in with a search", () => {
  it("carries the goal and each filter under the demand form's field names", () => {
    const params = new URLSearchParams(demandPrefillQuery("sale", full));
    expect(Object.fromEntries(params)).toEqual({
      goal: "sale",
      typeWebIds: "1",
      regions: "Halle",
      budgetMin: "100000",
      budgetMax: "300000",
      bedroomsMin: "3",
    });
  });

  it("carries only the goal when nothing was filtered", () => {
    expect(demandPrefillQuery("rent", { sort: "newest", view: "grid", page: 1 })).toBe("?goal=rent");
  });
});
