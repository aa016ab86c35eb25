import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import {
  ACCOUNT_MAX_WAIT_MS,
  clearFailures,
  clearWrongPasswords,
  MAX_WAIT_MS,
  passwordCheckWait,
  recordFailure,
  recordWrongPassword,
  remainingWait,
  waitAfter,
} from "./sign-in-brake.ts";

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
    expect((await remainingWait(SECRET, "an@example.be", "192.0.2.1", t0)).ms).toBe(0);
    await recordFailure(SECRET, "an@example.be", "192.0.2.1", new Date(t0));
    expect((await remainingWait(SECRET, "an@example.be", "192.0.2.1", t0)).ms).toBe(1000);
    await recordFailure(SECRET, "an@example.be", "192.0.2.1", new Date(t0));
    expect((await remainingWait(SECRET, "AN@example.be", "192.0.2.1", t0 + 500)).ms).toBe(1500);
    expect((await remainingWait(SECRET, "an@example.be", "192.0.2.1", t0 + 2000)).ms).toBe(0);
    await clearFailures(SECRET, "an@example.be", "192.0.2.1");
    expect((await remainingWait(SECRET, "an@example.be", "192.0.2.1", t0)).ms).toBe(0);
  });

  it("never slows the same account at another address: nobody can lock its owner out", async () => {
    for (let i = 0; i < 8; i += 1) await recordFailure(SECRET, "bert@example.be", "198.51.100.7", new Date(t0));
    expect((await remainingWait(SECRET, "bert@example.be", "198.51.100.7", t0)).ms).toBeGreaterThan(0);
    expect((await remainingWait(SECRET, "bert@example.be", "203.0.113.9", t0)).ms).toBe(0);
  });

  it("slows an address that guesses across many accounts", async () => {
    for (let i = 0; i < 12; i += 1) {
      await recordFailure(SECRET, `user${i}@example.be`, "2001:db8:1:2::5", new Date(t0));
    }
    // Another address of the same /64: the same visitor.
    expect((await remainingWait(SECRET, "someone-new@example.be", "2001:db8:1:2::99", t0)).ms).toBe(2000);
  });

  it("slows an account guessed from many addresses, where it never signed in, for a minute at most", async () => {
    const email = "carla@example.be";
    // The owner signed in from home once: that address is known to the account.
    await clearFailures(SECRET, email, "192.0.2.50", new Date(t0 - 24 * 60 * 60 * 1000));
    // Fifteen guesses from five addresses: three each, free for each pair and each address.
    for (let a = 1; a <= 5; a += 1)
      for (let i = 0; i < 3; i += 1) await recordFailure(SECRET, email, `198.51.100.${a}`, new Date(t0));
    const elsewhere = await remainingWait(SECRET, email, "198.51.100.99", t0);
    expect(elsewhere.by).toBe("account");
    expect(elsewhere.ms).toBeGreaterThan(0);
    // Another account from the same new address is not slowed, nor the owner at home.
    expect((await remainingWait(SECRET, "someone-else@example.be", "198.51.100.99", t0)).ms).toBe(0);
    expect(await remainingWait(SECRET, email, "192.0.2.50", t0)).toEqual({ ms: 0, by: null });

    // However long the guessing goes on, a new address waits a minute at most.
    for (let i = 0; i < 30; i += 1) await recordFailure(SECRET, email, `203.0.113.${i}`, new Date(t0));
    expect((await remainingWait(SECRET, email, "198.51.100.99", t0)).ms).toBe(ACCOUNT_MAX_WAIT_MS);
    expect((await remainingWait(SECRET, email, "198.51.100.99", t0 + ACCOUNT_MAX_WAIT_MS)).ms).toBe(0);
  });

  it("counts an account's failures afresh after a quiet hour", async () => {
    const email = "dirk@example.be";
    for (let i = 0; i < 12; i += 1) await recordFailure(SECRET, email, `198.51.100.${100 + i}`, new Date(t0));
    expect((await remainingWait(SECRET, email, "198.51.100.200", t0)).ms).toBe(2000);
    const later = t0 + 61 * 60 * 1000;
    await recordFailure(SECRET, email, "198.51.100.201", new Date(later));
    expect((await remainingWait(SECRET, email, "198.51.100.200", later)).ms).toBe(0);
  });

  it("forgets an address the account has not signed in from for half a year", async () => {
    const email = "eva@example.be";
    await clearFailures(SECRET, email, "192.0.2.60", new Date(t0 - 200 * 24 * 60 * 60 * 1000));
    for (let i = 0; i < 12; i += 1) await recordFailure(SECRET, email, `198.51.100.${150 + i}`, new Date(t0));
    expect((await remainingWait(SECRET, email, "192.0.2.60", t0)).by).toBe("account");
  });
});

describe("the current password asked again on one's own account page", () => {
  const t0 = Date.parse("2026-11-25T10:00:00Z");

  it("slows the session that types wrong ones, for a growing time; another session and a right one are not", async () => {
    for (let i = 0; i < 3; i += 1) await recordWrongPassword(SECRET, "stolen-session", new Date(t0));
    expect(await passwordCheckWait(SECRET, "stolen-session", t0)).toBe(0);
    await recordWrongPassword(SECRET, "stolen-session", new Date(t0));
    expect(await passwordCheckWait(SECRET, "stolen-session", t0)).toBe(1000);
    for (let i = 0; i < 30; i += 1) await recordWrongPassword(SECRET, "stolen-session", new Date(t0));
    expect(await passwordCheckWait(SECRET, "stolen-session", t0)).toBe(MAX_WAIT_MS);
    // The owner's own session elsewhere is not slowed.
    expect(await passwordCheckWait(SECRET, "owners-session", t0)).toBe(0);
    await clearWrongPasswords(SECRET, "stolen-session");
    expect(await passwordCheckWait(SECRET, "stolen-session", t0)).toBe(0);
  });
});
