import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { clearFailures, MAX_WAIT_MS, recordFailure, remainingWait, waitAfter } from "./sign-in-brake.ts";

const SECRET = "a-secret-for-the-brake-that-is-long-enough";
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
});

afterAll(() => database?.cleanup());

describe("waitAfter", () => {
  it("lets the free failures through, then doubles each time, up to a quarter of an hour", () => {
    expect([0, 1, 3].map((n) => waitAfter(n, 3))).toEqual([0, 0, 0]);
    expect([4, 5, 6, 7].map((n) => waitAfter(n, 3))).toEqual([1000, 2000, 4000, 8000]);
    expect(waitAfter(40, 3)).toBe(MAX_WAIT_MS);
  });
});

describe("the brake", () => {
  const t0 = Date.parse("2026-11-25T10:00:00Z");

  it("holds a pair back after its free failures, for a growing time, and a success clears it", async () => {
    for (let i = 0; i < 3; i += 1) await recordFailure(SECRET, "an@example.be", "192.0.2.1", new Date(t0));
    expect(await remainingWait(SECRET, "an@example.be", "192.0.2.1", t0)).toBe(0);
    await recordFailure(SECRET, "an@example.be", "192.0.2.1", new Date(t0));
    expect(await remainingWait(SECRET, "an@example.be", "192.0.2.1", t0)).toBe(1000);
    await recordFailure(SECRET, "an@example.be", "192.0.2.1", new Date(t0));
    expect(await remainingWait(SECRET, "AN@example.be", "192.0.2.1", t0 + 500)).toBe(1500);
    expect(await remainingWait(SECRET, "an@example.be", "192.0.2.1", t0 + 2000)).toBe(0);
    await clearFailures(SECRET, "an@example.be", "192.0.2.1");
    expect(await remainingWait(SECRET, "an@example.be", "192.0.2.1", t0)).toBe(0);
  });

  it("never slows the same account at another address: nobody can lock its owner out", async () => {
    for (let i = 0; i < 8; i += 1) await recordFailure(SECRET, "bert@example.be", "198.51.100.7", new Date(t0));
    expect(await remainingWait(SECRET, "bert@example.be", "198.51.100.7", t0)).toBeGreaterThan(0);
    expect(await remainingWait(SECRET, "bert@example.be", "203.0.113.9", t0)).toBe(0);
  });

  it("slows an address that guesses across many accounts", async () => {
    for (let i = 0; i < 12; i += 1) {
      await recordFailure(SECRET, `user${i}@example.be`, "2001:db8:1:2::5", new Date(t0));
    }
    // Another address of the same /64: the same visitor.
    expect(await remainingWait(SECRET, "someone-new@example.be", "2001:db8:1:2::99", t0)).toBe(2000);
  });
});
