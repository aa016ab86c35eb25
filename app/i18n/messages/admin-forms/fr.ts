// The back office forms' error texts in French: those the visitor forms share come from their texts.
import { formsFr } from "../forms-fr.ts";
import type { AdminFormTexts } from "./types.ts";
import { visitorFormErrors } from "./visitor-wording.ts";

export const ADMIN_FORMS_FR: AdminFormTexts = {
  language: "fr",
  errors: {
    ...visitorFormErrors(formsFr),
    chooseOne: "Faites un choix dans la liste.",
    time: "Indiquez une heure, p. ex. 10:30.",
    dateInPast: "Choisissez un moment dans le futur.",
    controlCharacters: "Ce texte contient des caractères invisibles ; retapez-le.",
    postcode: "Un code postal a quatre chiffres.",
  },
  checkFields: "Vérifiez les champs marqués.",
  rows: {
    moveUp: "Monter {name}",
    moveDown: "Descendre {name}",
    remove: "Supprimer {name}",
    delete: "Supprimer",
  },
};
