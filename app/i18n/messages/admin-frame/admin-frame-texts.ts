// The back office frame's own words (skip link, menu button, the person's menu), one small module
// per language, so that the layout's loader sends the staff member's language alone (texts.server.ts).

export interface AdminFrameTexts {
  /** The skip link, the first thing the keyboard reaches. */
  skipToContent: string;
  /** The button that opens the navigation on a phone. */
  menu: string;
  /** Said before the signed-in person's name, for screen readers. */
  signedInAs: string;
  /** The link to the account page, where the staff member's language is set. */
  languageLink: string;
  /** The link to the public website, in a new tab. */
  viewSite: string;
  opensInNewTab: string;
  /** A record or page of the back office that does not exist (404), said under the public "not found" title. */
  notFoundText: string;
}
