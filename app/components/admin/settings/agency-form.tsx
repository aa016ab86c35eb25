// The agency's identity and the legal mentions a Belgian estate agent must publish.
import { LocalizedFields } from "./localized-fields.tsx";
import { TextField, useSettingsForm } from "./settings-fields.tsx";

export function AgencyForm() {
  const { f } = useSettingsForm();
  const a = f.agency;
  return (
    <>
      <fieldset>
        <legend>{a.identity}</legend>
        <div className="admin-form-grid">
          <TextField name="agency.name" label={a.name} required autoComplete="organization" />
          <TextField name="agency.legalName" label={a.legalName} required />
          <TextField name="agency.street" label={a.street} required />
          <TextField name="agency.zip" label={a.zip} required inputMode="numeric" />
          <TextField name="agency.phone" label={a.phone} type="tel" required />
          <TextField name="agency.email" label={a.email} type="email" required />
        </div>
        <LocalizedFields title={a.city} fields={[{ name: "agency.city", label: a.city, required: true }]} />
      </fieldset>
      <fieldset>
        <legend>{a.legal}</legend>
        <div className="admin-form-grid">
          <TextField name="agency.companyNumber" label={a.companyNumber} hint={a.companyHint} required />
          <TextField name="agency.vatNumber" label={a.vatNumber} required />
          <TextField name="agency.bivNumber" label={a.bivNumber} hint={a.bivHint} required />
          <TextField name="agency.supervisor" label={a.supervisor} required wide />
          <TextField name="agency.insurer" label={a.insurer} required wide />
          <TextField name="agency.policyNumber" label={a.policyNumber} required />
          <TextField name="agency.ethicsCodeUrl" label={a.ethicsCodeUrl} type="url" required wide />
        </div>
        <LocalizedFields
          title={a.legal}
          fields={[
            { name: "agency.professionalTitle", label: a.professionalTitle, required: true },
            { name: "agency.country", label: a.country, required: true },
          ]}
        />
      </fieldset>
      <fieldset>
        <legend>{a.position}</legend>
        <div className="admin-form-grid">
          <TextField name="agency.latitude" label={a.latitude} hint={a.positionHint} inputMode="decimal" required />
          <TextField name="agency.longitude" label={a.longitude} inputMode="decimal" required />
        </div>
        <LocalizedFields
          title={a.openingHours}
          fields={[{ name: "agency.openingHours", label: a.openingHours, multiline: true }]}
        />
      </fieldset>
    </>
  );
}
