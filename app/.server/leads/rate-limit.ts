// Submission counts in fixed windows, kept in PostgreSQL so every process behind a load balancer
// shares them: per visitor address, per form (a flood from many addresses) and per recipient of a
// mail to an address nobody proved. Addresses are stored only as keyed hashes.
import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.ts";

export const TEN_MINUTES_MS = 10 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** A count kept in one window: at most `max` per `windowMs`, under `key`. */
export interface SubmissionLimit {
  key: string;
  max: number;
  windowMs: number;
}

/** A keyed hash: what the counters keep of an address (of a visitor or of a mail's recipient). */
export function hashedKey(secret: string, purpose: string, value: string): string {
  return createHmac("sha256", `rate:${secret}`).update(`${purpose}\n${value}`).digest("base64url").slice(0, 32);
}

export function clientKey(secret: string, ip: string): string {
  return hashedKey(secret, "client", rateLimitAddress(ip));
}

/**
 * The part of a visitor's address that is one visitor: an IPv4 address as it is, an IPv6 address by
 * its /64 prefix (what a provider gives one customer, who can use any of its 2^64 addresses), and
 * an IPv4-mapped IPv6 address (::ffff:192.0.2.1, how a dual-stack server sees IPv4) as its IPv4 address.
 */
export function rateLimitAddress(address: string): string {
  const plain = address.trim().toLowerCase().replace(/%.*$/, "");
  if (isIPv4(plain) || !isIPv6(plain)) return plain;
  const groups = ipv6Groups(plain);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address ("::" expanded, a dotted IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address;
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array.from({ length: 8 - front.length - back.length }, () => 0), ...back];
}

/** Counts one submission under the limit's key; false when the window's count is already used up. */
export async function allowWithin(
  db: Database | Transaction,
  limit: SubmissionLimit,
  now = Date.now(),
): Promise<boolean> {
  const windowStart = new Date(now - (now % limit.windowMs)).toISOString();
  const result = await db.execute<{ count: number }>(sql`
    insert into submission_counts (client, window_start, count) values (${limit.key}, ${windowStart}, 1)
    on conflict (client, window_start) do update set count = submission_counts.count + 1
    returning count`);
  return Number(result.rows[0]?.count ?? 0) <= limit.max;
}

/** Counts one submission of a client; false when it has already sent its limit in this window. */
export async function allowSubmission(db: Database, client: string, limit: number, now = Date.now()): Promise<boolean> {
  return allowWithin(db, { key: client, max: limit, windowMs: TEN_MINUTES_MS }, now);
}

/**
 * The mailbox an address delivers to, so that one person is one count: case does not matter, a
 * "+tag" reaches the same box, and Gmail ignores dots in the name.
 */
export function mailboxOf(address: string): string {
  const [name = "", domain = ""] = address.trim().toLowerCase().split("@");
  const base = name.split("+")[0] ?? "";
  const gmail = domain === "gmail.com" || domain === "googlemail.com";
  return `${gmail ? base.replaceAll(".", "") : base}@${gmail ? "gmail.com" : domain}`;
}
