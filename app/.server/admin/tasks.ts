// Tasks: what a staff member must do by a day. A request's follow-up (set in the request's handling
// form), something after a booked visit (from the visit's booking), or anything typed by hand. The
// list shows one person's or everyone's, open or done, and "due" (today and what is overdue), which
// is what the overview's tile counts: the tile and the list use the same filters and the same count.
import { aliasedTable, and, asc, count, desc, eq, isNotNull, isNull, lte, type SQL } from "drizzle-orm";
import { brusselsDay } from "../../domain/brussels-day.ts";
import { users } from "../db/auth-schema.ts";
import { db, type Transaction } from "../db/client.ts";
import { leads, visitBookings, visitSlots } from "../db/lead-schema.ts";
import { properties } from "../db/schema.ts";
import { tasks } from "../db/work-schema.ts";
import type { Actor } from "./audit.ts";
import { fieldChanges } from "./edit-record.ts";
import { changed, type StaffChangeLine, staffChange, unchanged } from "./staff-change.ts";
import { workingStaffName } from "./working-staff.ts";

export const TASKS_PER_PAGE = 100;

export interface TaskFilters {
  /** The viewer's own tasks (the default), everyone's, or nobody's. */
  who: "me" | "all" | "none";
  /** Open ones (the default) or the ones done, the last done first. */
  state: "open" | "done";
  /** Only what is due today or overdue. */
  due: boolean;
}

export function taskFiltersOf(search: URLSearchParams): TaskFilters {
  const who = search.get("who");
  return {
    who: who === "all" || who === "none" ? who : "me",
    state: search.get("state") === "done" ? "done" : "open",
    due: search.get("due") === "today",
  };
}

/** The filters back as the list's query string (defaults left out): the overview's tile links to it. */
export function taskFilterSearch(filters: TaskFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.who !== "me") search.set("who", filters.who);
  if (filters.state !== "open") search.set("state", filters.state);
  if (filters.due) search.set("due", "today");
  return search;
}

function whereOf(filters: TaskFilters, viewerId: string, today: string): SQL | undefined {
  const conditions: SQL[] = [filters.state === "open" ? isNull(tasks.doneAt) : isNotNull(tasks.doneAt)];
  if (filters.who === "me") conditions.push(eq(tasks.assignedTo, viewerId));
  if (filters.who === "none") conditions.push(isNull(tasks.assignedTo));
  if (filters.due) conditions.push(lte(tasks.dueOn, today));
  return and(...conditions);
}

const assignee = aliasedTable(users, "task_assignee");

/** The tasks the filters select: open ones by due day (overdue first), done ones the last done first. */
export async function taskList(filters: TaskFilters, viewerId: string, now = new Date()) {
  const where = whereOf(filters, viewerId, brusselsDay(now));
  const [total] = await db().select({ value: count() }).from(tasks).where(where);
  const rows = await db()
    .select({
      id: tasks.id,
      title: tasks.title,
      dueOn: tasks.dueOn,
      doneAt: tasks.doneAt,
      assignedTo: tasks.assignedTo,
      assigneeName: assignee.name,
      leadId: tasks.leadId,
      leadName: leads.name,
      leadKind: leads.kind,
      visitBookingId: tasks.visitBookingId,
      visitStartsAt: visitSlots.startsAt,
      visitSlotId: visitSlots.id,
      visitPropertyReference: properties.reference,
      visitPropertyId: properties.id,
    })
    .from(tasks)
    .leftJoin(assignee, eq(assignee.id, tasks.assignedTo))
    .leftJoin(leads, eq(leads.id, tasks.leadId))
    .leftJoin(visitBookings, eq(visitBookings.id, tasks.visitBookingId))
    .leftJoin(visitSlots, eq(visitSlots.id, visitBookings.slotId))
    .leftJoin(properties, eq(properties.id, visitSlots.propertyId))
    .where(where)
    .orderBy(...(filters.state === "open" ? [asc(tasks.dueOn), asc(tasks.id)] : [desc(tasks.doneAt), desc(tasks.id)]))
    .limit(TASKS_PER_PAGE);
  return { total: total?.value ?? 0, rows };
}

export interface NewTask {
  /** What to do; null for a request's or a visit's follow-up (named on the page in the reader's language). */
  title: string | null;
  dueOn: string;
  /** An active manager or agent, or nobody. */
  assignedTo: string | null;
  leadId?: number | null;
  visitBookingId?: number | null;
}

export type AddTaskResult = { kind: "added"; id: number } | { kind: "no-staff" } | { kind: "no-record" };

