import { type MouseEvent, type ReactNode, useState } from "react";
import { blankUnit, rowIntent, UNIT_STATUSES, type UnitDraft } from "../../domain/forms/project-draft.ts";
import type { NumberKind } from "../../domain/typed-number.ts";
import { fill } from "../../i18n/fill.ts";
import type { AdminProjectsMessages } from "../../i18n/messages/admin-projects.ts";
import { numberAsTyped, numberReadOut } from "../../i18n/typed-number-text.ts";
import { type KeyedRow, useRowList } from "./row-list.ts";

type Messages = AdminProjectsMessages["editor"];
type Column = "name" | "floor" | "price" | "surface" | "bedrooms";

const COLUMNS: {
  field: Column;
  label: keyof Messages;
  inputMode?: "numeric" | "decimal";
  size: number;
  /** Read back beside the field as the site writes it ("= € 385.000"). */
  kind?: NumberKind;
}[] = [
  { field: "name", label: "unitName", size: 10 },
  { field: "floor", label: "floor", inputMode: "numeric", size: 3 },
  { field: "price", label: "price", inputMode: "decimal", size: 9, kind: "amount" },
  { field: "surface", label: "surface", inputMode: "decimal", size: 5, kind: "area" },
  { field: "bedrooms", label: "bedrooms", inputMode: "numeric", size: 3 },
];

function buttonId(key: string, operation: string): string {
  return `unit-${key}-${operation}`;
}

/**
 * The units as an editable table (a card per unit on a phone): name, floor, status, price, surface
 * and bedrooms, in the price list's order. Rows are added, moved and removed in the page; nothing
 * is written before the form is saved.
 */
