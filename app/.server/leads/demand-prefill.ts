// The keep-me-informed form can open filled in with a search (a list that found nothing links to it
// with its filters: app/shared/list-state.ts demandPrefillQuery). The query is input like any other:
// each value is checked with the form's own schema and a bad one is left out, never an error.
import { formSchema } from "../../domain/forms/form-schemas.ts";
import type { FormDefaults, Option } from "../../shared/form-view.ts";

const NUMBERS = ["budgetMin", "budgetMax", "bedroomsMin", "bedroomsMax"] as const;

/** The search fields the query fills in validly; the visitor's own fields are never taken from a URL. */
export function demandPrefill(search: URLSearchParams, propertyTypes: Option[]): FormDefaults {
  const shape = formSchema("demand", "nl").shape;
  const defaults: FormDefaults = {};
  const goal = search.get("goal");
  if (goal !== null && shape.goal.safeParse(goal).success) defaults.goal = goal;
  // Only types the form offers as boxes: another number would be a box nobody can see.
  const known = new Set(propertyTypes.map((option) => option.value));
  const types = [...new Set(search.getAll("typeWebIds"))].filter((value) => known.has(value));
  if (types.length > 0 && shape.typeWebIds.safeParse(types).success) defaults.typeWebIds = types;
  const regions = search.get("regions")?.trim();
  // The same characters the list accepts as a town; the form's schema says the rest (length, parts).
  if (regions && /^[^<>{}\\\p{Cc}]+$/u.test(regions) && shape.regions.safeParse(regions).success) {
    defaults.regions = regions;
  }
  // The query writes plain digits (list-state.ts), which the form reads as typed.
  for (const name of NUMBERS) {
    const value = search.get(name);
    if (value !== null && /^\d{1,10}$/.test(value) && shape[name].safeParse(value).success) {
      defaults[name] = String(Number(value));
    }
  }
  // A minimum above its maximum would be sent back as an error the visitor did not make: drop both.
  for (const [min, max] of [
    ["budgetMin", "budgetMax"],
    ["bedroomsMin", "bedroomsMax"],
  ] as const) {
    const low = defaults[min];
    const high = defaults[max];
    if (typeof low === "string" && typeof high === "string" && Number(low) > Number(high)) {
      delete defaults[min];
      delete defaults[max];
    }
  }
  return defaults;
}
