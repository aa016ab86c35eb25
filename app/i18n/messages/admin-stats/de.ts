// The back office's statistics pages (import of portal figures), in German (see nl.ts).
import type { AdminStatsMessages } from "./nl.ts";

export const de: AdminStatsMessages = {
  portalFigures: {
    title: "Zahlen der Immobilienportale",
    intro:
      "Laden Sie die Zahlendatei eines Portals hoch (CSV): je Immobilie, Portal und Tag die Anzahl der Aufrufe und Kontaktanfragen. Eigentümer sehen diese Zahlen in ihrem Bereich neben den Besuchen auf unserer eigenen Website.",
    format:
      "Erste Zeile: property;portal;day;views;contacts (Semikolon oder Komma). Danach eine Zeile je Immobilie, Portal und Tag, z. B. 9001;immoweb;2026-10-31;37;1. Ein bereits eingelesener Tag wird ersetzt.",
    file: "CSV-Datei",
    upload: "Einlesen",
    done: "{figures} für {properties} eingelesen ({portals}).",
    doneFigures: { one: "{count} Zahl", other: "{count} Zahlen" },
    doneProperties: { one: "{count} Immobilie", other: "{count} Immobilien" },
    refused:
      "Die Datei wurde nicht eingelesen: Es hat sich nichts geändert. Korrigieren Sie diese Zeilen und laden Sie sie erneut hoch.",
    line: "Zeile {line}",
    tooLarge: "Die Datei ist zu groß (höchstens {megabytes} MB).",
    problems: {
      empty: "die Datei enthält keine Zahlen",
      header: "die erste Zeile muss property;portal;day;views;contacts lauten, nicht „{value}“",
      tooManyLines: "zu viele Zeilen: teilen Sie die Datei",
      columns: "5 Spalten erwartet, {value} gefunden",
      property: "„{value}“ ist keine Immobiliennummer",
      unknownProperty: "es gibt keine Immobilie mit der Nummer {value}",
      portal: "„{value}“ ist kein gültiger Portalname (Buchstaben, Ziffern und Bindestriche)",
      day: "„{value}“ ist kein Datum im Format JJJJ-MM-TT",
      views: "„{value}“ ist keine gültige Anzahl Aufrufe (eine ganze Zahl, 0 oder mehr)",
      contacts: "„{value}“ ist keine gültige Anzahl Kontakte (eine ganze Zahl, 0 oder mehr)",
      duplicate: "dieselbe Immobilie, dasselbe Portal und derselbe Tag stehen schon in Zeile {value}",
    },
  },
};
