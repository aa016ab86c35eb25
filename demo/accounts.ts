// The demo agency's accounts, listed in the README: a manager, an agent and two owners, each with a
// known password; each owner follows different demo properties. The password hashes are salted, so they differ on every seed (the one exception to the
// seed's identical rows); the ids are fixed. The manager and the agent are team members of the site
// (demo/team.ts): their photo, direct line and address are the team page's, and every published listing is
// handled by one of them (its mandate), so a listing names the person to call.

import { asc, eq } from "drizzle-orm";
import { createUser } from "../app/.server/auth/users.ts";
import { propertyMandates, propertyOwners, type UserRole, users } from "../app/.server/db/auth-schema.ts";
import type { Database } from "../app/.server/db/client.ts";
import { properties } from "../app/.server/db/schema.ts";
import { e164Phone, matchingEmail } from "../app/domain/contact-match.ts";
import { isForSale } from "../app/domain/listing.ts";
import { SEED_NOW } from "./constants.ts";
import { TEAM } from "./team.ts";

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
  {
    id: "demo-owner",
    name: "Marleen Claes",
    email: "eigenaar@immozennevallei.example",
    password: "zennevallei-eigenaar",
    role: "owner",
  },
  {
    id: "demo-owner-2",
    name: "Pierre Dubois",
    email: "eigenaar2@immozennevallei.example",
    password: "zennevallei-eigenaar2",
    role: "owner",
  },
];

/** The staff accounts' places on the team page (demo/team.ts): Sofie and Jan. */
const TEAM_MEMBER: Record<string, number> = { "demo-manager": 0, "demo-agent": 1 };

/** Who handles a listing: Jan the sales, Sofie the lettings. */
function handlerOf(goal: number): string {
  return isForSale(goal) ? "demo-agent" : "demo-manager";
}

/** Which published properties each demo owner follows: the first two, and the third, by number. */
const OWNED: Record<string, [from: number, count: number]> = { "demo-owner": [0, 2], "demo-owner-2": [2, 1] };

export async function seedDemoAccounts(db: Database): Promise<void> {
  // At once: each password hash (scrypt) runs on libuv's thread pool, so they share the cores.
  await Promise.all(DEMO_ACCOUNTS.map((account) => createUser(db, { ...account, createdAt: SEED_NOW })));
  for (const [userId, place] of Object.entries(TEAM_MEMBER)) {
    const member = TEAM[place];
    if (!member) continue;
    await db
      .update(users)
      .set({
        photoKey: member.imageKey,
        directPhone: e164Phone(member.data.phone),
        directEmail: matchingEmail(member.data.email),
      })
      .where(eq(users.id, userId));
  }
  const listed = await db
    .select({ id: properties.id, goal: properties.goal })
    .from(properties)
    .where(eq(properties.status, "published"))
    .orderBy(asc(properties.id));
  if (listed.length > 0) {
    await db
      .insert(propertyMandates)
      .values(listed.map(({ id, goal }) => ({ propertyId: id, agentId: handlerOf(goal) })));
  }
  const published = listed.slice(0, 3);
  for (const [userId, [from, count]] of Object.entries(OWNED)) {
    const owned = published.slice(from, from + count);
    if (owned.length > 0)
      await db.insert(propertyOwners).values(owned.map(({ id }) => ({ propertyId: id, userId, createdAt: SEED_NOW })));
  }
}
