// The attribute rows of the compare page: the detail page's groups (attribute-groups.ts) of two to
// four properties laid side by side. A row is there when at least one of them has the value, in
// the detail page's order; a property without it has an empty cell. Only the groups a buyer
// weighs one property against another by: areas, rooms, the building and its comfort. The legal
// and financial groups stay on each property's own page.
import type { AttributeGroup, AttributeGroupName } from "../../../shared/detail-view.ts";
import { ATTRIBUTE_GROUPS } from "../detail/attribute-groups.ts";

export const COMPARED_GROUPS: readonly AttributeGroupName[] = ["surfaces", "rooms", "building", "comfort"];

export interface CompareRow {
  key: string;
  label: string;
  /** One cell per property, in the columns' order; null where the property does not say. */
  values: (string | null)[];
}

export interface CompareSection {
  group: AttributeGroupName;
  title: string;
  rows: CompareRow[];
}

/** The rows of the groups, leaving out the keys the page already shows among its key figures. */
export function compareSections(
  columns: readonly AttributeGroup[][],
  shownAbove: ReadonlySet<string> = new Set(),
): CompareSection[] {
  return ATTRIBUTE_GROUPS.flatMap(({ group, fields }) => {
    if (!COMPARED_GROUPS.includes(group)) return [];
    const groups = columns.map((groups) => groups.find((found) => found.group === group));
    const title = groups.find((found) => found)?.title;
    if (!title) return [];
    const rows = fields.flatMap(({ key }): CompareRow[] => {
      if (shownAbove.has(key)) return [];
      const cells = groups.map((found) => found?.rows.find((row) => row.key === key));
      const label = cells.find((cell) => cell)?.label;
      return label ? [{ key, label, values: cells.map((cell) => cell?.value ?? null) }] : [];
    });
    return rows.length > 0 ? [{ group, title, rows }] : [];
  });
}
