import type { CatalogMessages } from "./catalog-messages.ts";

export interface UnitRow {
  id: number;
  name: string;
  floor: number | null;
  status: string;
  statusText: string;
  price: string;
  surface: string;
  bedrooms: number | null;
}

/** A project's price list: floor, status, price and surface per unit. */
export function UnitTable({ units, messages }: { units: UnitRow[]; messages: CatalogMessages["projects"] }) {
  return (
    // On a phone the table scrolls sideways inside this box: focusable, so a keyboard can scroll it too.
    // A group, not a region: the section around the table is already the landmark with this name.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this wraps a table
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard (WCAG 2.1.1)
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role, jsx-a11y/no-noninteractive-tabindex -- as above
    <div className="unit-table-wrap" role="group" aria-label={messages.units} tabIndex={0}>
      <table className="unit-table">
        <caption className="visually-hidden">{messages.units}</caption>
        <thead>
          <tr>
            <th scope="col">{messages.unit}</th>
            <th scope="col">{messages.floor}</th>
            <th scope="col">{messages.bedrooms}</th>
            <th scope="col">{messages.surface}</th>
            <th scope="col">{messages.price}</th>
            <th scope="col">{messages.status}</th>
          </tr>
        </thead>
        <tbody>
          {units.map((unit) => (
            <tr key={unit.id} className={`unit-${unit.status}`}>
              <th scope="row">{unit.name}</th>
              <td>{unit.floor ?? ""}</td>
              <td>{unit.bedrooms ?? ""}</td>
              <td>{unit.surface}</td>
              <td>{unit.price}</td>
              <td>{unit.statusText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