export function ProjectUnits({
  units,
  errors,
  m,
  problem,
  onChange,
}: {
  units: readonly UnitDraft[];
  errors: Record<string, string>;
  m: Messages;
  problem: (code: string) => string;
  onChange: () => void;
}) {
  const list = useRowList(units, blankUnit, "unit-add");
  const count = list.rows.length;
  return (
    <>
      {count === 0 ? <p>{m.noUnits}</p> : null}
      {errors.units ? <p className="field-error">{problem(errors.units)}</p> : null}
      {count > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table cards-on-phone admin-unit-table">
            <caption className="visually-hidden">{m.units}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                {COLUMNS.slice(0, 2).map((column) => (
                  <th key={column.field} scope="col">
                    {m[column.label] as string}
                  </th>
                ))}
                <th scope="col">{m.unitStatus}</th>
                {COLUMNS.slice(2).map((column) => (
                  <th key={column.field} scope="col">
                    {m[column.label] as string}
                  </th>
                ))}
                <th scope="col">{m.actions}</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((entry, index) => (
                <UnitRow
                  key={entry.key}
                  entry={entry}
                  index={index}
                  last={index === count - 1}
                  errors={errors}
                  m={m}
                  problem={problem}
                  onButton={(event) => {
                    list.onRowButton(event, buttonId);
                    onChange();
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <p>
        <button
          type="submit"
          name="intent"
          value={rowIntent("units", "add")}
          id="unit-add"
          className="btn btn-outline"
          onClick={(event) => {
            list.onRowButton(event, buttonId);
            onChange();
          }}
        >
          {m.addUnit}
        </button>
      </p>
    </>
  );
}

function UnitRow({
  entry,
  index,
  last,
  errors,
  m,
  problem,
  onButton,
}: {
  entry: KeyedRow<UnitDraft>;
  index: number;
  last: boolean;
  errors: Record<string, string>;
  m: Messages;
  problem: (code: string) => string;
  onButton: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const { key, row } = entry;
  const which = fill(m.unit, { number: index + 1 });
  const named = row.name || which;
  const cell = (field: Column | "status") => {
    const id = `unit-${key}-${field}`;
    const error = errors[`units.${index}.${field}`];
    return {
      id,
      error,
      input: {
        id: field === "name" ? `${key}-first` : id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${id}-error` : undefined,
      },
    };
  };
  const label = (text: string, id: string) => (
    <label className="admin-cell-label" htmlFor={id}>
      {text}
      <span className="visually-hidden"> ({which})</span>
    </label>
  );
  const status = cell("status");
  return (
    <tr>
      <th scope="row">
        <input type="hidden" name="units.id" value={row.id} />
        {index + 1}
      </th>
      {COLUMNS.slice(0, 2).map((column) => (
        <InputCell
          key={column.field}
          {...cell(column.field)}
          column={column}
          row={row}
          label={label}
          m={m}
          problem={problem}
        />
      ))}
      <td>
        {label(m.unitStatus, status.input.id)}
        <select name="units.status" defaultValue={row.status || "available"} {...status.input}>
          {UNIT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {m.unitStatuses[value]}
            </option>
          ))}
        </select>
        {status.error ? (
          <p className="field-error" id={`${status.id}-error`}>
            {problem(status.error)}
          </p>
        ) : null}
      </td>
      {COLUMNS.slice(2).map((column) => (
        <InputCell
          key={column.field}
          {...cell(column.field)}
          column={column}
          row={row}
          label={label}
          m={m}
          problem={problem}
        />
      ))}
      <td className="admin-row-buttons">
        <RowButton
          id={buttonId(key, "up")}
          value={rowIntent("units", "up", index)}
          end={index === 0}
          label={fill(m.moveUp, { name: named })}
          onClick={onButton}
        >
          <span aria-hidden="true">↑</span>
        </RowButton>
        <RowButton
          id={buttonId(key, "down")}
          value={rowIntent("units", "down", index)}
          end={last}
          label={fill(m.moveDown, { name: named })}
          onClick={onButton}
        >
          <span aria-hidden="true">↓</span>
        </RowButton>
        <RowButton
          id={buttonId(key, "remove")}
          value={rowIntent("units", "remove", index)}
          label={fill(m.remove, { name: named })}
          onClick={onButton}
        >
          {m.delete}
        </RowButton>
      </td>
    </tr>
  );
}

function InputCell({
  id,
  error,
  input,
  column,
  row,
  label,
  m,
  problem,
}: {
  id: string;
  error: string | undefined;
  input: { id: string; "aria-invalid": boolean | undefined; "aria-describedby": string | undefined };
  column: (typeof COLUMNS)[number];
  row: UnitDraft;
  label: (text: string, id: string) => ReactNode;
  m: Messages;
  problem: (code: string) => string;
}) {
  const { kind } = column;
  const shown = kind ? groupedIfWhole(row[column.field], kind) : row[column.field];
  const [typed, setTyped] = useState(shown);
  return (
    <td>
      {label(m[column.label] as string, input.id)}
      <input
        {...input}
        name={`units.${column.field}`}
        defaultValue={shown}
        inputMode={column.inputMode}
        size={column.size}
        autoComplete="off"
        onInput={kind ? (event) => setTyped(event.currentTarget.value) : undefined}
      />
      {kind ? (
        // Rendered by the server too; spoken when it changes, as the listing editor's numbers.
        <output htmlFor={input.id} className="admin-hint admin-number-reading" aria-live="polite">
          {numberReadOut(typed, kind) ?? ""}
        </output>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {problem(error)}
        </p>
      ) : null}
    </td>
  );
}

/**
 * A saved unit's number comes as digits alone ("385000"): shown grouped as it is typed ("385.000"),
 * which reads back the same. Anything else (what was typed, a decimal) is left as it is.
 */
function groupedIfWhole(value: string, kind: NumberKind): string {
  return /^\d+$/.test(value) ? numberAsTyped(Number(value), kind) : value;
}

/** A row's submit button; at the list's end it stays focusable but says it does nothing. */
export function RowButton({
  id,
  value,
  end = false,
  label,
  onClick,
  children,
}: {
  id: string;
  value: string;
  end?: boolean;
  label: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={value}
      id={id}
      className="btn admin-row-button"
      aria-label={label}
      title={label}
      aria-disabled={end ? true : undefined}
      onClick={(event) => {
        if (end) {
          event.preventDefault();
          return;
        }
        onClick(event);
      }}
    >
      {children}
    </button>
  );
}
