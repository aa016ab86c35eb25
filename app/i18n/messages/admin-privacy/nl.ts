// The back office's privacy page (GDPR requests about an e-mail address), in Dutch. The other languages
// (fr.ts, en.ts, de.ts) take their shape from this one.

export const nl = {
  title: "Privacy: gegevens van een persoon",
  intro:
    "Zoek alles wat de site over een e-mailadres bewaart, om een vraag om inzage of om wissing te beantwoorden (binnen een maand).",
  address: "E-mailadres, naam of telefoon",
  search: "Zoeken",
  invalid: "Vul een e-mailadres, een naam of een telefoonnummer in.",
  results: "Gevonden voor {address}",
  people: "Personen gevonden voor {query}",
  noPeople: "Niemand gevonden. Zoek op het e-mailadres van de persoon.",
  pickAddress: "Alles zoeken voor {address}",
  noAddress: "geen e-mailadres: zie de contactfiche",
  nothing: "Niets gevonden voor dit adres.",
  groups: {
    contacts: "Contactfiche",
    leads: "Aanvragen",
    visitBookings: "Bezoeken",
    demands: "Zoekopdrachten (hou me op de hoogte)",
    newsletterSubscriptions: "Inschrijvingen op de nieuwsbrief",
    propertyFollows: "Gevolgde panden",
    testimonials: "Getuigenissen",
    outgoingMails: "E-mails",
    mentions: "Vermeld in gegevens van anderen",
  },
  notes: { one: "{count} notitie", other: "{count} notities" },
  picture: "met foto",
  followed: "pand {id}",
  published: "op de site",
  mentionsNote:
    "Deze rijen horen bij iemand anders en citeren het adres alleen; bij het wissen blijven ze en wordt alleen het adres vervangen.",
  consentNote:
    "Cookietoestemmingen worden bewaard met een willekeurig browsernummer, nooit met een e-mailadres: daar is niets te vinden.",
  export: "Alles downloaden (JSON)",
  exportText: "Leesbaar overzicht voor de persoon (tekst)",
  eraseTitle: "Wissen",
  eraseText:
    "Wist alles hierboven in één keer: de rijen van deze persoon worden verwijderd, getuigenissen van de site gehaald en hun foto's verwijderd; in gegevens van anderen wordt het adres vervangen. Het logboek houdt alleen de aantallen bij, niet het adres.",
  eraseConfirm: "Ik begrijp dat dit niet ongedaan kan worden gemaakt",
  erase: "Alles wissen",
  managersOnly: "Alleen een beheerder kan gegevens wissen.",
  erased: "Gewist. Wat er weg is:",
  counts: {
    contacts: "Contactfiches",
    leads: "Aanvragen",
    notes: "Notities",
    visitBookings: "Bezoeken",
    demands: "Zoekopdrachten",
    newsletterSubscriptions: "Nieuwsbriefinschrijvingen",
    propertyFollows: "Gevolgde panden",
    testimonials: "Getuigenissen",
    articlesWithdrawn: "Getuigenissen van de site gehaald",
    outgoingMails: "E-mails",
    mentionsRedacted: "Vermeldingen vervangen",
    pictureFiles: "Bestanden van foto's op deze server",
    mailFiles: "E-mailbestanden op deze server",
  },
  erasedNote:
    "Ook weg: de foto's van hun getuigenissen in elk formaat, en de e-mails die de site als bestand bewaart (zonder mailserver) waarin het adres staat. De logboeken van de server bevatten geen persoonsgegevens. Wat de site niet kan bereiken, moet u zelf wissen: exports (CSV of JSON) die eerder uit de backoffice werden gedownload, e-mails in mailboxen (ook die van het kantoor, en alles wat via de mailserver vertrok) en back-ups.",
};

export type AdminPrivacyMessages = typeof nl;
