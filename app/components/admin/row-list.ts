import { type MouseEvent, useEffect, useRef, useState } from "react";
import { applyRowOperation, parseRowIntent } from "../../domain/forms/project-draft.ts";

export interface KeyedRow<T> {
  key: string;
  row: T;
}

/**
 * The rows of an editable list (units, documents) kept in the page: a row button (a submit button
 * whose intent names the operation and the row, which the server applies when JavaScript is off)
 * applies its operation in place instead. The rows' fields are uncontrolled and keyed, so what was
 * typed moves with its row. The button's row keeps the focus (moved up: its "up" button, removed:
 * the next row's same button, else `fallbackFocusId`).
 */
export function useRowList<T>(initial: readonly T[], blank: () => T, fallbackFocusId: string) {
  const [rows, setRows] = useState<KeyedRow<T>[]>(() => initial.map((row, index) => ({ key: `row-${index}`, row })));
  // Keys for rows added later, after those the list started with.
  const counter = useRef(initial.length);
  const [changed, setChanged] = useState(false);
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  function onRowButton(event: MouseEvent<HTMLButtonElement>, buttonId: (key: string, operation: string) => string) {
    const intent = parseRowIntent(event.currentTarget.value);
    if (!intent) return;
    event.preventDefault();
    const next = applyRowOperation(rows, intent.operation, intent.index, () => ({
      key: `row-${counter.current++}`,
      row: blank(),
    }));
    if (intent.operation === "add") focusNext.current = `${next.at(-1)?.key}-first`;
    else if (intent.operation === "remove") {
      const following = next[intent.index] ?? next[intent.index - 1];
      focusNext.current = following ? buttonId(following.key, "remove") : fallbackFocusId;
    } else {
      const moved = rows[intent.index];
      focusNext.current = moved ? buttonId(moved.key, intent.operation) : null;
    }
    setRows(next);
    setChanged(true);
  }

  return { rows, changed, onRowButton };
}
