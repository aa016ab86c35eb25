// The form token: when a form was shown, signed, so a bot can neither skip the minimum fill time
// nor forge it, and so a refresh or a double click is recognised as the same submission.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A form left open longer than this is asked to be sent again (with everything kept). */
const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

function signature(secret: string, kind: string, issuedAt: number, nonce: string): string {
  return createHmac("sha256", secret).update(`form:${kind}:${issuedAt}:${nonce}`).digest("base64url");
}

export function issueFormToken(secret: string, kind: string, now = Date.now()): string {
  const nonce = randomBytes(12).toString("base64url");
  return `${now}.${nonce}.${signature(secret, kind, now, nonce)}`;
}

export type TokenCheck = { status: "ok" } | { status: "tooFast" } | { status: "invalid" } | { status: "expired" };

export function checkFormToken(
  secret: string,
  kind: string,
  token: unknown,
  minFillMs: number,
  now = Date.now(),
): TokenCheck {
  if (typeof token !== "string" || token.length > 200) return { status: "invalid" };
  const [issued, nonce, signed] = token.split(".");
  const issuedAt = Number(issued);
  if (!Number.isSafeInteger(issuedAt) || !nonce || !signed) return { status: "invalid" };
  const expected = Buffer.from(signature(secret, kind, issuedAt, nonce));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { status: "invalid" };
  if (now - issuedAt > TOKEN_LIFETIME_MS) return { status: "expired" };
  if (now - issuedAt < minFillMs) return { status: "tooFast" };
  return { status: "ok" };
}

/**
 * The idempotency key: one token and one content make one lead. A refresh, the back button or a
 * double click send both again; an edited resubmission is a new lead, as the visitor meant it.
 */
export function submissionKey(kind: string, token: string, content: unknown): string {
  return createHash("sha256")
    .update(`${kind}\n${token}\n${JSON.stringify(content)}`)
    .digest("base64url");
}
