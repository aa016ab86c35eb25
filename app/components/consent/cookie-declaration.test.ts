import { describe, expect, it } from "vitest";
import { de } from "../../i18n/messages/de.ts";
import { en } from "../../i18n/messages/en.ts";
import { fr } from "../../i18n/messages/fr.ts";
import { nl } from "../../i18n/messages/nl.ts";
import { TRACKERS } from "../../shared/cookie-catalogue.ts";
import { SITE_COOKIES } from "../../shared/site-cookies.ts";
import { CATEGORIES } from "./consent-choice.ts";
import { cookieRow } from "./cookie-declaration.tsx";

const MESSAGES = { nl, fr, en, de };

it("knows the dialog's categories", () => {
  const used = new Set(
    [...SITE_COOKIES, ...TRACKERS.flatMap((tracker) => tracker.cookies)].map((entry) => entry.category),
  );
  for (const category of used) expect(CATEGORIES).toContain(category);
});

describe("a cookie's row in the visitor's language", () => {
  const ga = TRACKERS[0]?.cookies[0];
  const consent = SITE_COOKIES[0];
  const named = (name: string) => SITE_COOKIES.find((entry) => entry.name === name);
  it.each([
    ["nl", consent, 90, { name: "consent (lokale opslag)", provider: "Vastgoed Test", duration: "90 dagen" }],
    ["de", consent, 1, { name: "consent (lokaler Speicher)", provider: "Vastgoed Test", duration: "1 Tag" }],
    ["fr", ga, 180, { name: "_ga", provider: "Google", duration: "2 ans" }],
    ["en", named("__Host-session"), 180, { name: "__Host-session", duration: "Until you sign out" }],
    ["de", named("favourites"), 180, { name: "favourites (lokaler Speicher)", duration: "Bis Sie sie entfernen" }],
  ] as const)("%s", (language, entry, days, expected) => {
    if (!entry) throw new Error("no entry");
    const m = MESSAGES[language].consent.declaration;
    const row = cookieRow(entry, m, language, days, "Vastgoed Test");
    expect(row).toMatchObject(expected);
    expect(row.purpose.length).toBeGreaterThan(10);
  });
});
