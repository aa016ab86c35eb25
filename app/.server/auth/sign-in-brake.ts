// Slows password guessing without letting anyone lock a real user out. Failures are counted per
// account-and-address pair and per address (keyed hashes, kept in PostgreSQL so every instance
// shares them), whether the account exists or not, so the brake tells nothing about addresses.
// Past a few free failures each one doubles the wait before that pair (or address) may try again,
// up to a quarter of an hour; a success clears the pair. Nothing counts per account alone: someone
// guessing from elsewhere slows themselves, never the owner of the account at their own address.
import { sql } from "drizzle-orm";
import { signInFailures } from "../db/auth-schema.ts";
import { db } from "../db/client.ts";
import { hashedKey, rateLimitAddress } from "../leads/rate-limit.ts";

export const MAX_WAIT_MS = 15 * 60 * 1000;
/** Failures allowed before any wait: typing mistakes. */
const FREE = { pair: 3, address: 10 } as const;

/** The wait after `failures` failures, when `free` of them cost nothing: 1 s, 2 s, 4 s, ... at most 15 min. */
export function waitAfter(failures: number, free: number): number {
  const paid = failures - free;
  if (paid <= 0) return 0;
  return Math.min(MAX_WAIT_MS, 1000 * 2 ** (paid - 1));
}

function keys(secret: string, email: string, address: string) {
  const client = rateLimitAddress(address || "unknown");
  return {
    pair: `pair:${hashedKey(secret, "sign-in", `${email.trim().toLowerCase()}\n${client}`)}`,
    address: `address:${hashedKey(secret, "sign-in", client)}`,
  };
}

/** Milliseconds this attempt must still wait; 0 lets it through. */
export async function remainingWait(secret: string, email: string, address: string, now = Date.now()): Promise<number> {
  const { pair, address: addressKey } = keys(secret, email, address);
  const rows = await db().select().from(signInFailures).where(sql`${signInFailures.key} in (${pair}, ${addressKey})`);
  let wait = 0;
  for (const row of rows) {
    const free = row.key === pair ? FREE.pair : FREE.address;
    const until = row.lastFailedAt.getTime() + waitAfter(row.failures, free);
    wait = Math.max(wait, until - now);
  }
  return Math.max(0, wait);
}

export async function recordFailure(secret: string, email: string, address: string, now = new Date()): Promise<void> {
  const { pair, address: addressKey } = keys(secret, email, address);
  for (const key of [pair, addressKey]) {
    await db()
      .insert(signInFailures)
      .values({ key, failures: 1, lastFailedAt: now })
      .onConflictDoUpdate({
        target: signInFailures.key,
        set: { failures: sql`${signInFailures.failures} + 1`, lastFailedAt: now },
      });
  }
}

/** A success: this account at this address starts afresh. */
export async function clearFailures(secret: string, email: string, address: string): Promise<void> {
  const { pair } = keys(secret, email, address);
  await db().delete(signInFailures).where(sql`${signInFailures.key} = ${pair}`);
}
