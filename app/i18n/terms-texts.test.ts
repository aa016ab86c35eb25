import { describe, expect, it } from "vitest";
import { DEFAULT_TERMS, quotedDeposit, type SaleRentTerms } from "../domain/sale-rent-terms.ts";
import { formMessagesFor } from "./form-messages.server.ts";
import type { Language } from "./languages.ts";
import { advanceNotice, offerThanks, rentalConditions } from "./terms-texts.ts";

const NBSP = "\u00a0";
const SET: SaleRentTerms = {
  offerAdvancePercent: 7.5,
  depositMonths: 2,
  incomeTimesRent: 2.5,
  maxPersons: 4,
  tenantCosts: 1234.5,
};

describe("the advance in the visitor's language", () => {
  it.each<[Language, SaleRentTerms, string]>([
    ["nl", DEFAULT_TERMS, "voorschot van 10% van de verkoopprijs"],
    ["nl", SET, "voorschot van 7,5% van de verkoopprijs"],
    ["fr", SET, `acompte de 7,5${NBSP}% du prix de vente`],
    ["en", { ...DEFAULT_TERMS, offerAdvancePercent: 5 }, "advance of 5% of the sale price"],
    ["de", { ...DEFAULT_TERMS, offerAdvancePercent: 5 }, `Anzahlung von 5${NBSP}% des Verkaufspreises`],
  ])("%s %j", (language, terms, expected) => {
    const messages = formMessagesFor(language).terms;
    expect(advanceNotice(messages, terms)).toContain(expected);
    // The thank-you page and mail quote the same figure as the form.
    const percent = /\d+(,\d+)?\u00a0?%/.exec(expected)?.[0] ?? "none";
    expect(offerThanks(messages, terms)).toContain(percent);
  });
});

describe("a rental's conditions", () => {
  it.each<[Language, SaleRentTerms, ReturnType<typeof quotedDeposit>, string]>([
    [
      "nl",
      DEFAULT_TERMS,
      quotedDeposit(null, null, 3),
      "Om in aanmerking te komen vragen we een netto maandinkomen van minstens 3 keer de huurprijs, niet meer bewoners dan bij het pand past en een huurwaarborg van 3 maanden huur.",
    ],
    [
      "nl",
      SET,
      quotedDeposit(null, 950, 2),
      `Om in aanmerking te komen vragen we een netto maandinkomen van minstens 2,5 keer de huurprijs, hoogstens 4 bewoners, een huurwaarborg van 2 maanden huur (€${NBSP}1.900) en kosten van €${NBSP}1.234,50 bij de ondertekening van het huurcontract.`,
    ],
    [
      "de",
      { ...DEFAULT_TERMS, incomeTimesRent: 0, maxPersons: 1 },
      quotedDeposit(2500, 800, 3),
      `Um berücksichtigt zu werden, setzen wir höchstens 1 Bewohner und eine Mietkaution von 2.500${NBSP}€ voraus.`,
    ],
    [
      "nl",
      DEFAULT_TERMS,
      // The listing names € 1.900 at a rent of € 950: its 2 months, not the agency's 3.
      quotedDeposit(1900, 950, 3),
      `Om in aanmerking te komen vragen we een netto maandinkomen van minstens 3 keer de huurprijs, niet meer bewoners dan bij het pand past en een huurwaarborg van 2 maanden huur (€${NBSP}1.900).`,
    ],
    [
      "de",
      DEFAULT_TERMS,
      quotedDeposit(1900, 950, 3),
      `Um berücksichtigt zu werden, setzen wir ein monatliches Nettoeinkommen von mindestens dem 3-Fachen der Miete, höchstens so viele Bewohner, wie die Immobilie zulässt und eine Mietkaution von 2 Monatsmieten (1.900${NBSP}€) voraus.`,
    ],
    [
      "en",
      { ...DEFAULT_TERMS, depositMonths: 1 },
      quotedDeposit(null, null, 1),
      "To be considered, we ask for a net monthly income of at least 3 times the rent, no more occupants than the property is suited to and a rental deposit of 1 month’s rent.",
    ],
    [
      "fr",
      { ...DEFAULT_TERMS, depositMonths: 0 },
      quotedDeposit(null, 900, 0),
      "Pour que votre candidature soit prise en considération, nous demandons un revenu net mensuel d’au moins 3 fois le loyer et pas plus d’occupants que le bien ne le permet.",
    ],
  ])("%s", (language, terms, deposit, expected) => {
    expect(rentalConditions(formMessagesFor(language).terms, language, terms, deposit)).toBe(expected);
  });
});
