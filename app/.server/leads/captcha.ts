// The self-hosted proof-of-work captcha (ALTCHA): the browser solves a challenge in the background,
// no puzzle and no third party. A solution is good once, in whichever process sees it first
// (used_challenges), so a solved payload cannot be replayed for a second submission.
import { createChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

/** PBKDF2 iterations per attempt: about a second of background work in a browser (measured). */
const COST = 1_000;
/** Long enough for the longest form (an offer) to be filled in at leisure. */
const LIFETIME_MS = 2 * 60 * 60 * 1000;

function captchaSecret(secret: string): string {
  return `captcha:${secret}`;
}

export async function newCaptchaChallenge(secret: string, now = Date.now()) {
  return createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost: COST,
    deriveKey,
    hmacSignatureSecret: captchaSecret(secret),
    expiresAt: new Date(now + LIFETIME_MS),
  });
}

export type CaptchaCheck = "missing" | "valid" | "invalid";

interface Payload {
  challenge: Parameters<typeof verifySolution>[0]["challenge"];
  solution: Parameters<typeof verifySolution>[0]["solution"];
}

function parsePayload(value: string): Payload | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64").toString("utf8"));
    if (parsed && typeof parsed === "object" && "challenge" in parsed && "solution" in parsed) return parsed as Payload;
  } catch {
    // Not a payload.
  }
  return undefined;
}

/** Missing (a visitor without JavaScript: stored unverified), valid once, or invalid. */
export async function checkCaptcha(db: Database, secret: string, value: unknown): Promise<CaptchaCheck> {
  if (value === null || value === undefined || value === "") return "missing";
  if (typeof value !== "string" || value.length > 4_000) return "invalid";
  const payload = parsePayload(value);
  if (!payload?.challenge?.parameters?.nonce) return "invalid";
  let verified = false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: captchaSecret(secret),
    });
    verified = result.verified;
  } catch {
    return "invalid";
  }
  if (!verified) return "invalid";
  const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000 || Date.now() + LIFETIME_MS);
  const first = await db.execute(sql`
    insert into used_challenges (challenge_id, expires_at)
    values (${payload.challenge.parameters.nonce}, ${expiresAt.toISOString()})
    on conflict do nothing
    returning challenge_id`);
  return first.rows.length === 1 ? "valid" : "invalid";
}
