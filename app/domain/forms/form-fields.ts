// Building blocks of the forms' zod schemas. Every error is a key, never a sentence: the same schema
// runs in the browser and on the server, and the page turns the key into the visitor's language
// (app/i18n/messages/forms-*.ts). Conform turns empty inputs into undefined before zod sees them,
// so "required" is the error of a missing value.

import { brusselsDay, isIsoDay } from "../brussels-day.ts";
import { hasControlCharacters } from "../control-characters.ts";
import { type NumberKind, readTypedNumber, type TypedNumber } from "../typed-number.ts";
import { z } from "./zod.ts";

/** The keys typed text is refused with (typedText, requiredText). */
export const TEXT_ERRORS = ["required", "tooLong", "controlCharacters"] as const;
/** The keys a typed whole number is refused with (wholeNumber); the readings follow a "|". */
export const NUMBER_ERRORS = ["number", "numberAmbiguous", "numberUnclear", "tooSmall", "tooLarge"] as const;

export const FORM_ERRORS = [
  ...TEXT_ERRORS,
  ...NUMBER_ERRORS,
  "email",
  "phone",
  "date",
  "dateOrder",
  "dateInPast",
  "url",
  "chooseOne",
  "typeRequired",
  "regionRequired",
  "amountWords",
  "mustAccept",
  "budgetOrder",
  "bedroomsOrder",
  "financingUnticked",
  "financingWeeks",
] as const;
export type FormError = (typeof FORM_ERRORS)[number];

/** A value left out is "required"; one given but not accepted is `other`. */
export function missingOr(other: FormError) {
  return (issue: { input?: unknown; code?: string }) => (issue.input === undefined ? "required" : other);
}

/** Text a person typed: never a control character (PostgreSQL refuses a NUL; none belongs in a lead). */
export function typedText(max: number) {
  return z
    .string()
    .trim()
    .max(max, "tooLong")
    .refine((value) => !hasControlCharacters(value), "controlCharacters");
}

export function requiredText(max = 200) {
  return z
    .string({ error: "required" })
    .trim()
    .min(1, "required")
    .max(max, "tooLong")
    .refine((value) => !hasControlCharacters(value), "controlCharacters");
}

export function optionalText(max = 200) {
  return typedText(max).optional();
}

export const email = z.email({ error: missingOr("email") }).max(254, "tooLong");

/** Belgian and international numbers: digits with the usual separators, 8 to 15 digits. */
export const phone = z
  .string({ error: "required" })
  .trim()
  .max(30, "tooLong")
  .refine((value) => /^\+?[\d\s./()-]+$/.test(value), "phone")
  .refine((value) => {
    const digits = value.replace(/\D/g, "").length;
    return digits >= 8 && digits <= 15;
  }, "phone");

export const optionalPhone = phone.optional();

/**
 * The salutations a form offers: optional, and "none" for whoever prefers not to give one (what
 * Belgian forms increasingly offer, rather than a "Mx" few Belgians use). "none" is stored as no
 * title at all, so a mail greets "Beste Jan Peeters". Leads of before still hold "miss", which the
 * messages keep a word for; the form no longer offers it.
 */
export const TITLES = ["mr", "ms", "none"] as const;
export const title = z
  .enum(TITLES, { error: "chooseOne" })
  .optional()
  .transform((value) => (value === "none" ? undefined : value));

export const GOALS = ["sale", "rent"] as const;
export const goal = z.enum(GOALS, { error: "required" });

/** A calendar date as the date input sends it (YYYY-MM-DD). */
export const isoDate = z.iso.date({ error: missingOr("date") });

/**
 * A date that may be today or later on the agency's clock: in Brussels, not the server's or the
 * browser's zone, so at 00:30 in Brussels yesterday is refused although it is still yesterday in UTC.
 * Read when the value is checked, not when the schema is built: a page left open overnight moves on.
 */
export const dateFromToday = isoDate.refine(
  (value) => !isIsoDay(value) || value >= brusselsDay(Date.now()),
  "dateInPast",
);

/**
 * A whole number typed as Belgians type it (typed-number.ts): "250.000", "250 000" and "€ 250.000"
 * are 250000. A text field, so that what was typed reaches the server (a number input drops
 * "250.000" in some browsers). An input that could mean two things is refused with its readings in
 * the key, "numberAmbiguous|amount|250|250000", which error-text.ts writes out in the visitor's language.
 */
export function wholeNumber(kind: NumberKind, min: number, max: number) {
  return z.string({ error: "required" }).transform((typed, context) => {
    const read = readTypedNumber(typed, kind, { min, max });
    if (read.ok && Number.isInteger(read.value)) return read.value;
    context.addIssue({ code: "custom", message: wholeNumberError(typed, read, kind, min) });
    return z.NEVER;
  });
}

function wholeNumberError(typed: string, read: TypedNumber, kind: NumberKind, min: number): string {
  if (read.ok) return "number";
  const readings = (read.readings ?? []).filter(Number.isInteger);
  if (read.reason === "ambiguous" && readings.length > 0)
    return [readings.length > 1 ? "numberAmbiguous" : "numberUnclear", kind, ...readings].join("|");
  if (read.reason === "range") {
    const unbounded = readTypedNumber(typed, kind, { min: -Infinity, max: Infinity });
    const value = unbounded.ok ? unbounded.value : unbounded.readings?.[0];
    return value !== undefined && value < min ? "tooSmall" : "tooLarge";
  }
  return "number";
}

/** A ticked box; an unticked box sends nothing, which is simply "no". Never ticked in advance. */
export const optIn = z.boolean().optional().default(false);

/** A box that must be ticked (an acknowledgement, not a marketing opt-in). */
export const mustAccept = z.literal(true, { error: "mustAccept" });

export const optionalUrl = z
  .url({ protocol: /^https?$/, error: "url" })
  .max(300, "tooLong")
  .optional();

/** Several values of one name (check boxes); none ticked reads as an empty list. */
export function choices(max: number, itemMax = 40) {
  return z.array(typedText(itemMax)).max(max, "tooLarge").optional().default([]);
}

/**
 * The contact fields most forms share: title, names, e-mail and phone (SPEC.md section 3). The
 * e-mail address is always asked, the phone only where the agency has to call (callableContactFields).
 */
export const contactFields = {
  title,
  firstName: requiredText(80),
  lastName: requiredText(80),
  email,
  phone: optionalPhone,
};

/** The contact fields of a form the agency follows up by phone: the number is required. */
export const callableContactFields = { ...contactFields, phone };
