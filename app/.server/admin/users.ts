// The site's users as a manager runs them: who they are, their role and language, whether they
// accepted their invitation, use two-factor codes and when they last signed in; deactivating one
// (their sessions end at once), ending all their sessions, and linking owners to their properties.
// Every change writes a line in the audit log, in the same transaction.
import { and, asc, desc, eq, max, or, sql } from "drizzle-orm";
import { accounts, auditLog, propertyOwners, sessions, type UserRole, users } from "../db/auth-schema.ts";
import { db } from "../db/client.ts";
import { properties, propertyTexts } from "../db/schema.ts";
import type { Actor } from "./audit.ts";
import { fieldChanges } from "./edit-record.ts";
import { changed, staffChange, unchanged } from "./staff-change.ts";

export async function userList() {
  const lastSignIn = db()
    .select({ actorId: auditLog.actorId, at: max(auditLog.at).as("last_at") })
    .from(auditLog)
    .where(eq(auditLog.action, "sign-in"))
    .groupBy(auditLog.actorId)
    .as("last_sign_in");
  return db()
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      language: users.language,
      active: users.active,
      twoFactorEnabled: users.twoFactorEnabled,
      hasPassword: sql<boolean>`exists (select 1 from ${accounts} where ${accounts.userId} = ${users.id} and ${accounts.password} is not null)`,
      lastSignIn: lastSignIn.at,
    })
    .from(users)
    .leftJoin(lastSignIn, eq(lastSignIn.actorId, users.id))
    .orderBy(asc(users.role), asc(users.name));
}

export async function userById(id: string) {
  const [user] = await db().select().from(users).where(eq(users.id, id));
  return user;
}

/** Whether the user has chosen a password (accepted the invitation). */
export async function hasPassword(id: string): Promise<boolean> {
  const [credential] = await db()
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, id), sql`${accounts.password} is not null`));
  return credential !== undefined;
}

export interface UserChange {
  role: UserRole;
  language: string;
  active: boolean;
}

/**
 * Whether a change would lock its author out: a manager may not take away their own role or switch
 * themselves off, so the site is never left without a manager that way.
 */
export function locksThemselvesOut(
  actorId: string,
  user: { id: string; role: UserRole },
  change: Pick<UserChange, "role" | "active">,
): boolean {
  return actorId === user.id && (change.role !== user.role || !change.active);
}

/** Saves role, language and active; switching a user off ends their sessions in the same step. */
export async function updateUser(id: string, change: UserChange, actor: Actor): Promise<boolean> {
  return staffChange(actor, async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for("update");
    if (!before) return unchanged(false);
    await tx
      .update(users)
      .set({ role: change.role, language: change.language, active: change.active, updatedAt: new Date() })
      .where(eq(users.id, id));
    if (!change.active) await tx.delete(sessions).where(eq(sessions.userId, id));
    const changes = fieldChanges(
      { role: before.role, language: before.language, active: before.active },
      { role: change.role, language: change.language, active: change.active },
    );
    return changed(true, { action: "user.update", subject: `user ${id}`, changes }, { announces: false });
  });
}

/** Ends every session of a user: each instance refuses their cookies from the next request on. */
export async function endUserSessions(id: string, actor: Actor): Promise<number> {
  return staffChange(actor, async (tx) => {
    const ended = await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
    return changed(
      ended.length,
      { action: "user.sessions-ended", subject: `user ${id}`, details: { count: ended.length } },
      { announces: false },
    );
  });
}

/** An owner's properties, titled in the reader's language (Dutch where that text is missing). */
export async function ownedProperties(userId: string, language: string) {
  return db()
    .select({
      id: properties.id,
      reference: properties.reference,
      city: properties.city,
      shareContacts: propertyOwners.shareContacts,
      title: sql<string>`coalesce(
        (select ${propertyTexts.title} from ${propertyTexts} where ${propertyTexts.propertyId} = ${properties.id} and ${propertyTexts.language} = ${language}),
        (select ${propertyTexts.title} from ${propertyTexts} where ${propertyTexts.propertyId} = ${properties.id} and ${propertyTexts.language} = 'nl'),
        '')`,
    })
    .from(propertyOwners)
    .innerJoin(properties, eq(properties.id, propertyOwners.propertyId))
    .where(eq(propertyOwners.userId, userId))
    .orderBy(desc(properties.id));
}

/** Links an owner to a property found by its reference or its number; false when there is none. */
export async function linkProperty(userId: string, referenceOrId: string, actor: Actor): Promise<boolean> {
  const wanted = referenceOrId.trim();
  const byId = /^\d{1,9}$/.test(wanted) ? [eq(properties.id, Number(wanted))] : [];
  const [property] = await db()
    .select({ id: properties.id })
    .from(properties)
    .where(or(sql`lower(${properties.reference}) = lower(${wanted})`, ...byId))
    .limit(1);
  if (!property) return false;
  await staffChange(actor, async (tx) => {
    await tx.insert(propertyOwners).values({ propertyId: property.id, userId }).onConflictDoNothing();
    return changed(
      undefined,
      { action: "owner.link", subject: `user ${userId}`, details: { property: property.id } },
      { announces: false },
    );
  });
  return true;
}

/** Whether the owner sees who sent the requests about one of their properties: the agency's choice. */
export async function shareContacts(userId: string, propertyId: number, share: boolean, actor: Actor): Promise<void> {
  await staffChange(actor, async (tx) => {
    const [link] = await tx
      .select({ shareContacts: propertyOwners.shareContacts })
      .from(propertyOwners)
      .where(and(eq(propertyOwners.userId, userId), eq(propertyOwners.propertyId, propertyId)))
      .for("update");
    if (!link || link.shareContacts === share) return unchanged(undefined);
    await tx
      .update(propertyOwners)
      .set({ shareContacts: share })
      .where(and(eq(propertyOwners.userId, userId), eq(propertyOwners.propertyId, propertyId)));
    return changed(
      undefined,
      {
        action: share ? "owner.share-contacts" : "owner.hide-contacts",
        subject: `user ${userId}`,
        changes: fieldChanges({ shareContacts: link.shareContacts }, { shareContacts: share }),
        details: { property: propertyId },
      },
      { announces: false },
    );
  });
}

export async function unlinkProperty(userId: string, propertyId: number, actor: Actor): Promise<void> {
  await staffChange(actor, async (tx) => {
    await tx
      .delete(propertyOwners)
      .where(and(eq(propertyOwners.userId, userId), eq(propertyOwners.propertyId, propertyId)));
    return changed(
      undefined,
      { action: "owner.unlink", subject: `user ${userId}`, details: { property: propertyId } },
      { announces: false },
    );
  });
}
