// The project editor's own facts and its location, each field the form kit's AdminField.
import type { FieldMetadata } from "@conform-to/react";
import type { ProjectEditorInput } from "../../domain/admin-forms/project-forms.ts";
import { PROJECT_COUNTRIES, PROJECT_STATUSES } from "../../domain/forms/project-draft.ts";
import { fill } from "../../i18n/fill.ts";
import { LANGUAGES } from "../../i18n/languages.ts";
import type { AdminFormTexts } from "../../i18n/messages/admin-forms/types.ts";
import type { AdminProjectsMessages } from "../../i18n/messages/admin-projects.ts";
import { AdminField } from "./admin-field.tsx";

/** The editor form's fields, as Conform gives them. */
export type ProjectFields = {
  [Name in keyof ProjectEditorInput]-?: FieldMetadata<ProjectEditorInput[Name], ProjectEditorInput, string[]>;
};

interface Texts {
  fields: ProjectFields;
  p: AdminProjectsMessages;
  f: AdminFormTexts;
  /** The projects' own refusals (an https address, both coordinates), with their sentences. */
  own: Record<string, string>;
}

/** The project's own facts: number, completion, status, its own website. */
export function ProjectFacts({ fields, p, f, own }: Texts) {
  const e = p.editor;
  const kit = { texts: f, ownErrors: own };
  return (
    <div className="admin-form-grid">
      <AdminField meta={fields.number} label={e.number} {...kit} />
      <AdminField meta={fields.delivery} label={e.delivery} hint={e.deliveryHint} {...kit} />
      <AdminField
        meta={fields.status}
        label={e.status}
        kind="select"
        options={PROJECT_STATUSES.map((status) => ({ value: status, label: p.status[status] }))}
        {...kit}
      />
      <AdminField
        meta={fields.externalUrl}
        label={e.externalUrl}
        hint={e.externalUrlHint}
        kind="url"
        className="admin-field-wide"
        {...kit}
      />
    </div>
  );
}

/** Where the project is: address, town per language, whether the address is shown, the map's point. */
export function ProjectLocation({ fields, p, f, own }: Texts) {
  const e = p.editor;
  const kit = { texts: f, ownErrors: own };
  const cityNames = fields.cityNames.getFieldset();
  return (
    <>
      <div className="admin-form-grid">
        <AdminField meta={fields.street} label={e.street} {...kit} />
        <AdminField meta={fields.houseNumber} label={e.houseNumber} {...kit} />
        <AdminField meta={fields.boxNr} label={e.boxNr} {...kit} />
        <AdminField meta={fields.zip} label={e.zip} inputMode="numeric" {...kit} />
        <AdminField
          meta={fields.countryId}
          label={e.country}
          kind="select"
          options={PROJECT_COUNTRIES.map((country) => ({ value: country, label: e.countries[country] ?? country }))}
          {...kit}
        />
        {LANGUAGES.map((language) => (
          <AdminField
            key={language}
            meta={cityNames[language]}
            label={fill(e.cityName, { language: language.toUpperCase() })}
            lang={language}
            {...kit}
          />
        ))}
      </div>
      <AdminField
        meta={fields.publicAddress}
        label={e.publicAddress}
        hint={e.publicAddressHint}
        kind="checkbox"
        className="admin-section-tight"
        {...kit}
      />
      <div className="admin-form-grid admin-section-tight">
        <AdminField
          meta={fields.latitude}
          label={e.latitude}
          hint={e.positionHint}
          kind="number"
          number="latitude"
          {...kit}
        />
        <AdminField meta={fields.longitude} label={e.longitude} kind="number" number="longitude" {...kit} />
      </div>
    </>
  );
}
