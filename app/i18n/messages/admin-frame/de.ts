import type { AdminFrameTexts } from "./admin-frame-texts.ts";

export const adminFrameDe: AdminFrameTexts = {
  skipToContent: "Zum Inhalt",
  menu: "Menü",
  signedInAs: "Angemeldet als",
  languageLink: "Sprache: Deutsch",
  viewSite: "Website",
  opensInNewTab: "öffnet in einem neuen Tab",
  notFoundText:
    "Das gibt es in der Verwaltung nicht (mehr): Es wurde vielleicht gelöscht, oder die Adresse ist unvollständig.",
};
