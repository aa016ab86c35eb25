// The listing editor: one form, grouped as the detail page groups a listing, texts in a tab per
// language, the energy block asking what the region requires, the position on a map, and the
// publishing panel beside it. The form kit's form (docs/back-office.md, "Writing a form"): the schema
// the action runs checks it in the browser too, and every field is an AdminField. The form works
// without JavaScript; with it, the region, the label and the legal-mentions check follow what is typed.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { type FormEvent, type ReactNode, useMemo } from "react";
import { Form } from "react-router";
import type { ListingFieldSpec, ListingFormSetup } from "../../../domain/admin-forms/listing-forms.ts";
import { listingSchema } from "../../../domain/admin-forms/listing-forms.ts";
import type { Mention } from "../../../domain/advert-compliance.ts";
import { propertyEnergyLabel } from "../../../domain/energy-label.ts";
import { labelRegion } from "../../../domain/region.ts";
import type { Language } from "../../../i18n/languages.ts";
import type { EditingMessages } from "../../../i18n/messages/admin-editing.ts";
import type { AdminFormTexts } from "../../../i18n/messages/admin-forms/types.ts";
import type { AdminListingMessages } from "../../../i18n/messages/admin-listings.ts";
import { flattenFields, type NestedFields } from "../../../shared/dotted-fields.ts";
import { advertFactsFromFields } from "../../../shared/listing-form-facts.ts";
import { useHydrated } from "../../modules/use-media.ts";
import { AdminField, type AdminFieldProps } from "../admin-field.tsx";
import { useAdminForm } from "../admin-form.ts";
import { AdminSaveButton } from "../admin-save-button.tsx";
import { LanguageTabs, TabNote } from "../language-tabs.tsx";
import { listingErrorTexts } from "./listing-error-texts.ts";
import { type LinkedOwner, type OwnerChoice, PeopleFields } from "./people-fields.tsx";
import { PinMapField } from "./pin-map.tsx";
import { PublishPanel, type PublishState } from "./publish-panel.tsx";

type Meta = AdminFieldProps["meta"];

export interface ListingEditorProps {
  t: AdminListingMessages;
  e: EditingMessages;
  /** The form kit's texts: errors of the shared keys, in the staff member's language. */
  f: AdminFormTexts;
  setup: ListingFormSetup;
  /** The fields as opened, with the version and base (the fields' fingerprints) the merge needs. */
  defaultValue: NestedFields;
  /** The action's answer to the last post: what was typed and its errors. */
  lastResult: SubmissionResult<string[]> | undefined;
  choices: {
    types: { webId: number; sale: boolean; rent: boolean; name: string }[];
    projects: { id: number; name: string }[];
  };
  groups: { group: string; title: string; fields: ListingFieldSpec[] }[];
  energy: ListingFieldSpec[];
  languages: readonly Language[];
  mentions: Record<Mention, string>;
  regions: Record<string, string>;
  publish: PublishState;
  refused: boolean;
  agencyPosition: { latitude: number; longitude: number };
  busy: boolean;
  /** Drawn first inside the form (a conflict's choices, which post with the rest). */
  conflict?: ReactNode;
  /**
   * The postal codes the agency's listings lie in, with their municipality and the middle of their
   * positions: a known postal code fills the municipality and opens the map on its town.
   */
  towns: readonly {
    zip: string;
    city: string;
    cityNames: Partial<Record<Language, string>>;
    latitude: number;
    longitude: number;
  }[];
  /** Who can handle the listing, its owners, and the owners' accounts to link. */
  people: { agents: { value: string; label: string }[]; owners: LinkedOwner[]; ownerChoices: OwnerChoice[] };
}

/** A field's metadata by its posted name: "details.energy.co2" is a field of a field of a field. */
function fieldAt(fields: Record<string, Meta>, name: string): Meta {
  const [first = "", ...rest] = name.split(".");
  let meta = fields[first] as Meta;
  for (const part of rest)
    meta = (meta as unknown as { getFieldset(): Record<string, Meta> }).getFieldset()[part] as Meta;
  return meta;
}

