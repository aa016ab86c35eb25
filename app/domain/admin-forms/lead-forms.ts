// A lead's page: its handling (status, assignee, a note, the follow-up's day, in one form), the note
// a member of staff adds (plain text, shown as text, never as markup), and the reply mailed to the
// person who sent it (plain text too). The requests list: the filters a member of staff saves by name.
import { z } from "../forms/zod.ts";
import { LEAD_STATUSES, MAX_NOTE_LENGTH } from "../lead-handling.ts";
import { dayOrNull, oneOf, requiredText, staffOrNobody, textOrNull } from "./admin-fields.ts";

export const leadNoteSchema = z.object({ note: requiredText(MAX_NOTE_LENGTH) });

/** The longest reply a member of staff writes: a mail of a few paragraphs, not a brochure. */
export const MAX_REPLY_LENGTH = 5_000;
export const MAX_REPLY_SUBJECT_LENGTH = 200;

export const leadReplySchema = z.object({
  subject: requiredText(MAX_REPLY_SUBJECT_LENGTH),
  message: requiredText(MAX_REPLY_LENGTH),
});

export const leadHandlingSchema = z.object({
  status: oneOf(LEAD_STATUSES),
  assignee: staffOrNobody,
  note: textOrNull(MAX_NOTE_LENGTH),
  followUpOn: dayOrNull,
});

/** A saved filter's name, as its link shows it above the list. */
export const MAX_FILTER_NAME_LENGTH = 60;

export const savedFilterSchema = z.object({ name: requiredText(MAX_FILTER_NAME_LENGTH) });
