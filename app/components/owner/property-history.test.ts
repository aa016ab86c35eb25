// The owner's history as read: a day's matches with registered searchers in the language's form,
// one searcher in the singular ("1 geregistreerde zoeker", "1 chercheur inscrit").
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Language } from "../../i18n/languages.ts";
import { OWNER_MESSAGES } from "../../i18n/messages/owner.ts";
import { PropertyHistory } from "./property-history.tsx";

const history = (language: Language, count: number) =>
  renderToStaticMarkup(
    createElement(PropertyHistory, {
      events: [{ kind: "match", at: "2026-11-20T12:00:00Z", count }],
      m: OWNER_MESSAGES[language],
      language,
    }),
  );

describe("a day's matches in the owner's history", () => {
  it.each<[Language, number, string]>([
    ["nl", 1, "Voorgesteld aan 1 geregistreerde zoeker"],
    ["nl", 3, "Voorgesteld aan 3 geregistreerde zoekers"],
    ["fr", 1, "Proposé à 1 chercheur inscrit"],
    ["fr", 3, "Proposé à 3 chercheurs inscrits"],
    ["en", 1, "Suggested to 1 registered searcher"],
    ["en", 3, "Suggested to 3 registered searchers"],
    ["de", 1, "1 registrierten Suchenden vorgeschlagen"],
  ])("in %s, %i: %s", (language, count, said) => {
    expect(history(language, count)).toContain(`</time> ${said}</li>`);
  });
});
