// The visitor forms and the thank-you page each one ends on (SPEC.md section 2).
import { isForSale } from "../listing.ts";

export const FORM_KINDS = [
  "site-contact",
  "contact-me",
  "project-contact",
  "valuation",
  "visit",
  "documents",
  "send-to-friend",
  "testimonial",
  "newsletter",
  "demand",
  "rental-application",
  "purchase-offer",
  "follow",
] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export function isFormKind(value: string): value is FormKind {
  return (FORM_KINDS as readonly string[]).includes(value);
}

/**
 * A visitor's requests to the agency about a property, as the owner's figures count them: passing a
 * property on to a friend is shown to the owner but asks the agency nothing.
 */
/**
 * The forms whose visitor gets no copy of what they sent: the others' mails include the visitor's
 * confirmation (standard-form-action.ts, visit-form-action.ts), and their thank-you page says so.
 */
export const FORMS_WITHOUT_A_COPY = [
  "demand",
  "send-to-friend",
  "testimonial",
  "newsletter",
  "follow",
] as const satisfies readonly FormKind[];

export const PROPERTY_REQUEST_KINDS = [
  "contact-me",
  "visit",
  "documents",
  "purchase-offer",
  "rental-application",
] as const satisfies readonly FormKind[];

/** The requests that count as offers: a purchase offer, or for a rental the tenant's application. */
export const OFFER_KINDS = ["purchase-offer", "rental-application"] as const satisfies readonly FormKind[];

export const THANK_YOU_KINDS = [
  "contact-me",
  "contact-appointment",
  "contact-construction",
  "contact-demand",
  "demand-register",
  "send-to-friend",
  "site-contact",
  "sign-newsletter",
  "documents",
  "testimonial",
  "rental-application",
  "purchase-offer",
  "follow-property",
  "testing",
] as const;
export type ThankYouKind = (typeof THANK_YOU_KINDS)[number];

export const THANK_YOU_OF: Record<FormKind, ThankYouKind> = {
  "site-contact": "site-contact",
  "contact-me": "contact-me",
  "project-contact": "contact-construction",
  valuation: "contact-demand",
  visit: "contact-appointment",
  documents: "documents",
  "send-to-friend": "send-to-friend",
  testimonial: "testimonial",
  newsletter: "sign-newsletter",
  demand: "demand-register",
  "rental-application": "rental-application",
  "purchase-offer": "purchase-offer",
  follow: "follow-property",
};

/** The forms about one property, each on a page of its own under the property's path. */
export const PROPERTY_FORMS = [
  "contact-me",
  "visit",
  "documents",
  "send-to-friend",
  "purchase-offer",
  "rental-application",
  "follow",
] as const satisfies readonly FormKind[];
export type PropertyFormKind = (typeof PROPERTY_FORMS)[number];

/** Offers are for properties for sale, applications for properties to rent. */
export function propertyFormFits(kind: PropertyFormKind, goal: number): boolean {
  if (kind === "purchase-offer") return isForSale(goal);
  if (kind === "rental-application") return !isForSale(goal);
  return true;
}
