import { describe, expect, it } from "vitest";
import { type FunnelCounts, funnelVerdict, stepRate } from "./interest-funnel.ts";

const usual: FunnelCounts = { views: 100_000, requests: 500, visits: 150, offers: 30 };

describe("stepRate", () => {
  it("tells requests per 1,000 views, viewings per 100 requests, offers per 100 viewings", () => {
    expect(stepRate(usual, "requests")).toBe(5);
    expect(stepRate(usual, "visits")).toBe(30);
    expect(stepRate(usual, "offers")).toBe(20);
  });

  it("has no rate when nothing came before", () => {
    expect(stepRate({ views: 0, requests: 0, visits: 0, offers: 0 }, "requests")).toBeUndefined();
  });
});

describe("funnelVerdict", () => {
  it("names the step that does clearly worst, with both rates", () => {
    // Many requests (8 per 1,000) but few viewings (10 per 100 against 30): lost at the viewings.
    const yours = { views: 5_000, requests: 40, visits: 4, offers: 1 };
    expect(funnelVerdict(yours, usual)).toEqual({ kind: "lost", step: "visits", yours: 10, typical: 30 });
  });

  it("says fine when no judged step is far below the usual rate", () => {
    expect(funnelVerdict({ views: 4_000, requests: 19, visits: 6, offers: 1 }, usual)).toEqual({ kind: "fine" });
  });

  it("does not judge a step on too little: a new advert is early", () => {
    expect(funnelVerdict({ views: 120, requests: 0, visits: 0, offers: 0 }, usual)).toEqual({ kind: "early" });
  });

  it("leaves out a step the usual figures cannot judge", () => {
    const noOffersAnywhere = { ...usual, offers: 0 };
    expect(funnelVerdict({ views: 4_000, requests: 20, visits: 6, offers: 0 }, noOffersAnywhere)).toEqual({
      kind: "fine",
    });
  });

  it("picks the worse of two weak steps", () => {
    const yours = { views: 10_000, requests: 30, visits: 8, offers: 0 };
    // requests 3 (60% of usual), viewings 26.7 (89%), offers 0 (0%).
    expect(funnelVerdict(yours, usual)).toMatchObject({ kind: "lost", step: "offers" });
  });
});
