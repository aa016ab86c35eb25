// The users pages' forms (/admin/users/ and /admin/users/:id/): inviting someone, changing an
// account's role, language and active state, and linking an owner to a property by its reference.

import { LANGUAGES } from "../../i18n/languages.ts";
import { z } from "../forms/zod.ts";
import { USER_ROLES } from "../user-roles.ts";
import { emailAddress, oneOf, requiredText } from "./admin-fields.ts";

export const invitationSchema = z.object({
  name: requiredText(120),
  email: emailAddress,
  role: oneOf(USER_ROLES),
  language: oneOf(LANGUAGES),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const userChangeSchema = z.object({
  role: oneOf(USER_ROLES),
  language: oneOf(LANGUAGES),
  active: oneOf(["yes", "no"]).transform((value) => value === "yes"),
});

/** A property's reference (or its number) to link an owner to. */
export const linkPropertySchema = z.object({ property: requiredText(40) });
