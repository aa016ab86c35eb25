import { describe, expect, it } from "vitest";
import { checkArticleSlug, freeSlug } from "./article-slug.ts";

describe("checkArticleSlug", () => {
  it.each([
    ["verkopen", "Verkopen", "nl", { ok: true, slug: "verkopen" }],
    ["  nieuwbouw-2026 ", "x", "nl", { ok: true, slug: "nieuwbouw-2026" }],
    ["", "Onze diensten voor verhuur", "nl", { ok: true, slug: "onze-diensten-voor-verhuur" }],
    ["", "Häuser für Eigentümer", "de", { ok: true, slug: "haeuser-fuer-eigentuemer" }],
    ["", "Vente à Liège", "fr", { ok: true, slug: "vente-a-liege" }],
    ["Verkopen", "x", "nl", { ok: false, problem: "invalid", suggestion: "verkopen" }],
    ["für-eigentümer", "x", "de", { ok: false, problem: "invalid", suggestion: "fuer-eigentuemer" }],
    ["a--b", "x", "nl", { ok: false, problem: "invalid", suggestion: "a-b" }],
    ["-begin", "x", "nl", { ok: false, problem: "invalid", suggestion: "begin" }],
    ["met/schuine", "x", "nl", { ok: false, problem: "invalid", suggestion: "met-schuine" }],
    ["!!!", "x", "nl", { ok: false, problem: "empty" }],
    ["", "!!!", "nl", { ok: false, problem: "empty" }],
    [`${"a".repeat(90)}`, "x", "nl", { ok: false, problem: "invalid", suggestion: "a".repeat(80) }],
  ] as const)("%j (title %j, %s)", (input, title, language, expected) => {
    expect(checkArticleSlug(input, title, language)).toEqual(expected);
  });
});

describe("freeSlug", () => {
  it("keeps a free slug and numbers a taken one", () => {
    expect(freeSlug("verkopen", new Set())).toBe("verkopen");
    expect(freeSlug("verkopen", new Set(["verkopen"]))).toBe("verkopen-2");
    expect(freeSlug("verkopen", new Set(["verkopen", "verkopen-2", "verkopen-3"]))).toBe("verkopen-4");
  });
});
