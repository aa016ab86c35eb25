// A back-office form in the browser (docs/back-office.md, "Writing a form"): Conform's useForm with
// the form's zod schema, the same one its action runs (app/.server/admin/form-reply.ts). Fields are
// checked when they are left and again as they are corrected; the server's reply, with or without
// JavaScript, brings back what was typed and its errors. The form never uses the browser's own
// checks (noValidate, Conform's default): their bubbles speak the browser's language, not the staff
// member's.
import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { AdminFormTexts } from "../../i18n/messages/admin-forms/types.ts";
import { numberReadingsText } from "../../i18n/typed-number-text.ts";

/** What an action answered for one of the page's forms (formReply); undefined for another form. */
export function lastResultOf(answer: unknown, form = "form"): SubmissionResult<string[]> | undefined {
  if (!answer || typeof answer !== "object" || !("result" in answer) || !("form" in answer)) return undefined;
  return answer.form === form ? (answer.result as SubmissionResult<string[]>) : undefined;
}

export function useAdminForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(options: {
  /** The form's id, unique on the page: field ids are built from it. */
  id: string;
  schema: Schema;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue?: DefaultValue<z.input<Schema>>;
}) {
  const { schema } = options;
  return useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: options.lastResult ?? null,
    ...(options.defaultValue ? { defaultValue: options.defaultValue } : {}),
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    // "Not yet saved" counts the fields a person types in, not the hidden version and base the form
    // carries for the save (Conform would count those as changed from the first input on).
    shouldDirtyConsider: (name) => isTyped(schema, name),
  });
}

/** Whether a top-level name of the form is one of the schema's fields (any name, when it has no shape). */
function isTyped(schema: z.ZodType, name: string): boolean {
  const shape = shapeOf(schema) ?? shapeOf((schema as { in?: z.ZodType }).in);
  return shape === undefined || name in shape;
}

function shapeOf(schema: z.ZodType | undefined): object | undefined {
  return (schema as { shape?: object } | undefined)?.shape;
}

/**
 * An error key of a form schema as a sentence in the staff member's language. A refused number
 * carries its readings ("numberAmbiguous|amount|385|385000"), written out with their units. A key
 * the shared texts do not know (a page's own refusal) is looked up in `own`.
 */
export function adminErrorText(key: string, texts: AdminFormTexts, own: Record<string, string> = {}): string {
  const withReadings = numberReadingsText(key, texts.errors, texts.language);
  if (withReadings !== undefined) return withReadings;
  const shared = (texts.errors as Record<string, string>)[key.split("|")[0] ?? ""];
  return own[key] ?? shared ?? texts.checkFields;
}
