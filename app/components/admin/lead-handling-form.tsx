// A request's handling in one form: where it stands, who has it, a note and the day to follow it
// up. One save writes what changed (each with its audit line); the note field empties after it.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { leadHandlingSchema } from "../../domain/admin-forms/lead-forms.ts";
import { LEAD_STATUSES, type LeadStatus } from "../../domain/lead-handling.ts";
import type { AdminMessages } from "../../i18n/messages/admin.ts";
import type { AdminFormTexts } from "../../i18n/messages/admin-forms/types.ts";
import type { AdminInboxMessages } from "../../i18n/messages/admin-inbox.ts";
import { AdminField } from "./admin-field.tsx";
import { useAdminForm } from "./admin-form.ts";
import { type StaffChoice, staffChoiceLabel } from "./staff-choices.tsx";

export function LeadHandlingForm({
  handling,
  staff,
  lastResult,
  m,
  t,
  f,
}: {
  handling: { status: LeadStatus; assignedTo: string | null; followUpOn: string | null };
  staff: readonly StaffChoice[];
  lastResult: SubmissionResult<string[]> | undefined;
  m: AdminMessages;
  t: AdminInboxMessages;
  f: AdminFormTexts;
}) {
  const l = m.leads;
  const [form, fields] = useAdminForm({
    id: "lead-handling",
    schema: leadHandlingSchema,
    lastResult,
    defaultValue: {
      status: handling.status,
      assignee: handling.assignedTo ?? "",
      note: "",
      followUpOn: handling.followUpOn ?? "",
    },
  });
  return (
    <Form method="post" className="admin-handling-form" {...getFormProps(form)}>
      <div className="admin-handling-row">
        <AdminField
          meta={fields.status}
          label={l.status}
          texts={f}
          kind="select"
          options={LEAD_STATUSES.map((status) => ({ value: status, label: l.statuses[status] }))}
        />
        <AdminField
          meta={fields.assignee}
          label={l.assignee}
          texts={f}
          kind="select"
          options={[
            { value: "", label: l.nobody },
            ...staff.map((member) => ({ value: member.id, label: staffChoiceLabel(member, m.roles) })),
          ]}
        />
        <AdminField
          meta={fields.followUpOn}
          label={t.handling.followUp}
          texts={f}
          kind="date"
          hint={t.handling.followUpHint}
        />
      </div>
      <AdminField meta={fields.note} label={t.handling.note} texts={f} kind="textarea" rows={3} />
      <button type="submit" name="intent" value="handle" className="btn btn-accent">
        {t.handling.save}
      </button>
    </Form>
  );
}
