// Third-party tags, in the browser only and only after consent (BELGIAN-RULES.md, SPEC.md section
// 4). Google Consent Mode v2 starts with all four signals denied before any tag exists; a saved
// choice updates them, waits 500 ms (SPEC.md), sends a page view whose location carries the
// session's utm parameters, and loads each configured tag whose category was granted:
// tag manager and analytics with "analytics", ads with "marketing", the social pixel with "social".
import { type ConsentChoice, pageViewLocation, signalsOf } from "./consent-choice.ts";

export interface TrackingIds {
  analyticsId?: string;
  adsId?: string;
  tagManagerId?: string;
  pixelId?: string;
}

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
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;
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
  return [ids.analyticsId, ids.adsId, ids.tagManagerId, ids.pixelId].some((id) => id && SAFE_ID.test(id));
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
  const granted = new Set(choice.granted);
  const id = (value: string | undefined) => (value && SAFE_ID.test(value) ? value : undefined);
  const location = pageViewLocation(window.location.origin, window.location.pathname, utm);

  const analytics = granted.has("analytics") ? id(ids.analyticsId) : undefined;
  const ads = granted.has("marketing") ? id(ids.adsId) : undefined;
  const gtagId = analytics ?? ads;
  if (gtagId) {
    gtag("js", new Date());
    if (analytics) gtag("config", analytics, { send_page_view: false });
    if (ads) gtag("config", ads, { send_page_view: false });
    loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}`);
  }
  gtag("event", "page_view", { page_location: location });

  const tagManager = granted.has("analytics") ? id(ids.tagManagerId) : undefined;
  if (tagManager) {
    window.dataLayer?.push({ "gtm.start": Date.now(), event: "gtm.js" });
    loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagManager)}`);
  }

  const pixel = granted.has("social") ? id(ids.pixelId) : undefined;
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
