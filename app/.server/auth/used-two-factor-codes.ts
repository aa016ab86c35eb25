// A time-based code lets in once (RFC 6238, section 5.2). The library accepts a code during its own
// 30 seconds and one step either side, so without this a code seen over a shoulder, or sent twice,
// would let a second sign-in through within that minute and a half. Each accepted code is kept per
// user for longer than that, and a second use within that time is refused.
import { db as currentDb, type Database } from "../db/client.ts";

/** Longer than the 90 seconds a code is accepted (its step and one either side), with clock slack. */
const KEPT = "3 minutes";

/**
 * Records a code the library accepted for this user. False when the same code was accepted for the
 * same user within the last few minutes: that use must be refused. One statement, so two sign-ins
 * sending the same code at once cannot both be first.
 */
export async function firstUseOfCode(userId: string, code: string, database: Database = currentDb()): Promise<boolean> {
  const first = await database.$client.query(
    `insert into used_two_factor_codes (user_id, code, used_at) values ($1, $2, now())
     on conflict (user_id, code) do update set used_at = excluded.used_at
       where used_two_factor_codes.used_at < now() - $3::interval
     returning 1`,
    [userId, code, KEPT],
  );
  // The user's codes that no longer count: the table holds a few rows per user at most.
  await database.$client.query(
    "delete from used_two_factor_codes where user_id = $1 and used_at < now() - $2::interval",
    [userId, KEPT],
  );
  return first.rowCount === 1;
}
