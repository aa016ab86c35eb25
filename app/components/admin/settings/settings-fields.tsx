// The fields of the settings forms. Each reads its value and its error from the form's context by
// name, so a section lists its fields and nothing else; values are the browser's own (uncontrolled),
// which is what a form without JavaScript sends too.
import { createContext, type ReactNode, useContext } from "react";
import { fill } from "../../../i18n/fill.ts";
import { LANGUAGE_NAMES, type Language } from "../../../i18n/languages.ts";
import type { AdminSettingsMessages } from "../../../i18n/messages/admin-settings.ts";
import type { AdminSettingsFieldMessages } from "../../../i18n/messages/admin-settings-fields.ts";
import { type FieldErrors, type FormValues, fieldId } from "../../../shared/flat-form.ts";

export interface SettingsFormContext {
  values: FormValues;
  errors: FieldErrors;
  s: AdminSettingsMessages;
  f: AdminSettingsFieldMessages;
  enabledLanguages: readonly Language[];
  defaultLanguage: Language;
  /** The most rows each list may have. */
  lists: Readonly<Record<string, number>>;
}

const Context = createContext<SettingsFormContext | null>(null);

export const SettingsFormProvider = Context.Provider;

export function useSettingsForm(): SettingsFormContext {
  const context = useContext(Context);
  if (!context) throw new Error("A settings field is outside its form.");
  return context;
}

/** The error of a field in the manager's language, or undefined. */
export function useFieldError(name: string): string | undefined {
  const { errors, s, defaultLanguage } = useSettingsForm();
  const code = errors[name];
  if (code === undefined) return undefined;
  const text = (s.errors as Record<string, string>)[code] ?? s.errors.invalid;
  return fill(text, { language: LANGUAGE_NAMES[defaultLanguage] });
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(" ") : undefined;
}

export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p className="field-error" id={id}>
      {text}
    </p>
  ) : null;
}

interface TextFieldProps {
  name: string;
  label: ReactNode;
  hint?: string;
  type?: "text" | "email" | "url" | "tel";
  multiline?: boolean;
  required?: boolean;
  autoComplete?: string;
  inputMode?: "numeric" | "decimal" | "text";
  lang?: string;
  wide?: boolean;
  onText?: (name: string, text: string) => void;
}

export function TextField({
  name,
  label,
  hint,
  type = "text",
  multiline = false,
  required = false,
  autoComplete = "off",
  inputMode,
  lang,
  wide = false,
  onText,
}: TextFieldProps) {
  const { values } = useSettingsForm();
  const id = fieldId(name);
  const error = useFieldError(name);
  const common = {
    id,
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
    "aria-describedby": describedBy(hint && `${id}-hint`, error && `${id}-error`),
    lang,
  };
  return (
    <div className={wide || multiline ? "field admin-field-wide" : "field"}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={onText && ((event) => onText(name, event.currentTarget.value))} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={onText && ((event) => onText(name, event.currentTarget.value))}
        />
      )}
      {hint ? (
        <p className="admin-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

export function CheckboxField({ name, label }: { name: string; label: string }) {
  const { values } = useSettingsForm();
  const id = fieldId(name);
  return (
    <div className="settings-check">
      <input type="checkbox" id={id} name={name} defaultChecked={values[name] === "on"} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

export function SelectField({
  name,
  label,
  options,
  hint,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string; lang?: string }[];
  hint?: string;
}) {
  const { values } = useSettingsForm();
  const id = fieldId(name);
  const error = useFieldError(name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={values[name] ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p className="admin-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}
