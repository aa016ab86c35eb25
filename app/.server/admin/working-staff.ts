// The staff who work with the agency's people and visits: active managers and agents. Leads,
// contacts and visit slots are given to them and to nobody else (never an owner, nor an account
// that was switched off).
import { and, asc, eq, inArray } from "drizzle-orm";
import { users } from "../db/auth-schema.ts";
import { db, type Transaction } from "../db/client.ts";

const WORKING = and(eq(users.active, true), inArray(users.role, ["manager", "agent"]));

/** Everyone a lead, a contact or a slot can be given to, by name. */
export function workingStaff() {
  return db()
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(WORKING)
    .orderBy(asc(users.name), asc(users.id));
}

/** The name of the active manager or agent `userId`, read in the change's transaction; undefined when there is none. */
export async function workingStaffName(tx: Transaction, userId: string): Promise<string | undefined> {
  const [member] = await tx
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), WORKING));
  return member?.name;
}
