// Staff accounts of a spec's own, so no spec signs out, slows or re-languages an account another spec
// uses at the same time. Specs about signing in go through the form (postSignIn, and the specs' own
// form fills); every other spec gets its session the way the Epic Stack's tests do, made on the
// server (staff-sessions.ts): the same rows and signed cookie a sign-in leaves, without the form's
// three slow password hashes. Accounts of one worker share one password hash for the same reason.
import { randomUUID } from "node:crypto";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { hashPassword } from "better-auth/crypto";
import { createUser } from "../../app/.server/auth/users.ts";
import type { UserRole } from "../../app/.server/db/auth-schema.ts";
import { testDb } from "./e2e-database.ts";
import { signInOnServer } from "./staff-sessions.ts";
import { totp } from "./totp.ts";

export interface StaffAccount {
  name: string;
  email: string;
  password: string;
  role: UserRole;
}

/** This worker's accounts' password, hashed once. */
const WORKER_PASSWORD = `pw-${randomUUID()}`;
let workerPasswordHash: Promise<string> | undefined;

export async function newAccount(
  role: UserRole,
  name = `Test ${role}`,
  options: { language?: "nl" | "fr" | "en" | "de" } = {},
): Promise<StaffAccount & { id: string }> {
  const account = { name, email: `${role}-${randomUUID()}@example.be`, password: WORKER_PASSWORD, role };
  workerPasswordHash ??= hashPassword(WORKER_PASSWORD);
  const id = await createUser(testDb(), { ...account, ...options, passwordHash: await workerPasswordHash });
  return { ...account, id };
}

/** Signs in through the sign-in form with the password only; the answer's status (302: signed in). */
export async function postSignIn(request: APIRequestContext, account: StaffAccount): Promise<number> {
  const answer = await request.post("/nl/login/", {
    form: { email: account.email, password: account.password },
    maxRedirects: 0,
  });
  return answer.status();
}

/**
 * Sets up two-factor codes for a signed-in account through its account page, as its owner would:
 * the key shown is what an authenticator app would scan. Returns the key.
 */
export async function setUpTwoFactor(request: APIRequestContext, account: StaffAccount): Promise<string> {
  return (await setUpTwoFactorWithBackupCodes(request, account)).key;
}

/** As setUpTwoFactor, with the backup codes the account page shows beside the key and the code that confirmed it. */
export async function setUpTwoFactorWithBackupCodes(
  request: APIRequestContext,
  account: StaffAccount,
): Promise<{ key: string; backupCodes: string[]; setupCode: string }> {
  const started = await request.post("/admin/account/", {
    form: { intent: "two-factor-start", password: account.password },
  });
  const html = await started.text();
  const key = /class="two-factor-key">([A-Z2-7 ]+)</.exec(html)?.[1]?.replaceAll(" ", "");
  if (!key) throw new Error(`no two-factor key shown (${started.status()})`);
  const list = /<ul class="backup-codes">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
  const backupCodes = [...list.matchAll(/<code>([^<]+)<\/code>/g)].map((match) => match[1] as string);
  const setupCode = totp(key);
  const confirmed = await request.post("/admin/account/", { form: { intent: "two-factor-confirm", code: setupCode } });
  if (!(await confirmed.text()).includes('class="form-success"')) throw new Error("two-factor codes not confirmed");
  return { key, backupCodes, setupCode };
}

/** A manager of the spec's own with two-factor codes, signed in, ready to use the back office. */
export async function signedInManager(target: BrowserContext | Page): Promise<StaffAccount & { key: string }> {
  return signedInWithTwoFactor(target, "manager", "Test Manager");
}

/** Staff of the spec's own with two-factor codes set up (what the exports of personal data need), signed in. */
export async function signedInWithTwoFactor(
  target: BrowserContext | Page,
  role: "manager" | "agent",
  name = `Test ${role}`,
): Promise<StaffAccount & { key: string }> {
  const account = await newAccount(role, name);
  const { key } = await signInOnServer(target, account.id, { twoFactor: true });
  return { ...account, key };
}

/** Staff of the spec's own (no two-factor codes), signed in; a manager without codes is sent to set them up. */
export async function signedInStaff(
  target: BrowserContext | Page,
  role: UserRole,
  name?: string,
): Promise<StaffAccount> {
  const account = await newAccount(role, name);
  await signInOnServer(target, account.id);
  return account;
}

/** Opens `path` in the page signed in as this user (a session made on the server), as after signing in. */
export async function openSignedIn(page: Page, userId: string, path: string): Promise<void> {
  await signInOnServer(page, userId);
  await page.goto(path);
}
