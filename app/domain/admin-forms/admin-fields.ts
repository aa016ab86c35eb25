// Building blocks of the back office's form schemas (app/domain/admin-forms/*-forms.ts). The same
// schema runs in the route's action and in the staff member's browser; every error is a key of
// ADMIN_FORM_ERRORS, never a sentence, and the page writes it in the staff member's language
// (app/i18n/messages/admin-forms/). Texts, numbers typed the Belgian way and e-mail addresses come
// from the public forms' blocks (../forms/form-fields.ts), so both sides read them alike.
import { z } from "zod";
import { requiredText, typedText, wholeNumber } from "../forms/form-fields.ts";

export { requiredText, wholeNumber };

export const ADMIN_FORM_ERRORS = [
  "required",
  "email",
  "number",
  "numberAmbiguous",
  "numberUnclear",
  "tooLong",
  "tooSmall",
  "tooLarge",
  "chooseOne",
  "date",
  "time",
  "dateInPast",
  "controlCharacters",
  "postcode",
] as const;
export type AdminFormError = (typeof ADMIN_FORM_ERRORS)[number];

/** Text that may be left empty: undefined then (Conform sends an empty input as nothing). */
export function optionalText(max: number) {
  return typedText(max).optional();
}

/** An e-mail address, trimmed and in lower case: the way accounts and leads store it. */
export const emailAddress = z
  .string({ error: "required" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "email" }).max(254, "tooLong"));

/** One of a fixed list of values (a select, radio buttons); anything else is "choose one". */
export function oneOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? "required" : "chooseOne"),
  });
}

/** A Belgian postcode: four digits. */
export const postcode = z
  .string({ error: "required" })
  .trim()
  .regex(/^\d{4}$/, "postcode");

/** A ticked box is true; an unticked box sends nothing, which is false. */
export const tickBox = z.boolean().optional().default(false);

/** A row picked from a list (a property in a select): its id, a positive PostgreSQL integer. */
export const chosenRow = z
  .string({ error: "required" })
  .trim()
  .regex(/^\d{1,10}$/, "chooseOne")
  .transform(Number)
  .refine((id) => id > 0 && id <= 2_147_483_647, "chooseOne");

/** A row's id sent back by the page (a hidden input): a positive PostgreSQL integer. */
export const rowId = z.coerce.number({ error: "number" }).int("number").positive("number").max(2_147_483_647, "number");
