// Dutch interface texts, grouped by page. Every language module has every key (a test checks it).
export const nl = {
  meta: { siteLanguageName: "Nederlands" },
  frame: {
    skipToContent: "Naar de inhoud",
    mainMenu: "Hoofdmenu",
    openMenu: "Menu openen",
    closeMenu: "Menu sluiten",
    findAMatch: "Vind een match",
    languageSwitcher: "Taal kiezen",
    currentLanguage: "Huidige taal",
    scrollToTop: "Naar boven",
    opensInNewTab: "(opent in een nieuw tabblad)",
    copyright: "© {year} {name}. Alle rechten voorbehouden.",
    home: "Home",
    breadcrumb: "Kruimelpad",
  },
  errors: {
    notFoundTitle: "Pagina niet gevonden",
    notFoundText: "Deze pagina bestaat niet (meer). Zoek een pand of ga terug naar de startpagina.",
    badRequestTitle: "Ongeldige aanvraag",
    badRequestText: "Deze aanvraag bevat ongeldige gegevens.",
    serverErrorTitle: "Er is een fout in de API",
    serverErrorText: "Er ging iets mis aan onze kant. Probeer het over enkele ogenblikken opnieuw.",
    backHome: "Terug naar de startpagina",
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof nl>;
