import { describe, expect, it } from "vitest";
import { containsPattern, leadFiltersOf } from "./leads.ts";

describe("leadFiltersOf", () => {
  it("reads the inbox's filters from its URL", () => {
    expect(leadFiltersOf(new URLSearchParams("kind=visit&verified=no&q=%20an%20&page=3"))).toEqual({
      kind: "visit",
      verified: false,
      query: "an",
      page: 3,
    });
  });

  it("leaves out what it does not know instead of failing", () => {
    expect(leadFiltersOf(new URLSearchParams("kind=spam&verified=maybe&page=-2"))).toEqual({
      kind: null,
      verified: null,
      query: "",
      page: 1,
    });
    expect(leadFiltersOf(new URLSearchParams(`q=${"x".repeat(300)}`)).query).toHaveLength(100);
  });
});

describe("containsPattern", () => {
  it("matches the typed text itself: its % and _ are not wildcards", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
