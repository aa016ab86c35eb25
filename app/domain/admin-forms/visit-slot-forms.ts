// The visits page's "add visit slots" form: one slot, or the same weekday and time for several weeks.
// Bounds keep a typing slip from filling the calendar (a year of weeks at most, a working day long).
// Whether the first slot is still to come and the property can be visited, only the server knows
// (app/.server/admin/visit-slot-form.ts).

import { isIsoDay } from "../brussels-day.ts";
import { z } from "../forms/zod.ts";
import { isWallTime } from "../visit-slot-series.ts";
import { chosenRow, wholeNumber } from "./admin-fields.ts";

export const MAX_SLOT_WEEKS = 52;

export const visitSlotsSchema = z.object({
  propertyId: chosenRow,
  date: z.string({ error: "required" }).trim().refine(isIsoDay, "date"),
  time: z.string({ error: "required" }).trim().refine(isWallTime, "time"),
  durationMinutes: wholeNumber("count", 5, 480),
  capacity: wholeNumber("count", 1, 50),
  weeks: wholeNumber("count", 1, MAX_SLOT_WEEKS),
});

export type VisitSlots = z.infer<typeof visitSlotsSchema>;
