import type { AdminFrameTexts } from "./admin-frame-texts.ts";

export const adminFrameNl: AdminFrameTexts = {
  skipToContent: "Naar de inhoud",
  menu: "Menu",
  signedInAs: "Aangemeld als",
  languageLink: "Taal: Nederlands",
  viewSite: "Website",
  opensInNewTab: "opent in een nieuw tabblad",
  notFoundText: "Dit bestaat niet (meer) in het beheer: het werd misschien verwijderd, of het adres is onvolledig.",
};
