// A listing's publications page in the back office, in German (see nl.ts).
import type { AdminPublicationsMessages } from "./nl.ts";

export const de: AdminPublicationsMessages = {
  title: "Veröffentlichungen von {name}",
  link: "Veröffentlichungen auf Portalen",
  backToListing: "Zurück zur Immobilie",
  intro:
    "Auf welchen Portalen die Immobilie steht, seit wann und unter welcher Adresse. Der Eigentümer sieht das in seinem Portal, mit den Besuchszahlen der Portale, die sie senden.",
  feedNotice:
    "Diese Immobilie kommt aus dem CRM-Feed. Liefert der Feed Veröffentlichungen mit, ersetzt der nächste Import diese Liste.",
  heading: "Veröffentlichungen",
  none: "Noch auf keinem Portal veröffentlicht.",
  row: "Veröffentlichung {number}",
  portal: "Portal",
  since: "Online seit",
  url: "Adresse der Anzeige",
  urlHint: "Optional; eine Adresse auf der Website des Portals.",
  figures: "Zahlen",
  sendsFigures: "Sendet Zahlen",
  noFigures: "Sendet keine Zahlen",
  ownList: "Eigenes Angebot (unsere Website)",
  add: "Portal hinzufügen",
  save: "Veröffentlichungen speichern",
  saved: "Veröffentlichungen gespeichert.",
  unchanged: "Es war nichts geändert.",
  errors: {
    url: "Geben Sie eine vollständige Webadresse an, die mit https:// oder http:// beginnt.",
    urlHost: "Diese Adresse liegt nicht auf der Website dieses Portals.",
    portalTwice: "Dieses Portal steht schon in der Liste.",
    conflict:
      "Jemand anderes hat die Veröffentlichungen inzwischen geändert. Unten stehen sie, wie sie jetzt gespeichert sind; nehmen Sie Ihre Änderung erneut vor.",
  },
};
