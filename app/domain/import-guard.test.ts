import { describe, expect, it } from "vitest";
import { unpublishNeedsConfirmation } from "./import-guard.ts";

describe("unpublishNeedsConfirmation", () => {
  it.each([
    // Nothing taken offline never asks.
    [0, 0, false],
    [0, 172, false],
    // An ordinary day: a few listings sold or withdrawn.
    [3, 172, false],
    [86, 172, false],
    // More than half of the catalogue.
    [87, 172, true],
    [172, 172, true],
    // A small catalogue: one of two is half, two of three is more.
    [1, 2, false],
    [2, 3, true],
    [1, 1, true],
  ])("%i of %i published: %s", (unpublished, published, expected) => {
    expect(unpublishNeedsConfirmation(unpublished, published)).toBe(expected);
  });
});
