// Third-party tags, in the browser only and only after consent (BELGIAN-RULES.md, SPEC.md section
// 4). Google Consent Mode v2 starts with all four signals denied before any tag exists; a saved
// choice updates them, waits 500 ms (SPEC.md), sends a page view whose location carries the
// session's utm parameters, and loads each configured tag whose category was granted:
// Which tags are configured and the category each waits for (tag manager and analytics
// "analytics", ads "marketing", the social pixel "social") come from the cookie catalogue, the list
// the cookie policy and the consent dialog show, so the policy names exactly what loads here.
import type { TrackingKind } from "../../domain/tracking-ids.ts";
import { configuredId, configuredTrackers, type TrackingIds, trackerOf } from "../../shared/cookie-catalogue.ts";
import { type ConsentChoice, pageViewLocation, signalsOf } from "./consent-choice.ts";

export type { TrackingIds };

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue?: unknown[];
  push?: Fbq;
  loaded?: boolean;
  version?: string;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export const CONSENT_WAIT_MS = 500;
const loaded = new Set<string>();

function gtag(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // gtag.js reads the arguments object itself, not an array.
  // biome-ignore lint/complexity/noArguments: the tag's documented calling convention
  window.dataLayer.push(arguments);
}

function loadScript(src: string): void {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}

export function hasTracking(ids: TrackingIds): boolean {
  return configuredTrackers(ids).length > 0;
}

let defaultsSet = false;

/** Consent Mode defaults: everything denied until the visitor says otherwise. Before any tag. */
export function setConsentDefaults(): void {
  if (defaultsSet) return;
  defaultsSet = true;
  gtag("consent", "default", { ...signalsOf(undefined), wait_for_update: CONSENT_WAIT_MS });
}

export async function applyChoice(
  choice: ConsentChoice,
  ids: TrackingIds,
  utm: Record<string, string>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  if (!hasTracking(ids)) return;
  setConsentDefaults();
  gtag("consent", "update", signalsOf(choice));
  await wait(CONSENT_WAIT_MS);
  const granted = new Set<string>(choice.granted);
  // A tag's id when it is configured and the visitor granted its category.
  const id = (setting: TrackingKind) =>
    granted.has(trackerOf(setting).category) ? configuredId(ids, setting) : undefined;
  const location = pageViewLocation(window.location.origin, window.location.pathname, utm);

  const analytics = id("analyticsId");
  const ads = id("adsId");
  const gtagId = analytics ?? ads;
  if (gtagId) {
    gtag("js", new Date());
    if (analytics) gtag("config", analytics, { send_page_view: false });
    if (ads) gtag("config", ads, { send_page_view: false });
    loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}`);
  }
  gtag("event", "page_view", { page_location: location });

  const tagManager = id("tagManagerId");
  if (tagManager) {
    window.dataLayer?.push({ "gtm.start": Date.now(), event: "gtm.js" });
    loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagManager)}`);
  }

  const pixel = id("pixelId");
  if (pixel) {
    if (!window.fbq) {
      // The pixel's documented stub: calls wait in a queue until fbevents.js takes over.
      const fbq: Fbq = (...args: unknown[]) => {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue?.push(args);
      };
      fbq.push = fbq;
      fbq.queue = [];
      fbq.loaded = true;
      fbq.version = "2.0";
      window.fbq = fbq;
      window._fbq = fbq;
    }
    window.fbq("init", pixel);
    window.fbq("track", "PageView");
    loadScript("https://connect.facebook.net/en_US/fbevents.js");
  }
}
