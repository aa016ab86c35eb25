// Every cookie and stored value the public site can leave in a visitor's browser, in ONE catalogue:
// the site's own entries (shared/site-cookies.ts, apart so that only the table that lists them
// loads them) and the trackers here. The cookie policy's table and the consent dialog's second
// layer are drawn from both, and the tracking layer (components/consent/tracking.ts) takes from
// the trackers which tags are configured and which consent category loads each. A tracker whose id is not set in the tracking settings is not loaded and not
// listed, so the policy names only what the site can really place. BELGIAN-RULES.md: details per
// cookie in a second layer, a choice per category.
import type { TrackingKind } from "../domain/tracking-ids.ts";

/** The consent categories, as the dialog offers them (consent-choice.ts keeps their order). */
type Category = "necessary" | "preferences" | "analytics" | "marketing" | "social" | "unclassified";

export type CookieProvider = "site" | "google" | "meta";
/** Where the value is kept: a cookie, or the browser's local or tab storage (the policy covers both). */
export type CookieStorage = "cookie" | "local" | "session";
/** How long it stays: the consent's lifetime (a setting), while signed in, while the tab is open, or a fixed time. */
export type CookieDuration =
  | { kind: "consent" }
  | { kind: "signedIn" }
  | { kind: "tab" }
  | { kind: "untilRemoved" }
  | { kind: "days"; days: number }
  | { kind: "minutes"; minutes: number };
export type CookiePurpose =
  | "consentChoice"
  | "consentSignals"
  | "campaign"
  | "session"
  | "analyticsVisitor"
  | "analyticsSession"
  | "tagManagerThrottle"
  | "adsConversion"
  | "pixelBrowser"
  | "favourites"
  | "recentlyViewed";

export interface CookieEntry {
  name: string;
  provider: CookieProvider;
  storage: CookieStorage;
  category: Category;
  purpose: CookiePurpose;
  duration: CookieDuration;
}

export type TrackingIds = Partial<Record<TrackingKind, string>>;

/** A third-party tag the agency may configure: its id's setting, the category that loads it, its cookies. */
export interface Tracker {
  setting: TrackingKind;
  product: string;
  provider: Exclude<CookieProvider, "site">;
  category: Exclude<Category, "necessary">;
  cookies: readonly CookieEntry[];
}

function tagCookie(
  name: string,
  provider: Tracker["provider"],
  category: Tracker["category"],
  purpose: CookiePurpose,
  duration: CookieDuration,
): CookieEntry {
  return { name, provider, storage: "cookie", category, purpose, duration };
}

/** The tags the tracking settings can name, with the cookies their makers document. */
export const TRACKERS: readonly Tracker[] = [
  {
    setting: "analyticsId",
    product: "Google Analytics",
    provider: "google",
    category: "analytics",
    cookies: [
      tagCookie("_ga", "google", "analytics", "analyticsVisitor", { kind: "days", days: 730 }),
      tagCookie("_ga_<id>", "google", "analytics", "analyticsSession", { kind: "days", days: 730 }),
    ],
  },
  {
    setting: "tagManagerId",
    product: "Google Tag Manager",
    provider: "google",
    category: "analytics",
    cookies: [tagCookie("_dc_gtm_<id>", "google", "analytics", "tagManagerThrottle", { kind: "minutes", minutes: 1 })],
  },
  {
    setting: "adsId",
    product: "Google Ads",
    provider: "google",
    category: "marketing",
    cookies: [tagCookie("_gcl_au", "google", "marketing", "adsConversion", { kind: "days", days: 90 })],
  },
  {
    setting: "pixelId",
    product: "Meta Pixel",
    provider: "meta",
    category: "social",
    cookies: [tagCookie("_fbp", "meta", "social", "pixelBrowser", { kind: "days", days: 90 })],
  },
];

/** An id that may go into a tag's address: anything else is treated as not set. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A tag's id as configured, or undefined when it is not set (or could not be a real id). */
export function configuredId(ids: TrackingIds, setting: TrackingKind): string | undefined {
  const id = ids[setting];
  return id && SAFE_ID.test(id) ? id : undefined;
}

/** The trackers whose id is set, in the list's order. */
export function configuredTrackers(ids: TrackingIds): Tracker[] {
  return TRACKERS.filter((tracker) => configuredId(ids, tracker.setting) !== undefined);
}

/** The tracker of a setting (its category decides the consent that loads it). */
export function trackerOf(setting: TrackingKind): Tracker {
  const tracker = TRACKERS.find((candidate) => candidate.setting === setting);
  if (!tracker) throw new Error(`No tracker for ${setting}`);
  return tracker;
}
