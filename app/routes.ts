import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { LANGUAGES } from "./i18n/languages.ts";
import { PAGE_IDS, type PageId, routeId, routeTable } from "./i18n/route-table.ts";
import { ADMIN_PAGE_IDS, adminPages, adminRouteId } from "./shared/admin-pages.ts";

/** The module that renders each page of the route table. */
const PAGE_MODULES: Record<PageId, string> = {
  home: "routes/home.tsx",
  forSale: "routes/property-list.tsx",
  forRent: "routes/property-list.tsx",
  propertyForSale: "routes/property-detail.tsx",
  propertyForRent: "routes/property-detail.tsx",
  propertyFormForSale: "routes/property-form.tsx",
  propertyFormForRent: "routes/property-form.tsx",
  projects: "routes/project-list.tsx",
  project: "routes/project-detail.tsx",
  projectContact: "routes/project-form.tsx",
  contact: "routes/contact-page.tsx",
  services: "routes/menu-page.tsx",
  service: "routes/article.tsx",
  serviceInCategory: "routes/article.tsx",
  team: "routes/menu-page.tsx",
  testimonials: "routes/menu-page.tsx",
  testimonial: "routes/article.tsx",
  demandRegister: "routes/demand-register.tsx",
  demandConfirm: "routes/demand-confirm.tsx",
  demandUnsubscribe: "routes/demand-unsubscribe.tsx",
  valuation: "routes/form-page.tsx",
  newsletter: "routes/form-page.tsx",
  newsletterConfirm: "routes/newsletter-confirm.tsx",
  newsletterUnsubscribe: "routes/newsletter-unsubscribe.tsx",
  followConfirm: "routes/follow-confirm.tsx",
  followUnsubscribe: "routes/follow-unsubscribe.tsx",
  testimonialForm: "routes/form-page.tsx",
  login: "routes/login.tsx",
  ownerPortal: "routes/owner/portal.tsx",
  ownerProperty: "routes/owner/property.tsx",
  ownerAccount: "routes/owner/account.tsx",
  forgotPassword: "routes/forgot-password.tsx",
  setPassword: "routes/set-password.tsx",
  confirmEmail: "routes/confirm-email.tsx",
  brochure: "routes/brochure.tsx",
  purchaseCosts: "routes/purchase-costs.tsx",
  favourites: "routes/favourites.tsx",
  compare: "routes/compare.tsx",
  search: "routes/search.tsx",
  thankYou: "routes/thank-you.tsx",
  privacy: "routes/menu-page.tsx",
  cookiePolicy: "routes/menu-page.tsx",
  disclaimer: "routes/menu-page.tsx",
};

// Every page of the route table in every shipped language; whether a language is enabled is a
// setting checked per request (root middleware), so enabling one needs no rebuild.
const localized = PAGE_IDS.flatMap((page) =>
  LANGUAGES.map((language) => {
    const path = routeTable[page].paths[language];
    return route(`${language}/${path}`, PAGE_MODULES[page], { id: routeId(page, language) });
  }),
);

const backOffice = ADMIN_PAGE_IDS.map((page) => {
  const { path, file } = adminPages[page];
  const options = { id: adminRouteId(page) };
  return path ? route(path, `routes/admin/${file}`, options) : index(`routes/admin/${file}`, options);
});

export default [
  index("routes/root-redirect.tsx"),
  ...localized,
  ...LANGUAGES.map((language) =>
    route(`${language}/preview/property/:id`, "routes/property-preview.tsx", { id: `property-preview.${language}` }),
  ),
  ...LANGUAGES.map((language) =>
    route(`${language}/preview/:pageId`, "routes/page-preview.tsx", { id: `preview.${language}` }),
  ),
  ...LANGUAGES.map((language) => route(`${language}/*`, "routes/content-page.tsx", { id: `content.${language}` })),
  // The back office, in the staff member's own language (not a path prefix): every page of its table
  // under one layout, whose middleware guards them all.
  route("admin", "routes/admin/layout.tsx", { id: "admin" }, backOffice),
  // Catalogue resources outside the languages: pictures, search and map JSON, project documents, old ids.
  route("images/:key", "routes/images.ts", { id: "images" }),
  route("api/search", "routes/api-search.ts", { id: "api-search" }),
  route("api/map-points/:language/:goal", "routes/api-map-points.ts", { id: "api-map-points" }),
  route("api/recently-viewed/:language", "routes/api-recently-viewed.ts", { id: "api-recently-viewed" }),
  route("api/consent", "routes/api-consent.ts", { id: "api-consent" }),
  route("api/captcha", "routes/api-captcha.ts", { id: "api-captcha" }),
  route("api/csp-report", "routes/api-csp-report.ts", { id: "api-csp-report" }),
  route("texts/:file", "routes/interface-texts.ts", { id: "interface-texts" }),
  // A staff member's private calendar feed: outside the back office, as calendar apps cannot sign in.
  route("calendar/:file", "routes/calendar-feed.ts", { id: "calendar-feed" }),
  // A visitor's booked visit, from its thank-you page (the page's receipt is the key).
  route("calendar/visit/:file", "routes/visit-calendar.ts", { id: "visit-calendar" }),
  route("documents/:id/:name", "routes/documents.tsx", { id: "documents" }),
  route("documents/property/:id/:name", "routes/documents.tsx", { id: "property-documents" }),
  route("property/:id", "routes/property-redirect.ts", { id: "property-redirect" }),
  // For search engines.
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  // Unknown languages, the original unprefixed paths (redirected) and everything else.
  route("*", "routes/fallback.tsx", { id: "fallback" }),
] satisfies RouteConfig;
