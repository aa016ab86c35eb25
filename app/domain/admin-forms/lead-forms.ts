// A lead's page: the note a member of staff adds (plain text, shown as text, never as markup).
import { z } from "../forms/zod.ts";
import { MAX_NOTE_LENGTH } from "../lead-handling.ts";
import { requiredText } from "./admin-fields.ts";

export const leadNoteSchema = z.object({ note: requiredText(MAX_NOTE_LENGTH) });
