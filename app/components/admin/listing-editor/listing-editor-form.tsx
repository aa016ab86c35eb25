// The listing editor: one form, grouped as the detail page groups a listing, texts in a tab per
// language, the energy block asking what the region requires, the position on a map, and the
// publishing panel beside it. The form works without JavaScript; with it, the region, the label and
// the legal-mentions check follow what is typed.
import { type FormEvent, type ReactNode, useState } from "react";
import { Form } from "react-router";
import type { Mention } from "../../../domain/advert-compliance.ts";
import { propertyEnergyLabel } from "../../../domain/energy-label.ts";
import { labelRegion } from "../../../domain/region.ts";
import type { NumberKind } from "../../../domain/typed-number.ts";
import type { Language } from "../../../i18n/languages.ts";
import type { EditingMessages } from "../../../i18n/messages/admin-editing.ts";
import type { AdminListingMessages } from "../../../i18n/messages/admin-listings.ts";
import { numberReadOut } from "../../../i18n/typed-number-text.ts";
import { advertFactsFromFields } from "../../../shared/listing-form-facts.ts";
import { LanguageTabs, TabNote } from "../language-tabs.tsx";
import { EditorField, type FieldSpec } from "./editor-field.tsx";
import { PinMapField } from "./pin-map.tsx";
import { PublishPanel, type PublishState } from "./publish-panel.tsx";

export interface ListingEditorProps {
  t: AdminListingMessages;
  e: EditingMessages;
  version: string | null;
  /** The fingerprints of the fields as the form was opened, for a merge with what is saved meanwhile. */
  base: string | null;
  fields: Record<string, string>;
  errors: Record<string, string>;
  choices: {
    types: { webId: number; sale: boolean; rent: boolean; name: string }[];
    projects: { id: number; name: string }[];
  };
  groups: { group: string; title: string; fields: FieldSpec[] }[];
  energy: FieldSpec[];
  languages: readonly Language[];
  mentions: Record<Mention, string>;
  regions: Record<string, string>;
  publish: PublishState;
  refused: boolean;
  agencyPosition: { latitude: number; longitude: number };
  busy: boolean;
  /** Drawn first inside the form (a conflict's choices, which post with the rest). */
  conflict?: ReactNode;
}

/** The kinds whose typed value is read back beside the field: a thousand times off shows at once. */
const READ_BACK: ReadonlySet<NumberKind> = new Set(["amount", "area", "length", "energy", "percentage"]);

function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form))
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return fields;
}

