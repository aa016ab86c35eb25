// Announcements travel through the real PostgreSQL: one process announces, another hears it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database.ts";
import { until } from "../../tests/support/until.ts";
import { announceContentChange, listenForContentChanges } from "./content-changes.ts";
import { createDatabase, type Database } from "./db/client.ts";

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDatabase(database.url, { max: 2 });
});

afterAll(async () => {
  await db?.$client.end();
  await database?.cleanup();
});

describe("content changes", () => {
  it("are heard by a listener on another connection", async () => {
    const changes: (string | undefined)[] = [];
    let listening = false;
    const listener = listenForContentChanges(database.url, {
      onChange: (payload) => {
        changes.push(payload);
      },
      onListening: (value) => {
        listening = value;
      },
    });
    try {
      await until(() => listening);
      // Connecting counts as a change, with nothing known of it: what happened before was not heard.
      expect(changes).toEqual([undefined]);
      await announceContentChange(db);
      await until(() => changes.length === 2);
      expect(changes).toEqual([undefined, ""]);
    } finally {
      await listener.close();
    }
    expect(listening).toBe(false);
  });

  it("reconnect after the connection is killed, reporting the gap", async () => {
    const states: boolean[] = [];
    let changes = 0;
    const listener = listenForContentChanges(database.url, {
      onChange: () => {
        changes += 1;
      },
      onListening: (value) => states.push(value),
      retryMs: 50,
    });
    try {
      await until(() => states.at(-1) === true);
      await db.$client.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen%' and pid <> pg_backend_pid() and datname = current_database()",
      );
      await until(() => states.length >= 3 && states.at(-1) === true);
      expect(states.slice(0, 3)).toEqual([true, false, true]);
      const before = changes;
      await announceContentChange(db);
      await until(() => changes === before + 1);
    } finally {
      await listener.close();
    }
  });
});
