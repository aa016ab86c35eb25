// The back office's pages, listed once (as app/i18n/route-table.ts lists the public ones): each
// page's path under /admin/, its module, who may open it and who may post to it, and where the
// menu shows it. routes.ts nests them under the layout route (routes/admin/layout.tsx), whose
// middleware admits or refuses each request from this table alone; the menu is built from it, so
// the menu and the server cannot disagree about a role.

import { STAFF_ROLES, type StaffRole, type UserRole } from "../domain/user-roles.ts";
import type { AdminNavGroupKey, AdminNavLabelKey } from "../i18n/messages/admin-nav/types.ts";

export interface AdminPage {
  /** Path under /admin/ without slashes at either end ("" is /admin/ itself); ":name" marks a parameter. */
  path: string;
  /** The route module, as routes.ts names it. */
  file: string;
  /** Who may open it (GET, HEAD); absent: the page takes no GET (405). */
  open?: readonly StaffRole[];
  /** Who may post to it (any other method); absent: the page takes no POST (405). */
  post?: readonly StaffRole[];
  /**
   * It takes everyone's personal data out of the site (the exports): only for staff with two-factor
   * codes, so a stolen password is not enough. Every manager has them; an agent once they set them up.
   */
  secondFactor?: boolean;
  /**
   * What only a manager may ask of a page every staff member uses (the form's intent): erasing a
   * person's data, publishing a listing despite missing mentions. The action checks it with
   * mayUseIntent(), and the page shows the control only to those it admits.
   */
  managerIntents?: readonly string[];
  /** A manager who has not set up their two-factor codes yet may still use it (the account page, sign-out). */
  beforeTwoFactor?: boolean;
  /** Where the menu shows it; detail pages have no place there. */
  nav?: { group: AdminNavGroupKey; label: AdminNavLabelKey };
}

const STAFF = STAFF_ROLES;
const MANAGERS = ["manager"] as const satisfies readonly StaffRole[];

/** The menu's groups, in the order the menu shows them; items keep the table's order within a group. */
export const ADMIN_NAV_GROUP_ORDER = [
  "work",
  "content",
  "manage",
  "own",
] as const satisfies readonly AdminNavGroupKey[];

