// The back office forms' error texts in German.
import type { AdminFormTexts } from "./types.ts";

export const ADMIN_FORMS_DE: AdminFormTexts = {
  errors: {
    required: "Dieses Feld ist ein Pflichtfeld.",
    email: "Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.be.",
    number: "Bitte geben Sie eine ganze Zahl ein, z. B. 3 oder 250.000.",
    numberAmbiguous:
      "Meinen Sie {first} oder {second}? Schreiben Sie {secondTyped} oder {firstTyped}: ein Punkt zwischen den Tausendern.",
    numberUnclear:
      "Meinen Sie {first}? Dann schreiben Sie {firstTyped}: ein Punkt zwischen den Tausendern, ohne Dezimalstellen.",
    tooLong: "Dieser Text ist zu lang.",
    tooSmall: "Diese Zahl ist zu klein.",
    tooLarge: "Diese Zahl ist zu groß.",
    chooseOne: "Bitte wählen Sie aus der Liste.",
    date: "Bitte geben Sie ein gültiges Datum ein.",
    time: "Bitte geben Sie eine Uhrzeit ein, z. B. 10:30.",
    dateInPast: "Bitte wählen Sie einen Zeitpunkt in der Zukunft.",
    controlCharacters: "Dieser Text enthält unsichtbare Zeichen; bitte tippen Sie ihn neu.",
    postcode: "Eine Postleitzahl hat vier Ziffern.",
  },
  checkFields: "Bitte prüfen Sie die markierten Felder.",
};
