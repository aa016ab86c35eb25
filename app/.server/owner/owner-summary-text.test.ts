import { describe, expect, it } from "vitest";
import { periodBefore } from "../../domain/summary-period.ts";
import { LANGUAGES } from "../../i18n/languages.ts";
import { OWNER_SUMMARY_MESSAGES } from "../../i18n/messages/owner-summary.ts";
import { type PropertySummary, summaryMail } from "./owner-summary-text.ts";

const figures = { siteViews: 1234, portalViews: 40, portalContacts: 2, requests: 3, visits: 1, offers: 0 };
const before = { siteViews: 900, portalViews: 35, portalContacts: 0, requests: 1, visits: 0, offers: 1 };

function property(extra: Partial<PropertySummary> = {}): PropertySummary {
  return {
    label: "Villa (1500 Halle)",
    link: "https://www.agency.test/nl/eigenaar/pand/7/",
    current: figures,
    previous: before,
    onPortals: true,
    ...extra,
  };
}

const input = {
  name: "Eva Mertens",
  properties: [property()],
  accountLink: "https://www.agency.test/nl/eigenaar/account/",
  signature: "Met vriendelijke groeten,\nTest",
};

/** Every leaf of a message tree as "path" -> text. */
function leaves(tree: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (tree !== null && typeof tree === "object") {
    for (const [key, value] of Object.entries(tree)) {
      for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, String(tree));
  }
  return out;
}

const placeholders = (text: string | undefined) =>
  [...String(text).matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "").sort((a, b) => a.localeCompare(b));

describe("summary texts", () => {
  const dutch = leaves(OWNER_SUMMARY_MESSAGES.nl);

  it.each(LANGUAGES)("in %s have every text, with Dutch's placeholders", (language) => {
    const texts = leaves(OWNER_SUMMARY_MESSAGES[language]);
    expect([...texts.keys()].sort()).toEqual([...dutch.keys()].sort());
    for (const [path, text] of texts) {
      expect(text.trim(), path).not.toBe("");
      expect(placeholders(text), path).toEqual(placeholders(dutch.get(path)));
    }
  });
});

describe("summaryMail", () => {
  it("lists each figure with the period before's in brackets, the property's link, and ends with how to switch it off", () => {
    const mail = summaryMail({ ...input, language: "nl", period: periodBefore("weekly", "2026-11-25") });
    expect(mail.subject).toBe("Weekoverzicht van uw panden (16 november 2026 – 22 november 2026)");
    expect(mail.text).toBe(
      [
        "Beste Eva Mertens,",
        "",
        "Zo deden uw panden het van 16 november 2026 tot en met 22 november 2026, met tussen haakjes de week ervoor.",
        "",
        "Villa (1500 Halle)",
        "- Weergaven op onze site: 1.234 (900)",
        "- Weergaven op de portalen: 40 (35)",
        "- Contacten via de portalen: 2 (0)",
        "- Nieuwe aanvragen: 3 (1)",
        "- Bezichtigingen: 1 (0)",
        "- Biedingen: 0 (1)",
        "Alles over dit pand: https://www.agency.test/nl/eigenaar/pand/7/",
        "",
        "Met vriendelijke groeten,",
        "Test",
        "",
        "Dit overzicht uitzetten of minder vaak ontvangen? Dat kiest u op uw account: https://www.agency.test/nl/eigenaar/account/",
        "",
      ].join("\n"),
    );
  });

  it("leaves out the portal lines of a property no portal reports on", () => {
    const mail = summaryMail({
      ...input,
      language: "en",
      period: periodBefore("weekly", "2026-11-25"),
      properties: [property({ onPortals: false })],
    });
    expect(mail.text).toContain("- Page views on our site: 1.234 (900)");
    expect(mail.text).not.toContain("portals");
  });

  it.each([
    ["nl", "Maandoverzicht van uw panden (november 2026)", "Zo deden uw panden het in november 2026"],
    ["fr", "Résumé mensuel de vos biens (novembre 2026)", "Voici comment se sont portés vos biens en novembre 2026"],
    ["en", "Monthly summary of your properties (November 2026)", "Here is how your properties did in November 2026"],
    ["de", "Monatsübersicht Ihrer Immobilien (November 2026)", "So liefen Ihre Immobilien im November 2026"],
  ] as const)("names the month in %s", (language, subject, intro) => {
    const mail = summaryMail({ ...input, language, period: periodBefore("monthly", "2026-12-01") });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(intro);
  });
});
