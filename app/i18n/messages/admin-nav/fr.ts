// The back office's frame in French: its menu, groups, roles and sign-out.
import type { AdminNavMessages } from "./types.ts";

export const ADMIN_NAV_FR: AdminNavMessages = {
  title: "Gestion",
  groups: { work: "Travail quotidien", content: "Offre et contenu", manage: "Gestion du site", own: "Moi" },
  labels: {
    dashboard: "Aperçu",
    leads: "Demandes",
    contacts: "Contacts",
    tasks: "Tâches",
    visits: "Visites",
    demands: "Recherches",
    newsletter: "Newsletter",
    testimonials: "Témoignages",
    mails: "E-mails",
    privacy: "Vie privée",
    properties: "Biens",
    projects: "Projets",
    articles: "Articles",
    portalFigures: "Chiffres des portails",
    compliance: "Mentions légales",
    pages: "Pages et menu",
    users: "Utilisateurs",
    audit: "Journal",
    settings: "Paramètres du site",
    propertyTypes: "Types de biens",
    banners: "Étiquettes de statut",
    account: "Mon compte",
  },
  roles: { manager: "gestionnaire", agent: "agent", owner: "propriétaire" },
  signOut: "Se déconnecter",
  signOutEverywhere: "Se déconnecter partout",
};
