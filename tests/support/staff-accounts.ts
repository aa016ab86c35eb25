// Staff accounts of a spec's own, so no spec signs out, slows or re-languages an account another spec
// uses at the same time; a manager's two-factor codes are set up as a person would, through the
// account page, and codes are computed from the key it shows.
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { createUser } from "../../app/.server/auth/users.ts";
import type { UserRole } from "../../app/.server/db/auth-schema.ts";
import { testDb } from "./e2e-database.ts";
import { totp } from "./totp.ts";

export interface StaffAccount {
  name: string;
  email: string;
  password: string;
  role: UserRole;
}

export async function newAccount(role: UserRole, name = `Test ${role}`): Promise<StaffAccount> {
  const account = { name, email: `${role}-${randomUUID()}@example.be`, password: `pw-${randomUUID()}`, role };
  await createUser(testDb(), account);
  return account;
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

/** A manager of the spec's own, signed in with a password and a code, ready to use the back office. */
export async function signedInManager(request: APIRequestContext): Promise<StaffAccount & { key: string }> {
  return signedInWithTwoFactor(request, "manager", "Test Manager");
}

/** Staff of the spec's own with two-factor codes set up (what the exports of personal data need), signed in. */
export async function signedInWithTwoFactor(
  request: APIRequestContext,
  role: "manager" | "agent",
  name = `Test ${role}`,
): Promise<StaffAccount & { key: string }> {
  const account = await newAccount(role, name);
  if ((await postSignIn(request, account)) !== 302) throw new Error(`the ${role} could not sign in`);
  return { ...account, key: await setUpTwoFactor(request, account) };
}
