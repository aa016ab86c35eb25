// Texts every back-office editor shares, in French (see nl.ts).
import type { EditingMessages } from "./nl.ts";

export const fr: EditingMessages = {
  save: "Enregistrer",
  saved: "Enregistré.",
  invalid: "Non enregistré : corrigez les champs signalés.",
  conflict: {
    title: "Quelqu’un d’autre a enregistré entre-temps",
    intro:
      "Vos modifications n’ont pas été enregistrées, pour ne pas écraser celles de l’autre personne. Le formulaire montre votre saisie ; comparez avec la version actuelle et enregistrez à nouveau.",
    change: "{name} le {at} : {fields}",
    unknownFields: "modifications",
  },
  choose: {
    title: "Enregistré autrement entre-temps : choisissez champ par champ",
    intro:
      "Pas encore enregistré. Ces champs ont aussi été modifiés entre-temps, autrement que vous ne l’avez saisi. Choisissez pour chacun la valeur à garder et enregistrez à nouveau ; le reste de votre saisie est conservé.",
    yours: "Votre saisie",
    savedBy: "Enregistré par {name} le {at}",
    savedInAnotherWindow: "Enregistré dans une autre fenêtre le {at}",
    savedMeanwhile: "Enregistré entre-temps le {at}",
    keepMine: "Garder ma saisie",
    takeTheirs: "Prendre la valeur enregistrée",
    saveAgain: "Enregistrer à nouveau",
    blank: "(vide)",
    yes: "oui",
    no: "non",
    taken: "Modifié entre-temps par {name} ; le formulaire montre cette valeur : {fields}.",
    takenInAnotherWindow: "Modifié entre-temps dans une autre fenêtre ; le formulaire montre cette valeur : {fields}.",
    takenMeanwhile: "Modifié entre-temps ; le formulaire montre cette valeur : {fields}.",
    savedTogether: "Enregistré, avec ce qui a été modifié entre-temps : {fields}.",
  },
  missingTranslation: "traduction manquante",
};
