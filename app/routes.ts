import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { LANGUAGES } from "./i18n/languages.ts";
import { PAGE_IDS, routeId, routeTable } from "./i18n/route-table.ts";

// Every page of the route table in every shipped language; whether a language is enabled is a
// setting checked per request (root middleware), so enabling one needs no rebuild.
const localized = PAGE_IDS.flatMap((page) =>
  LANGUAGES.map((language) => {
    const path = routeTable[page].paths[language];
    return route(`${language}/${path}`, routeTable[page].file, { id: routeId(page, language) });
  }),
);

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
  // The back office, in the staff member's own language (not a path prefix).
  route("admin", "routes/admin/dashboard.tsx", { id: "admin-dashboard" }),
  route("admin/leads", "routes/admin/leads.tsx", { id: "admin-leads" }),
  route("admin/leads/export.csv", "routes/admin/leads-export.ts", { id: "admin-leads-export" }),
  route("admin/leads/:id", "routes/admin/lead.tsx", { id: "admin-lead" }),
  route("admin/visits", "routes/admin/visits.tsx", { id: "admin-visits" }),
  route("admin/visits/:id", "routes/admin/visit-slot.tsx", { id: "admin-visit-slot" }),
  route("admin/demands", "routes/admin/demands.tsx", { id: "admin-demands" }),
  route("admin/demands/:id", "routes/admin/demand.tsx", { id: "admin-demand" }),
  route("admin/newsletter", "routes/admin/newsletter.tsx", { id: "admin-newsletter" }),
  route("admin/newsletter/subscribers.csv", "routes/admin/newsletter-export.ts", { id: "admin-newsletter-export" }),
  route("admin/testimonials", "routes/admin/testimonials.tsx", { id: "admin-testimonials" }),
  route("admin/mails", "routes/admin/mails.tsx", { id: "admin-mails" }),
  route("admin/mails/:id", "routes/admin/mail.tsx", { id: "admin-mail" }),
  route("admin/portal-figures", "routes/admin/portal-figures.tsx", { id: "admin-portal-figures" }),
  route("admin/properties", "routes/admin/properties.tsx", { id: "admin-properties" }),
  route("admin/properties/:id", "routes/admin/property.tsx", { id: "admin-property" }),
  route("admin/compliance", "routes/admin/compliance.tsx", { id: "admin-compliance" }),
  route("admin/articles", "routes/admin/articles.tsx", { id: "admin-articles" }),
  route("admin/articles/:id", "routes/admin/article.tsx", { id: "admin-article" }),
  route("admin/articles/:id/versions/:versionId", "routes/admin/article-version.tsx", { id: "admin-article-version" }),
  route("admin/account", "routes/admin/account.tsx", { id: "admin-account" }),
  route("admin/users", "routes/admin/users.tsx", { id: "admin-users" }),
  route("admin/users/:id", "routes/admin/user.tsx", { id: "admin-user" }),
  route("admin/audit", "routes/admin/audit.tsx", { id: "admin-audit" }),
  route("admin/pages", "routes/admin/pages.tsx", { id: "admin-pages" }),
  route("admin/pages/:id", "routes/admin/page.tsx", { id: "admin-page" }),
  route("admin/settings", "routes/admin/settings.tsx", { id: "admin-settings" }),
  route("admin/settings/agency", "routes/admin/settings-agency.tsx", { id: "admin-settings-agency" }),
  route("admin/settings/tracking", "routes/admin/settings-tracking.tsx", { id: "admin-settings-tracking" }),
  route("admin/settings/top-bar", "routes/admin/settings-top-bar.tsx", { id: "admin-settings-top-bar" }),
  route("admin/settings/footer", "routes/admin/settings-footer.tsx", { id: "admin-settings-footer" }),
  route("admin/testimonials/:id/image", "routes/admin/testimonial-image.ts", { id: "admin-testimonial-image" }),
  route("admin/projects", "routes/admin/projects.tsx", { id: "admin-projects" }),
  route("admin/projects/:id", "routes/admin/project.tsx", { id: "admin-project" }),
  route("admin/projects/:id/documents/:documentId/:name", "routes/admin/project-document.ts", {
    id: "admin-project-document",
  }),
  route("admin/projects/:id/photos", "routes/admin/project-photos.tsx", { id: "admin-project-photos" }),
  route("admin/projects/:id/photos/upload", "routes/admin/project-photos-upload.ts", {
    id: "admin-project-photos-upload",
  }),
  route("admin/properties/:id/photos", "routes/admin/property-photos.tsx", { id: "admin-property-photos" }),
  route("admin/properties/:id/documents", "routes/admin/property-documents.tsx", { id: "admin-property-documents" }),
  route("admin/properties/:id/documents/:documentId/:name", "routes/admin/property-document.ts", {
    id: "admin-property-document",
  }),
  route("admin/properties/:id/photos/upload", "routes/admin/property-photos-upload.ts", {
    id: "admin-property-photos-upload",
  }),
  route("admin/privacy", "routes/admin/privacy.tsx", { id: "admin-privacy" }),
  route("admin/privacy/export", "routes/admin/privacy-export.ts", { id: "admin-privacy-export" }),
  // Catalogue resources outside the languages: pictures, search and map JSON, project documents, old ids.
  route("images/:key", "routes/images.ts", { id: "images" }),
  route("api/search", "routes/api-search.ts", { id: "api-search" }),
  route("api/map-points/:language/:goal", "routes/api-map-points.ts", { id: "api-map-points" }),
  route("api/consent", "routes/api-consent.ts", { id: "api-consent" }),
  route("api/captcha", "routes/api-captcha.ts", { id: "api-captcha" }),
  route("api/csp-report", "routes/api-csp-report.ts", { id: "api-csp-report" }),
  route("texts/:file", "routes/interface-texts.ts", { id: "interface-texts" }),
  route("documents/:id/:name", "routes/documents.tsx", { id: "documents" }),
  route("documents/property/:id/:name", "routes/documents.tsx", { id: "property-documents" }),
  route("property/:id", "routes/property-redirect.ts", { id: "property-redirect" }),
  // For search engines.
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  // Unknown languages, the original unprefixed paths (redirected) and everything else.
  route("*", "routes/fallback.tsx", { id: "fallback" }),
] satisfies RouteConfig;
