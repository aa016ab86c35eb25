// The back office's frame in Dutch: its menu, groups, roles and sign-out (one language a module,
// so a page carries only its staff member's texts).
import type { AdminNavMessages } from "./types.ts";

export const ADMIN_NAV_NL: AdminNavMessages = {
  title: "Beheer",
  groups: { work: "Dagelijks werk", content: "Aanbod en inhoud", manage: "Beheer van de website", own: "Ikzelf" },
  labels: {
    dashboard: "Overzicht",
    leads: "Aanvragen",
    contacts: "Contacten",
    tasks: "Taken",
    visits: "Bezoeken",
    demands: "Zoekopdrachten",
    newsletter: "Nieuwsbrief",
    testimonials: "Getuigenissen",
    mails: "E-mails",
    privacy: "Privacy",
    properties: "Panden",
    projects: "Projecten",
    articles: "Artikels",
    portalFigures: "Portaalcijfers",
    compliance: "Wettelijke vermeldingen",
    pages: "Pagina's en menu",
    users: "Gebruikers",
    audit: "Logboek",
    settings: "Website-instellingen",
    account: "Mijn account",
  },
  roles: { manager: "beheerder", agent: "makelaar", owner: "eigenaar" },
  signOut: "Afmelden",
  signOutEverywhere: "Overal afmelden",
};
