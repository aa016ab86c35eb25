// Consent records per visitor address, so that nobody can fill the table of records: counted in
// PostgreSQL like the form limit (shared by every process), under a key of its own, and by /64 for
// IPv6 as a visitor is. The limit is set at start-up (server/http-app.ts) from CONSENTS_PER_10_MINUTES.
import { db } from "./db/client.ts";
import { leadSettings } from "./leads/lead-settings.ts";
import { allowWithin, hashedKey, rateLimitAddress, TEN_MINUTES_MS } from "./leads/rate-limit.ts";

let perTenMinutes = 60;

export function setConsentLimit(limit: number): void {
  perTenMinutes = limit;
}

/** Counts one consent record of this address; false when its limit for these ten minutes is used up. */
export function allowConsentRecord(clientAddress: string): Promise<boolean> {
  const key = hashedKey(leadSettings().secret, "consent", rateLimitAddress(clientAddress || "unknown"));
  return allowWithin(db(), { key, max: perTenMinutes, windowMs: TEN_MINUTES_MS });
}
