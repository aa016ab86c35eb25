// A list of rows in a settings form (footer columns, top-bar links, time slots): each row in a
// fieldset named after it, with the form kit's buttons to move and remove it and one to add a row
// (Conform's list intents: with JavaScript the list changes in the page, without it the server
// answers the form with the new list; nothing is saved until Save).
import type { ReactNode } from "react";
import { AdminAddRow, AdminRowButtons } from "../admin-rows.tsx";
import { useSettingsForm } from "./settings-fields.tsx";

export function SettingsRows({
  list,
  rows,
  max,
  legend,
  rowName,
  addLabel,
  emptyText,
  hint,
  firstField = "",
  compact = false,
  children,
}: {
  /** The list field's name (fields.footer.name). */
  list: string;
  /** Its rows (fields.footer.getFieldList()). */
  rows: readonly { key: string | undefined }[];
  max: number;
  legend: string;
  rowName: (index: number) => string;
  addLabel: string;
  emptyText: string;
  hint?: string;
  /** Where a row's first field is, after the row's name (".titlePublic"): a new row's takes the focus. */
  firstField?: string;
  /** One field per row: the row's name is its field's label, not shown twice. */
  compact?: boolean;
  children: (index: number) => ReactNode;
}) {
  const { s, form, kit } = useSettingsForm();
  return (
    <fieldset className="settings-list">
      <legend>{legend}</legend>
      {hint ? <p className="admin-hint">{hint}</p> : null}
      {rows.length === 0 ? <p>{emptyText}</p> : null}
      <ol className="settings-rows">
        {rows.map((row, index) => (
          <li key={row.key}>
            <fieldset className={compact ? "settings-row settings-row-compact" : "settings-row"}>
              <legend className={compact ? "visually-hidden" : undefined}>{rowName(index)}</legend>
              {children(index)}
              <div className="settings-row-actions">
                <AdminRowButtons
                  form={form}
                  list={list}
                  index={index}
                  count={rows.length}
                  name={rowName(index)}
                  texts={kit.texts}
                />
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {rows.length < max ? (
        <AdminAddRow
          form={form}
          list={list}
          count={rows.length}
          max={max}
          firstFieldId={(index) => `${form.id}-${list}[${index}]${firstField}`}
        >
          {addLabel}
        </AdminAddRow>
      ) : (
        <p className="admin-hint">{s.rows.full}</p>
      )}
    </fieldset>
  );
}
