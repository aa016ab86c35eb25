// A time-based code lets in once: against the real database, a code's second use is refused for the
// same user, not for another, not after it stopped counting, and of two uses at once one wins.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { firstUseOfCode } from "./used-two-factor-codes.ts";
import { createUser } from "./users.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  for (const [id, email] of [
    ["hilde", "hilde@example.be"],
    ["jan", "jan@example.be"],
  ] as const)
    await createUser(database.db, { id, name: id, email, password: "the-right-password", role: "manager" });
});

afterAll(() => database?.cleanup());

describe("firstUseOfCode", () => {
  it("accepts a code once per user", async () => {
    expect(await firstUseOfCode("hilde", "123456", database.db)).toBe(true);
    expect(await firstUseOfCode("hilde", "123456", database.db)).toBe(false);
    expect(await firstUseOfCode("hilde", "654321", database.db)).toBe(true);
    // Another user's app may show the same six digits.
    expect(await firstUseOfCode("jan", "123456", database.db)).toBe(true);
  });

  it("accepts the same digits again once the earlier code can no longer be accepted", async () => {
    expect(await firstUseOfCode("hilde", "111111", database.db)).toBe(true);
    await database.db.$client.query(
      "update used_two_factor_codes set used_at = now() - interval '4 minutes' where user_id = 'hilde' and code = '111111'",
    );
    expect(await firstUseOfCode("hilde", "111111", database.db)).toBe(true);
    expect(await firstUseOfCode("hilde", "111111", database.db)).toBe(false);
  });

  it("forgets a user's codes that no longer count", async () => {
    expect(await firstUseOfCode("jan", "222222", database.db)).toBe(true);
    await database.db.$client.query(
      "update used_two_factor_codes set used_at = now() - interval '4 minutes' where user_id = 'jan'",
    );
    expect(await firstUseOfCode("jan", "333333", database.db)).toBe(true);
    const kept = await database.db.$client.query<{ code: string }>(
      "select code from used_two_factor_codes where user_id = 'jan' order by code",
    );
    expect(kept.rows.map((row) => row.code)).toEqual(["333333"]);
  });

  it("lets one of two uses sent at the same moment through", async () => {
    const uses = await Promise.all(Array.from({ length: 6 }, () => firstUseOfCode("hilde", "444444", database.db)));
    expect(uses.filter(Boolean)).toHaveLength(1);
  });
});
