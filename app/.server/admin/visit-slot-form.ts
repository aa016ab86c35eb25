// The "add visit slots" form taken in: checked with its schema (a field's error names the field, the
// values typed come back so nothing is lost), refused when its first slot lies in the past or the
// property cannot be visited, else written (with its audit line) by addVisitSlots.
import { VISIT_SLOT_FIELDS, type VisitSlotForm, visitSlotFormSchema } from "../../domain/forms/visit-slot-form.ts";
import { brusselsInstant } from "../../domain/visit-slot-series.ts";
import type { Actor } from "./audit.ts";
import { addVisitSlots } from "./visits.ts";

export type SlotFormError = keyof VisitSlotForm | "past";

export type SlotFormAnswer =
  | { ok: true; propertyId: number; date: string; count: number }
  | {
      ok: false;
      status: number;
      errors: Partial<Record<keyof VisitSlotForm, SlotFormError>>;
      notice: "notVisitable" | null;
      values: Record<string, string>;
    };

export async function visitSlotsAddForm(form: FormData, actor: Actor, now = new Date()): Promise<SlotFormAnswer> {
  const values: Record<string, string> = {};
  for (const name of VISIT_SLOT_FIELDS) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value.slice(0, 100) : "";
  }
  const refused = (
    status: number,
    errors: Partial<Record<keyof VisitSlotForm, SlotFormError>>,
    notice: "notVisitable" | null = null,
  ): SlotFormAnswer => ({ ok: false, status, errors, notice, values });
  const parsed = visitSlotFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<keyof VisitSlotForm, SlotFormError>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof VisitSlotForm;
      errors[field] = field;
    }
    return refused(400, errors);
  }
  const slot = parsed.data;
  if (brusselsInstant(slot.date, slot.time).getTime() <= now.getTime()) return refused(400, { date: "past" });
  const ids = await addVisitSlots(actor, slot);
  if (!ids) return refused(409, { propertyId: "propertyId" }, "notVisitable");
  return { ok: true, propertyId: slot.propertyId, date: slot.date, count: ids.length };
}
