// The demo agency's accounts (demo/accounts.ts), for specs that sign in as the seeded agent or owner.
import { DEMO_ACCOUNTS } from "../../demo/accounts.ts";

export type DemoAccountId = "demo-manager" | "demo-agent" | "demo-owner" | "demo-owner-2";

export function demoAccount(id: DemoAccountId): { id: string; email: string; password: string } {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.id === id);
  if (!account) throw new Error(`The demo has no account ${id}.`);
  return { id: account.id, email: account.email, password: account.password };
}
