// The readable copy of what the agency keeps about a person (a GDPR request for access), written in
// the person's language and handed out by the back office's privacy page beside the JSON file.
import type { Language } from "../languages.ts";

const nl = {
  title: "Gegevens die {agency} over u bewaart",
  intro: "Overzicht opgemaakt op {date} op uw vraag, voor het e-mailadres {address}.",
  you: "Uw gegevens",
  name: "Naam",
  email: "E-mailadres",
  phone: "Telefoon",
  language: "Taal",
  requests: "Uw aanvragen",
  visits: "Uw bezoeken",
  demands: "Uw zoekopdrachten",
  newsletter: "Uw inschrijvingen op de nieuwsbrief",
  follows: "Panden die u volgt",
  testimonials: "Uw getuigenissen",
  mails: "E-mails die wij u stuurden",
  notes: "Notities van ons kantoor over u",
  none: "Niets.",
  property: "Pand",
  cancelled: "geannuleerd",
  feedback: "Wat onze medewerker na het bezoek noteerde ({name}, {date})",
  sharedWithOwner: "ook getoond aan de eigenaar",
  confirmed: "bevestigd",
  unconfirmed: "niet bevestigd",
  unsubscribed: "afgemeld",
  published: "op onze website",
  closing:
    "U kunt ons vragen deze gegevens te verbeteren of te wissen. Het bestand personal-data-….json bevat dezelfde gegevens in een vorm die een computer leest.",
};

type PersonalDataTexts = typeof nl;

const fr: PersonalDataTexts = {
  title: "Données que {agency} conserve à votre sujet",
  intro: "Relevé établi le {date} à votre demande, pour l'adresse e-mail {address}.",
  you: "Vos coordonnées",
  name: "Nom",
  email: "Adresse e-mail",
  phone: "Téléphone",
  language: "Langue",
  requests: "Vos demandes",
  visits: "Vos visites",
  demands: "Vos recherches",
  newsletter: "Vos inscriptions à la newsletter",
  follows: "Les biens que vous suivez",
  testimonials: "Vos témoignages",
  mails: "E-mails que nous vous avons envoyés",
  notes: "Notes de notre agence à votre sujet",
  none: "Rien.",
  property: "Bien",
  cancelled: "annulée",
  feedback: "Ce que notre collaborateur a noté après la visite ({name}, {date})",
  sharedWithOwner: "montré aussi au propriétaire",
  confirmed: "confirmée",
  unconfirmed: "non confirmée",
  unsubscribed: "désinscrit",
  published: "sur notre site",
  closing:
    "Vous pouvez nous demander de corriger ou d'effacer ces données. Le fichier personal-data-….json contient les mêmes données sous une forme lisible par un ordinateur.",
};

const en: PersonalDataTexts = {
  title: "Data {agency} keeps about you",
  intro: "Statement drawn up on {date} at your request, for the e-mail address {address}.",
  you: "Your details",
  name: "Name",
  email: "E-mail address",
  phone: "Phone",
  language: "Language",
  requests: "Your requests",
  visits: "Your visits",
  demands: "Your searches",
  newsletter: "Your newsletter sign-ups",
  follows: "The properties you follow",
  testimonials: "Your testimonials",
  mails: "E-mails we sent you",
  notes: "Our agency's notes about you",
  none: "None.",
  property: "Property",
  cancelled: "cancelled",
  feedback: "What our agent noted after the visit ({name}, {date})",
  sharedWithOwner: "shown to the owner too",
  confirmed: "confirmed",
  unconfirmed: "not confirmed",
  unsubscribed: "unsubscribed",
  published: "on our website",
  closing:
    "You may ask us to correct or erase these data. The file personal-data-….json holds the same data in a form a computer reads.",
};

const de: PersonalDataTexts = {
  title: "Daten, die {agency} über Sie speichert",
  intro: "Übersicht erstellt am {date} auf Ihre Anfrage, für die E-Mail-Adresse {address}.",
  you: "Ihre Angaben",
  name: "Name",
  email: "E-Mail-Adresse",
  phone: "Telefon",
  language: "Sprache",
  requests: "Ihre Anfragen",
  visits: "Ihre Besichtigungen",
  demands: "Ihre Suchaufträge",
  newsletter: "Ihre Newsletter-Anmeldungen",
  follows: "Die Immobilien, die Sie beobachten",
  testimonials: "Ihre Erfahrungsberichte",
  mails: "E-Mails, die wir Ihnen geschickt haben",
  notes: "Notizen unseres Büros über Sie",
  none: "Keine.",
  property: "Immobilie",
  cancelled: "abgesagt",
  feedback: "Was unser Mitarbeiter nach der Besichtigung notierte ({name}, {date})",
  sharedWithOwner: "auch dem Eigentümer gezeigt",
  confirmed: "bestätigt",
  unconfirmed: "nicht bestätigt",
  unsubscribed: "abgemeldet",
  published: "auf unserer Website",
  closing:
    "Sie können uns bitten, diese Daten zu berichtigen oder zu löschen. Die Datei personal-data-….json enthält dieselben Daten in maschinenlesbarer Form.",
};

export type { PersonalDataTexts };

export const ADMIN_PERSONAL_DATA_MESSAGES: Record<Language, PersonalDataTexts> = { nl, fr, en, de };
