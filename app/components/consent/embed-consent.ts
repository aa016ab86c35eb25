// Videos and virtual tours come from other sites that may set their own cookies, and map tiles from
// OpenStreetMap, which receives the visitor's IP address with each: the cookie policy puts them all
// under "social media" (embedded content). A player or a map loads at once only when that category
// was accepted; otherwise the visitor is asked for this one embed first, and may accept the category
// from there for good (recorded like a choice made in the cookie dialog). Pure except recordChoice.
import { type Category, type ConsentChoice, makeChoice, readChoice, storeChoice } from "./consent-choice.ts";

/** The category every third-party player falls under (the cookie policy's "social media"). */
export const EMBED_CATEGORY: Category = "social";

/** Fired on window after a choice was stored outside the cookie dialog, so the dialog can follow. */
export const CONSENT_CHANGED = "consent-changed";

/** Fired on window after the cookie dialog stored a choice, so what waits for a category can follow. */
export const CHOICE_SAVED = "consent-saved";

const CONSENT_ENDPOINT = "/api/consent";

/** What a click on a poster does: load the player, or ask first. */
export function embedOnClick(choice: ConsentChoice | undefined, category: Category = EMBED_CATEGORY): "load" | "ask" {
  return choice?.granted.includes(category) ? "load" : "ask";
}

/**
 * The standing choice with one more category granted (the others as they were, the same consent id);
 * with no choice yet, only that category besides the necessary ones.
 */
export function choiceGranting(
  earlier: ConsentChoice | undefined,
  category: Category,
  lifetimeDays: number,
  now = new Date(),
): ConsentChoice {
  const granted = [...(earlier?.granted ?? []), category];
  return makeChoice(granted, lifetimeDays, earlier ? { now, consentId: earlier.consentId } : { now });
}

/** The agency's record of consents (BELGIAN-RULES.md); the choice holds even if this fails. */
export function recordChoice(choice: ConsentChoice, language: string): void {
  void fetch(CONSENT_ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ consentId: choice.consentId, granted: choice.granted, language }),
    keepalive: true,
  }).catch(() => {});
}

/** "Always allow": stores and records the category, and tells the cookie dialog. */
export function grantCategory(category: Category, lifetimeDays: number, language: string): ConsentChoice {
  const choice = choiceGranting(readChoice(localStorage), category, lifetimeDays);
  storeChoice(localStorage, choice);
  recordChoice(choice, language);
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED));
  return choice;
}

/** Whether a player may load on click without asking. */
export function embedAllowedNow(category: Category = EMBED_CATEGORY): boolean {
  return embedOnClick(readChoice(localStorage), category) === "load";
}