export function ListingEditorForm(props: ListingEditorProps) {
  const { t, e, fields, errors, choices, languages, busy } = props;
  const [live, setLive] = useState(fields);
  const f = t.fields;
  const value = (name: string) => fields[name] ?? "";
  const field = (
    name: string,
    label: string,
    input: FieldSpec["input"],
    extra: Partial<Parameters<typeof EditorField>[0]> = {},
  ) => <EditorField key={name} spec={{ name, label, input }} value={value(name)} error={errors[name]} {...extra} />;
  const readOut = (spec: FieldSpec) =>
    spec.kind && READ_BACK.has(spec.kind) ? numberReadOut(live[spec.name] ?? "", spec.kind) : undefined;
  /** A number field, typed as text the Belgian way and read back beside it while it is typed. */
  const numberField = (name: string, label: string, kind: NumberKind) => {
    const spec: FieldSpec = { name, label, input: kind === "count" ? "integer" : "number", kind };
    return <EditorField key={name} spec={spec} value={value(name)} error={errors[name]} readOut={readOut(spec)} />;
  };
  const facts = advertFactsFromFields(live);
  const region = labelRegion(facts.zip, facts.countryId);
  const label = propertyEnergyLabel(facts);
  const goal = live.goal === "1" ? "rent" : "sale";
  const types = choices.types.filter(
    (type) => (goal === "sale" ? type.sale : type.rent) || String(type.webId) === value("typeWebId"),
  );
  const missingTitles = new Set(languages.filter((language) => !(live[`text.${language}.title`] ?? "").trim()));
  const firstErrorLanguage = languages.find((language) =>
    Object.keys(errors).some((name) => name.startsWith(`text.${language}.`)),
  );
  const onChange = (event: FormEvent<HTMLFormElement>) => setLive(formFields(event.currentTarget));

  return (
    <Form method="post" className="admin-editor admin-listing-editor" onChange={onChange} onInput={onChange} noValidate>
      <input type="hidden" name="version" value={props.version ?? ""} />
      <input type="hidden" name="base" value={props.base ?? ""} />
      <div className="admin-editor-main">
        {props.conflict}
        <fieldset>
          <legend>{t.sections.general}</legend>
          <div className="admin-form-grid">
            {field("reference", f.reference, "text")}
            <EditorField
              spec={{
                name: "goal",
                label: f.goal,
                input: "select",
                options: [
                  { value: "0", label: t.goals.sale },
                  { value: "1", label: t.goals.rent },
                ],
              }}
              value={value("goal")}
              error={errors.goal}
            />
            <EditorField
              spec={{
                name: "typeWebId",
                label: f.type,
                input: "select",
                options: [
                  { value: "", label: "—" },
                  ...types.map((type) => ({ value: String(type.webId), label: type.name })),
                ],
              }}
              value={value("typeWebId")}
              error={errors.typeWebId}
              required
            />
            <EditorField
              spec={{
                name: "marquee",
                label: f.marquee,
                input: "select",
                options: Object.entries(f.marquees).map(([code, name]) => ({ value: code, label: name })),
              }}
              value={value("marquee")}
              error={errors.marquee}
            />
            <EditorField
              spec={{
                name: "projectId",
                label: f.project,
                input: "select",
                options: [
                  { value: "", label: f.noProject },
                  ...choices.projects.map((p) => ({ value: String(p.id), label: p.name })),
                ],
              }}
              value={value("projectId")}
              error={errors.projectId}
            />
          </div>
        </fieldset>

        <fieldset>
          <legend>{t.sections.price}</legend>
          <div className="admin-form-grid">
            {numberField("price", f.price, "amount")}
            <EditorField
              spec={{
                name: "priceUnit",
                label: f.priceUnit,
                input: "select",
                options: [
                  { value: "", label: f.priceUnits.none },
                  { value: "7", label: f.priceUnits.from },
                ],
              }}
              value={value("priceUnit")}
              error={errors.priceUnit}
            />
            {field("publishPrice", f.publishPrice, "checkbox", { wide: true })}
          </div>
        </fieldset>

        <fieldset>
          <legend>{t.sections.address}</legend>
          <div className="admin-form-grid">
            {field("street", f.street, "text")}
            {field("houseNumber", f.houseNumber, "text")}
            {field("boxNr", f.boxNr, "text")}
            {field("zip", f.zip, "text", { required: true })}
            {field("city", f.city, "text", { required: true })}
            <EditorField
              spec={{
                name: "countryId",
                label: f.country,
                input: "select",
                options: Object.entries(f.countries).map(([id, name]) => ({ value: id, label: name })),
              }}
              value={value("countryId")}
              error={errors.countryId}
            />
            {field("publishAddress", f.publishAddress, "checkbox", { wide: true })}
            {numberField("latitude", f.latitude, "latitude")}
            {numberField("longitude", f.longitude, "longitude")}
            <div className="admin-field-wide">
              <p className="admin-hint">{f.mapHint}</p>
              <PinMapField
                latitude={value("latitude")}
                longitude={value("longitude")}
                fallback={props.agencyPosition}
                label={f.mapLabel}
                pinLabel={f.mapLabel}
              />
            </div>
          </div>
        </fieldset>

        <fieldset>
          <legend>{t.sections.main}</legend>
          <div className="admin-form-grid">
            {numberField("livingArea", f.livingArea, "area")}
            {numberField("plotArea", f.plotArea, "area")}
            {numberField("bedrooms", f.bedrooms, "count")}
            {numberField("bathrooms", f.bathrooms, "count")}
          </div>
        </fieldset>

        <fieldset>
          <legend>{t.sections.energy}</legend>
          <dl className="admin-facts">
            <dt>{f.region}</dt>
            <dd>{region ? (props.regions[region] ?? region) : f.regionUnknown}</dd>
            <dt>{f.computedLabel}</dt>
            <dd>{label ? (label.kind === "scale" ? label.label : label.text) : f.noLabel}</dd>
          </dl>
          <div className="admin-form-grid">
            {numberField("energyPerformance", f.energyPerformance, "energy")}
            {live.countryId === "50" ? field("epcLabelText", f.epcLabelText, "text") : null}
            {props.energy.map((spec) => (
              <EditorField
                key={spec.name}
                spec={spec}
                value={value(spec.name)}
                error={errors[spec.name]}
                readOut={readOut(spec)}
              />
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend>{t.sections.texts}</legend>
          <LanguageTabs
            languages={languages}
            label={t.sections.texts}
            note={(language) => <TabNote text={missingTitles.has(language) ? e.missingTranslation : ""} />}
            selected={firstErrorLanguage}
          >
            {(language) => (
              <div className="admin-form-grid" lang={language}>
                {field(`text.${language}.title`, `${f.textTitle} (${language.toUpperCase()})`, "text", { wide: true })}
                {field(`text.${language}.description`, `${f.textDescription} (${language.toUpperCase()})`, "textarea", {
                  wide: true,
                })}
                {field(`text.${language}.priceUnitText`, `${f.textPriceUnit} (${language.toUpperCase()})`, "text")}
                {field(`text.${language}.city`, `${f.textCity} (${language.toUpperCase()})`, "text")}
              </div>
            )}
          </LanguageTabs>
        </fieldset>

        {props.groups.map((group) => (
          <fieldset key={group.group}>
            <legend>{group.title}</legend>
            <div className="admin-form-grid">
              {group.fields.map((spec) => (
                <EditorField
                  key={spec.name}
                  spec={spec}
                  value={value(spec.name)}
                  error={errors[spec.name]}
                  readOut={readOut(spec)}
                />
              ))}
            </div>
          </fieldset>
        ))}

        <fieldset>
          <legend>{t.sections.media}</legend>
          <div className="admin-form-grid">
            {field("videos", f.videos, "textarea", { wide: true })}
            {field("tours", f.tours, "textarea", { wide: true })}
          </div>
        </fieldset>
        <div className="admin-form-actions admin-save-bar">
          <button type="submit" name="intent" value="save" className="btn btn-accent" disabled={busy}>
            {e.save}
          </button>
        </div>
      </div>
      <aside className="admin-editor-aside">
        <PublishPanel
          state={props.publish}
          facts={facts}
          t={t}
          mentions={props.mentions}
          regions={props.regions}
          refused={props.refused}
          overrideError={errors.overrideReason}
          busy={busy}
        />
      </aside>
    </Form>
  );
}
