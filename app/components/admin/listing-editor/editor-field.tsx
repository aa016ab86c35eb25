// One field of a back-office editor: its label, the input its kind asks for, and its error tied to
// it (aria-describedby), so a screen reader hears what is wrong where it is.
import type { ReactNode } from "react";
import type { NumberKind } from "../../../domain/typed-number.ts";

export interface FieldSpec {
  name: string;
  label: string;
  input: "number" | "integer" | "text" | "date" | "select" | "textarea" | "checkbox";
  options?: { value: string; label: string }[];
  /** How a number field is typed: its read-out beside it says how the server will read it. */
  kind?: NumberKind;
}

/** A field's id: names hold dots ("details.energy.co2"), which CSS selectors would read as classes. */
export function fieldId(name: string): string {
  return `field-${name.replace(/[^\w-]/g, "-")}`;
}

export function EditorField({
  spec,
  value,
  error,
  hint,
  wide = false,
  required = false,
  readOut,
  children,
}: {
  spec: FieldSpec;
  value: string;
  error?: string | undefined;
  hint?: ReactNode;
  wide?: boolean;
  required?: boolean;
  /** What the typed number reads as ("= € 385.000"); undefined for a field without one. */
  readOut?: string | null | undefined;
  children?: ReactNode;
}) {
  const id = fieldId(spec.name);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  const common = { id, name: spec.name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
  let input: ReactNode;
  switch (spec.input) {
    case "select":
      input = (
        <select {...common} defaultValue={value} required={required}>
          {(spec.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    case "textarea":
      input = <textarea {...common} defaultValue={value} rows={6} />;
      break;
    case "checkbox":
      return (
        <div className={wide ? "field field-checkbox admin-field-wide" : "field field-checkbox"}>
          <label htmlFor={id}>
            <input {...common} type="checkbox" defaultChecked={value === "on"} /> {spec.label}
          </label>
          {error ? (
            <p id={`${id}-error`} className="field-error">
              {error}
            </p>
          ) : null}
        </div>
      );
    case "number":
    case "integer":
      // Text with a numeric keyboard: a number input would silently drop "82,5" typed the Belgian way.
      input = (
        <input
          {...common}
          type="text"
          inputMode={spec.input === "integer" ? "numeric" : "decimal"}
          defaultValue={value}
          required={required}
          autoComplete="off"
        />
      );
      break;
    default:
      input = <input {...common} type={spec.input} defaultValue={value} required={required} autoComplete="off" />;
  }
  return (
    <div className={wide ? "field admin-field-wide" : "field"}>
      {/* The asterisk is drawn by CSS: the field's name stays its label alone, "required" is said by the input. */}
      <label htmlFor={id} className={required ? "label-required" : undefined}>
        {spec.label}
      </label>
      {input}
      {readOut === undefined ? null : (
        // Rendered by the server too (after a post, without JavaScript); spoken when it changes.
        <output htmlFor={id} className="admin-hint admin-number-reading" aria-live="polite">
          {readOut ?? ""}
        </output>
      )}
      {hint ? (
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
