// Texts of the back office, in the four languages a staff member can choose.
import type { Language } from "../languages.ts";

const nl = {
  title: "Beheer",
  dashboard: "Overzicht",
  signedInAs: "Aangemeld als {name} ({role})",
  roles: { manager: "beheerder", agent: "makelaar", owner: "eigenaar" },
  signOut: "Afmelden",
  signOutEverywhere: "Overal afmelden",
  counts: {
    leadsToday: "Nieuwe aanvragen vandaag",
    leadsWeek: "Nieuwe aanvragen deze week",
    unverified: "Niet-bevestigde aanvragen",
    failedMails: "Mislukte e-mails",
    testimonials: "Getuigenissen te beoordelen",
    visits: "Komende bezoeken",
  },
};

export type AdminMessages = typeof nl;

const fr: AdminMessages = {
  title: "Gestion",
  dashboard: "Aperçu",
  signedInAs: "Connecté en tant que {name} ({role})",
  roles: { manager: "gestionnaire", agent: "agent", owner: "propriétaire" },
  signOut: "Se déconnecter",
  signOutEverywhere: "Se déconnecter partout",
  counts: {
    leadsToday: "Nouvelles demandes aujourd'hui",
    leadsWeek: "Nouvelles demandes cette semaine",
    unverified: "Demandes non vérifiées",
    failedMails: "E-mails en échec",
    testimonials: "Témoignages à modérer",
    visits: "Visites à venir",
  },
};

const en: AdminMessages = {
  title: "Back office",
  dashboard: "Dashboard",
  signedInAs: "Signed in as {name} ({role})",
  roles: { manager: "manager", agent: "agent", owner: "owner" },
  signOut: "Sign out",
  signOutEverywhere: "Sign out everywhere",
  counts: {
    leadsToday: "New leads today",
    leadsWeek: "New leads this week",
    unverified: "Unverified leads waiting",
    failedMails: "Failed mails",
    testimonials: "Testimonials to moderate",
    visits: "Visits coming up",
  },
};

const de: AdminMessages = {
  title: "Verwaltung",
  dashboard: "Übersicht",
  signedInAs: "Angemeldet als {name} ({role})",
  roles: { manager: "Verwalter", agent: "Makler", owner: "Eigentümer" },
  signOut: "Abmelden",
  signOutEverywhere: "Überall abmelden",
  counts: {
    leadsToday: "Neue Anfragen heute",
    leadsWeek: "Neue Anfragen diese Woche",
    unverified: "Nicht bestätigte Anfragen",
    failedMails: "Fehlgeschlagene E-Mails",
    testimonials: "Zu prüfende Erfahrungsberichte",
    visits: "Anstehende Besichtigungen",
  },
};

export const ADMIN_MESSAGES: Record<Language, AdminMessages> = { nl, fr, en, de };
