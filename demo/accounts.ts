// The demo agency's staff accounts, listed in the README: a manager and an agent, each with a known
// password. The password hashes are salted, so they differ on every seed (the one exception to the
// seed's identical rows); the ids are fixed.
import { createUser } from "../app/.server/auth/users.ts";
import type { UserRole } from "../app/.server/db/auth-schema.ts";
import type { Database } from "../app/.server/db/client.ts";
import { SEED_NOW } from "./constants.ts";

export const DEMO_ACCOUNTS: readonly { id: string; name: string; email: string; password: string; role: UserRole }[] = [
  {
    id: "demo-manager",
    name: "Sofie Van den Broeck",
    email: "beheer@immozennevallei.example",
    password: "zennevallei-beheer",
    role: "manager",
  },
  {
    id: "demo-agent",
    name: "Jan De Smet",
    email: "makelaar@immozennevallei.example",
    password: "zennevallei-makelaar",
    role: "agent",
  },
];

export async function seedDemoAccounts(db: Database): Promise<void> {
  for (const account of DEMO_ACCOUNTS) await createUser(db, { ...account, createdAt: SEED_NOW });
}
