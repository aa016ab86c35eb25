// Page views and viewings are two things an owner follows: each language names them with two words
// that cannot be mistaken for each other ("Bezoeken" and "Visites" once meant both), in the portal
// and in the summary mail alike.
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../languages.ts";
import { OWNER_MESSAGES } from "./owner.ts";
import { OWNER_SUMMARY_MESSAGES } from "./owner-summary.ts";

const WORDS = {
  nl: { views: /weergave/i, viewings: /bezichtiging/i },
  // "prévues" is not "vues": letters around the word, accented ones too, make another word.
  fr: { views: /(?<!\p{L})vues?(?!\p{L})/iu, viewings: /visite/i },
  en: { views: /page views?/i, viewings: /viewing/i },
  de: { views: /seitenaufruf/i, viewings: /besichtigung/i },
} as const;

describe.each(LANGUAGES)("the owner's texts in %s", (language) => {
  const m = OWNER_MESSAGES[language];
  const mail = OWNER_SUMMARY_MESSAGES[language].mail;
  const words = WORDS[language];
  const pageViews = {
    visits: m.visits,
    "figures.today": m.figures.today,
    figuresNote: m.figuresNote,
    chartCaption: m.chartCaption,
    chartCaptionSince: m.chartCaptionSince,
    "portalViews.one": m.portalViews.one,
    "portalViews.other": m.portalViews.other,
    "funnel.steps.views": m.funnel.steps.views,
    "funnel.per.requests": m.funnel.per.requests,
    "mail.siteViews": mail.siteViews,
    "mail.portalViews": mail.portalViews,
  };
  const viewings = {
    visitsBooked: m.visitsBooked,
    visitsIntro: m.visitsIntro,
    noVisits: m.noVisits,
    "events.visit": m.events.visit,
    "kinds.visit": m.kinds.visit,
    "funnel.steps.visits": m.funnel.steps.visits,
    "funnel.per.offers": m.funnel.per.offers,
    "mail.visits": mail.visits,
  };

  it.each(Object.entries(pageViews))("%s speaks of page views: %s", (_key, text) => {
    expect(text).toMatch(words.views);
    expect(text).not.toMatch(words.viewings);
  });

  it.each(Object.entries(viewings))("%s speaks of viewings: %s", (_key, text) => {
    expect(text).toMatch(words.viewings);
    expect(text).not.toMatch(words.views);
  });
});

it("no Dutch owner text says 'bezoek' or 'bezoeken', which meant both", () => {
  const texts = JSON.stringify([OWNER_MESSAGES.nl, OWNER_SUMMARY_MESSAGES.nl]);
  expect(texts).not.toMatch(/\bbezoek(en)?\b/i);
});
