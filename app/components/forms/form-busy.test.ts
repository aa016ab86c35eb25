import { describe, expect, it } from "vitest";
import { submissionInFlight } from "./form-busy.ts";

describe("a form's submission in flight", () => {
  it.each([
    [{ state: "idle", formMethod: undefined }, false],
    [{ state: "submitting", formMethod: "POST" }, true],
    // The action answered; the page's loaders run again before its answer shows.
    [{ state: "loading", formMethod: "POST" }, true],
    // A link followed: no form is on its way.
    [{ state: "loading", formMethod: undefined }, false],
  ] as const)("%o → %s", (navigation, busy) => {
    expect(submissionInFlight(navigation)).toBe(busy);
  });
});
