// A task typed by hand on the tasks page (what, by which day, for whom), and a visit's follow-up
// planned from its booking (by which day, and optionally what).
import { z } from "../forms/zod.ts";
import { chosenRow, requiredDay, requiredText, staffOrNobody, textOrNull } from "./admin-fields.ts";

/** A task says what to do in a line, not a document. */
export const MAX_TASK_TITLE_LENGTH = 200;

export const taskSchema = z.object({
  title: requiredText(MAX_TASK_TITLE_LENGTH),
  dueOn: requiredDay,
  assignee: staffOrNobody,
});

export const visitTaskSchema = z.object({
  booking: chosenRow,
  title: textOrNull(MAX_TASK_TITLE_LENGTH),
  dueOn: requiredDay,
});
