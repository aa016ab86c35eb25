import { describe, expect, it } from "vitest";
import { formsDe } from "../../i18n/messages/forms-de.ts";
import { formsNl } from "../../i18n/messages/forms-nl.ts";
import { errorText } from "./error-text.ts";

const plain = (text: string) => text.replace(/\u00a0/g, " ");

describe("errorText of a typed number", () => {
  it("writes out both readings of an amount that could mean two things, in the visitor's language", () => {
    expect(plain(errorText("amount", "numberAmbiguous|amount|250|250000", formsNl, "nl"))).toBe(
      "Bedoelt u € 250 of € 250.000? Schrijf 250.000 of 250: een punt tussen de duizendtallen.",
    );
    expect(plain(errorText("amount", "numberAmbiguous|amount|250|250000", formsDe, "de"))).toBe(
      "Meinen Sie 250 € oder 250.000 €? Schreiben Sie 250.000 oder 250: ein Punkt zwischen den Tausendern.",
    );
  });

  it("writes out the one reading of an amount written the English way", () => {
    expect(plain(errorText("budgetMax", "numberUnclear|amount|1250000", formsNl, "nl"))).toBe(
      "Bedoelt u € 1.250.000? Schrijf dan 1.250.000: een punt tussen de duizendtallen, zonder decimalen.",
    );
  });

  it("leaves other keys to their sentences", () => {
    expect(errorText("amount", "tooLarge", formsNl, "nl")).toBe(formsNl.errors.tooLarge);
  });
});
