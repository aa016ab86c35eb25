// A back-office form as its fields' names and texts ("footer.0.title.nl" -> "Contact"), the way the
// browser sends it. Lists of rows (footer columns, top-bar links, time slots) are numbered in the
// names and counted in "<list>.count", so adding, removing and moving a row is a rewrite of the names
// that the server does when JavaScript is off (an "add row" button sends the form and gets it back
// with one more row) and that gives the same result when it is on.

import type { EditConflictView } from "./edit-conflict-view.ts";

export type FormValues = Record<string, string>;
/** Field name -> error code (named in the staff member's language by the page). */
export type FieldErrors = Record<string, string>;

/** A change someone saved since the form was opened (read from the audit log). */
export interface ChangeSinceView {
  actorName: string;
  at: string;
  fields: string[];
}

/** The form sent back to the page: what was typed, its errors, the version it goes on with. */
export interface FormAnswer {
  values: FormValues;
  errors: FieldErrors;
  version: string;
  /** New on every answer, so the page shows these values rather than the ones it had. */
  revision: string;
  /** The id of the element to move the focus to (the row a button acted on). */
  focus?: string;
  /** Set when the save was refused because someone else saved first. */
  conflict?: ChangeSinceView[];
  /** The fields' fingerprints the form goes on with (after a conflict: as stored now). */
  base?: string;
  /** The fields both saves changed differently, to choose one by one; the fields taken from the other save. */
  choices?: EditConflictView;
}

export type RowIntent = { op: "add"; list: string } | { op: "remove" | "up" | "down"; list: string; index: number };

const LIST = /^[a-zA-Z]+$/;

export function countKey(list: string): string {
  return `${list}.count`;
}

export function rowCount(values: FormValues, list: string, max: number): number {
  const count = Number(values[countKey(list)] ?? "0");
  return Number.isSafeInteger(count) && count > 0 ? Math.min(count, max) : 0;
}

/** "add:footer", "remove:footer:2", "up:topBarLeft:1", "down:timeSlots:0". */
export function rowIntent(op: RowIntent["op"], list: string, index?: number): string {
  return index === undefined ? `${op}:${list}` : `${op}:${list}:${index}`;
}

export function parseRowIntent(intent: string): RowIntent | undefined {
  const [op, list, index, ...rest] = intent.split(":");
  if (rest.length > 0 || !list || !LIST.test(list)) return undefined;
  if (op === "add" && index === undefined) return { op, list };
  if ((op === "remove" || op === "up" || op === "down") && index !== undefined && /^\d{1,3}$/.test(index))
    return { op, list, index: Number(index) };
  return undefined;
}

/** The row a field name belongs to ("footer.2.title.nl" -> 2), or undefined. */
function rowOf(name: string, list: string): { index: number; rest: string } | undefined {
  const match = new RegExp(`^${list}\\.(\\d+)(\\..+)?$`).exec(name);
  return match ? { index: Number(match[1]), rest: match[2] ?? "" } : undefined;
}

/** The values with rows renumbered by `to` (old index -> new index, or undefined to drop the row). */
function renumber(values: FormValues, list: string, to: (index: number) => number | undefined): FormValues {
  const next: FormValues = {};
  for (const [name, value] of Object.entries(values)) {
    const row = rowOf(name, list);
    if (!row) {
      next[name] = value;
      continue;
    }
    const index = to(row.index);
    if (index !== undefined) next[`${list}.${index}${row.rest}`] = value;
  }
  return next;
}

/**
 * Applies a row intent; answers the new values and the row the person is now at (to put the focus
 * there), or undefined when the intent does nothing (a full list, the first row moved up).
 */
export function applyRowIntent(
  values: FormValues,
  intent: RowIntent,
  max: number,
): { values: FormValues; row: number } | undefined {
  const count = rowCount(values, intent.list, max);
  const key = countKey(intent.list);
  if (intent.op === "add") {
    if (count >= max) return undefined;
    return { values: { ...values, [key]: String(count + 1) }, row: count };
  }
  const { index } = intent;
  if (index >= count) return undefined;
  if (intent.op === "remove") {
    const next = renumber(values, intent.list, (i) => (i === index ? undefined : i > index ? i - 1 : i));
    return { values: { ...next, [key]: String(count - 1) }, row: Math.min(index, count - 2) };
  }
  const other = intent.op === "up" ? index - 1 : index + 1;
  if (other < 0 || other >= count) return undefined;
  const swapped = renumber(values, intent.list, (i) => (i === index ? other : i === other ? index : i));
  return { values: swapped, row: other };
}

/** A field's text, or "" when the form does not have it. */
export function fieldText(values: FormValues, name: string): string {
  return values[name] ?? "";
}

/** The id of a field's element, made from its name. */
export function fieldId(name: string): string {
  return `field-${name.replaceAll(".", "-")}`;
}

/** The id of a row's element (its fieldset), where the focus goes after a row button. */
export function rowId(list: string, index: number): string {
  return `row-${list}-${index}`;
}

/** The id of a list's "add" button, where the focus goes when its last row is removed. */
export function addButtonId(list: string): string {
  return `add-${list}`;
}
