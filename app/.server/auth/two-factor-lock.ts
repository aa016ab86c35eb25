// Guessing two-factor codes is stopped per account: ten wrong codes in a row (across sign-ins, from
// the app or backup codes) lock the codes from the app for a quarter of an hour. The library's own
// lock (turned off in auth-instance.ts) also refused the backup codes, so that anyone who knew a
// manager's password could keep them out; here a backup code still lets in during the lock and lifts
// it. A backup code is ten random letters and digits, so guessing one is hopeless, and each try
// still needs the password (slowed by sign-in-brake.ts) and ends after five codes.
//
// The count and the lock are kept in the library's own columns of the account's two-factor row
// (two_factors.failed_verification_count, locked_until), in one statement each, so every instance
// shares them and two wrong codes at once are both counted.
import { createHmac, timingSafeEqual } from "node:crypto";
import { parseCookies } from "better-auth/cookies";
import { and, eq, gt } from "drizzle-orm";
import { twoFactors } from "../db/auth-schema.ts";
import { db } from "../db/client.ts";
import { auth } from "./auth.ts";

export const WRONG_CODES_BEFORE_LOCK = 10;
export const LOCK_MINUTES = 15;

/**
 * The account whose half-done sign-in this request carries: the library's signed two-factor cookie
 * and the one-use record it points to, read as the library reads them. Null when there is none, it
 * is forged or its ten minutes are over (the library then refuses any code too).
 */
export async function pendingSignInUser(request: Request): Promise<string | null> {
  const context = await (await auth()).$context;
  const cookie = parseCookies(request.headers.get("cookie") ?? "").get(context.createAuthCookie("two_factor").name);
  const dot = cookie?.lastIndexOf(".") ?? -1;
  if (!cookie || dot < 1) return null;
  const identifier = cookie.slice(0, dot);
  const signature = Buffer.from(cookie.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", context.secret).update(identifier).digest("base64"));
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  const record = await context.internalAdapter.findVerificationValue(identifier);
  if (!record || new Date(record.expiresAt).getTime() <= Date.now()) return null;
  return record.value;
}

/** Until when the account's codes from the app are refused, or null when they are not. */
export async function codesLockedUntil(userId: string, now = new Date()): Promise<Date | null> {
  const [row] = await db()
    .select({ lockedUntil: twoFactors.lockedUntil })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, userId), gt(twoFactors.lockedUntil, now)));
  return row?.lockedUntil ?? null;
}

/** Counts a wrong code; when it is the tenth in a row, locks the codes and answers until when. */
export async function countWrongCode(userId: string, now = new Date()): Promise<Date | null> {
  const until = new Date(now.getTime() + LOCK_MINUTES * 60 * 1000);
  const { rows } = await db().$client.query<{ locked: boolean }>(
    `update two_factors
        set failed_verification_count = case when failed_verification_count + 1 >= $2 then 0
                                             else failed_verification_count + 1 end,
            locked_until = case when failed_verification_count + 1 >= $2 then $3 else locked_until end
      where user_id = $1
      returning locked_until = $3 as locked`,
    [userId, WRONG_CODES_BEFORE_LOCK, until],
  );
  return rows[0]?.locked ? until : null;
}

/** A code let in: the count starts again and a lock is lifted. */
export async function clearWrongCodes(userId: string): Promise<void> {
  await db()
    .update(twoFactors)
    .set({ failedVerificationCount: 0, lockedUntil: null })
    .where(eq(twoFactors.userId, userId));
}
