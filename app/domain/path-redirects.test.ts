import { describe, expect, it } from "vitest";
import type { Language } from "../i18n/languages.ts";
import { type PagePaths, type PathRedirect, redirectPlan, redirectTarget } from "./path-redirects.ts";

const paths = (entries: [number, Partial<Record<Language, string>>][]): PagePaths => new Map(entries);

describe("redirectPlan", () => {
  it("redirects every changed address of the page and of the pages under it to them", () => {
    const before = paths([
      [2, { nl: "/nl/over-ons/", de: "/de/ueber-uns/" }],
      [3, { nl: "/nl/over-ons/werkwijze/", de: "/de/ueber-uns/arbeitsweise/" }],
    ]);
    const after = paths([
      [2, { nl: "/nl/wie-zijn-we/", de: "/de/ueber-uns/" }],
      [3, { nl: "/nl/wie-zijn-we/werkwijze/", de: "/de/ueber-uns/arbeitsweise/" }],
    ]);
    expect(redirectPlan(before, after, [])).toEqual({
      add: [
        { fromPath: "/nl/over-ons/", toPageId: 2, language: "nl" },
        { fromPath: "/nl/over-ons/werkwijze/", toPageId: 3, language: "nl" },
      ],
      remove: [],
    });
  });

  it("adds nothing when no address changed", () => {
    const same = paths([[2, { nl: "/nl/over-ons/" }]]);
    expect(redirectPlan(same, same, [])).toEqual({ add: [], remove: [] });
  });

  it("drops a redirect from an address a page answers again, and never adds one over a live page", () => {
    const existing: PathRedirect[] = [{ fromPath: "/nl/nieuws/", toPageId: 2, language: "nl" }];
    // Page 7 takes /nl/nieuws/ (an old address of page 2); page 2 moves from /nl/oud/ to where 7 was.
    const before = paths([
      [2, { nl: "/nl/oud/" }],
      [7, { nl: "/nl/actua/" }],
    ]);
    const after = paths([
      [2, { nl: "/nl/actua/" }],
      [7, { nl: "/nl/nieuws/" }],
    ]);
    expect(redirectPlan(before, after, existing)).toEqual({
      add: [{ fromPath: "/nl/oud/", toPageId: 2, language: "nl" }],
      remove: ["/nl/nieuws/"],
    });
  });

  it("leaves nothing for a page that is gone", () => {
    expect(redirectPlan(paths([[9, { nl: "/nl/weg/" }]]), paths([]), [])).toEqual({ add: [], remove: [] });
  });
});

describe("a chain of renames collapses", () => {
  it("A -> B then B -> C: A and B both lead to C in one hop", () => {
    let current = "/nl/a/";
    let redirects: PathRedirect[] = [];
    const rename = (to: string) => {
      const plan = redirectPlan(paths([[5, { nl: current }]]), paths([[5, { nl: to }]]), redirects);
      redirects = [
        ...redirects.filter(
          (redirect) =>
            !plan.remove.includes(redirect.fromPath) && !plan.add.some((add) => add.fromPath === redirect.fromPath),
        ),
        ...plan.add,
      ];
      current = to;
    };
    rename("/nl/b/");
    rename("/nl/c/");
    const pathOf = (id: number) => (id === 5 ? current : undefined);
    const lookup = (from: string) =>
      redirectTarget(
        redirects.find((redirect) => redirect.fromPath === from),
        pathOf,
      );
    expect(lookup("/nl/a/")).toBe("/nl/c/");
    expect(lookup("/nl/b/")).toBe("/nl/c/");
    expect(lookup("/nl/c/")).toBeUndefined();
    // Back to A: A is a page again, its redirect goes; B and C lead to A.
    rename("/nl/a/");
    expect(redirects.map((redirect) => redirect.fromPath).sort()).toEqual(["/nl/b/", "/nl/c/"]);
    expect(lookup("/nl/b/")).toBe("/nl/a/");
    expect(lookup("/nl/c/")).toBe("/nl/a/");
  });

  it("leads nowhere when the page has no address or would lead to itself", () => {
    const redirect: PathRedirect = { fromPath: "/nl/a/", toPageId: 5, language: "nl" };
    expect(redirectTarget(redirect, () => undefined)).toBeUndefined();
    expect(redirectTarget(redirect, () => "/nl/a/")).toBeUndefined();
    expect(redirectTarget(undefined, () => "/nl/b/")).toBeUndefined();
  });
});
