// The owner's summary mail and its choice on the account page, in English (see nl.ts).
import type { OwnerSummaryMessages } from "./nl.ts";

export const en: OwnerSummaryMessages = {
  form: {
    title: "Summary by e-mail",
    legend: "How often would you like a summary of your properties?",
    choices: { off: "Never", weekly: "Every week", monthly: "Every month" },
    hint: "Per property: page views, requests, viewings and offers, beside those of the period before. The weekly one leaves on Monday at 7 am, the monthly one on the 1st of the month.",
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
    siteViews: "Page views on our site",
    portalViews: "Page views on the portals",
    portalContacts: "Contacts through the portals",
    requests: "New requests",
    visits: "Viewings",
    offers: "Offers",
    more: "Everything about this property: {url}",
    switchOff: "To switch this summary off or receive it less often, go to your account: {url}",
  },
};
