// Building blocks of the back office's form schemas (app/domain/admin-forms/*-forms.ts). The same
// schema runs in the route's action and in the staff member's browser; every error is a key of
// ADMIN_FORM_ERRORS, never a sentence, and the page writes it in the staff member's language
// (app/i18n/messages/admin-forms/). Texts, numbers typed the Belgian way and e-mail addresses come
// from the public forms' blocks (../forms/form-fields.ts), so both sides read them alike.

import { isIsoDay } from "../brussels-day.ts";
import {
  email,
  missingOr,
  NUMBER_ERRORS,
  requiredText,
  TEXT_ERRORS,
  typedText,
  wholeNumber,
} from "../forms/form-fields.ts";
import { z } from "../forms/zod.ts";

export { requiredText, wholeNumber };

export const ADMIN_FORM_ERRORS = [
  ...TEXT_ERRORS,
  ...NUMBER_ERRORS,
  "email",
  "chooseOne",
  "date",
  "time",
  "dateInPast",
  "postcode",
] as const;
export type AdminFormError = (typeof ADMIN_FORM_ERRORS)[number];

/** An e-mail address, trimmed and in lower case: the way accounts and leads store it. */
export const emailAddress = z.string({ error: "required" }).trim().toLowerCase().pipe(email);

/** One of a fixed list of values (a select, radio buttons); anything else is "choose one". */
export function oneOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, { error: missingOr("chooseOne") });
}

/** A Belgian postcode: four digits. */
export const postcode = z
  .string({ error: "required" })
  .trim()
  .regex(/^\d{4}$/, "postcode");

/** Optional text, null when left empty: how the editors store a field nobody filled in. */
export function textOrNull(max: number) {
  return typedText(max)
    .optional()
    .transform((value) => value || null);
}

/**
 * The address block of the listing and project editors, spread into their schemas. Each editor keeps
 * its own limit for the street; a postcode that is not four digits is refused as "zip", a key both
 * editors' texts word (LISTING_FORM_ERRORS, PROJECT_FORM_ERRORS).
 */
export function addressFields(streetMax: number) {
  return {
    street: textOrNull(streetMax),
    houseNumber: textOrNull(20),
    boxNr: textOrNull(20),
    zip: z
      .string({ error: "zip" })
      .trim()
      .regex(/^\d{4}$/, "zip"),
  };
}

/** A row picked from a list (a property in a select): its id, a positive PostgreSQL integer. */
export const chosenRow = z
  .string({ error: "required" })
  .trim()
  .regex(/^\d{1,10}$/, "chooseOne")
  .transform(Number)
  .refine((id) => id > 0 && id <= 2_147_483_647, "chooseOne");

/** A day from a date field (YYYY-MM-DD, a day that exists). */
export const requiredDay = z.string({ error: "required" }).trim().refine(isIsoDay, "date");

/** A day from a date field, or null when it was left empty. */
export const dayOrNull = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || isIsoDay(value), "date")
  .transform((value) => value || null);

/** A staff member picked in a select (their account's id), or null for "nobody" (the empty choice). */
export const staffOrNobody = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || /^[A-Za-z0-9_-]{1,64}$/.test(value), "chooseOne")
  .transform((value) => value || null);
