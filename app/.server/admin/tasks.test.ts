// Tasks against PostgreSQL: a request's handling form writes status, assignee, note and follow-up in
// one go with a line each; tasks by hand and after a visit; the list's filters by person, state and
// day (Brussels days); and the overview's tiles, each counted as the list it links to counts.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertProperty, insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import { insertLead } from "../../../tests/support/lead-rows.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { createUser } from "../auth/users.ts";
import { auditLog } from "../db/auth-schema.ts";
import { leadNotes, leads, visitBookings, visitSlots } from "../db/lead-schema.ts";
import { tasks } from "../db/work-schema.ts";
import { dashboard } from "./dashboard.ts";
import { handleLead } from "./lead-handling.ts";
import { leadCount, leadFiltersOf, leadInbox } from "./leads.ts";
import { addTask, deleteTask, followUpOf, setTaskDone, taskFiltersOf, taskList } from "./tasks.ts";

let database: TestDatabase;
let els: string;
let bram: string;
const actor = { id: "", name: "Agent Els" };

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  await insertTypes(database.db);
  await insertProperty(database.db, { id: 7 });
  const user = (name: string) =>
    createUser(database.db, {
      name,
      email: `${name.replace(/\W/g, "")}@agency.test`,
      password: "long-enough-pw",
      role: "agent",
    });
  els = await user("Agent Els");
  bram = await user("Bram Agent");
  actor.id = els;
});

afterAll(() => database?.cleanup());

beforeEach(async () => {
  await database.db.execute("truncate leads, tasks, audit_log, visit_slots restart identity cascade");
});

const actions = async () =>
  (await database.db.select().from(auditLog).orderBy(auditLog.id)).map((line) => [line.action, line.subject]);
const list = (search: string, viewer = els, now = new Date()) =>
  taskList(taskFiltersOf(new URLSearchParams(search)), viewer, now);

describe("a request's handling in one form", () => {
  it("writes status, assignee, note and follow-up at once, a line for each, and only what changed", async () => {
    const id = await insertLead(database.db, { name: "An" });
    const handling = {
      status: "in-progress",
      assignedTo: bram,
      note: "Teruggebeld",
      followUpOn: "2026-12-07",
    } as const;
    expect(await handleLead(actor, id, handling)).toBe("saved");
    const [row] = await database.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ status: "in-progress", assignedTo: bram });
    expect((await database.db.select().from(leadNotes)).map((note) => note.text)).toEqual(["Teruggebeld"]);
    expect(await followUpOf(id)).toBe("2026-12-07");
    const [task] = await database.db.select().from(tasks);
    // The follow-up goes to whoever has the request, and names no words of its own.
    expect(task).toMatchObject({ leadId: id, assignedTo: bram, title: null, createdBy: els, doneAt: null });
    expect(await actions()).toEqual([
      ["lead.status", `lead ${id}`],
      ["lead.assign", `lead ${id}`],
      ["lead.note", `lead ${id}`],
      ["lead.follow-up", `lead ${id}`],
    ]);

    // The same form again, without a note: nothing to write.
    expect(await handleLead(actor, id, { ...handling, note: "" })).toBe("unchanged");
    expect(await actions()).toHaveLength(4);

    // The follow-up moved to another day, then taken away: one open follow-up at most, each move on record.
    expect(await handleLead(actor, id, { ...handling, note: "", followUpOn: "2026-12-09" })).toBe("saved");
    expect(await database.db.select({ dueOn: tasks.dueOn }).from(tasks)).toEqual([{ dueOn: "2026-12-09" }]);
    expect(await handleLead(actor, id, { ...handling, note: "", followUpOn: null })).toBe("saved");
    expect(await followUpOf(id)).toBeNull();
    expect(await database.db.select().from(tasks)).toEqual([]);
    const last = (await database.db.select().from(auditLog).orderBy(auditLog.id)).at(-1);
    expect(last?.details).toEqual({ changes: { followUp: { before: "2026-12-09", after: null } } });
  });

  it("gives the follow-up to the new assignee when the request changes hands", async () => {
    const id = await insertLead(database.db, { assignedTo: els });
    await handleLead(actor, id, { status: "new", assignedTo: els, note: "", followUpOn: "2026-12-07" });
    await handleLead(actor, id, { status: "new", assignedTo: bram, note: "", followUpOn: "2026-12-07" });
    expect(await database.db.select({ assignedTo: tasks.assignedTo }).from(tasks)).toEqual([{ assignedTo: bram }]);
  });

  it("refuses someone who cannot be given requests, and changes nothing", async () => {
    const id = await insertLead(database.db);
    const handling = { status: "done", assignedTo: "nobody-here", note: "x", followUpOn: "2026-12-07" } as const;
    expect(await handleLead(actor, id, handling)).toBe("no-staff");
    expect(await handleLead(actor, 999_999, { ...handling, assignedTo: null })).toBe("no-lead");
    const [row] = await database.db.select().from(leads).where(eq(leads.id, id));
    expect(row?.status).toBe("new");
    expect(await database.db.select().from(tasks)).toEqual([]);
    expect(await actions()).toEqual([]);
  });

  it("erases a request's follow-up with the request", async () => {
    const id = await insertLead(database.db);
    await handleLead(actor, id, { status: "new", assignedTo: els, note: "", followUpOn: "2026-12-07" });
    await database.db.delete(leads).where(eq(leads.id, id));
    expect(await database.db.select().from(tasks)).toEqual([]);
  });
});

