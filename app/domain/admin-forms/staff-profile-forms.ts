// The staff member's public profile on their account page (docs/back-office.md, "Writing a form"):
// the direct phone and e-mail address the listings they handle give, the phone typed any way a
// Belgian writes a number and read as the contacts read phones, the address as they read addresses
// (contact-match.ts). The photo beside them is a file the server alone reads.

import { e164Phone, matchingEmail } from "../contact-match.ts";
import { z } from "../forms/zod.ts";

/** The profile's own refusals: a phone that reads as no number, an address that is none. */
export const STAFF_PROFILE_ERRORS = ["phone", "email"] as const;

export const staffProfileSchema = z.object({
  directPhone: z
    .string()
    .trim()
    .max(40, "tooLong")
    .optional()
    .refine((typed) => !typed || e164Phone(typed) !== null, "phone")
    .transform((typed) => typed || null),
  directEmail: z
    .string()
    .trim()
    .max(254, "tooLong")
    .optional()
    .refine((typed) => !typed || matchingEmail(typed) !== null, "email")
    .transform((typed) => typed || null),
});
