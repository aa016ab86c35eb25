import { describe, expect, it } from "vitest";
import { type BadgeViews, badgeViews, defaultBadgeSettings } from "../domain/status-badges.ts";
import { catalogNl } from "../i18n/messages/catalog-nl.ts";
import { marqueeLabel, shownBadge, statusBadge } from "./marquee-label.ts";

const card = catalogNl.card;

describe("statusBadge", () => {
  const cases: [number, boolean, string | undefined][] = [
    [0, false, undefined],
    [1, false, "new"],
    [2, false, "option"],
    [3, false, "sold"],
    [4, false, "rented"],
    [0, true, "full"],
    // Fully booked says more than new; sold, rented and option say more than fully booked.
    [1, true, "full"],
    [2, true, "option"],
    [3, true, "sold"],
    [9, false, undefined],
  ];
  for (const [marquee, full, expected] of cases)
    it(`marquee ${marquee}${full ? ", fully booked" : ""}: ${expected ?? "none"}`, () => {
      expect(statusBadge(marquee, full)).toBe(expected);
    });
});

describe("shownBadge", () => {
  const settings = defaultBadgeSettings();
  settings.sold = { labels: { nl: "Weg!" }, tone: "purple", onCards: false, onDetail: true };
  settings.new = { labels: {}, tone: "petrol", onCards: true, onDetail: false };
  const words = {
    new: card.marquee1,
    option: card.marquee2,
    sold: card.marquee3,
    rented: card.marquee4,
    full: card.fullyBooked,
  };
  const views: BadgeViews = badgeViews(settings, "nl", words);

  const cases: {
    marquee: number;
    place: "cards" | "detail";
    views: BadgeViews | undefined;
    expected: { label: string; tone: string } | undefined;
  }[] = [
    { marquee: 3, place: "cards", views, expected: undefined },
    { marquee: 3, place: "detail", views, expected: { label: "Weg!", tone: "purple" } },
    { marquee: 1, place: "cards", views, expected: { label: card.marquee1, tone: "petrol" } },
    { marquee: 1, place: "detail", views, expected: undefined },
    { marquee: 4, place: "cards", views, expected: { label: card.marquee4, tone: "red" } },
    { marquee: 0, place: "cards", views, expected: undefined },
    // A page without settings (the back office's preview): the site's words and tones, everywhere.
    { marquee: 3, place: "cards", views: undefined, expected: { label: card.marquee3, tone: "red" } },
    { marquee: 2, place: "detail", views: undefined, expected: { label: card.marquee2, tone: "amber" } },
  ];
  for (const { marquee, place, views: given, expected } of cases)
    it(`marquee ${marquee} on ${place}${given ? "" : " without settings"}`, () => {
      const shown = shownBadge(marquee, false, place, given, card);
      expect(shown ? { label: shown.label, tone: shown.tone } : undefined).toEqual(expected);
    });

  it("marqueeLabel keeps the site's own words", () => {
    expect(marqueeLabel(3, card)).toBe(card.marquee3);
    expect(marqueeLabel(0, card, true)).toBe(card.fullyBooked);
    expect(marqueeLabel(0, card)).toBeUndefined();
  });
});
