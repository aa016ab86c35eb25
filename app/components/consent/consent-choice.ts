// The visitor's cookie choice (SPEC.md sections 3 and 4) and where it is kept: localStorage key
// `consent` (the granted categories, with the date it was given and the date it lapses, after the
// settings' lifetime in days) and the four Consent Mode keys `consentAdUserData`,
// `consentAdStorage`, `consentAnalyticsStorage` and `consentAdPersonalization` ("true"/"false").
// Pure functions over a Storage, so they are tested without a browser.

export const CATEGORIES = ["necessary", "preferences", "analytics", "marketing", "social", "unclassified"] as const;
export type Category = (typeof CATEGORIES)[number];

/** The properties viewed last (components/listing/recently-viewed-store.ts), kept under "preferences". */
export const RECENTLY_VIEWED_KEY = "recentlyViewed";

/**
 * What the site keeps in this browser under a category other than the necessary one, by its storage
 * key: storing a choice without that category deletes it, so withdrawing is as complete as giving.
 * (A choice made before a category existed simply lacks it: the category is not granted.)
 */
const KEPT_UNDER: Partial<Record<Category, readonly string[]>> = { preferences: [RECENTLY_VIEWED_KEY] };

export interface ConsentChoice {
  /** Random, made in this browser: links the record of a choice to its later changes (no cookie, no IP). */
  consentId: string;
  granted: Category[];
  givenAt: string;
  expiresAt: string;
}

/** Google Consent Mode v2 signals: marketing covers the three ad signals, analytics its own. */
export interface ConsentSignals {
  ad_storage: "granted" | "denied";
  ad_user_data: "granted" | "denied";
  ad_personalization: "granted" | "denied";
  analytics_storage: "granted" | "denied";
}

const KEY = "consent";
const SIGNAL_KEYS = {
  consentAdUserData: "ad_user_data",
  consentAdStorage: "ad_storage",
  consentAnalyticsStorage: "analytics_storage",
  consentAdPersonalization: "ad_personalization",
} as const satisfies Record<string, keyof ConsentSignals>;

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A version 4 UUID; randomUUID exists only on https (and localhost), getRandomValues everywhere. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function makeChoice(
  granted: Iterable<Category>,
  lifetimeDays: number,
  options: { now?: Date; consentId?: string } = {},
): ConsentChoice {
  const now = options.now ?? new Date();
  // Strictly necessary storage needs no consent and cannot be refused.
  const set = new Set<Category>(["necessary", ...granted]);
  return {
    consentId: options.consentId && UUID.test(options.consentId) ? options.consentId : randomUuid(),
    granted: CATEGORIES.filter((category) => set.has(category)),
    givenAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + Math.max(1, lifetimeDays) * DAY_MS).toISOString(),
  };
}

export function signalsOf(choice: ConsentChoice | undefined): ConsentSignals {
  const marketing = choice?.granted.includes("marketing") ? "granted" : "denied";
  return {
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
    analytics_storage: choice?.granted.includes("analytics") ? "granted" : "denied",
  };
}

/** Whether the standing choice in this storage grants the category (no choice, or a lapsed one, grants none). */
export function grants(storage: Storage, category: Category, now = new Date()): boolean {
  return readChoice(storage, now)?.granted.includes(category) ?? false;
}

/** The stored choice, or undefined when there is none, it is unreadable or it has lapsed. */
export function readChoice(storage: Storage, now = new Date()): ConsentChoice | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(KEY) ?? "null");
  } catch {
    return undefined;
  }
  if (typeof parsed !== "object" || parsed === null) return undefined;
  const { consentId, granted, givenAt, expiresAt } = parsed as Record<string, unknown>;
  if (!Array.isArray(granted) || typeof givenAt !== "string" || typeof expiresAt !== "string") return undefined;
  if (!(Date.parse(expiresAt) > now.getTime())) return undefined;
  return {
    consentId: typeof consentId === "string" && UUID.test(consentId) ? consentId : randomUuid(),
    granted: CATEGORIES.filter((category) => granted.includes(category)),
    givenAt,
    expiresAt,
  };
}

export function storeChoice(storage: Storage, choice: ConsentChoice): void {
  storage.setItem(KEY, JSON.stringify(choice));
  for (const [category, keys] of Object.entries(KEPT_UNDER)) {
    if (!choice.granted.includes(category as Category)) for (const key of keys) storage.removeItem(key);
  }
  const signals = signalsOf(choice);
  for (const [key, signal] of Object.entries(SIGNAL_KEYS)) {
    storage.setItem(key, String(signals[signal] === "granted"));
  }
}

export function clearChoice(storage: Storage): void {
  storage.removeItem(KEY);
  for (const keys of Object.values(KEPT_UNDER)) for (const key of keys) storage.removeItem(key);
  for (const key of Object.keys(SIGNAL_KEYS)) storage.removeItem(key);
}

/** SPEC.md: a path containing "preview" never shows the dialog; a query with "setcookies" clears the choice. */
export function isPreviewPath(pathname: string): boolean {
  return pathname.toLowerCase().includes("preview");
}

export function asksToClear(search: string): boolean {
  return search.toLowerCase().includes("setcookies");
}

/** The utm_* parameters of a landing URL, kept for the session (SPEC.md "Client storage"). */
export function utmParameters(search: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    if (name.toLowerCase().startsWith("utm_") && value) result[name] = value.slice(0, 200);
  }
  return result;
}

/** The page view's location: the page without its query, plus the session's utm parameters. */
export function pageViewLocation(origin: string, pathname: string, utm: Record<string, string>): string {
  const query = new URLSearchParams(utm).toString();
  return `${origin}${pathname}${query ? `?${query}` : ""}`;
}
