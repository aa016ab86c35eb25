// The project editor's units as an editable table (a card per unit on a phone): name, floor,
// status, price, surface, bedrooms and the listing the unit is (one of the project's properties, to
// which the public price list links), in the price list's order. Each field is the form kit's
// AdminField (prices and surfaces Belgian-typed numbers with their read-out); rows are added, moved
// and removed with the kit's row buttons, in the page with JavaScript and by the server without.
// Nothing is written before the form is saved.
import type { FormMetadata } from "@conform-to/react";
import type { ProjectEditorInput } from "../../domain/admin-forms/project-forms.ts";
import { MAX_UNITS, UNIT_STATUSES } from "../../domain/forms/project-draft.ts";
import { fill } from "../../i18n/fill.ts";
import type { AdminFormTexts } from "../../i18n/messages/admin-forms/types.ts";
import type { AdminProjectsMessages } from "../../i18n/messages/admin-projects.ts";
import { AdminField } from "./admin-field.tsx";
import { adminErrorText } from "./admin-form.ts";
import { AdminAddRow, AdminRowButtons } from "./admin-rows.tsx";
import type { ProjectFields } from "./project-facts.tsx";

type Messages = AdminProjectsMessages["editor"];

/** A property of the project, which a unit may be. */
export interface UnitListingChoice {
  id: number;
  reference: string | null;
  title: string;
  published: boolean;
}

function listingOptions(listings: readonly UnitListingChoice[], m: Messages) {
  return listings.map((listing) => ({
    value: String(listing.id),
    label: [
      listing.reference ?? String(listing.id),
      listing.title,
      listing.published ? "" : `(${m.unpublishedProperty})`,
    ]
      .filter(Boolean)
      .join(" · "),
  }));
}

export function ProjectUnits({
  form,
  units,
  listings,
  m,
  f,
  own,
}: {
  form: FormMetadata<ProjectEditorInput, string[]>;
  units: ProjectFields["units"];
  /** The project's properties, which a unit may be. */
  listings: readonly UnitListingChoice[];
  m: Messages;
  f: AdminFormTexts;
  own: Record<string, string>;
}) {
  const rows = units.getFieldList();
  const count = rows.length;
  const kit = { texts: f, ownErrors: own };
  const listError = units.errors?.[0];
  const listingChoices = listingOptions(listings, m);
  return (
    <>
      {count === 0 ? <p>{m.noUnits}</p> : null}
      {listError ? (
        <p className="field-error" id={units.errorId}>
          {adminErrorText(listError, f, own)}
        </p>
      ) : null}
      {count > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table cards-on-phone admin-unit-table">
            <caption className="visually-hidden">{m.units}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{m.unitName}</th>
                <th scope="col">{m.floor}</th>
                <th scope="col">{m.unitStatus}</th>
                <th scope="col">{m.price}</th>
                <th scope="col">{m.surface}</th>
                <th scope="col">{m.bedrooms}</th>
                <th scope="col">{m.unitListing}</th>
                <th scope="col">{m.actions}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const unit = row.getFieldset();
                const which = fill(m.unit, { number: index + 1 });
                // Each field's label is said with its row to screen readers ("Naam (Eenheid 2)").
                const inRow = { ...kit, row: which };
                const named = typeof unit.name.value === "string" && unit.name.value.trim() ? unit.name.value : which;
                return (
                  <tr key={row.key}>
                    <th scope="row">
                      <input
                        type="hidden"
                        name={unit.id.name}
                        value={typeof unit.id.value === "string" ? unit.id.value : ""}
                      />
                      {index + 1}
                    </th>
                    <td>
                      <AdminField meta={unit.name} label={m.unitName} {...inRow} />
                    </td>
                    <td>
                      <AdminField meta={unit.floor} label={m.floor} kind="number" number="count" {...inRow} />
                    </td>
                    <td>
                      <AdminField
                        meta={unit.status}
                        label={m.unitStatus}
                        kind="select"
                        options={UNIT_STATUSES.map((status) => ({
                          value: status,
                          label: m.unitStatuses[status] ?? status,
                        }))}
                        {...inRow}
                      />
                    </td>
                    <td>
                      <AdminField meta={unit.price} label={m.price} kind="number" number="amount" {...inRow} />
                    </td>
                    <td>
                      <AdminField meta={unit.surface} label={m.surface} kind="number" number="area" {...inRow} />
                    </td>
                    <td>
                      <AdminField meta={unit.bedrooms} label={m.bedrooms} kind="number" number="count" {...inRow} />
                    </td>
                    <td>
                      <AdminField
                        meta={unit.propertyId}
                        label={m.unitListing}
                        kind="select"
                        placeholder={m.unitListingNone}
                        options={listingChoices}
                        {...inRow}
                      />
                    </td>
                    <td className="admin-row-buttons">
                      <AdminRowButtons
                        form={form}
                        list={units.name}
                        index={index}
                        count={count}
                        name={named}
                        texts={f}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <p>
        <AdminAddRow
          form={form}
          list={units.name}
          count={count}
          max={MAX_UNITS}
          firstFieldId={(index) => `${form.id}-${units.name}[${index}].name`}
          defaultValue={{ status: "available" }}
        >
          {m.addUnit}
        </AdminAddRow>
      </p>
    </>
  );
}
