// The back office's property types and status badges pages, in German (see nl.ts).
import type { AdminCatalogLabelsMessages } from "./nl.ts";

export const de: AdminCatalogLabelsMessages = {
  types: {
    title: "Immobilienarten",
    intro:
      "Wie die Website jede Art nennt (Listen, Suchfilter, Karten, Immobilienseiten) in jeder Sprache, in welcher Reihenfolge sie stehen und ob sie zum Kauf und zur Miete angeboten werden.",
    order: "Reihenfolge",
    name: "Name",
    sale: "Zu verkaufen",
    rent: "Zu vermieten",
    listings: "Immobilien",
    yes: "ja",
    no: "nein",
    edit: "Ändern",
    editType: "{name} ändern",
    changedHere: "Hier geändert",
    changedHereHint:
      "Der Import aus dem CRM überschreibt hier geänderte Felder nicht mehr; sein Bericht nennt es, wenn das CRM etwas anderes liefert.",
    back: "Zurück zu den Immobilienarten",
    editTitle: "Art {id}: {name}",
    names: "Name je Sprache",
    nameHint: "Leer in einer Sprache: Die Website zeigt den Namen in der Standardsprache.",
    orderHint: "Niedriger steht zuerst (0 bis 99).",
    flags: "Angeboten",
    saleLabel: "Zum Kauf (Suchfilter und Arten der Suchleiste)",
    rentLabel: "Zur Miete (Suchfilter und Arten der Suchleiste)",
    save: "Speichern",
    saved: "Gespeichert. Die Website zeigt es sofort.",
    unchanged: "Es hatte sich nichts geändert.",
    stale:
      "Jemand anderes (oder der Import aus dem CRM) hat diese Art inzwischen geändert. Ihre Eingaben sind noch da; die gespeicherten Werte stehen darunter. Speichern behält Ihre Fassung.",
    storedNow: "Jetzt gespeichert",
    languageName: { nl: "Niederländisch", fr: "Französisch", en: "Englisch", de: "Deutsch" },
  },
  badges: {
    title: "Statusetiketten",
    intro:
      "Die Etiketten auf den Karten und Immobilienseiten: neu, unter Option, verkauft, vermietet und Besichtigungen ausgebucht. Wählen Sie für jedes die Wörter in jeder Sprache, die Farbe und wo es erscheint. Was ein Etikett bedeutet (eine verkaufte Immobilie kann nicht mehr besichtigt werden), bleibt gleich.",
    badge: {
      new: "Neu (Code 1)",
      option: "Unter Option (Code 2)",
      sold: "Verkauft (Code 3)",
      rented: "Vermietet (Code 4)",
      full: "Besichtigungen ausgebucht",
    },
    label: "Wörter",
    labelHint: "Leer: Die Website sagt „{words}“.",
    tone: "Farbe",
    toneHint: "Nur Farben, auf denen weiße Schrift gut lesbar ist.",
    tones: {
      green: "Grün",
      amber: "Ocker",
      red: "Rot",
      blue: "Blau",
      petrol: "Petrol",
      purple: "Violett",
      graphite: "Graphit",
    },
    onCards: "Auf den Karten in Listen",
    onDetail: "Auf der Immobilienseite",
    preview: "Vorschau",
    save: "Speichern",
    saved: "Gespeichert. Die Website zeigt es sofort.",
    unchanged: "Es hatte sich nichts geändert.",
    stale:
      "Jemand anderes hat die Statusetiketten inzwischen geändert. Ihre Eingaben sind noch da; Speichern behält Ihre Fassung.",
  },
};
