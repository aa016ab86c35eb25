// The back office's privacy page (GDPR requests about an e-mail address), in German (see nl.ts).
import type { AdminPrivacyMessages } from "./nl.ts";

export const de: AdminPrivacyMessages = {
  title: "Datenschutz: Daten einer Person",
  intro:
    "Suchen Sie alles, was die Website zu einer E-Mail-Adresse speichert, um eine Auskunfts- oder Löschanfrage zu beantworten (innerhalb eines Monats).",
  address: "E-Mail-Adresse, Name oder Telefon",
  search: "Suchen",
  invalid: "Geben Sie eine E-Mail-Adresse, einen Namen oder eine Telefonnummer ein.",
  results: "Gefunden für {address}",
  people: "Gefundene Personen für {query}",
  noPeople: "Niemand gefunden. Suchen Sie nach der E-Mail-Adresse der Person.",
  pickAddress: "Alles suchen für {address}",
  noAddress: "keine E-Mail-Adresse: siehe Kontaktkarte",
  nothing: "Zu dieser Adresse wurde nichts gefunden.",
  groups: {
    contacts: "Kontaktkarte",
    leads: "Anfragen",
    visitBookings: "Besichtigungen",
    demands: "Suchaufträge (auf dem Laufenden halten)",
    newsletterSubscriptions: "Newsletter-Anmeldungen",
    propertyFollows: "Beobachtete Immobilien",
    testimonials: "Erfahrungsberichte",
    outgoingMails: "E-Mails",
    mentions: "Erwähnt in Daten anderer Personen",
  },
  notes: { one: "{count} Notiz", other: "{count} Notizen" },
  picture: "mit Foto",
  followed: "Immobilie {id}",
  published: "auf der Website",
  mentionsNote:
    "Diese Zeilen gehören jemand anderem und nennen nur die Adresse; beim Löschen bleiben sie, nur die Adresse wird ersetzt.",
  consentNote:
    "Cookie-Einwilligungen werden mit einer zufälligen Browserkennung gespeichert, nie mit einer E-Mail-Adresse: Dort ist nichts zu finden.",
  export: "Alles herunterladen (JSON)",
  exportText: "Lesbare Übersicht für die Person (Text)",
  eraseTitle: "Löschen",
  eraseText:
    "Löscht alles oben Genannte auf einmal: Die Zeilen dieser Person werden entfernt, ihre Erfahrungsberichte von der Website genommen und ihre Fotos gelöscht; in Daten anderer Personen wird die Adresse ersetzt. Das Protokoll behält nur die Anzahlen, nicht die Adresse.",
  eraseConfirm: "Ich verstehe, dass dies nicht rückgängig gemacht werden kann",
  erase: "Alles löschen",
  managersOnly: "Nur ein Verwalter kann Daten löschen.",
  erased: "Gelöscht. Was entfernt wurde:",
  counts: {
    contacts: "Kontaktkarten",
    leads: "Anfragen",
    notes: "Notizen",
    visitBookings: "Besichtigungen",
    demands: "Suchaufträge",
    newsletterSubscriptions: "Newsletter-Anmeldungen",
    propertyFollows: "Beobachtete Immobilien",
    testimonials: "Erfahrungsberichte",
    articlesWithdrawn: "Von der Website genommene Erfahrungsberichte",
    outgoingMails: "E-Mails",
    mentionsRedacted: "Ersetzte Erwähnungen",
    pictureFiles: "Bilddateien auf diesem Server",
    mailFiles: "E-Mail-Dateien auf diesem Server",
  },
  erasedNote:
    "Ebenfalls entfernt: die Fotos ihrer Erfahrungsberichte in jeder Größe und die E-Mails, die die Website als Dateien aufbewahrt (ohne Mailserver), in denen die Adresse vorkommt. Die Protokolle des Servers enthalten keine personenbezogenen Daten. Was die Website nicht erreichen kann, müssen Sie selbst löschen: früher aus dem Backoffice heruntergeladene Exporte (CSV oder JSON), E-Mails in Postfächern (auch dem der Agentur und alles, was über den Mailserver versandt wurde) und Sicherungen.",
};