export function ListingEditorForm(props: ListingEditorProps) {
  const { t, e, choices, languages, busy } = props;
  const schema = useMemo(() => listingSchema(props.setup), [props.setup]);
  const [form, fields] = useAdminForm({
    id: "listing",
    schema,
    lastResult: props.lastResult,
    defaultValue: props.defaultValue,
  });
  const named = fields as unknown as Record<string, Meta>;
  // What is typed now (or what the server sent back): the panel judges these values, not the stored ones.
  const live = flattenFields(form.value ?? props.defaultValue);
  const f = t.fields;
  const said = (meta: Meta) =>
    listingErrorTexts(meta.errors ?? [], typeof meta.value === "string" ? meta.value : "", props.f, t);
  const field = (name: string, label: string, control: Partial<AdminFieldProps> = {}) => {
    const meta = fieldAt(named, name);
    return <AdminField key={name} meta={meta} label={label} {...said(meta)} {...(control as object)} />;
  };
  const numberField = (name: string, label: string, kind: NonNullable<ListingFieldSpec["kind"]>) =>
    field(name, label, { kind: "number", number: kind });
  const select = (name: string, label: string, options: { value: string; label: string }[], placeholder?: string) =>
    field(name, label, { kind: "select", options, ...(placeholder === undefined ? {} : { placeholder }) });
  const specField = (spec: ListingFieldSpec) => {
    switch (spec.input) {
      case "select":
        return select(spec.name, spec.label, spec.options ?? []);
      case "date":
        return field(spec.name, spec.label, { kind: "date" });
      case "text":
        return field(spec.name, spec.label);
      default:
        return numberField(spec.name, spec.label, spec.kind ?? (spec.input === "integer" ? "count" : "area"));
    }
  };
  const facts = advertFactsFromFields(live);
  const region = labelRegion(facts.zip, facts.countryId);
  const label = propertyEnergyLabel(facts);
  const goal = live.goal === "1" ? "rent" : "sale";
  const types = choices.types.filter(
    (type) => (goal === "sale" ? type.sale : type.rent) || String(type.webId) === live.typeWebId,
  );
  const missingTitles = new Set(languages.filter((language) => !(live[`text.${language}.title`] ?? "").trim()));
  const firstErrorLanguage = languages.find((language) =>
    Object.keys(form.allErrors).some((name) => name.startsWith(`text.${language}.`)),
  );
  const initial = (name: string) => {
    const value = fieldAt(named, name).initialValue;
    return typeof value === "string" ? value : "";
  };
  const overrideReason = fieldAt(named, "overrideReason");
  const hydrated = useHydrated();
  const zip = (live.zip ?? "").trim();
  const town = props.towns.find((known) => known.zip === zip);
  // A postal code the agency knows fills the municipality (and its names) where nothing is typed yet.
  const { update } = form;
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.name !== "zip") return;
    const known = props.towns.find((candidate) => candidate.zip === input.value.trim());
    const city = input.form?.elements.namedItem("city");
    if (!known || !(city instanceof HTMLInputElement) || city.value.trim() !== "") return;
    update({ name: "city", value: known.city });
    for (const language of languages) {
      const name = known.cityNames[language];
      if (name && name !== known.city) update({ name: `text.${language}.city`, value: name });
    }
  };
  // The Flemish planning mentions most listings answer "no" to, set in one go (each stays a choice).
  const nothingToReport = () => {
    for (const key of ["summons", "judicialDecision", "preemptiveRights", "allotmentPermit"])
      update({ name: `details.planning.${key}`, value: "no" });
  };

  const wide = { className: "admin-field-wide" };
  // Taking the listing offline, archiving and duplicating read none of the typing: a refused field
  // does not hold them back (their buttons are formNoValidate). Conform's own buttons (a field's
  // check as it is left) are formNoValidate too, and stay Conform's.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const leavesTypingAside =
      submitter instanceof HTMLButtonElement && submitter.name === "intent" && submitter.formNoValidate;
    if (!leavesTypingAside) form.onSubmit(event);
  };
  return (
    <Form
      method="post"
      className="admin-editor admin-listing-editor"
      {...getFormProps(form)}
      onSubmit={onSubmit}
      onInput={onInput}
    >
      {/* The version and the fields' fingerprints as opened: after a conflict, the stored ones. */}
      <input type="hidden" name="version" value={initial("version")} />
      <input type="hidden" name="base" value={initial("base")} />
      <div className="admin-editor-main">
        {props.conflict}
        <fieldset>
          <legend>{t.sections.general}</legend>
          <div className="admin-form-grid">
            {field("reference", f.reference)}
            {select("goal", f.goal, [
              { value: "0", label: t.goals.sale },
              { value: "1", label: t.goals.rent },
            ])}
            {select(
              "typeWebId",
              f.type,
              types.map((type) => ({ value: String(type.webId), label: type.name })),
              "—",
            )}
            {select(
              "marquee",
              f.marquee,
              Object.entries(f.marquees).map(([code, name]) => ({ value: code, label: name })),
            )}
            {select(
              "projectId",
              f.project,
              choices.projects.map((p) => ({ value: String(p.id), label: p.name })),
              f.noProject,
            )}
          </div>
        </fieldset>

        <PeopleFields
          findButton={form.validate.getButtonProps({ name: "ownerQuery" })}
          fields={{
            agentId: fieldAt(named, "agentId"),
            mandateStart: fieldAt(named, "mandateStart"),
            mandateEnd: fieldAt(named, "mandateEnd"),
            addOwner: fieldAt(named, "addOwner"),
            ownerQuery: fieldAt(named, "ownerQuery"),
          }}
          agents={props.people.agents}
          owners={props.people.owners}
          ownerChoices={props.people.ownerChoices}
          t={t}
          said={said}
          busy={busy}
        />

        <fieldset>
          <legend>{t.sections.price}</legend>
          <div className="admin-form-grid">
            {numberField("price", f.price, "amount")}
            {select("priceUnit", f.priceUnit, [{ value: "7", label: f.priceUnits.from }], f.priceUnits.none)}
            {field("publishPrice", f.publishPrice, { kind: "checkbox", ...wide })}
          </div>
        </fieldset>

        <fieldset>
          <legend>{t.sections.address}</legend>
          <div className="admin-form-grid">
            {field("street", f.street)}
            {field("houseNumber", f.houseNumber)}
            {field("boxNr", f.boxNr)}
            {field("zip", f.zip, { inputMode: "numeric" })}
            {field("city", f.city)}
            {select(
              "countryId",
              f.country,
              Object.entries(f.countries).map(([id, name]) => ({ value: id, label: name })),
            )}
            {field("publishAddress", f.publishAddress, { kind: "checkbox", ...wide })}
            {numberField("latitude", f.latitude, "latitude")}
            {numberField("longitude", f.longitude, "longitude")}
            <div className="admin-field-wide">
              <p className="admin-hint">{f.mapHint}</p>
              <PinMapField
                latitude={initial("latitude")}
                longitude={initial("longitude")}
                ids={{ latitude: fields.latitude.id, longitude: fields.longitude.id }}
                fallback={props.agencyPosition}
                town={town}
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
            {live.countryId === "50" ? field("epcLabelText", f.epcLabelText) : null}
            {props.energy.map(specField)}
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
            {(language) => {
              const suffix = ` (${language.toUpperCase()})`;
              return (
                <div className="admin-form-grid" lang={language}>
                  {field(`text.${language}.title`, `${f.textTitle}${suffix}`, wide)}
                  {field(`text.${language}.description`, `${f.textDescription}${suffix}`, {
                    kind: "textarea",
                    rows: 6,
                    ...wide,
                  })}
                  {field(`text.${language}.priceUnitText`, `${f.textPriceUnit}${suffix}`)}
                  {field(`text.${language}.city`, `${f.textCity}${suffix}`)}
                </div>
              );
            }}
          </LanguageTabs>
        </fieldset>

        {props.groups.map((group) => (
          <fieldset key={group.group}>
            <legend>{group.title}</legend>
            <div className="admin-form-grid">{group.fields.map(specField)}</div>
            {group.group === "planning" && hydrated ? (
              <p className="admin-form-actions">
                <button type="button" className="btn btn-outline" onClick={nothingToReport}>
                  {t.fields.nothingToReport}
                </button>
              </p>
            ) : null}
          </fieldset>
        ))}

        <fieldset>
          <legend>{t.sections.media}</legend>
          <div className="admin-form-grid">
            {field("videos", f.videos, { kind: "textarea", rows: 6, ...wide })}
            {field("tours", f.tours, { kind: "textarea", rows: 6, ...wide })}
          </div>
        </fieldset>
        <div className="admin-form-actions admin-save-bar">
          <AdminSaveButton label={e.save} busy={busy} />
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
          overrideOpen={Boolean(overrideReason.errors?.length)}
          overrideField={
            <AdminField
              meta={overrideReason}
              label={t.publish.overrideReason}
              kind="textarea"
              rows={3}
              {...said(overrideReason)}
            />
          }
          busy={busy}
        />
      </aside>
    </Form>
  );
}
