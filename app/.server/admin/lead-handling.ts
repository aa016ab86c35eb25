// What staff do with a lead: set where the agency stands with it, give it to a colleague, write a
// note, plan its follow-up (all four in the request's one handling form, or several requests at once
// from the list), and for one sent without a solved captcha decide whether it is real. Confirming it lets
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
import { changed, type StaffChangeLine, staffChange, unchanged } from "./staff-change.ts";
import { setFollowUp } from "./tasks.ts";
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

/** The status line of a change from `lead.status` to `status` (written in `tx`); spam throws away what was held. */
async function statusChange(
  tx: Transaction,
  id: number,
  from: LeadStatus,
  status: LeadStatus,
): Promise<StaffChangeLine | null> {
  if (from === status) return null;
  await tx.update(leads).set({ status }).where(eq(leads.id, id));
  const spam = status === "spam" ? await dropWhatSpamHeld(tx, id) : {};
  return {
    action: "lead.status",
    subject: `lead ${id}`,
    changes: fieldChanges({ status: from }, { status }),
    details: spam,
  };
}

/** The assignment line of giving the lead to `userId` (whose name is `name`), or null when it already has them. */
async function assignChange(
  tx: Transaction,
  id: number,
  from: string | null,
  userId: string | null,
  name: string | null,
): Promise<StaffChangeLine | null> {
  if (from === userId) return null;
  await tx.update(leads).set({ assignedTo: userId }).where(eq(leads.id, id));
  return {
    action: "lead.assign",
    subject: `lead ${id}`,
    changes: fieldChanges({ assignedTo: from }, { assignedTo: userId }),
    details: { toName: name },
  };
}

/** False when there is no such lead. Spam throws away what was held for it. */
export async function setLeadStatus(actor: Actor, id: number, status: LeadStatus): Promise<boolean> {
  return staffChange(actor, async (tx) => {
    const lead = await lockedLead(tx, id);
    if (!lead) return unchanged(false);
    const line = await statusChange(tx, id, lead.status, status);
    return line ? changed(true, line, { announces: false }) : unchanged(true);
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
    const line = await assignChange(tx, id, lead.assignedTo, userId, name);
    return line ? changed("assigned", line, { announces: false }) : unchanged("assigned");
  });
}

/** What the request's handling form sends: where it stands, who has it, a note, the follow-up's day. */
export interface LeadHandling {
  status: LeadStatus;
  assignedTo: string | null;
  /** Empty: no note. */
  note: string;
  /** The day to follow it up, or null for none. */
  followUpOn: string | null;
}

export type HandleResult = "saved" | "unchanged" | "no-lead" | "no-staff";

/**
 * The request's handling in one form and one transaction: status, assignee, a note and the follow-up
 * task (given to the request's assignee), each with its own audit line, only what changed.
 */
export async function handleLead(actor: Actor, id: number, handling: LeadHandling): Promise<HandleResult> {
  return staffChange<HandleResult>(actor, async (tx) => {
    const name = handling.assignedTo === null ? null : await workingStaffName(tx, handling.assignedTo);
    if (name === undefined) return unchanged("no-staff");
    const lead = await lockedLead(tx, id);
    if (!lead) return unchanged("no-lead");
    const lines = [
      await statusChange(tx, id, lead.status, handling.status),
      await assignChange(tx, id, lead.assignedTo, handling.assignedTo, name),
      handling.note === "" ? null : await noteAdd(tx, actor, id, handling.note),
      await setFollowUp(tx, actor, id, handling.followUpOn, handling.assignedTo),
    ].filter((line): line is StaffChangeLine => line !== null);
    return lines.length > 0 ? changed("saved", lines, { announces: false }) : unchanged("unchanged");
  });
}

/** Several requests given to one person or put in one status at once (the list's bulk actions); how many changed. */
export async function changeLeads(
  actor: Actor,
  ids: readonly number[],
  change: { status: LeadStatus } | { assignedTo: string | null },
): Promise<number | "no-staff"> {
  return staffChange<number | "no-staff">(actor, async (tx) => {
    const assignTo = "assignedTo" in change ? change.assignedTo : undefined;
    const name = assignTo ? await workingStaffName(tx, assignTo) : null;
    if (name === undefined) return unchanged("no-staff");
    const lines: StaffChangeLine[] = [];
    // In id order, so two staff members changing overlapping selections lock the rows in one order.
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      const lead = await lockedLead(tx, id);
      if (!lead) continue;
      const line =
        "status" in change
          ? await statusChange(tx, id, lead.status, change.status)
          : await assignChange(tx, id, lead.assignedTo, assignTo ?? null, name);
      if (line) lines.push(line);
    }
    return lines.length > 0 ? changed(lines.length, lines, { announces: false }) : unchanged(0);
  });
}

/** The line of a note kept as typed (shown as text, never as markup), added in `tx`. */
async function noteAdd(tx: Transaction, actor: Actor, id: number, text: string): Promise<StaffChangeLine> {
  const [note] = await tx
    .insert(leadNotes)
    .values({ leadId: id, authorId: actor.id, authorName: actor.name, text })
    .returning({ id: leadNotes.id });
  // The note's words stay out of the log: they may be about a person who later asks to be erased.
  return { action: "lead.note", subject: `lead ${id}`, details: { note: note?.id, length: text.length } };
}

/** Keeps a note as the text typed (shown as text, never as markup); false when there is no such lead. */
export async function addLeadNote(actor: Actor, id: number, text: string): Promise<boolean> {
  return staffChange(actor, async (tx) => {
    if (!(await lockedLead(tx, id))) return unchanged(false);
    return changed(true, await noteAdd(tx, actor, id, text), { announces: false });
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
