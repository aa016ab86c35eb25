// The lead capture's settings, read once from the environment at start-up (server/http-app.ts) and
// reached by the form actions; tests set their own.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "../env.ts";

export interface LeadSettings {
  /** Signs form tokens and captcha challenges. */
  secret: string;
  minFillMs: number;
  submissionsPer10Minutes: number;
  /** Per form kind, from all visitors together: what stops a flood from many addresses. */
  submissionsPerHourPerForm: number;
  dataDir: string;
  retentionMonths: number;
}

let current: LeadSettings | undefined;

export function setLeadSettings(settings: LeadSettings): void {
  current = settings;
}

export function leadSettings(): LeadSettings {
  if (!current) throw new Error("Lead settings are not set up: setLeadSettings() must run at start-up.");
  return current;
}

/**
 * FORM_SECRET from the environment; without it (the demo, a first start) a key made once and kept
 * beside the data, so that forms shown before a restart can still be sent after it.
 */
export function formSecret(env: Pick<Env, "FORM_SECRET" | "dataDir">, log: (line: string) => void = () => {}): string {
  if (env.FORM_SECRET) return env.FORM_SECRET;
  const file = path.join(env.dataDir, "secrets", "form-secret");
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
  } catch {
    // Not made yet.
  }
  const secret = randomBytes(48).toString("base64url");
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, secret, { mode: 0o600 });
  log(`FORM_SECRET is not set: generated one and kept it in ${file}`);
  return secret;
}

export function leadSettingsFromEnv(env: Env, log?: (line: string) => void): LeadSettings {
  return {
    secret: formSecret(env, log),
    minFillMs: env.FORM_MIN_FILL_SECONDS * 1000,
    submissionsPer10Minutes: env.SUBMISSIONS_PER_10_MINUTES,
    submissionsPerHourPerForm: env.FORM_SUBMISSIONS_PER_HOUR,
    dataDir: env.dataDir,
    retentionMonths: env.LEAD_RETENTION_MONTHS,
  };
}
