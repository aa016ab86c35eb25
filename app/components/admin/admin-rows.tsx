/* oxlint-disable typescript/no-explicit-any -- the form of any schema: see AnyForm */
// The rows of a list in a back-office form (units, documents, footer columns, links): the one way to
// add, move and remove them (docs/back-office.md, "Writing a form"). Each button is Conform's list
// button: with JavaScript Conform changes the list in the page; without, the button posts the form
// and the action's formReply sends the new list back with everything typed (no save).
//
// Focus stays with the row the person acted on: moved, it keeps the same button on its new place;
// removed, the next row's remove button (or the previous one's, or the add button) takes it.
import type { FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { fill } from "../../i18n/fill.ts";
import type { AdminFormTexts } from "../../i18n/messages/admin-forms/types.ts";

// biome-ignore lint/suspicious/noExplicitAny: the form of any schema; the list is named by `list`.
type AnyForm = FormMetadata<any, string[]>;

/** A button's id: the list's name, the row's place and what the button does. */
export function rowButtonId(formId: string, list: string, index: number, action: "up" | "down" | "remove"): string {
  return `${formId}-${list.replace(/[^\w-]/g, "-")}-${index}-${action}`;
}

/** The id of a list's add button, where the focus goes when the last row is removed. */
export function addRowButtonId(formId: string, list: string): string {
  return `${formId}-${list.replace(/[^\w-]/g, "-")}-add`;
}

/**
 * Moves the focus to the first of `ids` that exists once the list is drawn again. Conform changes
 * the list while the click is handled, and React draws it before the next task; the row that was
 * clicked may be gone by then (removed), so no effect of its own could do it.
 */
function focusSoon(ids: string[]) {
  setTimeout(() => {
    ids
      .map((id) => document.getElementById(id))
      .find(Boolean)
      ?.focus();
  }, 0);
}

/**
 * Up, down and remove for one row. `name` is the row's own name for screen readers ("Unit 2"); at
 * the list's ends "up" and "down" stay focusable but say they do nothing (aria-disabled).
 */
export function AdminRowButtons({
  form,
  list,
  index,
  count,
  name,
  texts,
}: {
  form: AnyForm;
  /** The list field's name (fields.units.name). */
  list: string;
  index: number;
  count: number;
  name: string;
  texts: AdminFormTexts;
}) {
  const id = (at: number, action: "up" | "down" | "remove") => rowButtonId(form.id, list, at, action);
  const t = texts.rows;
  const move = (to: number, action: "up" | "down", label: string, arrow: string) => {
    const end = to < 0 || to >= count;
    const props = form.reorder.getButtonProps({ name: list, from: index, to: Math.max(0, Math.min(count - 1, to)) });
    return (
      <button
        {...props}
        id={id(index, action)}
        className="btn admin-row-button"
        aria-label={fill(label, { name })}
        title={fill(label, { name })}
        aria-disabled={end ? true : undefined}
        onClick={(event) => {
          if (end) {
            event.preventDefault();
            return;
          }
          // The moved row keeps the focus on the same button, or the other one at the list's end.
          const other = action === "up" ? "down" : "up";
          focusSoon([id(to, action), id(to, other)]);
        }}
      >
        <span aria-hidden="true">{arrow}</span>
      </button>
    );
  };
  return (
    <span className="admin-row-buttons">
      {move(index - 1, "up", t.moveUp, "↑")}
      {move(index + 1, "down", t.moveDown, "↓")}
      <button
        {...form.remove.getButtonProps({ name: list, index })}
        id={id(index, "remove")}
        className="btn admin-row-button"
        aria-label={fill(t.remove, { name })}
        title={fill(t.remove, { name })}
        onClick={() => focusSoon([id(index, "remove"), id(index - 1, "remove"), addRowButtonId(form.id, list)])}
      >
        {t.delete}
      </button>
    </span>
  );
}

/** Adds a row at the list's end (with `defaultValue` filled in); the new row's first field takes the focus. */
export function AdminAddRow({
  form,
  list,
  count,
  max,
  firstFieldId,
  defaultValue,
  children,
}: {
  form: AnyForm;
  list: string;
  count: number;
  /** No more rows than this: the button is then not shown. */
  max?: number;
  /** The id the new row's first field will have (fields.units.getFieldList()[count] is not drawn yet). */
  firstFieldId?: (index: number) => string;
  defaultValue?: unknown;
  children: ReactNode;
}) {
  if (max !== undefined && count >= max) return null;
  return (
    <button
      {...form.insert.getButtonProps({ name: list, ...(defaultValue === undefined ? {} : { defaultValue }) } as never)}
      id={addRowButtonId(form.id, list)}
      className="btn btn-outline"
      onClick={() => {
        if (firstFieldId) focusSoon([firstFieldId(count)]);
      }}
    >
      {children}
    </button>
  );
}
