import type { AdminFrameTexts } from "./admin-frame-texts.ts";

export const adminFrameFr: AdminFrameTexts = {
  skipToContent: "Aller au contenu",
  menu: "Menu",
  signedInAs: "Connecté en tant que",
  languageLink: "Langue : français",
  viewSite: "Site web",
  opensInNewTab: "s'ouvre dans un nouvel onglet",
  notFoundText:
    "Cet élément n’existe pas (ou plus) dans la gestion : il a peut-être été supprimé, ou l’adresse est incomplète.",
};