const PAGES = {
  dashboard: { path: "", file: "dashboard.tsx", open: STAFF, nav: { group: "work", label: "dashboard" } },
  "sign-out": { path: "sign-out", file: "sign-out.ts", post: STAFF, beforeTwoFactor: true },
  leads: { path: "leads", file: "leads.tsx", open: STAFF, post: STAFF, nav: { group: "work", label: "leads" } },
  "leads-export": { path: "leads/export.csv", file: "leads-export.ts", open: STAFF, secondFactor: true },
  lead: { path: "leads/:id", file: "lead.tsx", open: STAFF, post: STAFF },
  contacts: { path: "contacts", file: "contacts.tsx", open: STAFF, nav: { group: "work", label: "contacts" } },
  contact: { path: "contacts/:id", file: "contact.tsx", open: STAFF, post: STAFF },
  tasks: { path: "tasks", file: "tasks.tsx", open: STAFF, post: STAFF, nav: { group: "work", label: "tasks" } },
  visits: { path: "visits", file: "visits.tsx", open: STAFF, post: STAFF, nav: { group: "work", label: "visits" } },
  "visit-slot": { path: "visits/:id", file: "visit-slot.tsx", open: STAFF, post: STAFF },
  demands: { path: "demands", file: "demands.tsx", open: STAFF, nav: { group: "work", label: "demands" } },
  demand: { path: "demands/:id", file: "demand.tsx", open: STAFF, post: STAFF },
  newsletter: { path: "newsletter", file: "newsletter.tsx", open: STAFF, nav: { group: "work", label: "newsletter" } },
  "newsletter-export": {
    path: "newsletter/subscribers.csv",
    file: "newsletter-export.ts",
    open: STAFF,
    secondFactor: true,
  },
  testimonials: {
    path: "testimonials",
    file: "testimonials.tsx",
    open: STAFF,
    post: STAFF,
    nav: { group: "work", label: "testimonials" },
  },
  "testimonial-image": { path: "testimonials/:id/image", file: "testimonial-image.ts", open: STAFF },
  mails: { path: "mails", file: "mails.tsx", open: STAFF, post: STAFF, nav: { group: "work", label: "mails" } },
  mail: { path: "mails/:id", file: "mail.tsx", open: STAFF, post: STAFF },
  privacy: {
    path: "privacy",
    file: "privacy.tsx",
    open: STAFF,
    post: STAFF,
    managerIntents: ["erase"],
    nav: { group: "work", label: "privacy" },
  },
  "privacy-export": { path: "privacy/export", file: "privacy-export.ts", open: STAFF, post: STAFF, secondFactor: true },
  properties: {
    path: "properties",
    file: "properties.tsx",
    open: STAFF,
    nav: { group: "content", label: "properties" },
  },
  property: {
    path: "properties/:id",
    file: "property.tsx",
    open: STAFF,
    post: STAFF,
    managerIntents: ["publish-override"],
  },
  "property-photos": { path: "properties/:id/photos", file: "property-photos.tsx", open: STAFF, post: STAFF },
  "property-photos-upload": {
    path: "properties/:id/photos/upload",
    file: "property-photos-upload.ts",
    open: STAFF,
    post: STAFF,
  },
  "property-documents": { path: "properties/:id/documents", file: "property-documents.tsx", open: STAFF, post: STAFF },
  "property-publications": {
    path: "properties/:id/publications",
    file: "property-publications.tsx",
    open: STAFF,
    post: STAFF,
  },
  "property-document": {
    path: "properties/:id/documents/:documentId/:name",
    file: "property-document.ts",
    open: STAFF,
  },
  projects: {
    path: "projects",
    file: "projects.tsx",
    open: STAFF,
    post: STAFF,
    nav: { group: "content", label: "projects" },
  },
  project: { path: "projects/:id", file: "project.tsx", open: STAFF, post: STAFF },
  "project-photos": { path: "projects/:id/photos", file: "project-photos.tsx", open: STAFF, post: STAFF },
  "project-photos-upload": {
    path: "projects/:id/photos/upload",
    file: "project-photos-upload.ts",
    open: STAFF,
    post: STAFF,
  },
  "project-document": { path: "projects/:id/documents/:documentId/:name", file: "project-document.ts", open: STAFF },
  articles: {
    path: "articles",
    file: "articles.tsx",
    open: STAFF,
    post: STAFF,
    nav: { group: "content", label: "articles" },
  },
  article: { path: "articles/:id", file: "article.tsx", open: STAFF, post: STAFF },
  "article-version": { path: "articles/:id/versions/:versionId", file: "article-version.tsx", open: STAFF },
  "portal-figures": {
    path: "portal-figures",
    file: "portal-figures.tsx",
    open: STAFF,
    post: STAFF,
    nav: { group: "content", label: "portalFigures" },
  },
  compliance: {
    path: "compliance",
    file: "compliance.tsx",
    open: STAFF,
    nav: { group: "content", label: "compliance" },
  },
  pages: { path: "pages", file: "pages.tsx", open: MANAGERS, post: MANAGERS, nav: { group: "manage", label: "pages" } },
  page: { path: "pages/:id", file: "page.tsx", open: MANAGERS, post: MANAGERS },
  "site-pictures-upload": { path: "site-pictures", file: "site-pictures-upload.ts", post: MANAGERS },
  users: { path: "users", file: "users.tsx", open: MANAGERS, post: MANAGERS, nav: { group: "manage", label: "users" } },
  user: { path: "users/:id", file: "user.tsx", open: MANAGERS, post: MANAGERS },
  audit: { path: "audit", file: "audit.tsx", open: MANAGERS, nav: { group: "manage", label: "audit" } },
  settings: {
    path: "settings",
    file: "settings.tsx",
    open: MANAGERS,
    post: MANAGERS,
    nav: { group: "manage", label: "settings" },
  },
  "settings-agency": { path: "settings/agency", file: "settings-agency.tsx", open: MANAGERS, post: MANAGERS },
  "settings-tracking": { path: "settings/tracking", file: "settings-tracking.tsx", open: MANAGERS, post: MANAGERS },
  "settings-top-bar": { path: "settings/top-bar", file: "settings-top-bar.tsx", open: MANAGERS, post: MANAGERS },
  "settings-footer": { path: "settings/footer", file: "settings-footer.tsx", open: MANAGERS, post: MANAGERS },
  "settings-terms": { path: "settings/terms", file: "settings-terms.tsx", open: MANAGERS, post: MANAGERS },
  "property-types": {
    path: "property-types",
    file: "property-types.tsx",
    open: MANAGERS,
    nav: { group: "manage", label: "propertyTypes" },
  },
  "property-type": { path: "property-types/:id", file: "property-type.tsx", open: MANAGERS, post: MANAGERS },
  banners: {
    path: "banners",
    file: "status-badges.tsx",
    open: MANAGERS,
    post: MANAGERS,
    nav: { group: "manage", label: "banners" },
  },
  account: {
    path: "account",
    file: "account.tsx",
    open: STAFF,
    post: STAFF,
    beforeTwoFactor: true,
    nav: { group: "own", label: "account" },
  },
} as const satisfies Record<string, AdminPage>;

