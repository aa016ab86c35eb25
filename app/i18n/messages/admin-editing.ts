// Texts every back-office editor shares: saving, the refused save after someone else's change.
import type { Language } from "../languages.ts";

const nl = {
  save: "Opslaan",
  saved: "Opgeslagen.",
  cancel: "Annuleren",
  invalid: "Niet opgeslagen: verbeter de gemarkeerde velden.",
  conflict: {
    title: "Iemand anders heeft dit intussen opgeslagen",
    intro:
      "Uw wijzigingen zijn niet opgeslagen, zodat ze die van de ander niet overschrijven. Het formulier toont nu uw invoer; vergelijk met de huidige versie en sla opnieuw op.",
    change: "{name} op {at}: {fields}",
    unknownFields: "wijzigingen",
  },
  missingTranslation: "vertaling ontbreekt",
};

type EditingMessages = typeof nl;

const fr: EditingMessages = {
  save: "Enregistrer",
  saved: "Enregistré.",
  cancel: "Annuler",
  invalid: "Non enregistré : corrigez les champs signalés.",
  conflict: {
    title: "Quelqu’un d’autre a enregistré entre-temps",
    intro:
      "Vos modifications n’ont pas été enregistrées, pour ne pas écraser celles de l’autre personne. Le formulaire montre votre saisie ; comparez avec la version actuelle et enregistrez à nouveau.",
    change: "{name} le {at} : {fields}",
    unknownFields: "modifications",
  },
  missingTranslation: "traduction manquante",
};

const en: EditingMessages = {
  save: "Save",
  saved: "Saved.",
  cancel: "Cancel",
  invalid: "Not saved: correct the marked fields.",
  conflict: {
    title: "Someone else saved this in the meantime",
    intro:
      "Your changes were not saved, so they do not overwrite the other person's. The form shows what you entered; compare it with the current version and save again.",
    change: "{name} at {at}: {fields}",
    unknownFields: "changes",
  },
  missingTranslation: "translation missing",
};

const de: EditingMessages = {
  save: "Speichern",
  saved: "Gespeichert.",
  cancel: "Abbrechen",
  invalid: "Nicht gespeichert: Bitte korrigieren Sie die markierten Felder.",
  conflict: {
    title: "Jemand anderes hat dies inzwischen gespeichert",
    intro:
      "Ihre Änderungen wurden nicht gespeichert, damit sie die der anderen Person nicht überschreiben. Das Formular zeigt Ihre Eingaben; vergleichen Sie mit der aktuellen Fassung und speichern Sie erneut.",
    change: "{name} am {at}: {fields}",
    unknownFields: "Änderungen",
  },
  missingTranslation: "Übersetzung fehlt",
};

export const ADMIN_EDITING_MESSAGES: Record<Language, EditingMessages> = { nl, fr, en, de };
export type { EditingMessages };
