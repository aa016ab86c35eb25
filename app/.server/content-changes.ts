// Content changes are announced through PostgreSQL (NOTIFY), so every process that serves pages
// (several behind a load balancer, or the server while `npm run import` runs beside it) drops what it
// keeps in memory: rendered pages, the catalogue index, the site settings.
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database, Transaction } from "./db/client.ts";

export const CONTENT_CHANGED = "content_changed";

/**
 * Tells every listening process that published content changed. Sent inside a transaction, the
 * notice leaves on its commit and never after a rollback (back-office changes: staffChange()).
 */
export async function announceContentChange(db: Database | Transaction): Promise<void> {
  await db.execute(sql`select pg_notify(${CONTENT_CHANGED}, '')`);
}

export interface ContentChangeListener {
  close(): Promise<void>;
}

export interface ListenOptions {
  /**
   * Called on every announced change, with what was sent along (the site's announcements send
   * nothing: ""), and with no argument after a reconnection, when what changed meanwhile is unknown.
   */
  onChange(payload?: string): void;
  /** Whether changes can be heard now: false while the connection is down (keep nothing then). */
  onListening(listening: boolean): void;
  retryMs?: number;
}

/** Listens on its own connection and reconnects after a failure, until closed. */
export function listenForContentChanges(databaseUrl: string, options: ListenOptions): ContentChangeListener {
  const retryMs = options.retryMs ?? 1_000;
  let client: pg.Client | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  function lost(error?: Error): void {
    if (closed) return;
    if (error) console.error(`content changes: ${error.message}`);
    options.onListening(false);
    const failed = client;
    client = undefined;
    failed?.removeAllListeners();
    failed?.on("error", () => {});
    failed?.end().catch(() => {});
    clearTimeout(retry);
    retry = setTimeout(connect, retryMs);
  }

  function connect(): void {
    if (closed) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    next.on("error", lost);
    next.on("end", () => {
      if (client === next) lost();
    });
    next.on("notification", (message) => {
      if (message.channel === CONTENT_CHANGED) options.onChange(message.payload ?? "");
    });
    next
      .connect()
      .then(() => next.query(`listen ${CONTENT_CHANGED}`))
      .then(() => {
        if (client !== next) return;
        // Whatever changed while nobody listened is unknown: start from nothing.
        options.onChange();
        options.onListening(true);
      })
      .catch((error: unknown) => {
        if (client === next) lost(error instanceof Error ? error : new Error(String(error)));
      });
  }

  connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      options.onListening(false);
      await current?.end().catch(() => {});
    },
  };
}
