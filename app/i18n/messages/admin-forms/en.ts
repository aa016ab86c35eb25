// The back office forms' error texts in English.
import type { AdminFormTexts } from "./types.ts";

export const ADMIN_FORMS_EN: AdminFormTexts = {
  errors: {
    required: "This field is required.",
    email: "Please enter a valid email address, e.g. name@example.be.",
    number: "Please enter a whole number, e.g. 3 or 250.000.",
    numberAmbiguous:
      "Do you mean {first} or {second}? Write {secondTyped} or {firstTyped}: a point between thousands (the Belgian way).",
    numberUnclear: "Do you mean {first}? Then write {firstTyped}: a point between thousands, no decimals.",
    tooLong: "This text is too long.",
    tooSmall: "This number is too small.",
    tooLarge: "This number is too large.",
    chooseOne: "Please choose from the list.",
    date: "Please enter a valid date.",
    time: "Please enter a time, e.g. 10:30.",
    dateInPast: "Please choose a moment in the future.",
    controlCharacters: "This text contains invisible characters; please type it again.",
    postcode: "A postcode has four digits.",
  },
  checkFields: "Please check the marked fields.",
};
