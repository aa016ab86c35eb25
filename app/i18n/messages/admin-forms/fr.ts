// The back office forms' error texts in French.
import type { AdminFormTexts } from "./types.ts";

export const ADMIN_FORMS_FR: AdminFormTexts = {
  errors: {
    required: "Ce champ est obligatoire.",
    email: "Indiquez une adresse e-mail valide, p. ex. nom@exemple.be.",
    number: "Indiquez un nombre entier, p. ex. 3 ou 250.000.",
    numberAmbiguous:
      "Voulez-vous dire {first} ou {second} ? Écrivez {secondTyped} ou {firstTyped} : un point entre les milliers.",
    numberUnclear:
      "Voulez-vous dire {first} ? Écrivez alors {firstTyped} : un point entre les milliers, sans décimales.",
    tooLong: "Ce texte est trop long.",
    tooSmall: "Ce nombre est trop petit.",
    tooLarge: "Ce nombre est trop grand.",
    chooseOne: "Faites un choix dans la liste.",
    date: "Indiquez une date valide.",
    time: "Indiquez une heure, p. ex. 10:30.",
    dateInPast: "Choisissez un moment dans le futur.",
    controlCharacters: "Ce texte contient des caractères invisibles ; retapez-le.",
    postcode: "Un code postal a quatre chiffres.",
  },
  checkFields: "Vérifiez les champs marqués.",
};
