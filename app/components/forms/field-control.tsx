// One field of a visitor form: label, control, hint and error, wired for screen readers (the error
// and the hint describe the control; the error is linked from the summary by the control's id).
import { useContext } from "react";
import type { RegionGroup } from "../../domain/region-tree.ts";
import type { Language } from "../../i18n/languages.ts";
import type { FormMessages } from "../../i18n/messages/forms-nl.ts";
import type { Option } from "../../shared/form-view.ts";
import { errorText } from "./error-text.ts";
import { choiceProps, type FormField, inputProps, selectProps, textareaProps } from "./form-fields.ts";
import { RegionTreeControl } from "./region-tree-control.ts";
export interface FieldSpec {
  name: string;
  type:
    | "text"
    | "email"
    | "tel"
    | "number"
    | "date"
    | "url"
    | "textarea"
    | "select"
    | "radios"
    | "checkboxes"
    | "checkbox"
    | "file"
    | "regionTree";
  autoComplete?: string;
  options?: Option[];
  /** Takes the whole row of the grid. */
  wide?: boolean;
  /** A label of its own instead of messages.fields[name]. */
  label?: string;
  accept?: string;
  /** A text of its own under the label (the legal notice an acknowledgement box is about). */
  hint?: string;
  min?: string;
  inputMode?: "numeric" | "decimal";
  /** The provinces and towns a region tree offers. */
  regions?: RegionGroup[];
}

/**
 * Focus on the first field in error when the server sends the form back: without JavaScript the
 * attribute is the only way to bring the visitor there, and it follows their own action (a send).
 */
function autoFocusProps(focus: boolean): { autoFocus?: true } {
  return focus ? { autoFocus: true } : {};
}

export function fieldLabel(spec: FieldSpec, messages: FormMessages): string {
  return spec.label ?? (messages.fields as Record<string, string>)[spec.name] ?? spec.name;
}

export function FieldControl(props: {
  spec: FieldSpec;
  field: FormField;
  messages: FormMessages;
  language: Language;
  focusOnLoad: boolean;
}) {
  const { spec, field, messages } = props;
  const regionTree = useContext(RegionTreeControl);
  const label = fieldLabel(spec, messages);
  const hint = spec.hint ?? (messages.hints as Record<string, string>)[spec.name];
  const hintId = hint ? `${field.id}-hint` : undefined;
  const error = field.errors?.[0];
  const describedBy = [hintId, error ? field.errorId : undefined].filter(Boolean).join(" ") || undefined;
  const required = field.required;
  const marker = required ? (
    <span className="required-mark">
      {" "}
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">({messages.ui.required})</span>
    </span>
  ) : null;
  const common = { "aria-describedby": describedBy, ...autoFocusProps(props.focusOnLoad) };
  const errorLine = error ? (
    <p className="field-error" id={field.errorId}>
      {errorText(spec.name, error, messages, props.language)}
    </p>
  ) : null;
  const hintLine = hint ? (
    <p className="field-hint" id={hintId}>
      {hint}
    </p>
  ) : null;
  const className = `form-field form-field-${spec.type}${spec.wide ? " wide" : ""}${error ? " has-error" : ""}`;

  if (spec.type === "regionTree") {
    if (!regionTree) throw new Error(`the form's field ${spec.name} needs a RegionTreeControl around the form`);
    return regionTree({ field, groups: spec.regions ?? [], messages, label, hint });
  }

  if (spec.type === "radios" || spec.type === "checkboxes") {
    const options = spec.options ?? [];
    const collection = choiceProps(
      field,
      spec.type === "radios" ? "radio" : "checkbox",
      options.map((option) => option.value),
    );
    return (
      <fieldset className={`${className} choice-group`} aria-describedby={describedBy}>
        <legend>
          {label}
          {marker}
        </legend>
        {hintLine}
        <div className="choices">
          {collection.map((input, index) => {
            return (
              <label key={input.value} className="choice">
                <input {...input} {...autoFocusProps(props.focusOnLoad && index === 0)} />
                <span>{options[index]?.label}</span>
              </label>
            );
          })}
        </div>
        {errorLine}
      </fieldset>
    );
  }

  if (spec.type === "checkbox") {
    const input = inputProps(field, "checkbox");
    return (
      <div className={`${className} single-choice`}>
        {/* The notice comes first: the box says it was read. */}
        {hintLine}
        <label className="choice">
          <input {...input} {...common} />
          <span>
            {label}
            {marker}
          </span>
        </label>
        {errorLine}
      </div>
    );
  }

  let control: React.ReactNode;
  if (spec.type === "textarea") {
    control = <textarea {...textareaProps(field)} {...common} rows={5} />;
  } else if (spec.type === "select") {
    control = (
      <select {...selectProps(field)} {...common}>
        <option value="">{messages.options.chooseType}</option>
        {(spec.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else {
    const input = inputProps(field, spec.type);
    control = (
      <input
        {...input}
        {...common}
        autoComplete={spec.autoComplete}
        inputMode={spec.inputMode}
        accept={spec.accept}
        min={spec.min ?? input.min}
      />
    );
  }
  return (
    <div className={className}>
      <label htmlFor={field.id}>
        {label}
        {marker}
      </label>
      {control}
      {hintLine}
      {errorLine}
    </div>
  );
}
