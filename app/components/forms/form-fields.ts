// What each field of a visitor form shows: its id, its starting value, its native constraints and
// the errors to show, and the props of its control. The server's answer (a Conform submission
// result) and the schema loaded in the browser feed the errors; the markup is the same either way.
import type { FormActionData, FormConstraints, FormDefaults } from "../../shared/form-view.ts";

type Constraint = FormConstraints[string];
type Result = FormActionData["result"];

export interface FormField {
  id: string;
  name: string;
  errorId: string;
  /** The value the control starts with: text, or the ticked values of a group of boxes. */
  initialValue: unknown;
  required: boolean;
  constraint: Constraint | undefined;
  /** The error keys to show (schema messages), if the field is checked and wrong. */
  errors: string[] | undefined;
}

/** Which fields have been checked, and every error the last check found. */
export interface FormCheck {
  validated: Record<string, boolean>;
  errors: Record<string, string[]>;
}

export const UNCHECKED: FormCheck = { validated: {}, errors: {} };

/** The server's answer as a check: every field it names has been checked. */
export function checkOfResult(result: Result | undefined): FormCheck {
  if (!result) return UNCHECKED;
  const errors: Record<string, string[]> = {};
  for (const [name, error] of Object.entries(result.error ?? {})) if (error?.length) errors[name] = error;
  const validated: Record<string, boolean> = { ...result.state?.validated };
  for (const name of Object.keys(errors)) validated[name] = true;
  return { validated, errors };
}

export function formFields(options: {
  formId: string;
  names: string[];
  constraint: FormConstraints;
  result: Result | undefined;
  defaultValue: FormDefaults | undefined;
  check: FormCheck;
}): Record<string, FormField> {
  const values: Record<string, unknown> = options.result?.initialValue ?? options.defaultValue ?? {};
  const fields: Record<string, FormField> = {};
  for (const name of options.names) {
    const id = `${options.formId}-${name}`;
    const constraint = options.constraint[name];
    fields[name] = {
      id,
      name,
      errorId: `${id}-error`,
      initialValue: values[name],
      required: constraint?.required === true,
      constraint,
      errors: options.check.validated[name] ? options.check.errors[name] : undefined,
    };
  }
  return fields;
}

/** What every control of a field carries: its name, whether it is required and whether it is wrong. */
function controlProps(field: FormField) {
  return {
    id: field.id,
    name: field.name,
    required: field.required || undefined,
    "aria-invalid": field.errors ? true : undefined,
  };
}

export function inputProps(field: FormField, type: string) {
  const c = field.constraint;
  const props = {
    ...controlProps(field),
    type,
    minLength: c?.minLength,
    maxLength: c?.maxLength,
    min: c?.min,
    max: c?.max,
    step: c?.step,
    pattern: c?.pattern,
    multiple: c?.multiple,
  };
  if (type === "checkbox") return { ...props, value: "on", defaultChecked: field.initialValue === "on" };
  return { ...props, defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined };
}

export function textareaProps(field: FormField) {
  const c = field.constraint;
  return {
    ...controlProps(field),
    minLength: c?.minLength,
    maxLength: c?.maxLength,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
  };
}

export function selectProps(field: FormField) {
  return {
    ...controlProps(field),
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
  };
}

/** A group of radio buttons or checkboxes, one input per value. */
export function choiceProps(field: FormField, type: "radio" | "checkbox", values: string[]) {
  const picked = (value: string) =>
    Array.isArray(field.initialValue) ? field.initialValue.includes(value) : field.initialValue === value;
  return values.map((value) => ({
    ...controlProps(field),
    id: `${field.id}-${value}`,
    type,
    value,
    defaultChecked: picked(value),
    // A required group of boxes would ask for every box: the schema asks for one.
    required: type === "checkbox" ? undefined : controlProps(field).required,
  }));
}
