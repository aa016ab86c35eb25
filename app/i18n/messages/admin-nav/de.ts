// The back office's frame in German: its menu, groups, roles and sign-out.
import type { AdminNavMessages } from "./types.ts";

export const ADMIN_NAV_DE: AdminNavMessages = {
  title: "Verwaltung",
  groups: { work: "Tagesgeschäft", content: "Angebot und Inhalte", manage: "Website verwalten", own: "Ich" },
  labels: {
    dashboard: "Übersicht",
    leads: "Anfragen",
    contacts: "Kontakte",
    tasks: "Aufgaben",
    visits: "Besichtigungen",
    demands: "Suchaufträge",
    newsletter: "Newsletter",
    testimonials: "Erfahrungsberichte",
    mails: "E-Mails",
    privacy: "Datenschutz",
    properties: "Immobilien",
    projects: "Projekte",
    articles: "Artikel",
    portalFigures: "Portalzahlen",
    compliance: "Pflichtangaben",
    pages: "Seiten und Menü",
    users: "Benutzer",
    audit: "Protokoll",
    settings: "Website-Einstellungen",
    propertyTypes: "Immobilienarten",
    banners: "Statusetiketten",
    account: "Mein Konto",
  },
  roles: { manager: "Verwalter", agent: "Makler", owner: "Eigentümer" },
  signOut: "Abmelden",
  signOutEverywhere: "Überall abmelden",
};
