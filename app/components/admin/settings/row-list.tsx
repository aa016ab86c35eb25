// A list of rows (footer columns, top-bar links, time slots) with buttons to add, move and remove a
// row. The buttons send the form to the server, which answers it with the rows rewritten and saves
// nothing: the same with or without JavaScript, and the keyboard reaches every button. The page then
// puts the focus on the row that moved or was added.
import type { ReactNode } from "react";
import { addButtonId, countKey, rowCount, rowId, rowIntent } from "../../../shared/flat-form.ts";
import { useSettingsForm } from "./settings-fields.tsx";

export function RowList({
  list,
  legend,
  rowLegend,
  addLabel,
  emptyText,
  hint,
  compact = false,
  children,
}: {
  list: string;
  legend: string;
  rowLegend: (index: number) => string;
  addLabel: string;
  emptyText: string;
  hint?: string;
  /** One field per row: the row's name is its field's label, not shown twice. */
  compact?: boolean;
  children: (index: number) => ReactNode;
}) {
  const { values, s, lists } = useSettingsForm();
  const max = lists[list] ?? 0;
  const count = rowCount(values, list, max);
  const rows = Array.from({ length: count }, (_, index) => index);
  return (
    <fieldset className="settings-list">
      <legend>{legend}</legend>
      {hint ? <p className="admin-hint">{hint}</p> : null}
      <input type="hidden" name={countKey(list)} value={count} />
      {count === 0 ? <p>{emptyText}</p> : null}
      <ol className="settings-rows">
        {rows.map((index) => {
          const name = rowLegend(index);
          return (
            <li key={index}>
              <fieldset
                className={compact ? "settings-row settings-row-compact" : "settings-row"}
                id={rowId(list, index)}
                tabIndex={-1}
              >
                <legend className={compact ? "visually-hidden" : undefined}>{name}</legend>
                {children(index)}
                <div className="settings-row-actions">
                  {index > 0 ? (
                    <button
                      type="submit"
                      name="intent"
                      value={rowIntent("up", list, index)}
                      className="btn"
                      aria-label={`${s.rows.up}: ${name}`}
                    >
                      {s.rows.up}
                    </button>
                  ) : null}
                  {index < count - 1 ? (
                    <button
                      type="submit"
                      name="intent"
                      value={rowIntent("down", list, index)}
                      className="btn"
                      aria-label={`${s.rows.down}: ${name}`}
                    >
                      {s.rows.down}
                    </button>
                  ) : null}
                  <button
                    type="submit"
                    name="intent"
                    value={rowIntent("remove", list, index)}
                    className="btn"
                    aria-label={`${s.rows.remove}: ${name}`}
                  >
                    {s.rows.remove}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {count < max ? (
        <button type="submit" name="intent" value={rowIntent("add", list)} className="btn" id={addButtonId(list)}>
          {addLabel}
        </button>
      ) : (
        <p className="admin-hint" id={addButtonId(list)} tabIndex={-1}>
          {s.rows.full}
        </p>
      )}
    </fieldset>
  );
}
