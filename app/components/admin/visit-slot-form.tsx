import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { visitSlotsSchema } from "../../domain/admin-forms/visit-slot-forms.ts";
import type { AdminFormTexts } from "../../i18n/messages/admin-forms/types.ts";
import type { AdminVisitsMessages } from "../../i18n/messages/admin-visits.ts";
import { AdminField } from "./admin-field.tsx";
import { useAdminForm } from "./admin-form.ts";

type Texts = AdminVisitsMessages["visits"];

/** Adds one visit slot, or the same weekday and time for a number of weeks. Works without JavaScript. */
export function VisitSlotForm(props: {
  t: Texts;
  f: AdminFormTexts;
  properties: { id: number; label: string }[];
  propertyId: number | null;
  today: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t, f, properties } = props;
  const [form, fields] = useAdminForm({
    id: "slot",
    schema: visitSlotsSchema,
    lastResult: props.lastResult,
    defaultValue: {
      propertyId: props.propertyId ? String(props.propertyId) : "",
      time: "10:00",
      durationMinutes: "30",
      capacity: "1",
      weeks: "1",
    },
  });
  if (properties.length === 0) return <p>{t.noProperties}</p>;
  // Numbers are typed as text (typed-number.ts); their bounds are the page's own words.
  const count = { inputMode: "numeric" as const, texts: f };
  return (
    <section aria-labelledby="add-slots-title" className="admin-slot-form">
      <h2 id="add-slots-title">{t.add}</h2>
      <p>{t.addHint}</p>
      {form.errors?.includes("notVisitable") ? (
        <p>
          <output className="form-alert">{t.notVisitable}</output>
        </p>
      ) : null}
      <Form method="post" className="admin-form-grid" {...getFormProps(form)}>
        <AdminField
          meta={fields.propertyId}
          label={t.property}
          texts={f}
          kind="select"
          placeholder={t.chooseProperty}
          options={properties.map((property) => ({ value: String(property.id), label: property.label }))}
          className="admin-field-wide"
        />
        <AdminField meta={fields.date} label={t.date} texts={f} kind="date" min={props.today} />
        <AdminField meta={fields.time} label={t.time} texts={f} kind="time" step={300} />
        <AdminField meta={fields.durationMinutes} label={t.duration} hint={t.errors.durationMinutes} {...count} />
        <AdminField meta={fields.capacity} label={t.capacity} hint={t.errors.capacity} {...count} />
        <AdminField meta={fields.weeks} label={t.weeks} hint={t.errors.weeks} {...count} />
        <div className="admin-form-actions">
          <button type="submit" name="intent" value="add" className="btn btn-accent">
            {t.addButton}
          </button>
        </div>
      </Form>
    </section>
  );
}
