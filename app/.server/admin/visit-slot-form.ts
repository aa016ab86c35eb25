// The "add visit slots" form taken in: checked with its schema (the values typed come back with each
// field's error, nothing lost), refused when its first slot lies in the past or the property cannot
// be visited, else written (with its audit line) by addVisitSlots.
import { visitSlotsSchema } from "../../domain/admin-forms/visit-slot-forms.ts";
import { brusselsInstant } from "../../domain/visit-slot-series.ts";
import type { Actor } from "./audit.ts";
import { formReply, parseSubmission } from "./form-reply.ts";
import { addVisitSlots } from "./visits.ts";

export type SlotFormAnswer =
  | { ok: true; propertyId: number; date: string; count: number }
  | { ok: false; reply: ReturnType<typeof formReply> };

export async function visitSlotsAddForm(form: FormData, actor: Actor, now = new Date()): Promise<SlotFormAnswer> {
  const submission = parseSubmission(form, visitSlotsSchema);
  if (submission.status !== "success") return { ok: false, reply: formReply(submission) };
  const slot = submission.value;
  if (brusselsInstant(slot.date, slot.time).getTime() <= now.getTime())
    return { ok: false, reply: formReply(submission, { fieldErrors: { date: ["dateInPast"] } }) };
  const ids = await addVisitSlots(actor, slot);
  if (!ids) return { ok: false, reply: formReply(submission, { formErrors: ["notVisitable"], status: 409 }) };
  return { ok: true, propertyId: slot.propertyId, date: slot.date, count: ids.length };
}
