// The back office forms' error texts in English: those the visitor forms share come from their texts.
import { formsEn } from "../forms-en.ts";
import type { AdminFormTexts } from "./types.ts";
import { visitorFormErrors } from "./visitor-wording.ts";

export const ADMIN_FORMS_EN: AdminFormTexts = {
  language: "en",
  errors: {
    ...visitorFormErrors(formsEn),
    chooseOne: "Please choose from the list.",
    time: "Please enter a time, e.g. 10:30.",
    dateInPast: "Please choose a moment in the future.",
    controlCharacters: "This text contains invisible characters; please type it again.",
    postcode: "A postcode has four digits.",
  },
  checkFields: "Please check the marked fields.",
  rows: {
    moveUp: "Move {name} up",
    moveDown: "Move {name} down",
    remove: "Remove {name}",
    delete: "Remove",
  },
};
