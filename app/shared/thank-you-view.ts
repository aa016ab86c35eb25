// What a thank-you page repeats of the request it thanks for (app/.server/leads/thank-you-details.ts),
// formatted on the server in the page's language. Nothing the visitor typed: the page's address is
// enough to see it, and an address is easily passed on.

export interface ThankYouSubject {
  kind: "property" | "project";
  title: string;
  reference: string | null;
  /** Street, number and box when the agency publishes the address; else the city alone. */
  street?: string;
  city: string;
  href: string;
  /** A project that lives on another site. */
  external: boolean;
}

export interface ThankYouVisit {
  /** "dinsdag 1 december, 10:00 – 10:30", Brussels time. */
  when: string;
  /** The visit as a calendar file, behind the same receipt as the page. */
  calendarHref: string;
}

export interface ThankYouDetails {
  /** The form's name: "Een bezoek boeken". */
  form: string;
  subject?: ThankYouSubject;
  visit?: ThankYouVisit;
  /** Whether the visitor's copy is on its way, or waits for a person (sent without a solved captcha). */
  copy?: "sent" | "held";
}
