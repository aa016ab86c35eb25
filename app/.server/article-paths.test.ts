import { describe, expect, it } from "vitest";
import { articlePath, type CategoryRow, categoryFamily, subCategoryHref } from "./article-paths.ts";

const rows: CategoryRow[] = [
  { id: 1, key: "services", names: {}, parentId: null, slugs: {}, sort: 0 },
  { id: 2, key: "testimonials", names: {}, parentId: null, slugs: {}, sort: 1 },
  { id: 3, key: "team", names: {}, parentId: null, slugs: {}, sort: 2 },
  {
    id: 4,
    key: "services-owners",
    names: { nl: "Voor eigenaars" },
    parentId: 1,
    slugs: { nl: "voor-eigenaars", de: "fuer-eigentuemer" },
    sort: 0,
  },
  { id: 5, key: "team-sub", names: {}, parentId: 3, slugs: { nl: "kantoor" }, sort: 0 },
];

describe("articlePath", () => {
  it("puts a service filed under a sub-category one level deeper, in each language's slugs", () => {
    expect(articlePath(rows, 4, "verkopen", "nl", "nl")).toBe("/nl/onze-gouden-diensten/voor-eigenaars/verkopen/");
    expect(articlePath(rows, 4, "verkaufen", "de", "nl")).toBe("/de/goldene-dienste/fuer-eigentuemer/verkaufen/");
  });

  it("falls back to the default language's sub-category slug where a language has none", () => {
    expect(articlePath(rows, 4, "selling", "en", "nl")).toBe("/en/golden-services/voor-eigenaars/selling/");
  });

  it("keeps a service of the category itself, and testimonials, at one level", () => {
    expect(articlePath(rows, 1, "verkopen", "nl", "nl")).toBe("/nl/onze-gouden-diensten/verkopen/");
    expect(articlePath(rows, 2, "testimonial-1", "en", "nl")).toBe("/en/testimonials/testimonial-1/");
  });

  it("gives team members, their sub-categories and unknown categories no page", () => {
    expect(articlePath(rows, 3, "an", "nl", "nl")).toBeNull();
    expect(articlePath(rows, 5, "an", "nl", "nl")).toBeNull();
    expect(articlePath(rows, 99, "an", "nl", "nl")).toBeNull();
  });
});

describe("sub-categories", () => {
  it("of services have a page under the services page", () => {
    expect(subCategoryHref(rows, rows[3] as CategoryRow, "de", "nl")).toBe("/de/goldene-dienste/fuer-eigentuemer/");
    expect(subCategoryHref(rows, rows[4] as CategoryRow, "nl", "nl")).toBeNull();
  });

  it("belong to their category's family", () => {
    expect(categoryFamily(rows, "services")).toEqual([1, 4]);
    expect(categoryFamily(rows, "testimonials")).toEqual([2]);
    expect(categoryFamily(rows, "services-owners")).toEqual([]);
  });
});
