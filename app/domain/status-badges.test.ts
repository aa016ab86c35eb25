import { describe, expect, it } from "vitest";
import {
  BADGE_TONES,
  type BadgeSettings,
  badgeLabel,
  badgeShows,
  badgeViews,
  defaultBadgeSettings,
  isBadgeTone,
  STATUS_BADGES,
} from "./status-badges.ts";

/** WCAG 2.1 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe("badge tones", () => {
  for (const [name, hex] of Object.entries(BADGE_TONES))
    it(`white text on ${name} reads at 4.5:1 or more`, () => {
      expect(contrast("#ffffff", hex)).toBeGreaterThanOrEqual(4.5);
    });

  it("knows its tones and nothing else", () => {
    expect(isBadgeTone("red")).toBe(true);
    expect(isBadgeTone("pink")).toBe(false);
    expect(isBadgeTone("constructor")).toBe(false);
  });
});

describe("badgeLabel", () => {
  const cases: { labels: Record<string, string>; language: "nl" | "de"; expected: string }[] = [
    { labels: {}, language: "nl", expected: "Verkocht" },
    { labels: { nl: "Weg!" }, language: "nl", expected: "Weg!" },
    { labels: { nl: "  Weg!  " }, language: "nl", expected: "Weg!" },
    // Another language's words never stand in: the site's own words in the visitor's language do.
    { labels: { nl: "Weg!" }, language: "de", expected: "Verkocht" },
    { labels: { nl: "Weg!", de: "Weg!" }, language: "de", expected: "Weg!" },
    { labels: { de: "   " }, language: "de", expected: "Verkocht" },
  ];
  for (const { labels, language, expected } of cases)
    it(`${JSON.stringify(labels)} in ${language} says ${expected}`, () => {
      expect(badgeLabel({ labels }, language, "Verkocht")).toBe(expected);
    });
});

describe("badgeShows", () => {
  const cases = [
    { onCards: true, onDetail: true, cards: true, detail: true },
    { onCards: false, onDetail: true, cards: false, detail: true },
    { onCards: true, onDetail: false, cards: true, detail: false },
    { onCards: false, onDetail: false, cards: false, detail: false },
  ];
  for (const { onCards, onDetail, cards, detail } of cases)
    it(`cards ${onCards}, detail ${onDetail}`, () => {
      expect(badgeShows({ onCards, onDetail }, "cards")).toBe(cards);
      expect(badgeShows({ onCards, onDetail }, "detail")).toBe(detail);
    });
});

describe("badgeViews", () => {
  it("gives every badge its words in the language, its tone and its places", () => {
    const settings: BadgeSettings = {
      ...defaultBadgeSettings(),
      sold: { labels: { de: "Weg" }, tone: "purple", onCards: false, onDetail: true },
    };
    const words = { new: "Neu", option: "Option", sold: "Verkauft", rented: "Vermietet", full: "Ausgebucht" };
    const views = badgeViews(settings, "de", words);
    expect(Object.keys(views)).toEqual([...STATUS_BADGES]);
    expect(views.sold).toEqual({ label: "Weg", tone: "purple", onCards: false, onDetail: true });
    expect(views.new).toEqual({ label: "Neu", tone: "green", onCards: true, onDetail: true });
    expect(views.full.tone).toBe("blue");
  });
});
