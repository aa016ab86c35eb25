// The staff member's public profile on their account page (docs/back-office.md, "Writing a form"):
// the direct phone the listings they handle give, typed any way a Belgian writes a number and read
// as the contacts read phones (contact-match.ts). The photo beside it is a file the server alone reads.

import { e164Phone } from "../contact-match.ts";
import { z } from "../forms/zod.ts";

/** The profile's own refusal: a phone that reads as no number. */
export const STAFF_PROFILE_ERRORS = ["phone"] as const;

export const staffProfileSchema = z.object({
  directPhone: z
    .string()
    .trim()
    .max(40, "tooLong")
    .optional()
    .refine((typed) => !typed || e164Phone(typed) !== null, "phone")
    .transform((typed) => typed || null),
});
