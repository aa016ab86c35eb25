// The owner's summary mail and its choice on the account page, in German (see nl.ts).
import type { OwnerSummaryMessages } from "./nl.ts";

export const de: OwnerSummaryMessages = {
  form: {
    title: "Übersicht per E-Mail",
    legend: "Wie oft möchten Sie eine Übersicht Ihrer Immobilien erhalten?",
    choices: { off: "Nie", weekly: "Jede Woche", monthly: "Jeden Monat" },
    hint: "Pro Immobilie die Seitenaufrufe, Anfragen, Besichtigungen und Angebote, neben denen des Zeitraums davor. Die Wochenübersicht kommt montags um 7 Uhr, die Monatsübersicht am Ersten des Monats.",
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
    siteViews: "Seitenaufrufe auf unserer Website",
    portalViews: "Seitenaufrufe auf den Portalen",
    portalContacts: "Kontakte über die Portale",
    requests: "Neue Anfragen",
    visits: "Besichtigungen",
    offers: "Angebote",
    more: "Alles zu dieser Immobilie: {url}",
    switchOff: "Diese Übersicht abschalten oder seltener erhalten? Das wählen Sie in Ihrem Konto: {url}",
  },
};
