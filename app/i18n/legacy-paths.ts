import type { ThankYouKind } from "../domain/forms/form-kinds.ts";
import type { PageId } from "./route-table.ts";

// The agency's original unprefixed paths (SPEC.md section 2), matched case-insensitively without
// their trailing slash; they redirect permanently to the default language's page.
export const legacyPaths: Record<string, PageId> = {
  "for-sale": "forSale",
  "for-rent": "forRent",
  contact: "contact",
  diensten: "services",
  "demand-register": "demandRegister",
  team: "team",
  login: "login",
  "privacy-statement": "privacy",
  "cookie-policy": "cookiePolicy",
  disclaimer: "disclaimer",
  projects: "projects",
  testimonials: "testimonials",
};

// The thank-you pages' first addresses named their kind in English in every language
// (/nl/bedankt/contact-appointment/); each leads permanently to its page's address in the same
// language today (thank-you-slugs.ts), its query kept.
export const legacyThankYouKinds: Record<string, ThankYouKind> = {
  "contact-me": "contact-me",
  "contact-appointment": "contact-appointment",
  "contact-construction": "contact-construction",
  "contact-demand": "contact-demand",
  "demand-register": "demand-register",
  "send-to-friend": "send-to-friend",
  "site-contact": "site-contact",
  "sign-newsletter": "sign-newsletter",
  documents: "documents",
  testimonial: "testimonial",
  "rental-application": "rental-application",
  "purchase-offer": "purchase-offer",
  testing: "testing",
};
