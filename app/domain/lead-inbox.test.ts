import { describe, expect, it } from "vitest";
import { ariaSortOf, firstDirection, sortSearch } from "./lead-inbox.ts";

describe("sortSearch", () => {
  const newest = { sort: "received", direction: "desc" } as const;
  it.each([
    // [list's query, column, list's order, the head's link]
    ["", "person", newest, "sort=person&dir=asc"],
    ["sort=person&dir=asc", "person", { sort: "person", direction: "asc" }, "sort=person&dir=desc"],
    ["sort=person&dir=desc", "person", { sort: "person", direction: "desc" }, "sort=person&dir=asc"],
    ["", "received", newest, "sort=received&dir=asc"],
    ["sort=received&dir=asc", "received", { sort: "received", direction: "asc" }, ""],
    ["sort=agent&dir=desc", "received", { sort: "agent", direction: "desc" }, ""],
    ["status=new&page=3", "form", newest, "status=new&sort=form&dir=asc"],
    [
      "assignee=me&sort=form&dir=asc&page=2",
      "status",
      { sort: "form", direction: "asc" },
      "assignee=me&sort=status&dir=asc",
    ],
  ] as const)("from ?%s, the %s head links to ?%s", (query, column, current, expected) => {
    expect(sortSearch(new URLSearchParams(query), column, current)).toBe(expected);
  });
});

describe("firstDirection and ariaSortOf", () => {
  it("starts dates with the newest and every other column from A", () => {
    expect(firstDirection("received")).toBe("desc");
    expect(firstDirection("person")).toBe("asc");
    expect(firstDirection("agent")).toBe("asc");
  });

  it("marks only the column the list is sorted on", () => {
    expect(ariaSortOf("person", { sort: "person", direction: "asc" })).toBe("ascending");
    expect(ariaSortOf("person", { sort: "person", direction: "desc" })).toBe("descending");
    expect(ariaSortOf("form", { sort: "person", direction: "asc" })).toBeUndefined();
  });
});
