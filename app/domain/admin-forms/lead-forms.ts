// A lead's page: the note a member of staff adds (plain text, shown as text, never as markup), and
// the reply mailed to the person who sent it (plain text too).
import { z } from "../forms/zod.ts";
import { MAX_NOTE_LENGTH } from "../lead-handling.ts";
import { requiredText } from "./admin-fields.ts";

export const leadNoteSchema = z.object({ note: requiredText(MAX_NOTE_LENGTH) });

/** The longest reply a member of staff writes: a mail of a few paragraphs, not a brochure. */
export const MAX_REPLY_LENGTH = 5_000;
export const MAX_REPLY_SUBJECT_LENGTH = 200;

export const leadReplySchema = z.object({
  subject: requiredText(MAX_REPLY_SUBJECT_LENGTH),
  message: requiredText(MAX_REPLY_LENGTH),
});
