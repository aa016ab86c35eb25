// Texts of the back office's statistics pages: the import of the figures property portals report.
import type { Language } from "../languages.ts";

const nl = {
  portalFigures: {
    title: "Cijfers van vastgoedportalen",
    intro:
      "Laad het cijferbestand van een portaal op (CSV): per pand, portaal en dag het aantal weergaven en contactaanvragen. Eigenaars zien deze cijfers in hun portaal naast de bezoeken op de eigen website.",
    format:
      "Eerste regel: property;portal;day;views;contacts (puntkomma of komma). Daarna één regel per pand, portaal en dag, bv. 9001;immoweb;2026-10-31;37;1. Een dag die al ingelezen werd, wordt vervangen.",
    file: "CSV-bestand",
    upload: "Inlezen",
    done: "{figures} cijfers ingelezen voor {properties} panden ({portals}).",
    refused: "Het bestand werd niet ingelezen: er is niets gewijzigd. Verbeter deze regels en laad het opnieuw op.",
    line: "Regel {line}",
    tooLarge: "Het bestand is te groot (hoogstens {megabytes} MB).",
    problems: {
      empty: "het bestand bevat geen cijfers",
      header: "de eerste regel moet property;portal;day;views;contacts zijn, niet „{value}”",
      tooManyLines: "te veel regels: splits het bestand",
      columns: "verwacht 5 kolommen, gevonden {value}",
      property: "„{value}” is geen pandnummer",
      unknownProperty: "er is geen pand met nummer {value}",
      portal: "„{value}” is geen geldige portaalnaam (letters, cijfers en streepjes)",
      day: "„{value}” is geen datum in de vorm JJJJ-MM-DD",
      views: "„{value}” is geen geldig aantal weergaven (een geheel getal, 0 of meer)",
      contacts: "„{value}” is geen geldig aantal contacten (een geheel getal, 0 of meer)",
      duplicate: "dezelfde pand, hetzelfde portaal en dezelfde dag staan al op regel {value}",
    },
  },
};

type AdminStatsMessages = typeof nl;

const fr: AdminStatsMessages = {
  portalFigures: {
    title: "Chiffres des portails immobiliers",
    intro:
      "Chargez le fichier de chiffres d'un portail (CSV) : par bien, portail et jour, le nombre de vues et de demandes de contact. Les propriétaires voient ces chiffres dans leur espace, à côté des visites sur notre propre site.",
    format:
      "Première ligne : property;portal;day;views;contacts (point-virgule ou virgule). Ensuite une ligne par bien, portail et jour, p. ex. 9001;immoweb;2026-10-31;37;1. Un jour déjà importé est remplacé.",
    file: "Fichier CSV",
    upload: "Importer",
    done: "{figures} chiffres importés pour {properties} biens ({portals}).",
    refused: "Le fichier n'a pas été importé : rien n'a changé. Corrigez ces lignes et chargez-le à nouveau.",
    line: "Ligne {line}",
    tooLarge: "Le fichier est trop volumineux ({megabytes} Mo au maximum).",
    problems: {
      empty: "le fichier ne contient aucun chiffre",
      header: "la première ligne doit être property;portal;day;views;contacts, pas « {value} »",
      tooManyLines: "trop de lignes : divisez le fichier",
      columns: "5 colonnes attendues, {value} trouvées",
      property: "« {value} » n'est pas un numéro de bien",
      unknownProperty: "aucun bien ne porte le numéro {value}",
      portal: "« {value} » n'est pas un nom de portail valable (lettres, chiffres et tirets)",
      day: "« {value} » n'est pas une date au format AAAA-MM-JJ",
      views: "« {value} » n'est pas un nombre de vues valable (un entier, 0 ou plus)",
      contacts: "« {value} » n'est pas un nombre de contacts valable (un entier, 0 ou plus)",
      duplicate: "le même bien, le même portail et le même jour figurent déjà à la ligne {value}",
    },
  },
};

const en: AdminStatsMessages = {
  portalFigures: {
    title: "Property portal figures",
    intro:
      "Upload a portal's figures file (CSV): per property, portal and day, the number of views and contact requests. Owners see these figures in their portal beside the visits on our own website.",
    format:
      "First line: property;portal;day;views;contacts (semicolons or commas). Then one line per property, portal and day, e.g. 9001;immoweb;2026-10-31;37;1. A day imported before is replaced.",
    file: "CSV file",
    upload: "Import",
    done: "{figures} figures imported for {properties} properties ({portals}).",
    refused: "The file was not imported: nothing has changed. Correct these lines and upload it again.",
    line: "Line {line}",
    tooLarge: "The file is too large (at most {megabytes} MB).",
    problems: {
      empty: "the file holds no figures",
      header: "the first line must be property;portal;day;views;contacts, not “{value}”",
      tooManyLines: "too many lines: split the file",
      columns: "expected 5 columns, found {value}",
      property: "“{value}” is not a property number",
      unknownProperty: "there is no property number {value}",
      portal: "“{value}” is not a valid portal name (letters, digits and dashes)",
      day: "“{value}” is not a date written YYYY-MM-DD",
      views: "“{value}” is not a valid number of views (a whole number, 0 or more)",
      contacts: "“{value}” is not a valid number of contacts (a whole number, 0 or more)",
      duplicate: "the same property, portal and day are already on line {value}",
    },
  },
};

const de: AdminStatsMessages = {
  portalFigures: {
    title: "Zahlen der Immobilienportale",
    intro:
      "Laden Sie die Zahlendatei eines Portals hoch (CSV): je Immobilie, Portal und Tag die Anzahl der Aufrufe und Kontaktanfragen. Eigentümer sehen diese Zahlen in ihrem Bereich neben den Besuchen auf unserer eigenen Website.",
    format:
      "Erste Zeile: property;portal;day;views;contacts (Semikolon oder Komma). Danach eine Zeile je Immobilie, Portal und Tag, z. B. 9001;immoweb;2026-10-31;37;1. Ein bereits eingelesener Tag wird ersetzt.",
    file: "CSV-Datei",
    upload: "Einlesen",
    done: "{figures} Zahlen für {properties} Immobilien eingelesen ({portals}).",
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

export const ADMIN_STATS_MESSAGES: Record<Language, AdminStatsMessages> = { nl, fr, en, de };
