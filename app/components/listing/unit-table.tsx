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
    <div className="unit-table-wrap">
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
