// Tasks as the overview and the tasks page show them: what to do (its own words, or the request or
// visit it follows up, linked), by which day, for whom, and the buttons that tick one off, open it
// again or remove it. The buttons post to the tasks page, wherever the list is shown.
import { Form } from "react-router";
import { fill } from "../../i18n/fill.ts";
import type { AdminInboxMessages } from "../../i18n/messages/admin-inbox.ts";
import type { TaskView } from "../../shared/admin-task-view.ts";
import { Link } from "../ui/link.tsx";

/** The words a task is known by on a page (its own, or "Aanvraag 12 opvolgen"). */
export function taskName(task: TaskView, t: AdminInboxMessages): string {
  if (task.title) return task.title;
  if (task.lead) return fill(t.tasks.followUpLead, { id: task.lead.id });
  return t.tasks.followUpVisit;
}

/** What a task says, with a link to the request or visit it is about. */
export function TaskTitle({ task, t }: { task: TaskView; t: AdminInboxMessages }) {
  const name = taskName(task, t);
  if (task.lead)
    return (
      <>
        <Link to={`/admin/leads/${task.lead.id}/`}>{name}</Link>
        {task.title || !task.lead.name ? null : <span className="admin-row-sub">{task.lead.name}</span>}
      </>
    );
  if (task.visit)
    return (
      <>
        <Link to={`/admin/visits/${task.visit.slotId}/`}>{name}</Link>
        <span className="admin-row-sub">
          {[fill(t.tasks.visit, { date: task.visit.when }), task.visit.property].filter(Boolean).join(" · ")}
        </span>
      </>
    );
  return <>{name}</>;
}

export function TaskTable({ tasks, t }: { tasks: readonly TaskView[]; t: AdminInboxMessages }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table cards-on-phone admin-task-table">
        <caption className="visually-hidden">{t.tasks.title}</caption>
        <thead>
          <tr>
            <th scope="col">{t.tasks.what}</th>
            <th scope="col">{t.tasks.due}</th>
            <th scope="col">{t.tasks.assignee}</th>
            <th scope="col">
              <span className="visually-hidden">{t.tasks.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((task) => {
            const name = taskName(task, t);
            return (
              <tr key={task.id} className={task.overdue ? "admin-task-overdue" : undefined}>
                <th scope="row" className="admin-row-title">
                  <TaskTitle task={task} t={t} />
                </th>
                <td data-label={t.tasks.due}>
                  {task.dueLabel}
                  {task.overdue ? <strong className="admin-task-late"> · {t.tasks.overdue}</strong> : null}
                  {task.today && !task.done ? ` · ${t.tasks.today}` : null}
                </td>
                <td data-label={t.tasks.assignee} className={task.assigneeName ? undefined : "empty-on-phone"}>
                  {task.assigneeName ?? ""}
                </td>
                <td className="admin-row-buttons">
                  <Form method="post" action="/admin/tasks/" className="admin-inline-form">
                    <input type="hidden" name="task" value={task.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={task.done ? "reopen" : "done"}
                      className={task.done ? "btn btn-outline" : "btn btn-accent"}
                      aria-label={fill(task.done ? t.tasks.reopenOf : t.tasks.markDoneOf, { task: name })}
                    >
                      {task.done ? t.tasks.reopen : t.tasks.markDone}
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="remove"
                      className="btn btn-outline"
                      aria-label={fill(t.tasks.removeOf, { task: name })}
                    >
                      {t.tasks.remove}
                    </button>
                  </Form>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
