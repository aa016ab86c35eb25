// A listing's publications page in the back office (where it is advertised), in Dutch. The other
// languages (fr.ts, en.ts, de.ts) take their shape from this one.
export const nl = {
  title: "Publicaties van {name}",
  link: "Publicaties op portalen",
  backToListing: "Terug naar het pand",
  intro:
    "Op welke portalen het pand staat, sinds wanneer en met welk adres. De eigenaar ziet dit in zijn portaal, met de bezoekcijfers van de portalen die ze sturen.",
  feedNotice:
    "Dit pand komt uit de CRM-feed. Stuurt de feed publicaties mee, dan vervangt de volgende import deze lijst.",
  heading: "Publicaties",
  none: "Nog op geen portaal gepubliceerd.",
  row: "Publicatie {number}",
  portal: "Portaal",
  since: "Online sinds",
  url: "Adres van de advertentie",
  urlHint: "Optioneel; een adres op de site van het portaal.",
  figures: "Cijfers",
  sendsFigures: "Stuurt cijfers",
  noFigures: "Stuurt geen cijfers",
  ownList: "Eigen aanbod (onze site)",
  add: "Portaal toevoegen",
  save: "Publicaties opslaan",
  saved: "Publicaties opgeslagen.",
  unchanged: "Er was niets gewijzigd.",
  errors: {
    url: "Geef een volledig webadres, dat begint met https:// of http://.",
    urlHost: "Dit adres ligt niet op de site van dit portaal.",
    portalTwice: "Dit portaal staat al in de lijst.",
    conflict:
      "Iemand anders wijzigde de publicaties intussen. Hieronder staan ze zoals ze nu zijn bewaard; voer uw wijziging opnieuw in.",
  },
};

export type AdminPublicationsMessages = typeof nl;