describe("the tasks list", () => {
  // 3 December 2026, 23:30 in Brussels (22:30 UTC): still the 3rd there.
  const lateEvening = new Date("2026-12-03T22:30:00Z");

  it("shows the viewer's open tasks by day, the overdue first; everyone's, nobody's, the done ones", async () => {
    const late = await addTask(actor, { title: "Sleutels ophalen", dueOn: "2026-12-01", assignedTo: els });
    const today = await addTask(actor, { title: "EPC opvragen", dueOn: "2026-12-03", assignedTo: els });
    const later = await addTask(actor, { title: "Fotograaf bellen", dueOn: "2026-12-04", assignedTo: els });
    const theirs = await addTask(actor, { title: "Plan tekenen", dueOn: "2026-12-02", assignedTo: bram });
    const nobodys = await addTask(actor, { title: "Bord plaatsen", dueOn: "2026-12-03", assignedTo: null });
    const ids = (found: Awaited<ReturnType<typeof list>>) => found.rows.map((row) => row.id);
    const id = (added: Awaited<ReturnType<typeof addTask>>) => (added.kind === "added" ? added.id : 0);

    expect(ids(await list("", els, lateEvening))).toEqual([id(late), id(today), id(later)]);
    expect(ids(await list("due=today", els, lateEvening))).toEqual([id(late), id(today)]);
    expect((await list("due=today", els, lateEvening)).total).toBe(2);
    expect(ids(await list("who=all", els, lateEvening))).toEqual([
      id(late),
      id(theirs),
      id(today),
      id(nobodys),
      id(later),
    ]);
    expect(ids(await list("who=none", els, lateEvening))).toEqual([id(nobodys)]);
    // An hour later it is the 4th in Brussels (still the 3rd in UTC): the 4th's task is due too.
    expect(ids(await list("due=today", els, new Date("2026-12-03T23:30:00Z")))).toEqual([
      id(late),
      id(today),
      id(later),
    ]);

    expect(await setTaskDone(actor, id(today), true)).toBe(true);
    expect(await setTaskDone(actor, id(today), true)).toBe(true);
    expect(ids(await list("due=today", els, lateEvening))).toEqual([id(late)]);
    expect(ids(await list("state=done", els, lateEvening))).toEqual([id(today)]);
    expect(await setTaskDone(actor, id(today), false)).toBe(true);
    expect(await deleteTask(actor, id(later))).toBe(true);
    expect(await deleteTask(actor, id(later))).toBe(false);
    expect(await setTaskDone(actor, id(later), true)).toBe(false);
    expect(ids(await list("", els, lateEvening))).toEqual([id(late), id(today)]);
    // One line for each change; ticking off what was already done writes none.
    expect((await actions()).map(([action]) => action)).toEqual([
      "task.add",
      "task.add",
      "task.add",
      "task.add",
      "task.add",
      "task.done",
      "task.reopen",
      "task.delete",
    ]);
  });

  it("adds a task after a visit, named by the visit; refuses a staff member who cannot have one", async () => {
    const id = await insertLead(database.db, { name: "Bezoeker Bo" });
    const [slot] = await database.db
      .insert(visitSlots)
      .values({
        propertyId: 7,
        startsAt: new Date("2026-12-02T09:00:00Z"),
        endsAt: new Date("2026-12-02T09:30:00Z"),
        booked: 1,
      })
      .returning({ id: visitSlots.id });
    const [booking] = await database.db
      .insert(visitBookings)
      .values({ slotId: slot?.id ?? 0, leadId: id })
      .returning({ id: visitBookings.id });
    const added = await addTask(actor, {
      title: null,
      dueOn: "2026-12-04",
      assignedTo: els,
      visitBookingId: booking?.id,
    });
    expect(added.kind).toBe("added");
    const [row] = (await list("")).rows;
    expect(row).toMatchObject({ title: null, visitSlotId: slot?.id, visitPropertyId: 7 });
    expect(await addTask(actor, { title: "x", dueOn: "2026-12-04", assignedTo: "gone" })).toEqual({
      kind: "no-staff",
    });
    expect(
      await addTask(actor, { title: null, dueOn: "2026-12-04", assignedTo: els, visitBookingId: 999_999 }),
    ).toEqual({ kind: "no-record" });
  });
});

