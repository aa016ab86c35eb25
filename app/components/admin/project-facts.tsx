import { PROJECT_COUNTRIES, PROJECT_STATUSES, type ProjectDraft } from "../../domain/forms/project-draft.ts";
import { fill } from "../../i18n/fill.ts";
import { LANGUAGES } from "../../i18n/languages.ts";
import type { AdminProjectsMessages } from "../../i18n/messages/admin-projects.ts";
import { EditorField } from "./editor-field.tsx";

type Messages = AdminProjectsMessages;

/** The project's own facts: number, completion, status, its own website. */
export function ProjectFacts({
  draft,
  errors,
  p,
  problem,
}: {
  draft: ProjectDraft;
  errors: Record<string, string>;
  p: Messages;
  problem: (code: string | undefined) => string | undefined;
}) {
  const e = p.editor;
  return (
    <div className="admin-form-grid">
      <EditorField
        id="project-number"
        name="number"
        label={e.number}
        defaultValue={draft.number}
        error={problem(errors.number)}
        maxLength={40}
      />
      <EditorField
        id="project-delivery"
        name="delivery"
        label={e.delivery}
        hint={e.deliveryHint}
        defaultValue={draft.delivery}
        error={problem(errors.delivery)}
        maxLength={80}
      />
      <div className="field">
        <label htmlFor="project-status">{e.status}</label>
        <select
          id="project-status"
          name="status"
          defaultValue={draft.status}
          aria-invalid={errors.status ? true : undefined}
          aria-describedby={errors.status ? "project-status-error" : undefined}
        >
          {PROJECT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {p.status[status]}
            </option>
          ))}
        </select>
        {errors.status ? (
          <p className="field-error" id="project-status-error">
            {problem(errors.status)}
          </p>
        ) : null}
      </div>
      <EditorField
        id="project-external-url"
        name="externalUrl"
        type="url"
        label={e.externalUrl}
        hint={e.externalUrlHint}
        defaultValue={draft.externalUrl}
        error={problem(errors.externalUrl)}
        className="field admin-field-wide"
      />
    </div>
  );
}

/** Where the project is: address, town per language, whether the address is shown, the map's point. */
export function ProjectLocation({
  draft,
  errors,
  p,
  problem,
}: {
  draft: ProjectDraft;
  errors: Record<string, string>;
  p: Messages;
  problem: (code: string | undefined) => string | undefined;
}) {
  const e = p.editor;
  return (
    <>
      <div className="admin-form-grid">
        <EditorField
          id="project-street"
          name="street"
          label={e.street}
          defaultValue={draft.street}
          error={problem(errors.street)}
        />
        <EditorField
          id="project-house-number"
          name="houseNumber"
          label={e.houseNumber}
          defaultValue={draft.houseNumber}
          error={problem(errors.houseNumber)}
        />
        <EditorField
          id="project-box"
          name="boxNr"
          label={e.boxNr}
          defaultValue={draft.boxNr}
          error={problem(errors.boxNr)}
        />
        <EditorField
          id="project-zip"
          name="zip"
          label={e.zip}
          defaultValue={draft.zip}
          error={problem(errors.zip)}
          inputMode="numeric"
          maxLength={4}
        />
        <div className="field">
          <label htmlFor="project-country">{e.country}</label>
          <select id="project-country" name="countryId" defaultValue={draft.countryId}>
            {PROJECT_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {e.countries[country]}
              </option>
            ))}
          </select>
        </div>
        {LANGUAGES.map((language) => (
          <EditorField
            key={language}
            id={`project-city-${language}`}
            name={`cityNames.${language}`}
            label={fill(e.cityName, { language: language.toUpperCase() })}
            defaultValue={draft.cityNames[language]}
            error={problem(errors[`cityNames.${language}`])}
            lang={language}
          />
        ))}
      </div>
      <div className="admin-check admin-section-tight">
        <input
          type="checkbox"
          id="project-public-address"
          name="publicAddress"
          defaultChecked={draft.publicAddress}
          aria-describedby="project-public-address-hint"
        />
        <label htmlFor="project-public-address">{e.publicAddress}</label>
      </div>
      <p className="admin-hint" id="project-public-address-hint">
        {e.publicAddressHint}
      </p>
      <div className="admin-form-grid admin-section-tight">
        <EditorField
          id="project-latitude"
          name="latitude"
          label={e.latitude}
          describedBy="project-position-hint"
          defaultValue={draft.latitude}
          error={problem(errors.latitude)}
          inputMode="decimal"
        />
        <EditorField
          id="project-longitude"
          name="longitude"
          label={e.longitude}
          describedBy="project-position-hint"
          defaultValue={draft.longitude}
          error={problem(errors.longitude)}
          inputMode="decimal"
        />
      </div>
      <p className="admin-hint" id="project-position-hint">
        {e.positionHint}
      </p>
    </>
  );
}
