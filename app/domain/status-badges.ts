// The status badges a listing can wear (SPEC.md section 3, Marquee; DECISIONS.md: "configurable").
// The agency sets, per badge, its words in each language, its tone and whether it shows on the cards
// and on the detail page (/admin/banners/); what a badge means stays the code's: 1 new, 2 option,
// 3 sold, 4 rented (sold and rented listings can no longer be booked), and "full" when every future
// visit slot is taken. Pure rules, shared by the server and the cards the browser draws.
import type { Language } from "../i18n/languages.ts";

type Localized = Partial<Record<Language, string>>;

export const STATUS_BADGES = ["new", "option", "sold", "rented", "full"] as const;
export type StatusBadgeName = (typeof STATUS_BADGES)[number];

/**
 * The tones a badge may take: white text on each has a contrast of at least 4.5:1 (WCAG AA for the
 * badge's small bold text), checked by status-badges.test.ts. A free colour could fail it, and the
 * CSP forbids style attributes, so each tone is a class of listing.css.
 */
export const BADGE_TONES = {
  green: "#1d6b3a",
  amber: "#8a5a00",
  red: "#a3261b",
  blue: "#1a4f8b",
  petrol: "#16434a",
  purple: "#5b2a86",
  graphite: "#3a3a3a",
} as const;
export type BadgeTone = keyof typeof BADGE_TONES;
export const BADGE_TONE_NAMES = Object.keys(BADGE_TONES) as BadgeTone[];

/** Each badge as the site showed it before the agency set anything. */
export const DEFAULT_BADGE_TONES: Readonly<Record<StatusBadgeName, BadgeTone>> = {
  new: "green",
  option: "amber",
  sold: "red",
  rented: "red",
  full: "blue",
};

/** What the agency set for one badge; a label left empty in a language says the site's own words. */
export interface BadgeSetting {
  labels: Localized;
  tone: BadgeTone;
  onCards: boolean;
  onDetail: boolean;
}
export type BadgeSettings = Readonly<Record<StatusBadgeName, BadgeSetting>>;

/** A badge as a page draws it, in one language. */
export interface BadgeView {
  label: string;
  tone: BadgeTone;
  onCards: boolean;
  onDetail: boolean;
}
export type BadgeViews = Readonly<Record<StatusBadgeName, BadgeView>>;

export function isBadgeTone(value: string): value is BadgeTone {
  return Object.hasOwn(BADGE_TONES, value);
}

/** The settings of a site that set nothing: the site's own words, the old tones, shown everywhere. */
export function defaultBadgeSettings(): Record<StatusBadgeName, BadgeSetting> {
  return Object.fromEntries(
    STATUS_BADGES.map((badge) => [
      badge,
      { labels: {}, tone: DEFAULT_BADGE_TONES[badge], onCards: true, onDetail: true },
    ]),
  ) as Record<StatusBadgeName, BadgeSetting>;
}

/**
 * A badge's words in the visitor's language: the agency's when it typed some for that language, the
 * site's own otherwise (never another language's: a Dutch word on a German card reads as a mistake).
 */
export function badgeLabel(setting: Pick<BadgeSetting, "labels">, language: Language, siteWords: string): string {
  const typed = setting.labels[language]?.trim();
  return typed ? typed : siteWords;
}

/** The views of every badge in one language, from the settings and the site's own words. */
export function badgeViews(
  settings: BadgeSettings,
  language: Language,
  siteWords: Readonly<Record<StatusBadgeName, string>>,
): BadgeViews {
  return Object.fromEntries(
    STATUS_BADGES.map((badge) => {
      const setting = settings[badge];
      return [
        badge,
        {
          label: badgeLabel(setting, language, siteWords[badge]),
          tone: setting.tone,
          onCards: setting.onCards,
          onDetail: setting.onDetail,
        },
      ];
    }),
  ) as Record<StatusBadgeName, BadgeView>;
}

/** Where a badge is drawn: on a card of a list, or at the head of the detail page. */
export type BadgePlace = "cards" | "detail";

/** Whether the agency lets this badge show in this place. */
export function badgeShows(view: Pick<BadgeView, "onCards" | "onDetail">, place: BadgePlace): boolean {
  return place === "cards" ? view.onCards : view.onDetail;
}
