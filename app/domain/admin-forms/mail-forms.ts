// A mail's page: forwarding the mail to an address a member of staff types (a colleague, the owner,
// the notary), with a short message of theirs above it (plain text, optional).
import { z } from "../forms/zod.ts";
import { emailAddress, textOrNull } from "./admin-fields.ts";

/** A few lines above the forwarded mail, not a mail of its own. */
export const MAX_FORWARD_NOTE_LENGTH = 2_000;

export const mailForwardSchema = z.object({
  to: emailAddress,
  note: textOrNull(MAX_FORWARD_NOTE_LENGTH),
});

export type MailForward = z.infer<typeof mailForwardSchema>;
