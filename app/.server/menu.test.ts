import { describe, expect, it } from "vitest";
import { pageParamsSchema } from "./db/json-shapes.ts";
import { buildMenu } from "./menu.ts";
import type { PageRow } from "./site-settings.ts";

function page(id: number, parentId: number | null, slug: string, subMenu = false): PageRow {
  const at = new Date(0);
  return {
    id,
    parentId,
    routeKey: null,
    name: slug,
    slugs: { nl: slug },
    status: "published",
    showInMenu: true,
    sort: id,
    params: pageParamsSchema.parse({ title: { nl: slug }, flags: { isHaveSubMenu: subMenu } }),
    createdAt: at,
    updatedAt: at,
  };
}

describe("buildMenu", () => {
  it("gives a page flagged isHaveSubMenu its children as a sub-menu, and no other page", () => {
    const menu = buildMenu(
      [page(1, null, "over-ons", true), page(2, 1, "werkwijze"), page(3, null, "nieuws"), page(4, 3, "archief")],
      "nl",
      "nl",
    );
    expect(menu.map((item) => [item.label, item.children.map((child) => child.label)])).toEqual([
      ["over-ons", ["werkwijze"]],
      ["nieuws", []],
    ]);
  });
});
