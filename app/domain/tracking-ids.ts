// The ids of the third-party tags the site loads after consent (SPEC.md section 7) and the
// verification tags search engines and platforms ask a site to carry. A wrong id would load nothing
// and fail silently, so each is checked for the shape its service gives it:
// Google Analytics 4 "G-XXXXXXXXXX", Google Ads "AW-123456789", Google Tag Manager "GTM-XXXXXXX",
// a Meta (Facebook) pixel 15 or 16 digits.
import { type Checked, invalid, type SettingsError, valid } from "./site-settings-rules.ts";

export type TrackingKind = "analyticsId" | "adsId" | "tagManagerId" | "pixelId";

const SHAPES: Record<TrackingKind, RegExp> = {
  analyticsId: /^G-[A-Z0-9]{6,12}$/,
  adsId: /^AW-\d{6,12}$/,
  tagManagerId: /^GTM-[A-Z0-9]{4,10}$/,
  pixelId: /^\d{10,20}$/,
};

/** Empty: no tag of that kind (undefined). Letters are written in capitals, as the services show them. */
export function checkTrackingId(kind: TrackingKind, input: string): Checked<string | undefined> {
  const text = input.trim().toUpperCase();
  if (text === "") return valid(undefined);
  return SHAPES[kind].test(text) ? valid(text) : invalid(kind satisfies SettingsError);
}

const TOKEN = /^[A-Za-z0-9_.=-]{6,200}$/;

/**
 * A verification tag's content. Services show a whole `<meta name="..." content="...">` element to
 * copy; pasting it whole is accepted and its content kept. Empty: no tag.
 */
export function checkVerificationTag(input: string): Checked<string | undefined> {
  const text = input.trim();
  if (text === "") return valid(undefined);
  const content = /content\s*=\s*["']([^"']*)["']/i.exec(text)?.[1]?.trim() ?? text;
  return TOKEN.test(content) ? valid(content) : invalid("verificationTag");
}
