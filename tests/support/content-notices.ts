// The site's content-change notices as a second instance hears them, for tests that must know a
// notice arrived or did not: a marker sent afterwards tells when everything sent before it has
// arrived (notifications arrive in order), so "none arrived" is known without waiting a while.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { CONTENT_CHANGED, listenForContentChanges } from "../../app/.server/content-changes.ts";
import { auditLog } from "../../app/.server/db/auth-schema.ts";
import type { Database } from "../../app/.server/db/client.ts";
import { siteSettings } from "../../app/.server/db/schema.ts";
import { insertSettings, startTestDatabase, type TestDatabase } from "./catalog-fixtures.ts";
import { until } from "./until.ts";

export interface ContentNotices {
  /** The site's notices heard since the last forget(): they carry nothing (""), markers their name. */
  count(): number;
  /** Sends a marker and waits for it: every notice sent before it has been heard then. */
  heardAllSentSoFar(): Promise<void>;
  /** Hears out what is on its way, then starts counting anew. */
  startAfresh(): Promise<void>;
  close(): Promise<void>;
}

export async function listenToContentNotices(url: string, db: Database): Promise<ContentNotices> {
  let heard: (string | undefined)[] = [];
  let markers = 0;
  let listening = false;
  const listener = listenForContentChanges(url, {
    onChange: (payload) => {
      heard.push(payload);
    },
    onListening: (value) => {
      listening = value;
    },
  });
  await until(() => listening, "the listener's connection");
  const heardAllSentSoFar = async () => {
    markers += 1;
    const marker = `marker ${markers}`;
    await db.execute(sql`select pg_notify(${CONTENT_CHANGED}, ${marker})`);
    await until(() => heard.includes(marker), "the marker");
  };
  return {
    count: () => heard.filter((payload) => payload === "").length,
    heardAllSentSoFar,
    startAfresh: async () => {
      await heardAllSentSoFar();
      heard = [];
    },
    close: () => listener.close(),
  };
}

/**
 * A settings test's database and listener, set up around every test the way the settings tests need
 * them: one database for the file, the settings row written afresh and the audit emptied before each
 * test, and the notices of the test before heard out so each test counts only its own.
 */
export function settingsTestDatabase(): { readonly db: Database; readonly notices: ContentNotices } {
  let test: TestDatabase | undefined;
  let notices: ContentNotices | undefined;
  beforeAll(async () => {
    test = await startTestDatabase();
    notices = await listenToContentNotices(test.db.$client.options.connectionString ?? "", test.db);
  });
  afterAll(async () => {
    await notices?.close();
    await test?.stop();
  });
  beforeEach(async () => {
    const { db } = started();
    await db.delete(siteSettings);
    await db.delete(auditLog);
    await insertSettings(db);
    await notices?.startAfresh();
  });
  const started = () => {
    if (!test || !notices) throw new Error("the settings test database is used before it started");
    return { db: test.db, notices };
  };
  return {
    get db() {
      return started().db;
    },
    get notices() {
      return started().notices;
    },
  };
}
