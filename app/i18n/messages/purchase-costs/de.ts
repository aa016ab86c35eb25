// The purchase-cost calculator, in German (see nl.ts).
import type { PurchaseCostMessages } from "./nl.ts";

export const de: PurchaseCostMessages = {
  page: {
    title: "Kaufnebenkosten berechnen",
    intro:
      "Was zahlen Sie zusätzlich zum Preis? Registrierungsgebühren, Notar und die Kosten Ihres Darlehens, nach den Regeln der Region, in der die Immobilie liegt.",
    description:
      "Berechnen Sie Registrierungsgebühren, Notarkosten und die Kosten Ihrer Hypothek für eine Immobilie in Flandern, Brüssel oder der Wallonie.",
  },
  form: {
    legend: "Die Immobilie",
    price: "Preis",
    region: "Region",
    regions: { flanders: "Flandern", brussels: "Brüssel", wallonia: "Wallonie" },
    /** The region after a preposition, as a sentence says it. */
    inRegion: { flanders: "in Flandern", brussels: "in Brüssel", wallonia: "in der Wallonie" },
    kind: "Art der Immobilie",
    kinds: { home: "Haus oder Wohnung", land: "Baugrundstück", other: "Etwas anderes (Garage, Geschäft, Büro)" },
    buyer: "Ihre Situation",
    buyers: {
      "own-home": "Es wird meine einzige eigene Wohnung",
      standard: "Ich habe schon eine Wohnung, oder ich kaufe zum Vermieten",
    },
    landPrice: "Neubau mit Mehrwertsteuer: Anteil des Grundstücks",
    landPriceHint:
      "Nur für einen Neubau, der mit Mehrwertsteuer verkauft wird: auf das Grundstück fallen Registrierungsgebühren an, auf das Gebäude 21 % Mehrwertsteuer. Sonst leer lassen.",
    loanLegend: "Ihr Darlehen",
    loan: "Betrag des Darlehens",
    loanHint: "Leer lassen, wenn Sie ohne Darlehen kaufen.",
    rate: "Zinssatz pro Jahr (%)",
    years: "Laufzeit (Jahre)",
    submit: "Berechnen",
  },
  notes: {
    amount: "„{value}“ können wir nicht als Betrag lesen. Schreiben Sie zum Beispiel 385.000.",
    rate: "„{value}“ können wir nicht als Zinssatz lesen. Schreiben Sie zum Beispiel 3,25.",
    years: "Wählen Sie eine Laufzeit von 1 bis 40 Jahren.",
    priceMissing: "Geben Sie den Preis ein, um die Kosten zu sehen.",
    loanTooLarge: "Das Darlehen ist höher als Preis und Kosten; wir rechnen mit Ihrem Betrag.",
  },
  result: {
    heading: "Was Sie zusätzlich zum Preis zahlen",
    // A soft hyphen: the word breaks at its syllables in a phone's narrow column, in any browser.
    duties: "Registrierungs\u00adgebühren",
    dutiesOwnHomeRate: "{rate} für Ihre einzige eigene Wohnung {inRegion}.",
    dutiesAbatement: "{rate} auf den Teil über {exempt}: der Freibetrag für Ihre einzige eigene Wohnung in Brüssel.",
    dutiesStandard: "{rate}: der gewöhnliche Satz {inRegion}.",
    dutiesNoOwnHomeKind: "Der niedrigere Satz gilt nur für eine Wohnung oder ein Baugrundstück.",
    dutiesNoOwnHomeCeiling: "Über {ceiling} gilt der Freibetrag nicht.",
    dutiesOnLand: "Berechnet auf das Grundstück: {base}.",
    vat: "Mehrwertsteuer auf das Gebäude (21 %)",
    notaryFee: "Honorar des Notars",
    notaryFeeNote: "Gesetzlicher Tarif, Stufe für Stufe des Preises.",
    deedCosts: "Urkundenkosten (Schätzung)",
    deedCostsNote: "Recherchen, Formulare und Abschriften; jeder Notar legt sie selbst fest.",
    notaryVat: "Mehrwertsteuer auf Honorar und Urkundenkosten (21 %)",
    writingDuty: "Schreibgebühr",
    mortgage: "Hypothek: Registrierung und Hypothekengebühr",
    mortgageNote: "1 % und 0,3 % auf das Darlehen mit 10 % Nebenleistungen ({registered}).",
    total: "Kosten insgesamt",
    priceWithCosts: "Preis mit Kosten",
    ownFunds: "Eigenkapital (Preis und Kosten abzüglich Darlehen)",
    notIncluded:
      "Nicht enthalten: Honorar und Kosten des Notars für die Krediturkunde, die Bearbeitungsgebühren und die Schätzung der Bank.",
    estimate: "Dies ist eine Schätzung, kein Angebot: Ihr Notar berechnet die genauen Beträge.",
  },
  loan: {
    heading: "Ihr Darlehen",
    payment: "Jeden Monat",
    paymentNote: "{amount} über {years} Jahre zu {rate} pro Jahr (Monatszins {monthly}).",
    caption: "Die ersten Jahre Ihres Darlehens",
    year: "Jahr",
    interest: "Zinsen",
    capital: "Tilgung",
    balance: "Restschuld",
    totalInterest: "Zinsen über die gesamte Laufzeit: {amount}.",
  },
  sources: {
    heading: "Worauf diese Beträge beruhen",
    since: "gültig seit {date}",
  },
  listing: {
    heading: "Was kostet diese Immobilie zusätzlich zum Preis?",
    summary: "Etwa {total}: {duties} Registrierungsgebühren und {notary} für den Notar.",
    summaryAgencyNotary:
      "Etwa {total}: {duties} Registrierungsgebühren und {notary} für den Notar, nach der Schätzung unseres Büros.",
    assumesOwnHome: "Berechnet als Ihre einzige eigene Wohnung ({rate}).",
    assumesAbatement: "Berechnet als Ihre einzige eigene Wohnung, mit dem Brüsseler Freibetrag von {exempt}.",
    assumesStandard: "Berechnet zum gewöhnlichen Satz ({rate}).",
    otherCase: "Sonst: etwa {total}.",
    underVat: "Neubau mit Mehrwertsteuer: Geben Sie den Anteil des Grundstücks ein, um die Kosten zu sehen.",
    luxembourg: "Die Kostenberechnung gilt für Immobilien in Belgien, nicht in Luxemburg.",
    link: "Kosten und Darlehen berechnen",
  },
};
