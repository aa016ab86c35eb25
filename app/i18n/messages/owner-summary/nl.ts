// The owner's summary mail and its choice on the account page, in Dutch. The other languages
// (fr.ts, en.ts, de.ts) take their shape from this one.

export const nl = {
  form: {
    title: "Overzicht per e-mail",
    legend: "Hoe vaak wilt u een overzicht van uw panden ontvangen?",
    choices: { off: "Nooit", weekly: "Elke week", monthly: "Elke maand" },
    hint: "Per pand de weergaven, aanvragen, bezichtigingen en biedingen, naast die van de periode ervoor. Het weekoverzicht vertrekt op maandag om 7 uur, het maandoverzicht op de eerste van de maand.",
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
    siteViews: "Weergaven op onze site",
    portalViews: "Weergaven op de portalen",
    portalContacts: "Contacten via de portalen",
    requests: "Nieuwe aanvragen",
    visits: "Bezichtigingen",
    offers: "Biedingen",
    more: "Alles over dit pand: {url}",
    switchOff: "Dit overzicht uitzetten of minder vaak ontvangen? Dat kiest u op uw account: {url}",
  },
};

export type OwnerSummaryMessages = typeof nl;
