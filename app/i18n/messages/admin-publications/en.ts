// A listing's publications page in the back office, in English (see nl.ts).
import type { AdminPublicationsMessages } from "./nl.ts";

export const en: AdminPublicationsMessages = {
  title: "Publications of {name}",
  link: "Publications on portals",
  backToListing: "Back to the property",
  intro:
    "Which portals the property is on, since when and at which address. The owner sees this in their portal, with the visits of the portals that send them.",
  feedNotice:
    "This property comes from the CRM feed. When the feed carries publications, the next import replaces this list.",
  heading: "Publications",
  none: "Not published on any portal yet.",
  row: "Publication {number}",
  portal: "Portal",
  since: "Online since",
  url: "Advert’s address",
  urlHint: "Optional; an address on the portal’s site.",
  figures: "Figures",
  sendsFigures: "Sends figures",
  noFigures: "Sends no figures",
  ownList: "Our own listings (our site)",
  add: "Add a portal",
  save: "Save publications",
  saved: "Publications saved.",
  unchanged: "Nothing had changed.",
  errors: {
    url: "Give a full web address, starting with https:// or http://.",
    urlHost: "This address is not on this portal’s site.",
    portalTwice: "This portal is already in the list.",
    conflict:
      "Someone else changed the publications meanwhile. They are shown below as they are saved now; make your change again.",
  },
};
