// The staff's own work lists: tasks with a due day (a request's follow-up, something to do after a
// visit, or anything typed by hand) and the request filters each staff member saved under a name.
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "./auth-schema.ts";
import { leads, visitBookings } from "./lead-schema.ts";

export const tasks = pgTable(
  "tasks",
  {
    id: serial("id").primaryKey(),
    /**
     * What to do, as typed. Null for a request's follow-up or a visit's after-care: the page names
     * those in the reader's language ("Opvolgen: aanvraag 12").
     */
    title: text("title"),
    /** The agency's day it is due (Brussels), not an instant: "tomorrow" stays tomorrow across the clock change. */
    dueOn: date("due_on", { mode: "string" }).notNull(),
    assignedTo: text("assigned_to").references(() => users.id, { onDelete: "set null" }),
    /** The request it follows up; erased with it (a follow-up is about the person who sent it). */
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    /** The booked visit it follows up; gone with it. */
    visitBookingId: integer("visit_booking_id").references(() => visitBookings.id, { onDelete: "cascade" }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tasks_open_due_idx").on(t.dueOn).where(sql`${t.doneAt} is null`),
    index("tasks_lead_idx").on(t.leadId),
    index("tasks_visit_idx").on(t.visitBookingId),
    // A task by hand says what to do; a follow-up names its request or visit.
    check("tasks_says_what", sql`${t.title} is not null or ${t.leadId} is not null or ${t.visitBookingId} is not null`),
  ],
);

/** A staff member's saved request filters: a name and the list's query string (leadFilterSearch). */
export const savedLeadFilters = pgTable(
  "saved_lead_filters",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    search: text("search").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("saved_lead_filters_name").on(t.userId, t.name)],
);
