import { getFormProps } from "@conform-to/react";
import { Form, useActionData } from "react-router";
import { formReply, parseSubmission } from "../../.server/admin/form-reply.ts";
import { positiveId } from "../../.server/admin/id-param.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { taskView } from "../../.server/admin/task-view.ts";
import {
  addTask,
  deleteTask,
  setTaskDone,
  taskFilterSearch,
  taskFiltersOf,
  taskList,
} from "../../.server/admin/tasks.ts";
import { workingStaff } from "../../.server/admin/working-staff.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { badRequest } from "../../.server/http-errors.ts";
import { AdminField } from "../../components/admin/admin-field.tsx";
import { lastResultOf, useAdminForm } from "../../components/admin/admin-form.ts";
import { TaskTable } from "../../components/admin/task-list.tsx";
import { taskSchema } from "../../domain/admin-forms/task-forms.ts";
import { brusselsDay } from "../../domain/brussels-day.ts";
import { fillCount } from "../../i18n/fill.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { adminFormTexts } from "../../i18n/messages/admin-forms/index.server.ts";
import { ADMIN_INBOX_MESSAGES } from "../../i18n/messages/admin-inbox.ts";
import "../../styles/admin-inbox.css";
import { staffChoiceLabel } from "../../components/admin/staff-choices.tsx";
import type { Route } from "./+types/tasks";

/** The tasks the URL asks for (the viewer's open ones by default), and what a new one needs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const filters = taskFiltersOf(new URL(request.url).searchParams);
  const now = new Date();
  const today = brusselsDay(now);
  const [{ total, rows }, staff] = await Promise.all([taskList(filters, user.id, now), workingStaff()]);
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    t: ADMIN_INBOX_MESSAGES[user.language],
    f: adminFormTexts(user.language),
    filters,
    search: taskFilterSearch(filters).toString(),
    today,
    me: user.id,
    staff,
    total,
    tasks: rows.map((row) => taskView(row, today, user.language)),
  };
}

/** Adds a task by hand; ticks one off, opens it again or removes it (from this page or the overview). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const actor = { id: user.id, name: user.name };
  const form = await readFormBody(request);
  const intent = form.get("intent");
  if (intent === "add") {
    const submission = parseSubmission(form, taskSchema);
    if (submission.status !== "success") return formReply(submission, { form: "add" });
    const { title, dueOn, assignee } = submission.value;
    const result = await addTask(actor, { title, dueOn, assignedTo: assignee });
    if (result.kind === "no-staff")
      return formReply(submission, { form: "add", fieldErrors: { assignee: ["chooseOne"] } });
    return formReply(submission, { form: "add", resetForm: true }, { notice: "added" as const });
  }
  const id = positiveId(form.get("task"), "task");
  let found: boolean;
  if (intent === "done" || intent === "reopen") found = await setTaskDone(actor, id, intent === "done");
  else if (intent === "remove") found = await deleteTask(actor, id);
  else badRequest("unknown intent");
  if (!found) return { notice: "gone" as const };
  return { notice: intent === "remove" ? ("removed" as const) : ("changed" as const) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.t.tasks.title} | ${loaderData.m.backOfficeTitle}` : "" }];
}

export default function Tasks({ loaderData }: Route.ComponentProps) {
  const { m, t, f, filters, total, tasks, language, staff, me, today } = loaderData;
  const done = useActionData<typeof action>();
  const [form, fields] = useAdminForm({
    id: "task-add",
    schema: taskSchema,
    lastResult: lastResultOf(done, "add"),
    defaultValue: { dueOn: today, assignee: me },
  });
  return (
    <div className="container page-body admin-page" lang={language}>
      <h1 id="page-title">{t.tasks.title}</h1>
      {done && "notice" in done ? (
        <p>
          <output className="form-alert">{t.tasks[done.notice]}</output>
        </p>
      ) : null}
      <Form method="get" className="admin-filters">
        <div className="field">
          <label htmlFor="task-who">{t.tasks.who}</label>
          <select id="task-who" name="who" defaultValue={filters.who}>
            <option value="me">{t.tasks.mine}</option>
            <option value="all">{t.tasks.everyone}</option>
            <option value="none">{t.tasks.nobody}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="task-state">{t.tasks.state}</label>
          <select id="task-state" name="state" defaultValue={filters.state}>
            <option value="open">{t.tasks.open}</option>
            <option value="done">{t.tasks.done}</option>
          </select>
        </div>
        <label className="admin-filter-check">
          <input name="due" type="checkbox" value="today" defaultChecked={filters.due} />
          {t.tasks.dueOnly}
        </label>
        <button type="submit" className="btn btn-accent">
          {t.tasks.show}
        </button>
      </Form>
      <p className="admin-summary">{fillCount(language, t.tasks.total, total)}</p>
      {tasks.length === 0 ? <p>{t.tasks.empty}</p> : <TaskTable tasks={tasks} t={t} />}
      <section aria-labelledby="new-task-heading">
        <h2 id="new-task-heading">{t.tasks.add}</h2>
        <Form method="post" className="admin-note-form" {...getFormProps(form)}>
          <AdminField meta={fields.title} label={t.tasks.what} texts={f} />
          <AdminField meta={fields.dueOn} label={t.tasks.due} texts={f} kind="date" />
          <AdminField
            meta={fields.assignee}
            label={t.tasks.assignee}
            texts={f}
            kind="select"
            options={[
              { value: "", label: t.tasks.nobody },
              ...staff.map((member) => ({ value: member.id, label: staffChoiceLabel(member, m.roles) })),
            ]}
          />
          <button type="submit" name="intent" value="add" className="btn btn-accent">
            {t.tasks.addButton}
          </button>
        </Form>
      </section>
    </div>
  );
}
