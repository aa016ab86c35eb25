import type { Messages } from "./nl.ts";

export const en: Messages = {
  meta: { siteLanguageName: "English" },
  frame: {
    skipToContent: "Skip to content",
    mainMenu: "Main menu",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    findAMatch: "Find a match",
    languageSwitcher: "Choose language",
    currentLanguage: "Current language",
    scrollToTop: "Back to top",
    opensInNewTab: "(opens in a new tab)",
    copyright: "© {year} {name}. All rights reserved.",
    home: "Home",
    breadcrumb: "Breadcrumb",
  },
  errors: {
    notFoundTitle: "Page not found",
    notFoundText: "This page does not exist (any more). Search for a property or go back to the home page.",
    badRequestTitle: "Invalid request",
    badRequestText: "This request contains invalid data.",
    serverErrorTitle: "There is an error in the API",
    serverErrorText: "Something went wrong on our side. Please try again in a moment.",
    backHome: "Back to the home page",
  },
};
