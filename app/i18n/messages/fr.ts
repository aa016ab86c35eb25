import type { Messages } from "./nl.ts";

export const fr: Messages = {
  meta: { siteLanguageName: "Français" },
  frame: {
    skipToContent: "Aller au contenu",
    mainMenu: "Menu principal",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    findAMatch: "Trouver un match",
    languageSwitcher: "Choisir la langue",
    currentLanguage: "Langue actuelle",
    scrollToTop: "Retour en haut",
    opensInNewTab: "(s'ouvre dans un nouvel onglet)",
    copyright: "© {year} {name}. Tous droits réservés.",
    home: "Accueil",
    breadcrumb: "Fil d'Ariane",
  },
  errors: {
    notFoundTitle: "Page introuvable",
    notFoundText: "Cette page n'existe pas (ou plus). Cherchez un bien ou retournez à l'accueil.",
    badRequestTitle: "Demande invalide",
    badRequestText: "Cette demande contient des données invalides.",
    serverErrorTitle: "Il y a une erreur dans l'API",
    serverErrorText: "Un problème est survenu de notre côté. Réessayez dans quelques instants.",
    backHome: "Retour à l'accueil",
  },
};
