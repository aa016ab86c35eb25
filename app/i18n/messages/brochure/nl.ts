// The listing's brochure (a PDF made on the server) and the detail page's link to it, in Dutch.
// Placeholders in braces are filled on the server.

export const nl = {
  /** The detail page's link; the PDF's size follows it when known. */
  link: "Brochure (PDF)",
  /** The PDF's title in its properties, and above the agency's name on its first page. */
  documentTitle: "Brochure: {title}",
  heading: "Brochure",
  keyFacts: "In het kort",
  photos: "Foto's",
  legal: "Wettelijke vermeldingen bij dit pand",
  contact: "Uw contactpersoon",
  scan: "Scan de code voor alle foto's en de actuele informatie:",
  asOf: "Informatie van {date}. Onder voorbehoud van wijzigingen; enkel de akte bindt.",
  page: "Pagina {page} van {pages}",
};

export type BrochureMessages = typeof nl;
