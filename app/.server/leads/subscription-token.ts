// The secret token of a subscription (a demand, a newsletter sign-up): the only key to its confirm
// and unsubscribe links, so it is random, and a value that cannot be one is refused before a query.
import { randomBytes } from "node:crypto";

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

export function newSubscriptionToken(): string {
  return randomBytes(24).toString("base64url");
}

export function isSubscriptionToken(value: string): boolean {
  return TOKEN.test(value);
}
