// `npm run user:add` as a person runs it, against a database of its own: it makes the account,
// prints the password it chose once, exits, and refuses an address that has an account.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runToExit } from "../tests/support/run-to-exit.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";

// A guard against a script that would hang instead of exiting, not a measure of its speed.
const HANG_GUARD_MS = 120_000;

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database?.cleanup());

function userAdd(args: string[]) {
  const { NEW_USER_PASSWORD: _, ...env } = process.env;
  return runToExit("scripts/user-add.ts", args, { ...env, DATABASE_URL: database.url });
}

describe("npm run user:add", () => {
  it(
    "makes a manager, prints the password once and exits; a second account for the address is refused",
    async () => {
      const args = ["--email", "hilde@agency.example", "--name", "Hilde Maes", "--role", "manager"];
      const made = await userAdd(args);
      expect(made.stderr).toBe("");
      expect(made.status).toBe(0);
      expect(made.stdout).toContain("[user:add] manager hilde@agency.example created.");
      expect(made.stdout).toMatch(/password \(shown once\): \S{20}/);
      const { rows } = await database.db.$client.query<{ name: string; role: string }>(
        "select name, role from users where email = 'hilde@agency.example'",
      );
      expect(rows).toEqual([{ name: "Hilde Maes", role: "manager" }]);

      const again = await userAdd(args);
      expect(again.status).toBe(1);
      expect(again.stderr).toContain("hilde@agency.example already has an account.");
    },
    HANG_GUARD_MS,
  );
});
