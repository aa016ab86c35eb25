// The back office forms' error texts in Dutch: those the visitor forms share come from their texts.
import { formsNl } from "../forms-nl.ts";
import type { AdminFormTexts } from "./types.ts";
import { visitorFormErrors } from "./visitor-wording.ts";

export const ADMIN_FORMS_NL: AdminFormTexts = {
  language: "nl",
  errors: {
    ...visitorFormErrors(formsNl),
    chooseOne: "Maak een keuze uit de lijst.",
    time: "Vul een uur in, bv. 10:30.",
    dateInPast: "Kies een moment in de toekomst.",
    controlCharacters: "Deze tekst bevat onzichtbare tekens; typ hem opnieuw.",
    postcode: "Een postcode heeft vier cijfers.",
  },
  checkFields: "Kijk de gemarkeerde velden na.",
  rows: {
    moveUp: "{name} omhoog",
    moveDown: "{name} omlaag",
    remove: "{name} verwijderen",
    delete: "Verwijderen",
  },
};
