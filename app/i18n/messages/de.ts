import type { Messages } from "./nl.ts";

export const de: Messages = {
  meta: { siteLanguageName: "Deutsch" },
  frame: {
    skipToContent: "Zum Inhalt springen",
    mainMenu: "Hauptmenü",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    findAMatch: "Passende Immobilie finden",
    languageSwitcher: "Sprache wählen",
    currentLanguage: "Aktuelle Sprache",
    scrollToTop: "Nach oben",
    opensInNewTab: "(öffnet in einem neuen Tab)",
    copyright: "© {year} {name}. Alle Rechte vorbehalten.",
    home: "Startseite",
    breadcrumb: "Brotkrümelnavigation",
  },
  errors: {
    notFoundTitle: "Seite nicht gefunden",
    notFoundText: "Diese Seite existiert nicht (mehr). Suchen Sie eine Immobilie oder kehren Sie zur Startseite zurück.",
    badRequestTitle: "Ungültige Anfrage",
    badRequestText: "Diese Anfrage enthält ungültige Daten.",
    serverErrorTitle: "Es gibt einen Fehler in der API",
    serverErrorText: "Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.",
    backHome: "Zurück zur Startseite",
  },
};
