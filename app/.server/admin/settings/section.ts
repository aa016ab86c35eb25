// One part of the site settings as the back office edits it: which form fields it reads, how the
// row becomes a form and a form becomes checked values, which columns a save writes, and the values
// its audit line compares before and after. Each section is a page of its own; they share one row
// and its version.
import type { ZodError } from "zod";
import { type Checked, missingDefaultText, type SettingsError } from "../../../domain/site-settings-rules.ts";
import { LANGUAGES } from "../../../i18n/languages.ts";
import type { FieldErrors, FormValues } from "../../../shared/flat-form.ts";
import type { Localized } from "../../../shared/localize.ts";
import type { siteSettings } from "../../db/schema.ts";

export type SettingsRow = typeof siteSettings.$inferSelect;
export type SectionId = "general" | "agency" | "tracking" | "top-bar" | "footer";

export interface SettingsSection<V> {
  id: SectionId;
  /** Whether a posted field belongs to this section; others are ignored. */
  accepts(name: string): boolean;
  /** Its lists of rows and the most rows each may have. */
  lists: Readonly<Record<string, number>>;
  toForm(row: SettingsRow): FormValues;
  parse(values: FormValues, row: SettingsRow): { value: V } | { errors: FieldErrors };
  /** The columns a save writes, given the row as it is now (locked). */
  patch(value: V, row: SettingsRow): Partial<SettingsRow>;
  /** The section's values by name, as its audit line compares them. */
  audited(row: SettingsRow): Record<string, unknown>;
}

/** Collects a form's errors while its fields are read. */
export class Checks {
  readonly errors: FieldErrors = {};

  take<T>(name: string, checked: Checked<T>, fallback: T): T {
    if (checked.ok) return checked.value;
    this.fail(name, checked.error);
    return fallback;
  }

  fail(name: string, error: SettingsError): void {
    this.errors[name] ??= error;
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** The issues of one of the site's own schemas, each on the field its path names. */
  failSchema(prefix: string, error: ZodError): void {
    for (const issue of error.issues) {
      const name = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
      this.fail(name, schemaError(issue.code, "format" in issue ? String(issue.format) : ""));
    }
  }
}

function schemaError(code: string, format: string): SettingsError {
  if (code === "too_big") return "tooLong";
  if (code === "too_small") return "required";
  if (format === "email") return "email";
  if (format === "url") return "url";
  return "invalid";
}

/** A one-line text, trimmed; longer than `max` characters is an error. */
export function text(
  values: FormValues,
  name: string,
  checks: Checks,
  options: { max?: number; required?: boolean } = {},
) {
  const value = (values[name] ?? "").trim();
  if (options.required && value === "") checks.fail(name, "required");
  if (value.length > (options.max ?? 200)) checks.fail(name, "tooLong");
  return value;
}

/**
 * A text per language from "<prefix>.<language>" fields; empty languages are left out. The default
 * language must have the text whenever another has it (or always, when required).
 */
export function localized(
  values: FormValues,
  prefix: string,
  checks: Checks,
  options: { defaultLanguage: string; required?: boolean; max?: number },
): Localized {
  const texts: Localized = {};
  for (const language of LANGUAGES) {
    const name = `${prefix}.${language}`;
    const value = (values[name] ?? "").replace(/\r\n/g, "\n").trim();
    if (value.length > (options.max ?? 200)) checks.fail(name, "tooLong");
    if (value !== "") texts[language] = value;
  }
  if (missingDefaultText(texts, options.defaultLanguage, options.required))
    checks.fail(
      `${prefix}.${options.defaultLanguage}`,
      Object.keys(texts).length === 0 ? "required" : "defaultLanguageText",
    );
  return texts;
}

/** "<prefix>.<language>" fields from a text per language. */
export function localizedFields(prefix: string, texts: Localized | undefined): FormValues {
  const fields: FormValues = {};
  for (const language of LANGUAGES) fields[`${prefix}.${language}`] = texts?.[language] ?? "";
  return fields;
}

export function ticked(values: FormValues, name: string): boolean {
  return values[name] === "on";
}

export function tick(value: boolean): string {
  return value ? "on" : "";
}

/** A value with its objects' keys sorted, so an audit compares contents, not the order keys were written in. */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  return value;
}
