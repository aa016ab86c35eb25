// A task after a visit, planned from its booking: by which day and, if the agent says, what (left
// empty, the task is "follow up the visit"). It goes to the agent who plans it.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { visitTaskSchema } from "../../domain/admin-forms/task-forms.ts";
import type { AdminFormTexts } from "../../i18n/messages/admin-forms/types.ts";
import type { AdminInboxMessages } from "../../i18n/messages/admin-inbox.ts";
import { AdminField } from "./admin-field.tsx";
import { useAdminForm } from "./admin-form.ts";

export function VisitTaskForm({
  bookingId,
  today,
  t,
  f,
  lastResult,
}: {
  bookingId: number;
  /** The agency's day, the date field's start. */
  today: string;
  t: AdminInboxMessages;
  f: AdminFormTexts;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useAdminForm({
    id: `task-${bookingId}`,
    schema: visitTaskSchema,
    lastResult,
    defaultValue: { booking: String(bookingId), title: "", dueOn: today },
  });
  return (
    <details className="admin-visit-task" open={lastResult?.status === "error" || undefined}>
      <summary>{t.tasks.visitTask}</summary>
      <Form method="post" className="admin-filters" {...getFormProps(form)}>
        <input type="hidden" name={fields.booking.name} value={bookingId} />
        <AdminField meta={fields.title} label={t.tasks.visitTaskWhat} texts={f} />
        <AdminField meta={fields.dueOn} label={t.tasks.due} texts={f} kind="date" />
        <button type="submit" name="intent" value="task" className="btn btn-outline">
          {t.tasks.visitTaskAdd}
        </button>
      </Form>
    </details>
  );
}
