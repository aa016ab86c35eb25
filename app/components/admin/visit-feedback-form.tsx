import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { visitFeedbackSchema } from "../../domain/admin-forms/visit-feedback-forms.ts";
import { fill } from "../../i18n/fill.ts";
import type { AdminFormTexts } from "../../i18n/messages/admin-forms/types.ts";
import type { AdminVisitsMessages } from "../../i18n/messages/admin-visits.ts";
import { AdminField } from "./admin-field.tsx";
import { useAdminForm } from "./admin-form.ts";

type Texts = AdminVisitsMessages["slot"];

/** The feedback a booking has, as the page shows it. */
export interface FeedbackView {
  text: string | null;
  by: string | null;
  at: string | null;
  forOwner: boolean;
}

/** The agent's feedback after a visit: written (or written again), and shown to the owner if ticked. */
export function VisitFeedbackForm({
  bookingId,
  feedback,
  t,
  f,
  lastResult,
}: {
  bookingId: number;
  feedback: FeedbackView;
  t: Texts;
  f: AdminFormTexts;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useAdminForm({
    id: `feedback-${bookingId}`,
    schema: visitFeedbackSchema,
    lastResult,
    defaultValue: {
      booking: String(bookingId),
      feedback: feedback.text ?? "",
      forOwner: feedback.forOwner ? "on" : undefined,
    },
  });
  return (
    <Form method="post" className="form-card" {...getFormProps(form)}>
      {feedback.text && feedback.at ? (
        <p className="admin-hint">
          {fill(t.feedbackBy, { name: feedback.by ?? "", date: feedback.at })}
          {feedback.forOwner ? ` · ${t.feedbackShared}` : ""}
        </p>
      ) : null}
      <input type="hidden" name={fields.booking.name} value={bookingId} />
      <AdminField meta={fields.feedback} label={t.feedback} hint={t.feedbackHint} texts={f} kind="textarea" rows={4} />
      <AdminField meta={fields.forOwner} label={t.forOwner} texts={f} kind="checkbox" />
      <button type="submit" name="intent" value="feedback" className="btn btn-accent">
        {t.feedbackSave}
      </button>
    </Form>
  );
}