/** Adds a task; its line names what it follows up, never what was typed (it may be about a person). */
export async function addTask(actor: Actor, task: NewTask): Promise<AddTaskResult> {
  return staffChange<AddTaskResult>(actor, async (tx) => {
    if (task.assignedTo !== null && (await workingStaffName(tx, task.assignedTo)) === undefined)
      return unchanged({ kind: "no-staff" });
    if (task.leadId && !(await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, task.leadId))).length)
      return unchanged({ kind: "no-record" });
    if (
      task.visitBookingId &&
      !(await tx.select({ id: visitBookings.id }).from(visitBookings).where(eq(visitBookings.id, task.visitBookingId)))
        .length
    )
      return unchanged({ kind: "no-record" });
    const [row] = await tx
      .insert(tasks)
      .values({
        title: task.title,
        dueOn: task.dueOn,
        assignedTo: task.assignedTo,
        leadId: task.leadId ?? null,
        visitBookingId: task.visitBookingId ?? null,
        createdBy: actor.id,
      })
      .returning({ id: tasks.id });
    const id = row?.id ?? 0;
    return changed(
      { kind: "added", id },
      {
        action: "task.add",
        subject: `task ${id}`,
        details: {
          dueOn: task.dueOn,
          assignedTo: task.assignedTo,
          ...(task.leadId ? { lead: task.leadId } : {}),
          ...(task.visitBookingId ? { visitBooking: task.visitBookingId } : {}),
        },
      },
      { announces: false },
    );
  });
}

/** Ticks a task off (or opens it again); false when there is no such task. */
export async function setTaskDone(actor: Actor, id: number, done: boolean): Promise<boolean> {
  return staffChange(actor, async (tx) => {
    const [task] = await tx.select({ doneAt: tasks.doneAt }).from(tasks).where(eq(tasks.id, id)).for("update");
    if (!task) return unchanged(false);
    if ((task.doneAt !== null) === done) return unchanged(true);
    await tx
      .update(tasks)
      .set({ doneAt: done ? new Date() : null })
      .where(eq(tasks.id, id));
    return changed(true, { action: done ? "task.done" : "task.reopen", subject: `task ${id}` }, { announces: false });
  });
}

/** Removes a task (typed by mistake, no longer needed); false when there is none. */
export async function deleteTask(actor: Actor, id: number): Promise<boolean> {
  return staffChange(actor, async (tx) => {
    const removed = await tx.delete(tasks).where(eq(tasks.id, id)).returning({ id: tasks.id });
    if (removed.length === 0) return unchanged(false);
    return changed(true, { action: "task.delete", subject: `task ${id}` }, { announces: false });
  });
}

/** The day of a request's open follow-up, or null when none is planned. */
export async function followUpOf(leadId: number): Promise<string | null> {
  const [task] = await db()
    .select({ dueOn: tasks.dueOn })
    .from(tasks)
    .where(and(eq(tasks.leadId, leadId), isNull(tasks.title), isNull(tasks.doneAt)))
    .orderBy(asc(tasks.dueOn))
    .limit(1);
  return task?.dueOn ?? null;
}

/**
 * Plans a request's follow-up on `dueOn` for `assignee` (or takes it away with null), in the handling
 * form's transaction: one open follow-up a request. Returns the audit line, or null when nothing changed.
 */
export async function setFollowUp(
  tx: Transaction,
  actor: Actor,
  leadId: number,
  dueOn: string | null,
  assignedTo: string | null,
): Promise<StaffChangeLine | null> {
  const open = and(eq(tasks.leadId, leadId), isNull(tasks.title), isNull(tasks.doneAt));
  const [current] = await tx
    .select({ id: tasks.id, dueOn: tasks.dueOn, assignedTo: tasks.assignedTo })
    .from(tasks)
    .where(open)
    .for("update");
  const before = current?.dueOn ?? null;
  if (dueOn === null) {
    if (!current) return null;
    await tx.delete(tasks).where(open);
  } else if (current) {
    if (current.dueOn === dueOn && current.assignedTo === assignedTo) return null;
    await tx.update(tasks).set({ dueOn, assignedTo }).where(eq(tasks.id, current.id));
  } else {
    await tx.insert(tasks).values({ title: null, dueOn, assignedTo, leadId, createdBy: actor.id });
  }
  if (before === dueOn) return null;
  return {
    action: "lead.follow-up",
    subject: `lead ${leadId}`,
    changes: fieldChanges({ followUp: before }, { followUp: dueOn }),
  };
}
