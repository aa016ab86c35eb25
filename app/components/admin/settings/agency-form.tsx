// The agency's identity, its logo and the legal mentions a Belgian estate agent must publish.
import type { agencySettingsForm } from "../../../domain/admin-forms/settings-forms.ts";
import type { AdminSitePicturesMessages } from "../../../i18n/messages/admin-site-pictures.ts";
import { pictureKeys } from "../../../shared/site-picture-field.ts";
import { AdminField } from "../admin-field.tsx";
import type { useAdminForm } from "../admin-form.ts";
import { SitePictureField } from "../site-picture-field.tsx";
import { LocalizedFields } from "./localized-fields.tsx";
import { useSettingsForm } from "./settings-fields.tsx";

type AgencyFields = ReturnType<typeof useAdminForm<ReturnType<typeof agencySettingsForm>["schema"]>>[1];

export function AgencyForm({
  fields,
  u,
  megapixels,
}: {
  fields: AgencyFields;
  /** The logo field's texts. */
  u: AdminSitePicturesMessages;
  /** The photo path's pixel limit in millions. */
  megapixels: number;
}) {
  const { f, kit } = useSettingsForm();
  const a = f.agency;
  const agency = fields.agency.getFieldset();
  const wide = "admin-field-wide";
  const logoError = agency.logo.errors?.[0];
  return (
    <>
      <SitePictureField
        name="agency.logo"
        label={u.logo.legend}
        hint={u.logo.hint}
        keys={pictureKeys(typeof agency.logo.value === "string" ? agency.logo.value : "")}
        max={1}
        error={logoError ? (u.fieldErrors[logoError] ?? kit.ownErrors[logoError] ?? logoError) : undefined}
        megapixels={megapixels}
        m={u}
        ratio="logo"
      />
      <fieldset>
        <legend>{a.identity}</legend>
        <div className="admin-form-grid">
          <AdminField meta={agency.name} label={a.name} autoComplete="organization" {...kit} />
          <AdminField meta={agency.legalName} label={a.legalName} {...kit} />
          <AdminField meta={agency.street} label={a.street} {...kit} />
          <AdminField meta={agency.zip} label={a.zip} inputMode="numeric" {...kit} />
          <AdminField meta={agency.phone} label={a.phone} inputMode="tel" {...kit} />
          <AdminField meta={agency.email} label={a.email} kind="email" {...kit} />
        </div>
        <LocalizedFields title={a.city} fields={[{ meta: agency.city, label: a.city }]} />
      </fieldset>
      <fieldset>
        <legend>{a.legal}</legend>
        <div className="admin-form-grid">
          <AdminField meta={agency.companyNumber} label={a.companyNumber} hint={a.companyHint} {...kit} />
          <AdminField meta={agency.vatNumber} label={a.vatNumber} {...kit} />
          <AdminField meta={agency.bivNumber} label={a.bivNumber} hint={a.bivHint} {...kit} />
          <AdminField meta={agency.supervisor} label={a.supervisor} className={wide} {...kit} />
          <AdminField meta={agency.insurer} label={a.insurer} className={wide} {...kit} />
          <AdminField meta={agency.policyNumber} label={a.policyNumber} {...kit} />
          <AdminField meta={agency.ethicsCodeUrl} label={a.ethicsCodeUrl} kind="url" className={wide} {...kit} />
        </div>
        <LocalizedFields
          title={a.legal}
          fields={[
            { meta: agency.professionalTitle, label: a.professionalTitle },
            { meta: agency.country, label: a.country },
          ]}
        />
      </fieldset>
      <fieldset>
        <legend>{a.position}</legend>
        <div className="admin-form-grid">
          <AdminField
            meta={agency.latitude}
            label={a.latitude}
            hint={a.positionHint}
            kind="number"
            number="latitude"
            {...kit}
          />
          <AdminField meta={agency.longitude} label={a.longitude} kind="number" number="longitude" {...kit} />
        </div>
        <LocalizedFields
          title={a.openingHours}
          fields={[{ meta: agency.openingHours, label: a.openingHours, multiline: true }]}
        />
      </fieldset>
    </>
  );
}
