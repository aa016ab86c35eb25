// The agent's feedback after a visit: what the visitors thought, their questions, a next step. Kept
// on the booking; shown in the owner portal's history only when the agent ticks it for the owner.
import { z } from "../forms/zod.ts";
import { chosenRow, requiredText } from "./admin-fields.ts";

/** Long enough for a visit's notes, short enough to read in the owner's history. */
export const MAX_VISIT_FEEDBACK = 2000;

export const visitFeedbackSchema = z.object({
  booking: chosenRow,
  feedback: requiredText(MAX_VISIT_FEEDBACK),
  /** A box: ticked sends "on", unticked nothing. */
  forOwner: z
    .literal("on", { error: "chooseOne" })
    .optional()
    .transform((value) => value === "on"),
});

export type VisitFeedback = z.infer<typeof visitFeedbackSchema>;
