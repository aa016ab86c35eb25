import { describe, expect, it } from "vitest";
import { inRowOrder, spokenLanguages } from "./page-modules.ts";

it("orders modules by their contentRow, keeping their own order within a row", () => {
  const modules = [
    { id: "c", settings: { contentRow: 1 } },
    { id: "a", settings: { contentRow: 0 } },
    { id: "d", settings: { contentRow: 1 } },
    { id: "b", settings: { contentRow: 0 } },
  ];
  expect(inRowOrder(modules).map((module) => module.id)).toEqual(["a", "b", "c", "d"]);
});

describe("spokenLanguages", () => {
  it("names a team member's languages in the page's language, on the server", () => {
    expect(spokenLanguages("nl,fr, en", "nl")).toBe("Nederlands, Frans, Engels");
    expect(spokenLanguages("nl,fr", "de")).toBe("Niederländisch, Französisch");
    expect(spokenLanguages("nl,<b>,toolong", "fr")).toBe("néerlandais");
    expect(spokenLanguages(undefined, "en")).toBe("");
  });
});
