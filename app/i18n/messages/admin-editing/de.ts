// Texts every back-office editor shares, in German (see nl.ts).
import type { EditingMessages } from "./nl.ts";

export const de: EditingMessages = {
  save: "Speichern",
  saved: "Gespeichert.",
  invalid: "Nicht gespeichert: Bitte korrigieren Sie die markierten Felder.",
  conflict: {
    title: "Jemand anderes hat dies inzwischen gespeichert",
    intro:
      "Ihre Änderungen wurden nicht gespeichert, damit sie die der anderen Person nicht überschreiben. Das Formular zeigt Ihre Eingaben; vergleichen Sie mit der aktuellen Fassung und speichern Sie erneut.",
    change: "{name} am {at}: {fields}",
    unknownFields: "Änderungen",
  },
  choose: {
    title: "Inzwischen anders gespeichert: Wählen Sie Feld für Feld",
    intro:
      "Noch nicht gespeichert. Diese Felder wurden inzwischen ebenfalls geändert, anders als Sie es eingegeben haben. Wählen Sie für jedes Feld, welcher Wert bleibt, und speichern Sie erneut; Ihre übrigen Eingaben bleiben erhalten.",
    yours: "Ihre Eingabe",
    savedBy: "Gespeichert von {name} am {at}",
    savedInAnotherWindow: "Gespeichert in einem anderen Fenster am {at}",
    savedMeanwhile: "Inzwischen gespeichert am {at}",
    keepMine: "Meine Eingabe behalten",
    takeTheirs: "Den gespeicherten Wert übernehmen",
    saveAgain: "Erneut speichern",
    blank: "(leer)",
    yes: "ja",
    no: "nein",
    taken: "Inzwischen von {name} geändert; das Formular zeigt diesen Wert: {fields}.",
    takenInAnotherWindow: "Inzwischen in einem anderen Fenster geändert; das Formular zeigt diesen Wert: {fields}.",
    takenMeanwhile: "Inzwischen geändert; das Formular zeigt diesen Wert: {fields}.",
    savedTogether: "Gespeichert, zusammen mit dem, was inzwischen geändert wurde: {fields}.",
  },
  missingTranslation: "Übersetzung fehlt",
};
