// Texts of the back office's privacy page (GDPR requests about an e-mail address), in the four
// languages a staff member can choose.
import type { Language } from "../languages.ts";

const nl = {
  title: "Privacy: gegevens van een persoon",
  intro:
    "Zoek alles wat de site over een e-mailadres bewaart, om een vraag om inzage of om wissing te beantwoorden (binnen een maand).",
  address: "E-mailadres",
  search: "Zoeken",
  invalid: "Vul een geldig e-mailadres in.",
  results: "Gevonden voor {address}",
  nothing: "Niets gevonden voor dit adres.",
  groups: {
    leads: "Aanvragen",
    visitBookings: "Bezoeken",
    demands: "Zoekopdrachten (hou me op de hoogte)",
    newsletterSubscriptions: "Inschrijvingen op de nieuwsbrief",
    testimonials: "Getuigenissen",
    outgoingMails: "E-mails",
    mentions: "Vermeld in gegevens van anderen",
  },
  notes: "{count} notities",
  picture: "met foto",
  published: "op de site",
  mentionsNote:
    "Deze rijen horen bij iemand anders en citeren het adres alleen; bij het wissen blijven ze en wordt alleen het adres vervangen.",
  consentNote:
    "Cookietoestemmingen worden bewaard met een willekeurig browsernummer, nooit met een e-mailadres: daar is niets te vinden.",
  export: "Alles downloaden (JSON)",
  eraseTitle: "Wissen",
  eraseText:
    "Wist alles hierboven in één keer: de rijen van deze persoon worden verwijderd, getuigenissen van de site gehaald en hun foto's verwijderd; in gegevens van anderen wordt het adres vervangen. Het logboek houdt alleen de aantallen bij, niet het adres.",
  eraseConfirm: "Ik begrijp dat dit niet ongedaan kan worden gemaakt",
  erase: "Alles wissen",
  managersOnly: "Alleen een beheerder kan gegevens wissen.",
  erased: "Gewist. Wat er weg is:",
  counts: {
    leads: "Aanvragen",
    notes: "Notities",
    visitBookings: "Bezoeken",
    demands: "Zoekopdrachten",
    newsletterSubscriptions: "Nieuwsbriefinschrijvingen",
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

const fr: AdminPrivacyMessages = {
  title: "Vie privée : données d'une personne",
  intro:
    "Recherchez tout ce que le site conserve sur une adresse e-mail, pour répondre à une demande d'accès ou d'effacement (dans le mois).",
  address: "Adresse e-mail",
  search: "Rechercher",
  invalid: "Indiquez une adresse e-mail valide.",
  results: "Trouvé pour {address}",
  nothing: "Rien trouvé pour cette adresse.",
  groups: {
    leads: "Demandes",
    visitBookings: "Visites",
    demands: "Recherches (tenez-moi informé)",
    newsletterSubscriptions: "Inscriptions à la newsletter",
    testimonials: "Témoignages",
    outgoingMails: "E-mails",
    mentions: "Cité dans les données d'autres personnes",
  },
  notes: "{count} notes",
  picture: "avec photo",
  published: "sur le site",
  mentionsNote:
    "Ces lignes appartiennent à quelqu'un d'autre et ne font que citer l'adresse ; à l'effacement, elles restent et seule l'adresse est remplacée.",
  consentNote:
    "Les consentements aux cookies sont conservés avec un numéro de navigateur aléatoire, jamais avec une adresse e-mail : il n'y a rien à y trouver.",
  export: "Tout télécharger (JSON)",
  eraseTitle: "Effacer",
  eraseText:
    "Efface tout ce qui précède en une fois : les lignes de cette personne sont supprimées, ses témoignages retirés du site et leurs photos supprimées ; dans les données d'autres personnes, l'adresse est remplacée. Le journal ne garde que les nombres, pas l'adresse.",
  eraseConfirm: "Je comprends que cela ne peut pas être annulé",
  erase: "Tout effacer",
  managersOnly: "Seul un gestionnaire peut effacer des données.",
  erased: "Effacé. Ce qui a disparu :",
  counts: {
    leads: "Demandes",
    notes: "Notes",
    visitBookings: "Visites",
    demands: "Recherches",
    newsletterSubscriptions: "Inscriptions à la newsletter",
    testimonials: "Témoignages",
    articlesWithdrawn: "Témoignages retirés du site",
    outgoingMails: "E-mails",
    mentionsRedacted: "Mentions remplacées",
    pictureFiles: "Fichiers de photos sur ce serveur",
    mailFiles: "Fichiers d'e-mails sur ce serveur",
  },
  erasedNote:
    "Également supprimés : les photos de leurs témoignages dans chaque format, et les e-mails que le site conserve en fichiers (sans serveur de messagerie) où figure l'adresse. Les journaux du serveur ne contiennent aucune donnée personnelle. Ce que le site ne peut atteindre, c'est à vous de l'effacer : les exports (CSV ou JSON) téléchargés plus tôt depuis le back-office, les e-mails dans les boîtes de réception (y compris celle de l'agence, et tout ce qui est parti par le serveur de messagerie) et les sauvegardes.",
};

const en: AdminPrivacyMessages = {
  title: "Privacy: a person's data",
  intro:
    "Find everything the site holds about an e-mail address, to answer a request for access or erasure (within a month).",
  address: "E-mail address",
  search: "Search",
  invalid: "Enter a valid e-mail address.",
  results: "Found for {address}",
  nothing: "Nothing found for this address.",
  groups: {
    leads: "Leads",
    visitBookings: "Visits",
    demands: "Searches (keep me informed)",
    newsletterSubscriptions: "Newsletter sign-ups",
    testimonials: "Testimonials",
    outgoingMails: "Mails",
    mentions: "Mentioned in other people's data",
  },
  notes: "{count} notes",
  picture: "with picture",
  published: "on the site",
  mentionsNote:
    "These rows belong to someone else and only quote the address; erasing keeps them and replaces the address alone.",
  consentNote:
    "Cookie consents are kept with a random browser id, never with an e-mail address: there is nothing in them to find.",
  export: "Download everything (JSON)",
  eraseTitle: "Erase",
  eraseText:
    "Erases everything above at once: this person's rows are deleted, their testimonials taken off the site and their pictures removed; in other people's data the address is replaced. The log keeps the counts only, not the address.",
  eraseConfirm: "I understand that this cannot be undone",
  erase: "Erase everything",
  managersOnly: "Only a manager can erase data.",
  erased: "Erased. What is gone:",
  counts: {
    leads: "Leads",
    notes: "Notes",
    visitBookings: "Visits",
    demands: "Searches",
    newsletterSubscriptions: "Newsletter sign-ups",
    testimonials: "Testimonials",
    articlesWithdrawn: "Testimonials taken off the site",
    outgoingMails: "Mails",
    mentionsRedacted: "Mentions replaced",
    pictureFiles: "Picture files on this server",
    mailFiles: "Mail files on this server",
  },
  erasedNote:
    "Also gone: the pictures of their testimonials in every size, and the mails the site keeps as files (without a mail server) in which the address appears. The server's logs hold no personal data. What the site cannot reach is yours to erase: exports (CSV or JSON) downloaded earlier from the back office, mails in mailboxes (the agency's own too, and everything that left through the mail server) and backups.",
};

const de: AdminPrivacyMessages = {
  title: "Datenschutz: Daten einer Person",
  intro:
    "Suchen Sie alles, was die Website zu einer E-Mail-Adresse speichert, um eine Auskunfts- oder Löschanfrage zu beantworten (innerhalb eines Monats).",
  address: "E-Mail-Adresse",
  search: "Suchen",
  invalid: "Geben Sie eine gültige E-Mail-Adresse ein.",
  results: "Gefunden für {address}",
  nothing: "Zu dieser Adresse wurde nichts gefunden.",
  groups: {
    leads: "Anfragen",
    visitBookings: "Besichtigungen",
    demands: "Suchaufträge (auf dem Laufenden halten)",
    newsletterSubscriptions: "Newsletter-Anmeldungen",
    testimonials: "Erfahrungsberichte",
    outgoingMails: "E-Mails",
    mentions: "Erwähnt in Daten anderer Personen",
  },
  notes: "{count} Notizen",
  picture: "mit Foto",
  published: "auf der Website",
  mentionsNote:
    "Diese Zeilen gehören jemand anderem und nennen nur die Adresse; beim Löschen bleiben sie, nur die Adresse wird ersetzt.",
  consentNote:
    "Cookie-Einwilligungen werden mit einer zufälligen Browserkennung gespeichert, nie mit einer E-Mail-Adresse: Dort ist nichts zu finden.",
  export: "Alles herunterladen (JSON)",
  eraseTitle: "Löschen",
  eraseText:
    "Löscht alles oben Genannte auf einmal: Die Zeilen dieser Person werden entfernt, ihre Erfahrungsberichte von der Website genommen und ihre Fotos gelöscht; in Daten anderer Personen wird die Adresse ersetzt. Das Protokoll behält nur die Anzahlen, nicht die Adresse.",
  eraseConfirm: "Ich verstehe, dass dies nicht rückgängig gemacht werden kann",
  erase: "Alles löschen",
  managersOnly: "Nur ein Verwalter kann Daten löschen.",
  erased: "Gelöscht. Was entfernt wurde:",
  counts: {
    leads: "Anfragen",
    notes: "Notizen",
    visitBookings: "Besichtigungen",
    demands: "Suchaufträge",
    newsletterSubscriptions: "Newsletter-Anmeldungen",
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

export const ADMIN_PRIVACY_MESSAGES: Record<Language, AdminPrivacyMessages> = { nl, fr, en, de };
