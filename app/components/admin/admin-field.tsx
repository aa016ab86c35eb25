/* oxlint-disable typescript/no-explicit-any -- the field of any schema: see AdminFieldProps.meta */
// One field of a back-office form (docs/back-office.md, "Writing a form"): its label, its control
// (input, textarea, select or check box) wired by Conform from the field's metadata (name, id,
// value typed or sent back, required, length), its hint and its error in the staff member's
// language. The error and the hint describe the control (aria-describedby) and an error marks it
// invalid (aria-invalid), with or without JavaScript.
import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { HTMLAttributes } from "react";
import type { NumberKind } from "../../domain/typed-number.ts";
import type { AdminFormTexts } from "../../i18n/messages/admin-forms/types.ts";
import { numberReadOut } from "../../i18n/number-read-out.ts";
import { adminErrorText } from "./admin-form.ts";

/** The kinds whose typed value is read back beside the field: a thousand times off shows at once. */
const READ_BACK: ReadonlySet<NumberKind> = new Set(["amount", "area", "length", "energy", "percentage"]);

export interface AdminFieldOption {
  value: string;
  label: string;
  /** The heading of the options it stands among (an <optgroup>); options of a group follow each other. */
  group?: string;
}

/** The options in runs: one without a group, or one group's, in the order given. */
function optionRuns(options: AdminFieldOption[]): { group: string | undefined; options: AdminFieldOption[] }[] {
  const runs: { group: string | undefined; options: AdminFieldOption[] }[] = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs;
}

function Options({ options }: { options: AdminFieldOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

type Control =
  | {
      kind?: "text" | "email" | "date" | "time" | "url" | "password";
      inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
      /** The first day a date picker offers, or the time picker's step in seconds. */
      min?: string;
      step?: number;
    }
  /** A number typed the Belgian way ("385.000"), in a text input; read back beside it as it is typed. */
  | { kind: "number"; number: NumberKind }
  | { kind: "textarea"; rows?: number }
  | { kind: "select"; options: AdminFieldOption[]; placeholder?: string }
  | { kind: "checkbox" };

export type AdminFieldProps = Control & {
  // biome-ignore lint/suspicious/noExplicitAny: a field of any schema; its value is a form's text.
  meta: FieldMetadata<any, any, string[]>;
  label: string;
  /**
   * The row of a table the field belongs to ("Eenheid 2"), said after the label for screen readers
   * only: on the screen the row is where the field stands.
   */
  row?: string;
  texts: AdminFormTexts;
  hint?: string | undefined;
  /** Error keys of the page's own (an address already taken), with their sentences. */
  ownErrors?: Record<string, string>;
  autoComplete?: string;
  /** The language of the text typed, when it is not the page's (a title in the site's default language). */
  lang?: string;
  /** A control the page shows but does not let change (the staff member's own role): sent hidden. */
  locked?: boolean;
  className?: string;
};

/** Numbers are typed into text inputs (app/domain/typed-number.ts): "385.000" must reach the server. */
export function AdminField(props: AdminFieldProps) {
  const { meta, label, texts, hint } = props;
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const error = meta.errors?.[0];
  const aria = { ariaAttributes: true, ariaInvalid: "errors", ariaDescribedBy: hintId } as const;
  const className = [
    "field",
    props.kind === "checkbox" ? "field-checkbox" : "",
    error ? "has-error" : "",
    props.className ?? "",
  ]
    .filter(Boolean)
    .join(" ");

  let control: React.ReactNode;
  if (props.kind === "textarea") {
    const { key, ...rest } = getTextareaProps(meta, aria);
    control = <textarea key={key} {...rest} rows={props.rows ?? 5} lang={props.lang} />;
  } else if (props.kind === "select") {
    const { key, ...rest } = getSelectProps(meta, aria);
    control = (
      <select key={key} {...rest} disabled={props.locked}>
        {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
        {optionRuns(props.options).map((run) =>
          run.group === undefined ? (
            <Options key={run.options[0]?.value} options={run.options} />
          ) : (
            <optgroup key={run.group} label={run.group}>
              <Options options={run.options} />
            </optgroup>
          ),
        )}
      </select>
    );
  } else if (props.kind === "checkbox") {
    const { key, ...rest } = getInputProps(meta, { ...aria, type: "checkbox" });
    control = <input key={key} {...rest} disabled={props.locked} />;
  } else if (props.kind === "number") {
    // Text with a numeric keyboard: a number input would silently drop "82,5" typed the Belgian way.
    const { key, ...rest } = getInputProps(meta, { ...aria, type: "text" });
    control = (
      <input
        key={key}
        {...rest}
        inputMode={props.number === "count" ? "numeric" : "decimal"}
        autoComplete="off"
        readOnly={props.locked}
      />
    );
  } else {
    const { key, ...rest } = getInputProps(meta, { ...aria, type: props.kind ?? "text" });
    control = (
      <input
        key={key}
        {...rest}
        inputMode={props.inputMode}
        min={props.min ?? rest.min}
        step={props.step ?? rest.step}
        lang={props.lang}
        autoComplete={props.autoComplete ?? "off"}
        readOnly={props.locked}
      />
    );
  }
  // A disabled control sends nothing: the value it shows goes along hidden.
  const lockedValue =
    props.locked && (props.kind === "select" || props.kind === "checkbox") && typeof meta.initialValue === "string" ? (
      <input type="hidden" name={meta.name} value={meta.initialValue} />
    ) : null;
  // No star beside a required field's name: the control's required attribute tells screen readers,
  // the label stays the field's name (as the back office's pages and their specs name fields), and
  // the server names what is missing.
  const labelText = props.row ? (
    <>
      {label}
      <span className="visually-hidden"> ({props.row})</span>
    </>
  ) : (
    label
  );
  return (
    <div className={className}>
      {props.kind === "checkbox" ? (
        <label htmlFor={meta.id}>
          {control}
          {labelText}
        </label>
      ) : (
        <>
          <label htmlFor={meta.id}>{labelText}</label>
          {control}
        </>
      )}
      {lockedValue}
      {props.kind === "number" && READ_BACK.has(props.number) ? (
        // Rendered by the server too (after a post, without JavaScript); spoken when it changes.
        <output htmlFor={meta.id} className="admin-hint admin-number-reading" aria-live="polite">
          {numberReadOut(typeof meta.value === "string" ? meta.value : "", props.number, texts.language) ?? ""}
        </output>
      ) : null}
      {hint ? (
        <p className="admin-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={meta.errorId}>
          {adminErrorText(error, texts, props.ownErrors)}
        </p>
      ) : null}
    </div>
  );
}
