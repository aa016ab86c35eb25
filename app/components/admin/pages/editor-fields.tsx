// Labelled fields of the back office's editors, filled from flat form values; a field with a problem
// says so next to it (aria-invalid, aria-describedby) in the staff member's language.
import type { ReactNode } from "react";
import { CHECKED, type FormValues } from "../../../shared/page-form-fields.ts";

export interface FieldState {
  values: FormValues;
  errors?: Record<string, string> | undefined;
  /** A field problem's key ("taken", "missing") in words. */
  errorText: (key: string, field: string) => string;
  /** Field ids are unique on the page: forms of several modules share field names. */
  idPrefix?: string;
}

const idOf = (state: FieldState, name: string) => `${state.idPrefix ?? "f"}-${name.replaceAll(".", "-")}`;

function ErrorLine({ state, name }: { state: FieldState; name: string }) {
  const error = state.errors?.[name];
  return error ? (
    <p className="field-error" id={`${idOf(state, name)}-error`}>
      {state.errorText(error, name)}
    </p>
  ) : null;
}

function described(state: FieldState, name: string, hint: boolean) {
  const ids = [state.errors?.[name] ? `${idOf(state, name)}-error` : "", hint ? `${idOf(state, name)}-hint` : ""]
    .filter(Boolean)
    .join(" ");
  return {
    id: idOf(state, name),
    name,
    "aria-invalid": state.errors?.[name] ? true : undefined,
    "aria-describedby": ids || undefined,
  };
}

export function TextField({
  state,
  name,
  label,
  long = false,
  hint,
  maxLength = 5_000,
  autoComplete = "off",
  lang,
}: {
  state: FieldState;
  name: string;
  label: ReactNode;
  long?: boolean;
  hint?: ReactNode;
  maxLength?: number;
  autoComplete?: string;
  lang?: string;
}) {
  const value = state.values[name] ?? "";
  const props = { ...described(state, name, Boolean(hint)), defaultValue: value, maxLength, lang };
  return (
    <div className="field">
      <label htmlFor={idOf(state, name)}>{label}</label>
      {long ? <textarea rows={3} {...props} /> : <input type="text" autoComplete={autoComplete} {...props} />}
      {hint ? (
        <p className="admin-hint" id={`${idOf(state, name)}-hint`}>
          {hint}
        </p>
      ) : null}
      <ErrorLine state={state} name={name} />
    </div>
  );
}

export function CheckField({ state, name, label }: { state: FieldState; name: string; label: ReactNode }) {
  return (
    <div className="admin-check">
      <input
        type="checkbox"
        value={CHECKED}
        defaultChecked={state.values[name] === CHECKED}
        {...described(state, name, false)}
      />
      <label htmlFor={idOf(state, name)}>{label}</label>
      <ErrorLine state={state} name={name} />
    </div>
  );
}

export function SelectField({
  state,
  name,
  label,
  children,
}: {
  state: FieldState;
  name: string;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={idOf(state, name)}>{label}</label>
      <select defaultValue={state.values[name] ?? ""} {...described(state, name, false)}>
        {children}
      </select>
      <ErrorLine state={state} name={name} />
    </div>
  );
}
