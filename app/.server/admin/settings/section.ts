// One part of the site settings as the back office edits it: its form's schema (shared with the
// browser, app/domain/admin-forms/settings-forms.ts), how the row becomes the form's fields, which
// columns a save writes, the site's own schema as the last word, and the values its audit line
// compares before and after. Each section is a page of its own; they share one row and its version.
//
// A form is also kept flat, field name -> text, with Conform's names ("footer[0].title.nl"): the
// fingerprints the page carries and the merge with a save made meanwhile work on that (edit-merge.ts).
import type { ZodError, ZodObject } from "zod";
import type { SettingsForm } from "../../../domain/admin-forms/settings-forms.ts";
import { LANGUAGES } from "../../../i18n/languages.ts";
import type { Localized } from "../../../shared/localize.ts";
import type { siteSettings } from "../../db/schema.ts";
import type { Actor } from "../audit.ts";
import { parseSubmission } from "../form-reply.ts";

export type SettingsRow = typeof siteSettings.$inferSelect;
export type SectionId = "general" | "agency" | "tracking" | "top-bar" | "footer" | "terms";
/** A form's fields by name, as the browser posts them. */
export type SettingsFields = Record<string, string>;
/** Field name -> error code of the settings rules. */
export type SettingsFieldErrors = Record<string, string>;

export interface SettingsSection<V> {
  id: SectionId;
  /** The page's form (its schema and how it reads), for the site's default language. */
  form(defaultLanguage: string): SettingsForm<ZodObject, V>;
  toForm(row: SettingsRow): SettingsFields;
  /** The columns a save writes, given the row as it is now (locked). */
  patch(value: V, row: SettingsRow): Partial<SettingsRow>;
  /** What the site's own schemas of the columns refuse (lengths), by field name; none is {}. */
  siteErrors(value: V, row: SettingsRow): SettingsFieldErrors;
  /** The section's values by name, as its audit line compares them. */
  audited(row: SettingsRow): Record<string, unknown>;
  /**
   * Its site-picture fields (the agency's logo): the pictures posted with the form stored and their
   * keys set in `form` before it is read; the fields whose picture was refused, with the reason.
   */
  readPictures?(form: FormData, actor: Actor): Promise<Record<string, string[]>>;
}

/** A form's fields as the browser would post them: an empty field or an unticked box sends nothing. */
export function formDataOf(fields: Readonly<SettingsFields>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== "") form.append(name, value);
  return form;
}

/** A form's flat fields checked with the section's schema and the site's own: the value, or the first error per field. */
export function parseSettings<V>(
  section: SettingsSection<V>,
  fields: Readonly<SettingsFields>,
  row: SettingsRow,
): { value: V } | { errors: SettingsFieldErrors } {
  const form = section.form(row.defaultLanguage);
  const submission = parseSubmission(formDataOf(fields), form.schema);
  if (submission.status !== "success") {
    const errors: SettingsFieldErrors = {};
    for (const [name, keys] of Object.entries(submission.error ?? {})) if (keys?.[0]) errors[name] = keys[0];
    return { errors };
  }
  const value = form.read(submission.value);
  const site = section.siteErrors(value, row);
  return Object.keys(site).length > 0 ? { errors: site } : { value };
}

/** A path as Conform names the field: ["footer", 0, "title", "nl"] is "footer[0].title.nl". */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, part) => {
    if (typeof part === "number") return `${name}[${part}]`;
    return name === "" ? String(part) : `${name}.${String(part)}`;
  }, "");
}

/** The issues of one of the site's own schemas, each on the field its path names under `prefix`. */
export function schemaErrors(prefix: readonly PropertyKey[], error: ZodError | undefined): SettingsFieldErrors {
  const errors: SettingsFieldErrors = {};
  for (const issue of error?.issues ?? []) {
    const name = fieldName([...prefix, ...issue.path]);
    errors[name] ??= schemaError(issue.code, "format" in issue ? String(issue.format) : "");
  }
  return errors;
}

function schemaError(code: string, format: string): string {
  if (code === "too_big") return "tooLong";
  if (code === "too_small") return "required";
  if (format === "email") return "email";
  if (format === "url") return "url";
  return "invalid";
}

/** "<prefix>.<language>" fields from a text per language. */
export function localizedFields(prefix: string, texts: Localized | undefined): SettingsFields {
  const fields: SettingsFields = {};
  for (const language of LANGUAGES) fields[`${prefix}.${language}`] = texts?.[language] ?? "";
  return fields;
}

/** A ticked box as the form posts it ("on"), an unticked one as nothing. */
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