describe("the overview's tiles", () => {
  it("count what the lists they link to count", async () => {
    const now = new Date();
    await insertLead(database.db, { assignedTo: null });
    await insertLead(database.db, { assignedTo: els, status: "in-progress" });
    await insertLead(database.db, { verified: false });
    await insertLead(database.db, { verified: false, status: "spam" });
    const old = await insertLead(database.db);
    await database.db
      .update(leads)
      .set({ createdAt: new Date(now.getTime() - 40 * 86_400_000) })
      .where(eq(leads.id, old));
    await addTask(actor, { title: "Vandaag", dueOn: "2020-01-01", assignedTo: els });
    const viewer = { id: els, language: "nl", fallback: "nl" } as const;
    const { tiles, tasks: due, leads: todays } = await dashboard(viewer, now);
    for (const tile of tiles.filter((tile) => tile.href.startsWith("/admin/leads/"))) {
      const filters = leadFiltersOf(new URL(tile.href, "https://agency.test").searchParams);
      expect([tile.key, tile.count]).toEqual([tile.key, await leadCount(filters, els)]);
      expect([tile.key, tile.count]).toEqual([tile.key, (await leadInbox(filters, viewer)).total]);
    }
    const count = (key: string) => tiles.find((tile) => tile.key === key)?.count;
    expect(count("leadsToday")).toBe(4);
    expect(count("leadsNew")).toBe(3);
    expect(count("unassigned")).toBe(3);
    expect(count("unverified")).toBe(1);
    const taskTile = tiles.find((tile) => tile.key === "tasksDue");
    const taskFilters = taskFiltersOf(new URL(taskTile?.href ?? "", "https://agency.test").searchParams);
    expect(taskTile?.count).toBe((await taskList(taskFilters, els, now)).total);
    expect(taskTile?.count).toBe(1);
    expect(due.map((task) => task.title)).toEqual(["Vandaag"]);
    expect(todays).toHaveLength(4);
  });
});
