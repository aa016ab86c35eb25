import type { AdminFrameTexts } from "./admin-frame-texts.ts";

export const adminFrameEn: AdminFrameTexts = {
  skipToContent: "Skip to content",
  menu: "Menu",
  signedInAs: "Signed in as",
  languageLink: "Language: English",
  viewSite: "Website",
  opensInNewTab: "opens in a new tab",
  notFoundText:
    "This does not exist (any more) in the back office: it may have been deleted, or the address is incomplete.",
};
