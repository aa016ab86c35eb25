// The back office's statistics pages (import of portal figures), in Dutch. The other languages
// (fr.ts, en.ts, de.ts) take their shape from this one.

export const nl = {
  portalFigures: {
    title: "Cijfers van vastgoedportalen",
    intro:
      "Laad het cijferbestand van een portaal op (CSV): per pand, portaal en dag het aantal weergaven en contactaanvragen. Eigenaars zien deze cijfers in hun portaal naast de bezoeken op de eigen website.",
    format:
      "Eerste regel: property;portal;day;views;contacts (puntkomma of komma). Daarna één regel per pand, portaal en dag, bv. 9001;immoweb;2026-10-31;37;1. Een dag die al ingelezen werd, wordt vervangen.",
    file: "CSV-bestand",
    upload: "Inlezen",
    done: "{figures} voor {properties} ({portals}).",
    doneFigures: { one: "{count} cijfer ingelezen", other: "{count} cijfers ingelezen" },
    doneProperties: { one: "{count} pand", other: "{count} panden" },
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

export type AdminStatsMessages = typeof nl;
