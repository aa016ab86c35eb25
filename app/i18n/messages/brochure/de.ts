// The listing's brochure (a PDF made on the server) and the detail page's link to it, in German.
import type { BrochureMessages } from "./nl.ts";

export const de: BrochureMessages = {
  link: "Exposé (PDF)",
  documentTitle: "Exposé: {title}",
  heading: "Exposé",
  keyFacts: "Auf einen Blick",
  photos: "Fotos",
  legal: "Gesetzliche Angaben zu dieser Immobilie",
  contact: "Ihr Ansprechpartner",
  scan: "Scannen Sie den Code für alle Fotos und aktuelle Angaben:",
  asOf: "Stand: {date}. Änderungen vorbehalten; verbindlich ist allein die Urkunde.",
  page: "Seite {page} von {pages}",
};
