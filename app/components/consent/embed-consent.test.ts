import { describe, expect, it } from "vitest";
import { makeChoice } from "./consent-choice.ts";
import { choiceGranting, embedOnClick } from "./embed-consent.ts";

const NOW = new Date("2026-11-22T12:00:00Z");

describe("a click on a video or tour poster", () => {
  it("asks first without any choice, or when social media was not accepted", () => {
    expect(embedOnClick(undefined)).toBe("ask");
    expect(embedOnClick(makeChoice([], 180))).toBe("ask");
    expect(embedOnClick(makeChoice(["analytics", "marketing"], 180))).toBe("ask");
  });

  it("loads the player when social media was accepted", () => {
    expect(embedOnClick(makeChoice(["social"], 180))).toBe("load");
    expect(embedOnClick(makeChoice(["analytics", "marketing", "social", "unclassified"], 180))).toBe("load");
  });
});

describe("always allowing a category from a player", () => {
  it("adds it to the standing choice, keeping the other categories and the consent id", () => {
    const earlier = makeChoice(["analytics"], 180, { now: new Date("2026-10-01T00:00:00Z") });
    const choice = choiceGranting(earlier, "social", 180, NOW);
    expect(choice.granted).toEqual(["necessary", "analytics", "social"]);
    expect(choice.consentId).toBe(earlier.consentId);
    expect(choice.givenAt).toBe(NOW.toISOString());
    expect(embedOnClick(choice)).toBe("load");
  });

  it("without a choice yet, grants only that category besides the necessary ones", () => {
    const choice = choiceGranting(undefined, "social", 30, NOW);
    expect(choice.granted).toEqual(["necessary", "social"]);
    expect(choice.expiresAt).toBe(new Date(NOW.getTime() + 30 * 86_400_000).toISOString());
  });
});
