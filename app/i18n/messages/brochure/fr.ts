// The listing's brochure (a PDF made on the server) and the detail page's link to it, in French.
import type { BrochureMessages } from "./nl.ts";

export const fr: BrochureMessages = {
  link: "Brochure (PDF)",
  documentTitle: "Brochure : {title}",
  heading: "Brochure",
  keyFacts: "En bref",
  photos: "Photos",
  legal: "Mentions légales de ce bien",
  contact: "Votre contact",
  scan: "Scannez le code pour toutes les photos et les informations à jour :",
  asOf: "Informations au {date}. Sous réserve de modifications ; seul l'acte fait foi.",
  page: "Page {page} sur {pages}",
};
