import { Form } from "react-router";
import type { AdminVisitsMessages } from "../../i18n/messages/admin-visits.ts";

type Texts = AdminVisitsMessages["visits"];
type Field = "propertyId" | "date" | "time" | "durationMinutes" | "capacity" | "weeks";

export interface SlotFormRefusal {
  errors: Partial<Record<Field, Field | "past">>;
  notice: "notVisitable" | null;
  values: Record<string, string>;
}

function FieldError({ id, error, t }: { id: string; error: Field | "past" | undefined; t: Texts }) {
  if (!error) return null;
  return (
    <p id={id} className="field-error">
      {t.errors[error]}
    </p>
  );
}

function NumberField(props: {
  name: "durationMinutes" | "capacity" | "weeks";
  label: string;
  min: number;
  max: number;
  value: string;
  error: Field | "past" | undefined;
  t: Texts;
}) {
  const id = `slot-${props.name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type="number"
        inputMode="numeric"
        required
        min={props.min}
        max={props.max}
        step={1}
        defaultValue={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} error={props.error} t={props.t} />
    </div>
  );
}

/** Adds one visit slot, or the same weekday and time for a number of weeks. Works without JavaScript. */
export function VisitSlotForm(props: {
  t: Texts;
  properties: { id: number; label: string }[];
  propertyId: number | null;
  today: string;
  answer: SlotFormRefusal | undefined;
}) {
  const { t, properties, answer } = props;
  const errors = answer?.errors ?? {};
  const values = answer?.values ?? {};
  if (properties.length === 0) return <p>{t.noProperties}</p>;
  return (
    <section aria-labelledby="add-slots-title" className="admin-slot-form">
      <h2 id="add-slots-title">{t.add}</h2>
      <p>{t.addHint}</p>
      {answer?.notice ? (
        <p>
          <output className="form-alert">{t.notVisitable}</output>
        </p>
      ) : null}
      <Form method="post" className="admin-form-grid">
        <div className="field admin-field-wide">
          <label htmlFor="slot-propertyId">{t.property}</label>
          <select
            id="slot-propertyId"
            name="propertyId"
            required
            defaultValue={values.propertyId ?? String(props.propertyId ?? "")}
            aria-invalid={errors.propertyId ? true : undefined}
            aria-describedby={errors.propertyId ? "slot-propertyId-error" : undefined}
          >
            <option value="">{t.chooseProperty}</option>
            {properties.map((property) => (
              <option key={property.id} value={property.id}>
                {property.label}
              </option>
            ))}
          </select>
          <FieldError id="slot-propertyId-error" error={errors.propertyId} t={t} />
        </div>
        <div className="field">
          <label htmlFor="slot-date">{t.date}</label>
          <input
            id="slot-date"
            name="date"
            type="date"
            required
            min={props.today}
            defaultValue={values.date ?? ""}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? "slot-date-error" : undefined}
          />
          <FieldError id="slot-date-error" error={errors.date} t={t} />
        </div>
        <div className="field">
          <label htmlFor="slot-time">{t.time}</label>
          <input
            id="slot-time"
            name="time"
            type="time"
            required
            step={300}
            defaultValue={values.time ?? "10:00"}
            aria-invalid={errors.time ? true : undefined}
            aria-describedby={errors.time ? "slot-time-error" : undefined}
          />
          <FieldError id="slot-time-error" error={errors.time} t={t} />
        </div>
        <NumberField
          name="durationMinutes"
          label={t.duration}
          min={5}
          max={480}
          value={values.durationMinutes ?? "30"}
          error={errors.durationMinutes}
          t={t}
        />
        <NumberField
          name="capacity"
          label={t.capacity}
          min={1}
          max={50}
          value={values.capacity ?? "1"}
          error={errors.capacity}
          t={t}
        />
        <NumberField
          name="weeks"
          label={t.weeks}
          min={1}
          max={52}
          value={values.weeks ?? "1"}
          error={errors.weeks}
          t={t}
        />
        <div className="admin-form-actions">
          <button type="submit" name="intent" value="add" className="btn btn-accent">
            {t.addButton}
          </button>
        </div>
      </Form>
    </section>
  );
}
