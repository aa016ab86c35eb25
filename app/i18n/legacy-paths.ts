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
