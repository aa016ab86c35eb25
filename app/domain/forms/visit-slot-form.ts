// The back office's "add visit slots" form: one slot, or the same weekday and time for several weeks.
// Bounds keep a typing slip from filling the calendar (a year of weeks at most, a working day long).
import { z } from "zod";
import { isIsoDay } from "../brussels-day.ts";
import { isWallTime } from "../visit-slot-series.ts";

export const MAX_SLOT_WEEKS = 52;

export const visitSlotFormSchema = z.object({
  propertyId: z.coerce.number().int().positive().max(2_147_483_647),
  date: z.string().trim().refine(isIsoDay, "date"),
  time: z.string().trim().refine(isWallTime, "time"),
  durationMinutes: z.coerce.number().int().min(5).max(480),
  capacity: z.coerce.number().int().min(1).max(50),
  weeks: z.coerce.number().int().min(1).max(MAX_SLOT_WEEKS),
});

export type VisitSlotForm = z.infer<typeof visitSlotFormSchema>;

export const VISIT_SLOT_FIELDS = ["propertyId", "date", "time", "durationMinutes", "capacity", "weeks"] as const;
