// Submissions per IP address, counted in PostgreSQL so every process behind a load balancer shares
// the count. The address is stored only as a keyed hash.
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

const WINDOW_MS = 10 * 60 * 1000;

export function clientKey(secret: string, ip: string): string {
  return createHmac("sha256", `rate:${secret}`).update(ip).digest("base64url").slice(0, 32);
}

/** Counts one submission; false when the client has already sent its limit in this window. */
export async function allowSubmission(db: Database, client: string, limit: number, now = Date.now()): Promise<boolean> {
  const windowStart = new Date(now - (now % WINDOW_MS)).toISOString();
  const result = await db.execute<{ count: number }>(sql`
    insert into submission_counts (client, window_start, count) values (${client}, ${windowStart}, 1)
    on conflict (client, window_start) do update set count = submission_counts.count + 1
    returning count`);
  return Number(result.rows[0]?.count ?? 0) <= limit;
}
