// The back office forms' error texts in German: those the visitor forms share come from their texts.
import { formsDe } from "../forms-de.ts";
import type { AdminFormTexts } from "./types.ts";
import { visitorFormErrors } from "./visitor-wording.ts";

export const ADMIN_FORMS_DE: AdminFormTexts = {
  language: "de",
  errors: {
    ...visitorFormErrors(formsDe),
    chooseOne: "Bitte wählen Sie aus der Liste.",
    time: "Bitte geben Sie eine Uhrzeit ein, z. B. 10:30.",
    dateInPast: "Bitte wählen Sie einen Zeitpunkt in der Zukunft.",
    controlCharacters: "Dieser Text enthält unsichtbare Zeichen; bitte tippen Sie ihn neu.",
    postcode: "Eine Postleitzahl hat vier Ziffern.",
  },
  checkFields: "Bitte prüfen Sie die markierten Felder.",
  rows: {
    moveUp: "{name} nach oben",
    moveDown: "{name} nach unten",
    remove: "{name} entfernen",
    delete: "Entfernen",
  },
};
