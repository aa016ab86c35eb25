// How a back-office action takes in a form and answers it (docs/back-office.md, "Writing a form").
// The posted fields are parsed with the form's zod schema through Conform, the same schema the page
// runs in the browser. Whatever was wrong comes back as Conform's reply: the page renders again with
// what was typed and each field's error key, which it writes in the staff member's language; this
// works the same without JavaScript. A list button (add a row, remove one, move it) is not a save:
// its reply carries the new list and nothing is written.
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { readFormBody } from "../form-body.ts";

/** What a page's form gets back from its action: which form answered, and Conform's reply. */
export interface AdminFormReply<Form extends string = string> {
  form: Form;
  result: SubmissionResult<string[]>;
}

/** A form checked with its schema: what was typed, error keys by field, and the parsed value. */
export type AdminSubmission<Schema extends z.ZodType> = Submission<z.input<Schema>, string[], z.output<Schema>>;

/**
 * The posted form (a 415 or 400 page when it is no form at all) checked with its schema. The caller
 * saves on `status === "success"`, and else returns `formReply(submission)`.
 */
export async function readSubmission<Schema extends z.ZodType>(request: Request, schema: Schema) {
  const formData = await readFormBody(request);
  return { formData, submission: parseSubmission(formData, schema) };
}

/** A form already read (a page whose forms are told apart by an intent field) checked with its schema. */
export function parseSubmission<Schema extends z.ZodType>(formData: FormData, schema: Schema): AdminSubmission<Schema> {
  return parseWithZod(formData, { schema });
}

export interface ReplyOptions<Form extends string> {
  /** The page's name for this form, when it has more than one. */
  form?: Form;
  /** Refusals the schema cannot know (an address already taken): error keys by field name. */
  fieldErrors?: Record<string, string[]>;
  /** A refusal of the whole form, as a key of the page's own texts. */
  formErrors?: string[];
  /** The form was saved: it starts empty again. */
  resetForm?: boolean;
  /**
   * The status when 400 or 200 says too little: 409 when the record changed meanwhile (the form may
   * come back without an error, to choose between the values), 503 when the server is too busy now.
   */
  status?: number;
  /** Headers the status calls for (Retry-After with a 503). */
  headers?: HeadersInit;
}

/**
 * The answer to a submission: 400 when something is refused (so that no cache or client takes it for
 * a success), 200 for a list button's new list or a saved form, or the status the caller gives.
 */
export function formReply<Form extends string = "form", Extra extends object = Record<never, never>>(
  submission: Pick<Submission<unknown>, "status" | "reply">,
  options: ReplyOptions<Form> = {},
  /** What else the page shows of the outcome (the address an invitation went to). */
  extra?: Extra,
) {
  const refused =
    submission.status === "error" ||
    Object.keys(options.fieldErrors ?? {}).length > 0 ||
    (options.formErrors ?? []).length > 0;
  const result = submission.reply({
    ...(options.fieldErrors ? { fieldErrors: options.fieldErrors } : {}),
    ...(options.formErrors ? { formErrors: options.formErrors } : {}),
    ...(options.resetForm ? { resetForm: true } : {}),
  });
  const form = (options.form ?? "form") as Form;
  return data<AdminFormReply<Form> & Extra>(
    { ...(extra as Extra), form, result },
    { status: options.status ?? (refused ? 400 : 200), ...(options.headers ? { headers: options.headers } : {}) },
  );
}
