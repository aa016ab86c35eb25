// The owner's summary mail and its choice on the account page, in French (see nl.ts).
import type { OwnerSummaryMessages } from "./nl.ts";

export const fr: OwnerSummaryMessages = {
  form: {
    title: "Résumé par e-mail",
    legend: "À quelle fréquence souhaitez-vous un résumé de vos biens ?",
    choices: { off: "Jamais", weekly: "Chaque semaine", monthly: "Chaque mois" },
    hint: "Par bien : les vues, demandes, visites et offres, à côté de celles de la période précédente. Le résumé hebdomadaire part le lundi à 7 h, le mensuel le 1er du mois.",
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
    siteViews: "Vues sur notre site",
    portalViews: "Vues sur les portails",
    portalContacts: "Contacts via les portails",
    requests: "Nouvelles demandes",
    visits: "Visites",
    offers: "Offres",
    more: "Tout sur ce bien : {url}",
    switchOff: "Pour désactiver ce résumé ou le recevoir moins souvent, rendez-vous sur votre compte : {url}",
  },
};
