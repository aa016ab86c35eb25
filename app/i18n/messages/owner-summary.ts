// Texts of the owner's summary mail: the choice on the owner's account page (never, weekly, monthly)
// and the mail itself. In the mail, each figure is followed by the period before's in brackets.
import type { Language } from "../languages.ts";

const nl = {
  form: {
    title: "Overzicht per e-mail",
    legend: "Hoe vaak wilt u een overzicht van uw panden ontvangen?",
    choices: { off: "Nooit", weekly: "Elke week", monthly: "Elke maand" },
    hint: "Per pand hoe vaak het bekeken werd, de aanvragen, bezoeken ter plaatse en biedingen, naast die van de periode ervoor. Het weekoverzicht vertrekt op maandag om 7 uur, het maandoverzicht op de eerste van de maand.",
    submit: "Keuze opslaan",
    saved: {
      off: "U krijgt geen overzicht meer per e-mail.",
      weekly: "Voortaan krijgt u elke maandag het overzicht van de week ervoor.",
      monthly: "Voortaan krijgt u op de eerste van elke maand het overzicht van de maand ervoor.",
    },
  },
  mail: {
    weeklySubject: "Weekoverzicht van uw panden ({first} – {last})",
    monthlySubject: "Maandoverzicht van uw panden ({month})",
    weeklyIntro: "Zo deden uw panden het van {first} tot en met {last}, met tussen haakjes de week ervoor.",
    monthlyIntro: "Zo deden uw panden het in {month}, met tussen haakjes de maand ervoor.",
    siteViews: "Bezoeken op onze site",
    portalViews: "Bezoeken op de portalen",
    portalContacts: "Contacten via de portalen",
    requests: "Nieuwe aanvragen",
    visits: "Bezoeken ter plaatse",
    offers: "Biedingen",
    more: "Alles over dit pand: {url}",
    switchOff: "Dit overzicht uitzetten of minder vaak ontvangen? Dat kiest u op uw account: {url}",
  },
};

export type OwnerSummaryMessages = typeof nl;

const fr: OwnerSummaryMessages = {
  form: {
    title: "Résumé par e-mail",
    legend: "À quelle fréquence souhaitez-vous un résumé de vos biens ?",
    choices: { off: "Jamais", weekly: "Chaque semaine", monthly: "Chaque mois" },
    hint: "Par bien : les consultations, demandes, visites sur place et offres, à côté de celles de la période précédente. Le résumé hebdomadaire part le lundi à 7 h, le mensuel le 1er du mois.",
    submit: "Enregistrer ce choix",
    saved: {
      off: "Vous ne recevrez plus de résumé par e-mail.",
      weekly: "Vous recevrez désormais chaque lundi le résumé de la semaine écoulée.",
      monthly: "Vous recevrez désormais le 1er de chaque mois le résumé du mois écoulé.",
    },
  },
  mail: {
    weeklySubject: "Résumé hebdomadaire de vos biens ({first} – {last})",
    monthlySubject: "Résumé mensuel de vos biens ({month})",
    weeklyIntro:
      "Voici comment se sont portés vos biens du {first} au {last}, avec entre parenthèses la semaine précédente.",
    monthlyIntro: "Voici comment se sont portés vos biens en {month}, avec entre parenthèses le mois précédent.",
    siteViews: "Consultations sur notre site",
    portalViews: "Consultations sur les portails",
    portalContacts: "Contacts via les portails",
    requests: "Nouvelles demandes",
    visits: "Visites sur place",
    offers: "Offres",
    more: "Tout sur ce bien : {url}",
    switchOff: "Pour désactiver ce résumé ou le recevoir moins souvent, rendez-vous sur votre compte : {url}",
  },
};

const en: OwnerSummaryMessages = {
  form: {
    title: "Summary by e-mail",
    legend: "How often would you like a summary of your properties?",
    choices: { off: "Never", weekly: "Every week", monthly: "Every month" },
    hint: "Per property: views, requests, viewings and offers, beside those of the period before. The weekly one leaves on Monday at 7 am, the monthly one on the 1st of the month.",
    submit: "Save choice",
    saved: {
      off: "You will no longer receive a summary by e-mail.",
      weekly: "From now on you will receive the summary of the past week every Monday.",
      monthly: "From now on you will receive the summary of the past month on the 1st of every month.",
    },
  },
  mail: {
    weeklySubject: "Weekly summary of your properties ({first} – {last})",
    monthlySubject: "Monthly summary of your properties ({month})",
    weeklyIntro: "Here is how your properties did from {first} to {last}, with the week before in brackets.",
    monthlyIntro: "Here is how your properties did in {month}, with the month before in brackets.",
    siteViews: "Views on our site",
    portalViews: "Views on the portals",
    portalContacts: "Contacts through the portals",
    requests: "New requests",
    visits: "Viewings on site",
    offers: "Offers",
    more: "Everything about this property: {url}",
    switchOff: "To switch this summary off or receive it less often, go to your account: {url}",
  },
};

const de: OwnerSummaryMessages = {
  form: {
    title: "Übersicht per E-Mail",
    legend: "Wie oft möchten Sie eine Übersicht Ihrer Immobilien erhalten?",
    choices: { off: "Nie", weekly: "Jede Woche", monthly: "Jeden Monat" },
    hint: "Pro Immobilie die Aufrufe, Anfragen, Besichtigungen und Angebote, neben denen des Zeitraums davor. Die Wochenübersicht kommt montags um 7 Uhr, die Monatsübersicht am Ersten des Monats.",
    submit: "Auswahl speichern",
    saved: {
      off: "Sie erhalten keine Übersicht per E-Mail mehr.",
      weekly: "Ab jetzt erhalten Sie jeden Montag die Übersicht der vergangenen Woche.",
      monthly: "Ab jetzt erhalten Sie am Ersten jedes Monats die Übersicht des vergangenen Monats.",
    },
  },
  mail: {
    weeklySubject: "Wochenübersicht Ihrer Immobilien ({first} – {last})",
    monthlySubject: "Monatsübersicht Ihrer Immobilien ({month})",
    weeklyIntro: "So liefen Ihre Immobilien vom {first} bis zum {last}; in Klammern die Woche davor.",
    monthlyIntro: "So liefen Ihre Immobilien im {month}; in Klammern der Monat davor.",
    siteViews: "Aufrufe auf unserer Website",
    portalViews: "Aufrufe auf den Portalen",
    portalContacts: "Kontakte über die Portale",
    requests: "Neue Anfragen",
    visits: "Besichtigungen vor Ort",
    offers: "Angebote",
    more: "Alles zu dieser Immobilie: {url}",
    switchOff: "Diese Übersicht abschalten oder seltener erhalten? Das wählen Sie in Ihrem Konto: {url}",
  },
};

export const OWNER_SUMMARY_MESSAGES: Record<Language, OwnerSummaryMessages> = { nl, fr, en, de };
