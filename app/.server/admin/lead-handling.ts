// What staff do with a lead: set where the agency stands with it, give it to a colleague, write a
// note, and for one sent without a solved captcha decide whether it is real. Confirming it lets
// the mails held back for it leave (the address was proved by a person, not by the captcha);
// calling it spam throws them away and frees the visit slot it took. Each change is written with its
// audit line in one transaction.
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { LeadStatus } from "../../domain/lead-handling.ts";
import type { Transaction } from "../db/client.ts";
import { leadNotes, leads, outgoingMails, visitBookings, visitSlots } from "../db/lead-schema.ts";
import { wakeOutbox } from "../leads/outbox-signal.ts";
import type { Actor } from "./audit.ts";
import { fieldChanges } from "./edit-record.ts";
import { changed, staffChange, unchanged } from "./staff-change.ts";
import { workingStaff, workingStaffName } from "./working-staff.ts";

/** The people a lead can be given to (workingStaff). */
export const staffMembers = workingStaff;

async function lockedLead(tx: Transaction, id: number) {
  const [lead] = await tx
    .select({ status: leads.status, verified: leads.verified, assignedTo: leads.assignedTo })
    .from(leads)
    .where(eq(leads.id, id))
    .for("update");
  return lead;
}

/** Held mails of a lead are thrown away and a booked visit is cancelled (its place is free again). */
async function dropWhatSpamHeld(tx: Transaction, id: number) {
  const dropped = await tx
    .delete(outgoingMails)
    .where(and(eq(outgoingMails.leadId, id), isNotNull(outgoingMails.heldAt)))
    .returning({ id: outgoingMails.id });
  const [booking] = await tx
    .update(visitBookings)
    .set({ cancelledAt: new Date() })
    .where(and(eq(visitBookings.leadId, id), isNull(visitBookings.cancelledAt)))
    .returning({ slotId: visitBookings.slotId });
  if (booking)
    await tx
      .update(visitSlots)
      .set({ booked: sql`greatest(${visitSlots.booked} - 1, 0)` })
      .where(eq(visitSlots.id, booking.slotId));
  return { droppedMails: dropped.length, freedVisit: booking !== undefined };
}

/** False when there is no such lead. Spam throws away what was held for it. */
export async function setLeadStatus(actor: Actor, id: number, status: LeadStatus): Promise<boolean> {
  return staffChange(actor, async (tx) => {
    const lead = await lockedLead(tx, id);
    if (!lead) return unchanged(false);
    if (lead.status === status) return unchanged(true);
    await tx.update(leads).set({ status }).where(eq(leads.id, id));
    const spam = status === "spam" ? await dropWhatSpamHeld(tx, id) : {};
    return changed(
      true,
      {
        action: "lead.status",
        subject: `lead ${id}`,
        changes: fieldChanges({ status: lead.status }, { status }),
        details: spam,
      },
      { announces: false },
    );
  });
}

export type AssignResult = "assigned" | "no-lead" | "no-staff";

/** Gives the lead to an active manager or agent, or to nobody (null). */
export async function assignLead(actor: Actor, id: number, userId: string | null): Promise<AssignResult> {
  return staffChange<AssignResult>(actor, async (tx) => {
    const name = userId === null ? null : await workingStaffName(tx, userId);
    if (name === undefined) return unchanged("no-staff");
    const lead = await lockedLead(tx, id);
    if (!lead) return unchanged("no-lead");
    if (lead.assignedTo === userId) return unchanged("assigned");
    await tx.update(leads).set({ assignedTo: userId }).where(eq(leads.id, id));
    return changed(
      "assigned",
      {
        action: "lead.assign",
        subject: `lead ${id}`,
        changes: fieldChanges({ assignedTo: lead.assignedTo }, { assignedTo: userId }),
        details: { toName: name },
      },
      { announces: false },
    );
  });
}

/** Keeps a note as the text typed (shown as text, never as markup); false when there is no such lead. */
export async function addLeadNote(actor: Actor, id: number, text: string): Promise<boolean> {
  return staffChange(actor, async (tx) => {
    if (!(await lockedLead(tx, id))) return unchanged(false);
    const [note] = await tx
      .insert(leadNotes)
      .values({ leadId: id, authorId: actor.id, authorName: actor.name, text })
      .returning({ id: leadNotes.id });
    // The note's words stay out of the log: they may be about a person who later asks to be erased.
    return changed(
      true,
      { action: "lead.note", subject: `lead ${id}`, details: { note: note?.id, length: text.length } },
      { announces: false },
    );
  });
}

export type ReviewResult = { done: true; mails: number } | { done: false };

/**
 * A person vouches for a lead sent without a solved captcha: it becomes verified and the mails held
 * for it leave now. Nothing happens to a lead already verified (or gone).
 */
export async function confirmLead(actor: Actor, id: number): Promise<ReviewResult> {
  const result = await staffChange<ReviewResult>(actor, async (tx) => {
    const lead = await lockedLead(tx, id);
    if (!lead || lead.verified) return unchanged({ done: false });
    await tx
      .update(leads)
      .set({ verified: true, status: lead.status === "spam" ? "new" : lead.status })
      .where(eq(leads.id, id));
    const released = await tx
      .update(outgoingMails)
      .set({ heldAt: null, nextAttemptAt: new Date() })
      .where(and(eq(outgoingMails.leadId, id), isNotNull(outgoingMails.heldAt)))
      .returning({ id: outgoingMails.id });
    const status = lead.status === "spam" ? "new" : lead.status;
    return changed(
      { done: true, mails: released.length },
      {
        action: "lead.confirm",
        subject: `lead ${id}`,
        changes: fieldChanges({ verified: false, status: lead.status }, { verified: true, status }),
        details: { released: released.length },
      },
      { announces: false },
    );
  });
  if (result.done && result.mails > 0) wakeOutbox();
  return result;
}

/** The unverified lead is spam: its held mails are thrown away, its visit (if any) cancelled. */
export async function markLeadSpam(actor: Actor, id: number): Promise<ReviewResult> {
  return staffChange<ReviewResult>(actor, async (tx) => {
    const lead = await lockedLead(tx, id);
    if (!lead || lead.verified) return unchanged({ done: false });
    await tx.update(leads).set({ status: "spam" }).where(eq(leads.id, id));
    const spam = await dropWhatSpamHeld(tx, id);
    return changed(
      { done: true, mails: spam.droppedMails },
      {
        action: "lead.spam",
        subject: `lead ${id}`,
        changes: fieldChanges({ status: lead.status }, { status: "spam" }),
        details: spam,
      },
      { announces: false },
    );
  });
}