export type AdminPageId = keyof typeof PAGES;

export const adminPages: Readonly<Record<AdminPageId, AdminPage>> = PAGES;

export const ADMIN_PAGE_IDS = Object.keys(PAGES) as AdminPageId[];

/** The route id routes.ts gives a page (tests and code name routes by it). */
export function adminRouteId(id: AdminPageId): string {
  return `admin-${id}`;
}

/** The page of a route id, if it is one of the back office's. */
export function adminPageOfRoute(routeId: string): AdminPageId | undefined {
  const id = routeId.startsWith("admin-") ? routeId.slice("admin-".length) : "";
  return id in adminPages ? (id as AdminPageId) : undefined;
}

/** The page's path pattern as React Router matches it ("/admin/leads/:id"). */
export function adminPattern(id: AdminPageId): string {
  const { path } = adminPages[id];
  return path ? `/admin/${path}` : "/admin";
}

/** The page's address with its parameters filled in, with the trailing slash the site uses. */
export function adminHref(id: AdminPageId, params: Record<string, string | number> = {}): string {
  const { path } = adminPages[id];
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`adminHref(${id}) needs :${name}`);
    return encodeURIComponent(String(value));
  });
  return filled ? `/admin/${filled}/` : "/admin/";
}

/** Whether a request's method is one that reads (GET, HEAD) rather than one that writes. */
export function isReadMethod(method: string): boolean {
  return method === "GET" || method === "HEAD";
}

/** The roles allowed to use the page with this method; undefined: the page does not take the method. */
export function rolesFor(id: AdminPageId, method: string): readonly StaffRole[] | undefined {
  const page = adminPages[id];
  return isReadMethod(method) ? page.open : page.post;
}

/**
 * Whether someone of this role may open the page: what the menu shows, and what a page asks before
 * it shows a link or a control that leads to a page of narrower rights.
 */
export function canOpen(role: UserRole, id: AdminPageId): boolean {
  const roles: readonly UserRole[] | undefined = adminPages[id].open;
  return roles?.includes(role) ?? false;
}

/** Whether someone of this role may post to the page (the same rule the middleware applies). */
export function canPost(role: UserRole, id: AdminPageId): boolean {
  const roles: readonly UserRole[] | undefined = adminPages[id].post;
  return roles?.includes(role) ?? false;
}

/** Whether someone of this role may post this intent to the page (beyond the page's own rule). */
export function mayUseIntent(role: UserRole, id: AdminPageId, intent: string): boolean {
  const page = adminPages[id];
  if (!canPost(role, id)) return false;
  return !page.managerIntents?.includes(intent) || role === "manager";
}
