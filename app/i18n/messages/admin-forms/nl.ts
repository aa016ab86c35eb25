// The back office forms' error texts in Dutch.
import type { AdminFormTexts } from "./types.ts";

export const ADMIN_FORMS_NL: AdminFormTexts = {
  errors: {
    required: "Dit veld is verplicht.",
    email: "Vul een geldig e-mailadres in, bv. naam@voorbeeld.be.",
    number: "Vul een geheel getal in, bv. 3 of 250.000.",
    numberAmbiguous:
      "Bedoelt u {first} of {second}? Schrijf {secondTyped} of {firstTyped}: een punt tussen de duizendtallen.",
    numberUnclear: "Bedoelt u {first}? Schrijf dan {firstTyped}: een punt tussen de duizendtallen, zonder decimalen.",
    tooLong: "Deze tekst is te lang.",
    tooSmall: "Dit getal is te klein.",
    tooLarge: "Dit getal is te groot.",
    chooseOne: "Maak een keuze uit de lijst.",
    date: "Vul een geldige datum in.",
    time: "Vul een uur in, bv. 10:30.",
    dateInPast: "Kies een moment in de toekomst.",
    controlCharacters: "Deze tekst bevat onzichtbare tekens; typ hem opnieuw.",
    postcode: "Een postcode heeft vier cijfers.",
  },
  checkFields: "Kijk de gemarkeerde velden na.",
};
