import type { HTMLAttributes, ReactNode } from "react";

/**
 * One labelled field of a back-office editor: its hint and its error (in the staff member's
 * language) are read out with it, and an error marks it invalid.
 */
export function EditorField({
  id,
  name,
  label,
  defaultValue,
  error,
  hint,
  multiline = false,
  inputMode,
  maxLength,
  lang,
  className = "field",
  type = "text",
  autoComplete = "off",
  describedBy,
}: {
  id: string;
  name: string;
  label: ReactNode;
  defaultValue: string;
  error?: string | undefined;
  hint?: string | undefined;
  multiline?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  maxLength?: number;
  lang?: string;
  className?: string;
  type?: "text" | "url";
  autoComplete?: string;
  /** A hint outside the field that it shares with others. */
  describedBy?: string;
}) {
  const described =
    [describedBy ?? "", hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    name,
    defaultValue,
    maxLength,
    lang,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
  };
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...shared} rows={8} />
      ) : (
        <input {...shared} type={type} inputMode={inputMode} autoComplete={autoComplete} />
      )}
      {hint ? (
        <p className="admin-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
