// The back office's frame in English: its menu, groups, roles and sign-out.
import type { AdminNavMessages } from "./types.ts";

export const ADMIN_NAV_EN: AdminNavMessages = {
  title: "Back office",
  groups: { work: "Daily work", content: "Listings and content", manage: "Running the site", own: "Me" },
  labels: {
    dashboard: "Dashboard",
    leads: "Leads",
    contacts: "Contacts",
    tasks: "Tasks",
    visits: "Visits",
    demands: "Search demands",
    newsletter: "Newsletter",
    testimonials: "Testimonials",
    mails: "Mails",
    privacy: "Privacy",
    properties: "Properties",
    projects: "Projects",
    articles: "Articles",
    portalFigures: "Portal figures",
    compliance: "Legal mentions",
    pages: "Pages and menu",
    users: "Users",
    audit: "Audit log",
    settings: "Site settings",
    propertyTypes: "Property types",
    banners: "Status badges",
    account: "My account",
  },
  roles: { manager: "manager", agent: "agent", owner: "owner" },
  signOut: "Sign out",
  signOutEverywhere: "Sign out everywhere",
};
