import { Link } from "../ui/link.tsx";
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
  /** The page of the listing this unit is, when it is published. */
  href: string | null;
}

/** A project's price list: floor, status, price and surface per unit; a unit with a listing of its own links to it. */
export function UnitTable({ units, messages }: { units: UnitRow[]; messages: CatalogMessages["projects"] }) {
  return (
    // On a phone each row is a small card (detail.css), its cells labelled by data-label: no box to
    // scroll sideways, which a keyboard could not reach.
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
              <th scope="row">{unit.href ? <Link to={unit.href}>{unit.name}</Link> : unit.name}</th>
              <td data-label={messages.floor}>{unit.floor ?? ""}</td>
              <td data-label={messages.bedrooms}>{unit.bedrooms ?? ""}</td>
              <td data-label={messages.surface}>{unit.surface}</td>
              <td data-label={messages.price}>{unit.price}</td>
              <td data-label={messages.status}>{unit.statusText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
