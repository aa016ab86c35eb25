// A form schema's error key as the staff member reads it (adminErrorText), in their language.
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../i18n/languages.ts";
import { ADMIN_FORMS_DE } from "../../i18n/messages/admin-forms/de.ts";
import { ADMIN_FORMS_EN } from "../../i18n/messages/admin-forms/en.ts";
import { ADMIN_FORMS_FR } from "../../i18n/messages/admin-forms/fr.ts";
import { ADMIN_FORMS_NL } from "../../i18n/messages/admin-forms/nl.ts";
import { adminErrorText, lastResultOf } from "./admin-form.ts";

describe("adminErrorText", () => {
  it.each([
    ["email", ADMIN_FORMS_NL, ADMIN_FORMS_NL.errors.email],
    ["tooLong", ADMIN_FORMS_DE, "Dieser Text ist zu lang."],
    ["chooseOne", ADMIN_FORMS_DE, "Bitte wählen Sie aus der Liste."],
  ])("writes %s in the staff member's language", (key, texts, sentence) => {
    expect(adminErrorText(key, texts)).toBe(sentence);
  });

  it("writes a number's two readings with their units and how to type each", () => {
    expect(adminErrorText("numberAmbiguous|amount|385|385000", ADMIN_FORMS_NL)).toMatch(
      /^Bedoelt u €\s385 of €\s385\.000\? Schrijf 385\.000 of 385:/,
    );
    expect(adminErrorText("numberUnclear|area|1250", ADMIN_FORMS_DE)).toMatch(
      /^Meinen Sie 1\.250\sm²\? Dann schreiben Sie 1\.250:/,
    );
  });

  it("takes a page's own key from the page's texts, and never shows a key", () => {
    expect(adminErrorText("taken", ADMIN_FORMS_NL, { taken: "Dit adres heeft al een account." })).toBe(
      "Dit adres heeft al een account.",
    );
    expect(adminErrorText("somethingNew", ADMIN_FORMS_NL)).toBe(ADMIN_FORMS_NL.checkFields);
  });

  it("has every text in every language", () => {
    for (const language of LANGUAGES) {
      const texts = { nl: ADMIN_FORMS_NL, fr: ADMIN_FORMS_FR, en: ADMIN_FORMS_EN, de: ADMIN_FORMS_DE }[language];
      for (const sentence of [...Object.values(texts.errors), texts.checkFields]) expect(sentence.trim()).not.toBe("");
    }
  });
});

describe("lastResultOf", () => {
  const result = { status: "error" as const, initialValue: { name: "" }, error: { name: ["required"] } };
  it("gives a form its own answer only", () => {
    expect(lastResultOf({ form: "invite", result }, "invite")).toBe(result);
    expect(lastResultOf({ form: "link", result }, "invite")).toBeUndefined();
    expect(lastResultOf({ done: "saved" }, "invite")).toBeUndefined();
    expect(lastResultOf(undefined)).toBeUndefined();
  });
});
