import type { AdminFrameTexts } from "./admin-frame-texts.ts";

export const adminFrameNl: AdminFrameTexts = {
  skipToContent: "Naar de inhoud",
  menu: "Menu",
  signedInAs: "Aangemeld als",
  languageLink: "Taal: Nederlands",
  viewSite: "Website",
  opensInNewTab: "opent in een nieuw tabblad",
};
