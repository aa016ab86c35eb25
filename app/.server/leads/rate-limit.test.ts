// Which addresses count as one visitor, and the counters' windows against the real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { allowWithin, clientKey, DAY_MS, HOUR_MS, rateLimitAddress } from "./rate-limit.ts";

describe("rateLimitAddress", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["::FFFF:c000:0201", "192.0.2.1"],
    ["0:0:0:0:0:ffff:c000:201", "192.0.2.1"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8:1:2:3:4:192.0.2.1", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    // Not an address (no socket address known): a key of its own, as before.
    ["", ""],
    ["unknown", "unknown"],
  ])("%s counts as %s", (address, key) => {
    expect(rateLimitAddress(address)).toBe(key);
  });

  it("gives the per-address limit one key for a whole /64 and for both spellings of an IPv4 address", () => {
    const secret = "a-test-secret-that-is-long-enough-to-sign";
    expect(clientKey(secret, "2001:db8:1:2::1")).toBe(clientKey(secret, "2001:db8:1:2:ffff::9"));
    expect(clientKey(secret, "2001:db8:1:2::1")).not.toBe(clientKey(secret, "2001:db8:1:3::1"));
    expect(clientKey(secret, "::ffff:192.0.2.1")).toBe(clientKey(secret, "192.0.2.1"));
  });
});

describe("allowWithin", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.cleanup());

  it("counts each key in its own fixed window and starts again in the next one", async () => {
    const day = Date.UTC(2030, 0, 7);
    const limit = { key: "recipient:test", max: 2, windowMs: DAY_MS };
    const at = (offset: number) => allowWithin(database.db, limit, day + offset);
    expect([await at(HOUR_MS), await at(2 * HOUR_MS), await at(23 * HOUR_MS)]).toEqual([true, true, false]);
    expect(await allowWithin(database.db, { ...limit, key: "recipient:other" }, day + HOUR_MS)).toBe(true);
    expect(await at(DAY_MS + HOUR_MS)).toBe(true);
  });
});
