// The site's own entries of the cookie catalogue (shared/cookie-catalogue.ts), and every entry the
// site can leave with the tracking settings it has: what the cookie policy's table and the consent
// dialog's second layer list. Apart from the catalogue because only that table (a script loaded
// when it is opened) reads them, while every page's frame loads the catalogue's trackers to know
// which tags to start.
import { type CookieEntry, configuredTrackers, type TrackingIds } from "./cookie-catalogue.ts";

/** The site's own: strictly necessary, never asked for. */
export const SITE_COOKIES: readonly CookieEntry[] = [
  {
    name: "consent",
    provider: "site",
    storage: "local",
    category: "necessary",
    purpose: "consentChoice",
    duration: { kind: "consent" },
  },
  {
    name: "consentAdStorage, consentAdUserData, consentAdPersonalization, consentAnalyticsStorage",
    provider: "site",
    storage: "local",
    category: "necessary",
    purpose: "consentSignals",
    duration: { kind: "consent" },
  },
  // Kept at the visitor's request (the heart): strictly necessary for the service they asked for.
  {
    name: "favourites",
    provider: "site",
    storage: "local",
    category: "necessary",
    purpose: "favourites",
    duration: { kind: "untilRemoved" },
  },
  // Only with the preferences consent, deleted when it is withdrawn (consent-choice.ts); the ids of
  // the last properties viewed, shown again as "recently viewed".
  {
    name: "recentlyViewed",
    provider: "site",
    storage: "local",
    category: "preferences",
    purpose: "recentlyViewed",
    duration: { kind: "consent" },
  },
  {
    name: "utm_parameters",
    provider: "site",
    storage: "session",
    category: "necessary",
    purpose: "campaign",
    duration: { kind: "tab" },
  },
  {
    name: "__Host-session",
    provider: "site",
    storage: "cookie",
    category: "necessary",
    purpose: "session",
    duration: { kind: "signedIn" },
  },
];

/** Every entry the site can leave with these settings: its own, then each configured tag's. */
export function declaredCookies(ids: TrackingIds): CookieEntry[] {
  return [...SITE_COOKIES, ...configuredTrackers(ids).flatMap((tracker) => tracker.cookies)];
}
