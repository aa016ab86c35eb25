// Slows password guessing without letting anyone lock a real user out. Failures are counted per
// account-and-address pair, per address and per account (keyed hashes, kept in PostgreSQL so every
// instance shares them), whether the account exists or not, so the brake tells nothing about
// addresses. Past a few free failures each one doubles the wait before that pair (or address) may
// try again, up to a quarter of an hour; a success clears the pair.
//
// The account's own count stops a guesser who spreads over many addresses, but a count per account
// alone would let anyone keep its owner out: it slows only addresses the account never signed in
// from (a success marks the address as known for half a year), and its wait stops at a minute, so
// the owner at an address of theirs is never slowed and at a new one waits a minute at most
// (docs/decisions/0010-sign-in-brake.md).
import { sql } from "drizzle-orm";
import { signInFailures } from "../db/auth-schema.ts";
import { db } from "../db/client.ts";
import { hashedKey, rateLimitAddress } from "../leads/rate-limit.ts";

export const MAX_WAIT_MS = 15 * 60 * 1000;
/** The account's wait stops here: its owner, at an address new to the account, gets in within it. */
export const ACCOUNT_MAX_WAIT_MS = 60 * 1000;
/** Failures allowed before any wait: typing mistakes, and the owner's own at new addresses. */
const FREE = { pair: 3, address: 10, account: 10 } as const;
/** An account's failures count afresh after this long without one. */
const ACCOUNT_FORGETS_AFTER = "1 hour";
/** An address the account signed in from stays known this long after its last success. */
const KNOWN_FOR_MS = 183 * 24 * 60 * 60 * 1000;

export type Brake = "pair" | "address" | "account";

/** How long this attempt must still wait (0 lets it through), and which count holds it back. */
export interface Wait {
  ms: number;
  by: Brake | null;
}

/** The wait after `failures` failures, when `free` of them cost nothing: 1 s, 2 s, 4 s, ... at most `max`. */
export function waitAfter(failures: number, free: number, max = MAX_WAIT_MS): number {
  const paid = failures - free;
  if (paid <= 0) return 0;
  return Math.min(max, 1000 * 2 ** (paid - 1));
}

function keys(secret: string, email: string, address: string) {
  const client = rateLimitAddress(address || "unknown");
  const account = email.trim().toLowerCase();
  return {
    pair: `pair:${hashedKey(secret, "sign-in", `${account}\n${client}`)}`,
    address: `address:${hashedKey(secret, "sign-in", client)}`,
    account: `account:${hashedKey(secret, "sign-in", account)}`,
    // Not a failure count: when the account last signed in from this address (its `last_failed_at`).
    known: `known:${hashedKey(secret, "sign-in-known", `${account}\n${client}`)}`,
  };
}

/** How long this attempt must still wait before the password is even checked; 0 lets it through. */
export async function remainingWait(secret: string, email: string, address: string, now = Date.now()): Promise<Wait> {
  const key = keys(secret, email, address);
  const rows = await db()
    .select()
    .from(signInFailures)
    .where(sql`${signInFailures.key} in (${key.pair}, ${key.address}, ${key.account}, ${key.known})`);
  const known = rows.some((row) => row.key === key.known && now - row.lastFailedAt.getTime() < KNOWN_FOR_MS);
  let wait: Wait = { ms: 0, by: null };
  for (const row of rows) {
    const waited =
      row.key === key.pair
        ? waitAfter(row.failures, FREE.pair)
        : row.key === key.address
          ? waitAfter(row.failures, FREE.address)
          : row.key === key.account && !known
            ? waitAfter(row.failures, FREE.account, ACCOUNT_MAX_WAIT_MS)
            : 0;
    if (waited === 0) continue;
    const left = row.lastFailedAt.getTime() + waited - now;
    if (left > wait.ms) wait = { ms: left, by: row.key.slice(0, row.key.indexOf(":")) as Brake };
  }
  return wait;
}

export async function recordFailure(secret: string, email: string, address: string, now = new Date()): Promise<void> {
  const key = keys(secret, email, address);
  for (const counted of [key.pair, key.address]) {
    await db()
      .insert(signInFailures)
      .values({ key: counted, failures: 1, lastFailedAt: now })
      .onConflictDoUpdate({
        target: signInFailures.key,
        set: { failures: sql`${signInFailures.failures} + 1`, lastFailedAt: now },
      });
  }
  // The account's count starts again after a quiet hour: an attack long over leaves no wait behind.
  await db()
    .insert(signInFailures)
    .values({ key: key.account, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        failures: sql`case when ${signInFailures.lastFailedAt} < ${now}::timestamptz - ${ACCOUNT_FORGETS_AFTER}::interval
          then 1 else ${signInFailures.failures} + 1 end`,
        lastFailedAt: now,
      },
    });
}

/**
 * A success: this account at this address starts afresh, and the address is known to the account
 * from now on. The account's own count stays: the owner signing in does not hand a guesser
 * elsewhere a new round of free failures.
 */
export async function clearFailures(secret: string, email: string, address: string, now = new Date()): Promise<void> {
  const key = keys(secret, email, address);
  await db().delete(signInFailures).where(sql`${signInFailures.key} = ${key.pair}`);
  await db()
    .insert(signInFailures)
    .values({ key: key.known, failures: 0, lastFailedAt: now })
    .onConflictDoUpdate({ target: signInFailures.key, set: { lastFailedAt: now } });
}

// The current password asked again on one's own account page (to change it, to set up or turn off
// two-factor codes, to change the e-mail address) is slowed the same way, per session: whoever holds
// a stolen session cannot try passwords without limit, and the owner's other sessions are never
// slowed by it (a thief cannot make new sessions without the password).
const FREE_PASSWORD_CHECKS = 3;

function checkKey(secret: string, sessionToken: string): string {
  return `check:${hashedKey(secret, "password-check", sessionToken)}`;
}

/** Milliseconds this session must still wait before its current password is checked; 0 lets it through. */
export async function passwordCheckWait(secret: string, sessionToken: string, now = Date.now()): Promise<number> {
  const [row] = await db()
    .select()
    .from(signInFailures)
    .where(sql`${signInFailures.key} = ${checkKey(secret, sessionToken)}`);
  if (!row) return 0;
  return Math.max(0, row.lastFailedAt.getTime() + waitAfter(row.failures, FREE_PASSWORD_CHECKS) - now);
}

export async function recordWrongPassword(secret: string, sessionToken: string, now = new Date()): Promise<void> {
  await db()
    .insert(signInFailures)
    .values({ key: checkKey(secret, sessionToken), failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: { failures: sql`${signInFailures.failures} + 1`, lastFailedAt: now },
    });
}

export async function clearWrongPasswords(secret: string, sessionToken: string): Promise<void> {
  await db()
    .delete(signInFailures)
    .where(sql`${signInFailures.key} = ${checkKey(secret, sessionToken)}`);
}
