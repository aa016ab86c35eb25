// The people around a listing, as its editor shows and changes them: the owners' accounts that follow
// it in the owner portal (property_owners, also linked from the users' pages), the staff member who
// handles it and the mandate's days (property_mandates). The writes run inside the editor's save
// (listing-editor.ts), so a link, the mandate and the listing's fields go in one transaction with
// their audit lines.
import { and, asc, desc, eq, ilike, or } from "drizzle-orm";
import { propertyMandates, propertyOwners, users } from "../db/auth-schema.ts";
import { type Database, db, type Transaction } from "../db/client.ts";
import { auditSubject } from "./audit.ts";
import type { StaffChangeLine } from "./staff-change.ts";
import { workingStaff } from "./working-staff.ts";

/** Who handles the listing and the mandate's first and last day (ISO days); all null when none is set. */
export interface ListingMandate {
  agentId: string | null;
  startsOn: string | null;
  endsOn: string | null;
}

export const NO_MANDATE: ListingMandate = { agentId: null, startsOn: null, endsOn: null };

/** The owners to link or unlink with a save: account ids. */
export interface OwnerLinks {
  add?: string | null;
  remove?: string | null;
}

/** How many owner accounts the editor's pick offers at once; a search narrows the rest. */
export const OWNER_CHOICES = 200;

export async function readMandate(
  propertyId: number,
  database: Database | Transaction = db(),
): Promise<ListingMandate> {
  const [row] = await database
    .select({ agentId: propertyMandates.agentId, startsOn: propertyMandates.startsOn, endsOn: propertyMandates.endsOn })
    .from(propertyMandates)
    .where(eq(propertyMandates.propertyId, propertyId));
  return row ?? NO_MANDATE;
}

export function sameMandate(a: ListingMandate, b: ListingMandate): boolean {
  return a.agentId === b.agentId && a.startsOn === b.startsOn && a.endsOn === b.endsOn;
}

/** Stores the mandate as the save leaves it; an empty one leaves no row. */
export async function writeMandate(tx: Transaction, propertyId: number, mandate: ListingMandate): Promise<void> {
  if (sameMandate(mandate, NO_MANDATE)) {
    await tx.delete(propertyMandates).where(eq(propertyMandates.propertyId, propertyId));
    return;
  }
  await tx
    .insert(propertyMandates)
    .values({ propertyId, ...mandate })
    .onConflictDoUpdate({ target: propertyMandates.propertyId, set: mandate });
}

/** The mandate as the audit line keeps it, beside the listing's columns. */
export function auditedMandate(mandate: ListingMandate): Record<string, string | null> {
  return { agentId: mandate.agentId, mandateStart: mandate.startsOn, mandateEnd: mandate.endsOn };
}

/** The owner accounts linked to the listing, by name. */
export function listingOwners(propertyId: number) {
  return db()
    .select({ id: users.id, name: users.name, email: users.email })
    .from(propertyOwners)
    .innerJoin(users, eq(users.id, propertyOwners.userId))
    .where(eq(propertyOwners.propertyId, propertyId))
    .orderBy(asc(users.name), asc(users.id));
}

/**
 * Owner accounts the editor offers to link, by name: those whose name or address holds the search
 * (all when it is empty), the newest first when there are more than the pick shows.
 */
export async function ownerChoices(query: string) {
  const words = query.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  const matches = words.map((word) => {
    const pattern = `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    return or(ilike(users.name, pattern), ilike(users.email, pattern));
  });
  const rows = await db()
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.role, "owner"), eq(users.active, true), ...matches))
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(OWNER_CHOICES);
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** The staff a listing can be given to: the working staff, and whoever has it now when they no longer work. */
export async function agentChoices(current: string | null): Promise<{ id: string; name: string; working: boolean }[]> {
  const working = (await workingStaff()).map((member) => ({ id: member.id, name: member.name, working: true }));
  if (!current || working.some((member) => member.id === current)) return working;
  const [gone] = await db().select({ id: users.id, name: users.name }).from(users).where(eq(users.id, current));
  return gone ? [...working, { ...gone, working: false }] : working;
}

/** Whether the account is an owner's: only they are linked to listings. */
export async function isOwnerAccount(userId: string, database: Database | Transaction = db()): Promise<boolean> {
  const [row] = await database
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, "owner")));
  return row !== undefined;
}

/**
 * Links and unlinks owners in the save's transaction: the audit lines of what changed (an owner
 * already linked, or not linked, changes nothing), or "ownerUnknown" for an account that is no owner.
 */
export async function changeOwnerLinks(
  tx: Transaction,
  propertyId: number,
  links: OwnerLinks,
): Promise<StaffChangeLine[] | "ownerUnknown"> {
  const lines: StaffChangeLine[] = [];
  const subject = auditSubject("property", propertyId);
  if (links.add) {
    if (!(await isOwnerAccount(links.add, tx))) return "ownerUnknown";
    const added = await tx
      .insert(propertyOwners)
      .values({ propertyId, userId: links.add })
      .onConflictDoNothing()
      .returning({ userId: propertyOwners.userId });
    if (added.length > 0) lines.push({ action: "property.owner-link", subject, details: { owner: links.add } });
  }
  if (links.remove) {
    const removed = await tx
      .delete(propertyOwners)
      .where(and(eq(propertyOwners.propertyId, propertyId), eq(propertyOwners.userId, links.remove)))
      .returning({ userId: propertyOwners.userId });
    if (removed.length > 0) lines.push({ action: "property.owner-unlink", subject, details: { owner: links.remove } });
  }
  return lines;
}
