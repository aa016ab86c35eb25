// The publications form's rules, as a table: which rows are saved and which error each refusal names.
import { describe, expect, it } from "vitest";
import { advertUrlProblem, portalSendsFigures } from "../portals.ts";
import { publicationsSchema } from "./publication-forms.ts";

const OWN = "www.agency.be";

function errorsOf(rows: Record<string, string>[], kept: string[] = []) {
  const parsed = publicationsSchema(OWN, kept).safeParse({ base: "v", publications: rows });
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("advertUrlProblem", () => {
  it.each([
    ["immoweb", "https://www.immoweb.be/nl/zoekertje/9001", undefined],
    ["immoweb", "http://immoweb.be/9001", undefined],
    ["zimmo", "https://www.zimmo.be/nl/panden/9001", undefined],
    ["immovlan", "https://immovlan.be/nl/detail/rbu12345", undefined],
    ["realo", "https://www.realo.be/nl/9001", undefined],
    ["agency", "https://www.agency.be/nl/te-koop/huis-9001", undefined],
    // Another portal's advert pasted into this row.
    ["immoweb", "https://www.zimmo.be/nl/panden/9001", "urlHost"],
    // A look-alike host is not the portal's.
    ["immoweb", "https://immoweb.be.evil.example/9001", "urlHost"],
    ["immoweb", "https://notimmoweb.be/9001", "urlHost"],
    ["agency", "https://www.immoweb.be/9001", "urlHost"],
    ["immoweb", "ftp://www.immoweb.be/9001", "url"],
    ["immoweb", "javascript:alert(1)", "url"],
    ["immoweb", "www.immoweb.be/9001", "url"],
    ["immoweb", "https://user:pw@www.immoweb.be/9001", "url"],
    // A portal only an import named: any http(s) address.
    ["logic-immo", "https://www.logic-immo.be/x", undefined],
  ])("%s %s: %s", (portal, url, expected) => {
    expect(advertUrlProblem(portal, url, OWN)).toBe(expected);
  });
});

describe("portalSendsFigures", () => {
  it.each([
    ["immoweb", false, true],
    ["zimmo", true, true],
    ["immovlan", false, true],
    // Realo reports nothing, even when a stray line of figures named it.
    ["realo", true, false],
    ["agency", true, false],
    ["logic-immo", true, true],
    ["logic-immo", false, false],
  ])("%s with figures %s: %s", (portal, hasFigures, expected) => {
    expect(portalSendsFigures(portal, hasFigures)).toBe(expected);
  });
});

describe("publicationsSchema", () => {
  it("saves rows of the list, an address left empty as none", () => {
    const parsed = publicationsSchema(OWN).parse({
      base: "v1",
      publications: [
        { portal: "immoweb", since: "2026-03-02", url: " https://www.immoweb.be/nl/zoekertje/9001 " },
        { portal: "realo", since: "2026-03-16", url: "" },
      ],
    });
    expect(parsed).toEqual({
      base: "v1",
      publications: [
        { portal: "immoweb", since: "2026-03-02", url: "https://www.immoweb.be/nl/zoekertje/9001" },
        { portal: "realo", since: "2026-03-16", url: null },
      ],
    });
  });

  it("takes no rows as an empty list", () => {
    expect(publicationsSchema(OWN).parse({ base: "v1" }).publications).toEqual([]);
  });

  it.each([
    ["a portal off the list", [{ portal: "nowhere", since: "2026-03-02" }], { "publications.0.portal": "chooseOne" }],
    ["no day", [{ portal: "zimmo", since: "" }], { "publications.0.since": "date" }],
    ["a day that does not exist", [{ portal: "zimmo", since: "2026-02-30" }], { "publications.0.since": "date" }],
    [
      "an address on another host",
      [{ portal: "zimmo", since: "2026-03-02", url: "https://www.immoweb.be/1" }],
      { "publications.0.url": "urlHost" },
    ],
    ["no web address", [{ portal: "zimmo", since: "2026-03-02", url: "zimmo" }], { "publications.0.url": "url" }],
    [
      "a portal twice",
      [
        { portal: "zimmo", since: "2026-03-02" },
        { portal: "zimmo", since: "2026-03-05" },
      ],
      { "publications.1.portal": "portalTwice" },
    ],
  ])("refuses %s", (_case, rows, expected) => {
    expect(errorsOf(rows)).toEqual(expected);
  });

  it("keeps a portal only an import named, without offering it anew", () => {
    const row = { portal: "logic-immo", since: "2026-03-02" };
    expect(errorsOf([row], ["logic-immo"])).toEqual({});
    expect(errorsOf([row])).toEqual({ "publications.0.portal": "chooseOne" });
  });
});
