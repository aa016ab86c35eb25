// The shape of the back office frame's texts, one module per language beside this one. The group
// and label keys are the ones the page table (app/shared/admin-pages.ts) names.
import type { UserRole } from "../../../domain/user-roles.ts";

export const ADMIN_NAV_GROUPS = ["work", "content", "manage", "own"] as const;
export type AdminNavGroupKey = (typeof ADMIN_NAV_GROUPS)[number];

export type AdminNavLabelKey =
  | "dashboard"
  | "leads"
  | "contacts"
  | "tasks"
  | "visits"
  | "demands"
  | "newsletter"
  | "testimonials"
  | "mails"
  | "privacy"
  | "properties"
  | "projects"
  | "articles"
  | "portalFigures"
  | "compliance"
  | "pages"
  | "users"
  | "audit"
  | "settings"
  | "propertyTypes"
  | "banners"
  | "account";

export interface AdminNavMessages {
  /** The menu's accessible name. */
  title: string;
  groups: Record<AdminNavGroupKey, string>;
  labels: Record<AdminNavLabelKey, string>;
  roles: Record<UserRole, string>;
  signOut: string;
  signOutEverywhere: string;
}
