// A listing field's refusals as the staff member reads them, in each language: a number read two
// ways repeats what was typed with both readings, a number out of range names its range, a link
// not recognised is named, the form kit's keys keep the kit's sentences.
import { describe, expect, it } from "vitest";
import type { Language } from "../../../i18n/languages.ts";
import { ADMIN_FORMS_DE } from "../../../i18n/messages/admin-forms/de.ts";
import { ADMIN_FORMS_EN } from "../../../i18n/messages/admin-forms/en.ts";
import { ADMIN_FORMS_FR } from "../../../i18n/messages/admin-forms/fr.ts";
import { ADMIN_FORMS_NL } from "../../../i18n/messages/admin-forms/nl.ts";
import { ADMIN_LISTING_MESSAGES } from "../../../i18n/messages/admin-listings.ts";
import { listingErrorSentence } from "./listing-error-texts.ts";

const FORM_TEXTS = { nl: ADMIN_FORMS_NL, fr: ADMIN_FORMS_FR, en: ADMIN_FORMS_EN, de: ADMIN_FORMS_DE } as const;

const said = (key: string, typed: string, language: Language = "nl") =>
  listingErrorSentence(key, typed, FORM_TEXTS[language], ADMIN_LISTING_MESSAGES[language]).replace(/\u00a0/g, " ");

describe("listingErrorSentence", () => {
  it.each([
    ["numberAmbiguous|amount|385|385000", "385,000", "385,000 kan € 385 of € 385.000 zijn: schrijf 385.000 of 385."],
    ["numberAmbiguous|area|1.25|1250", " 1,250 ", "1,250 kan 1,25 m² of 1.250 m² zijn: schrijf 1.250 of 1,25."],
    ["numberRange|energy|-1000|10000", "245.000", "245.000 ligt buiten wat kan: van -1.000 kWh/m² tot 10.000 kWh/m²."],
    [
      "numberUnclear|amount|3.5",
      "3.5",
      "3.5 is niet duidelijk: bedoelt u € 3,50? Schrijf dan 3,5 (een komma voor de decimalen, een punt tussen de duizendtallen).",
    ],
    ["wholeNumber", "2,5", "Geef een geheel getal."],
    ["videoUrl|https://example.com/film", "", "Niet herkend als video: https://example.com/film"],
    ["type", "", "Kies een type dat past bij het doel."],
    ["titleNeeded", "", "Geef minstens in één taal een titel."],
    ["required", "", ADMIN_FORMS_NL.errors.required],
    ["chooseOne", "", ADMIN_FORMS_NL.errors.chooseOne],
    ["overrideNeedsReason", "", ADMIN_LISTING_MESSAGES.nl.publish.overrideNeedsReason],
  ])("says %s (typed %j) in Dutch", (key, typed, sentence) => {
    expect(said(key, typed)).toBe(sentence);
  });

  it("says a number read two ways in each language", () => {
    const key = "numberAmbiguous|amount|385|385000";
    expect(said(key, "385,000", "fr")).toBe("385,000 peut être 385 € ou 385.000 € : écrivez 385.000 ou 385.");
    expect(said(key, "385,000", "en")).toBe("385,000 could be € 385 or € 385.000: write 385.000 or 385.");
    expect(said(key, "385,000", "de")).toBe("385,000 kann 385 € oder 385.000 € sein: schreiben Sie 385.000 oder 385.");
  });
});
