// The listing's brochure (a PDF made on the server) and the detail page's link to it, in English.
import type { BrochureMessages } from "./nl.ts";

export const en: BrochureMessages = {
  link: "Brochure (PDF)",
  documentTitle: "Brochure: {title}",
  heading: "Brochure",
  keyFacts: "At a glance",
  photos: "Photos",
  legal: "Legal information on this property",
  contact: "Your contact",
  scan: "Scan the code for all photos and up-to-date details:",
  asOf: "Details as of {date}. Subject to change; only the deed is binding.",
  page: "Page {page} of {pages}",
};
