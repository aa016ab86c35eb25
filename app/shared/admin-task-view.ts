// A task as the back office's pages receive it from their loaders (app/.server/admin/task-view.ts).

export interface TaskView {
  id: number;
  /** What to do as typed; null for a request's or a visit's follow-up, named by what it follows up. */
  title: string | null;
  /** YYYY-MM-DD, the agency's day. */
  dueOn: string;
  /** The day as the staff member reads it ("vr 4 dec."). */
  dueLabel: string;
  overdue: boolean;
  today: boolean;
  done: boolean;
  assigneeName: string | null;
  lead: { id: number; name: string } | null;
  visit: { slotId: number; when: string; property: string | null } | null;
}
