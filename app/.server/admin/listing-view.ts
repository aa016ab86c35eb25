// The listing editor's view: every field's value as the form shows it (text), and the detail groups'
// fields with their labels and choices in the staff member's language, from which the form's schema
// is built on both sides.
import type { ListingFieldSpec } from "../../domain/admin-forms/listing-forms.ts";
import { type NumberBounds, type NumberKind, readTypedNumber } from "../../domain/typed-number.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import type { AdminListingMessages } from "../../i18n/messages/admin-listings.ts";
import { messagesFor } from "../../i18n/messages.server.ts";
import { numberAsTyped, numberWithUnit } from "../../i18n/typed-number-text.ts";
import { ATTRIBUTE_GROUPS } from "../catalog/detail/attribute-groups.ts";
import { attributeLabels } from "../catalog/detail/attribute-labels.ts";
import type { PropertyText } from "../catalog/import/feed-property.ts";
import type { FieldDescription } from "./edit-merge-form.ts";
import { COLUMN_BACKED_DETAILS, ENERGY_FIELDS, type ListingValues } from "./listing-form.ts";
import { type ListingMandate, NO_MANDATE } from "./listing-people.ts";

/** A listing as the editor shows it: stored, or as a form would store it (what a merge compares). */
export interface ShownListing {
  row: ListingValues;
  texts: readonly PropertyText[];
  videos: readonly string[];
  tours: readonly string[];
  mandate?: ListingMandate;
}

/** A field of the detail groups or the energy block, as the form draws it and its schema reads it. */
export type EditorField = ListingFieldSpec;

export interface EditorGroup {
  group: string;
  title: string;
  fields: EditorField[];
}

const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? "" : String(value);

/** A stored number as the person types it back: 385000 shows "385.000", 82.5 "82,5" (read the same way again). */
const typed = (value: number | null | undefined, kind: NumberKind): string =>
  value === null || value === undefined ? "" : numberAsTyped(value, kind);

/** Detail numbers with a range of their own: E-levels and CO₂ go below zero; a building's yearly kWh is large. */
const DETAIL_BOUNDS: Readonly<Record<string, Partial<NumberBounds>>> = {
  co2: { min: -1_000 },
  eLevel: { min: -1_000 },
  epcTotal: { max: 100_000_000 },
};

/** The number kind of each detail field, by the kind the detail page shows it as. */
const DETAIL_KINDS: Record<string, NumberKind> = Object.fromEntries(
  ATTRIBUTE_GROUPS.flatMap(({ source, fields }) =>
    fields.flatMap((spec): [string, NumberKind][] => {
      const kind = numberKindOf(spec.kind);
      return kind ? [[`${source}.${spec.key}`, kind]] : [];
    }),
  ),
);

function bounded(key: string): Pick<EditorField, "bounds"> {
  const bounds = DETAIL_BOUNDS[key];
  return bounds ? { bounds } : {};
}

function numberKindOf(kind: string): NumberKind | undefined {
  if (kind === "money") return "amount";
  if (kind === "area" || kind === "length" || kind === "count") return kind;
  return undefined;
}

/**
 * Every field of the form with the stored value; a new listing starts for sale, in Belgium, shown in
 * full. The details the form asks as columns (bedrooms, ...) are left out: the form has no such field.
 */
export function editorFields(stored: ShownListing | null): Record<string, string> {
  if (!stored) return { goal: "0", countryId: "10", publishPrice: "on", publishAddress: "on", marquee: "0" };
  const { row } = stored;
  const fields: Record<string, string> = {
    reference: text(row.reference),
    goal: row.goal === 0 ? "0" : "1",
    typeWebId: text(row.typeWebId),
    projectId: text(row.projectId),
    marquee: text(row.marquee),
    price: typed(row.price, "amount"),
    priceUnit: row.priceUnit === 7 ? "7" : "",
    street: text(row.street),
    houseNumber: text(row.houseNumber),
    boxNr: text(row.boxNr),
    zip: row.zip,
    city: row.city,
    countryId: text(row.countryId),
    latitude: text(row.latitude),
    longitude: text(row.longitude),
    energyPerformance: typed(row.energyPerformance, "energy"),
    epcLabelText: text(row.epcLabelText),
    bedrooms: text(row.bedrooms),
    bathrooms: text(row.bathrooms),
    livingArea: typed(row.livingArea, "area"),
    plotArea: typed(row.plotArea, "area"),
    videos: stored.videos.join("\n"),
    tours: stored.tours.join("\n"),
    ...mandateFields(stored.mandate ?? NO_MANDATE),
  };
  // Every field has a key, a box left unticked too: a merge tells "unticked" from "not in the form".
  fields.publishPrice = row.publishPrice ? "on" : "";
  fields.publishAddress = row.publishAddress ? "on" : "";
  for (const [group, values] of Object.entries(row.details))
    for (const [key, value] of Object.entries(values ?? {})) {
      if (COLUMN_BACKED_DETAILS.has(`${group}.${key}`)) continue;
      fields[`details.${group}.${key}`] =
        typeof value === "boolean"
          ? value
            ? "yes"
            : "no"
          : typeof value === "number"
            ? numberAsTyped(value, DETAIL_KINDS[`${group}.${key}`] ?? "count")
            : String(value ?? "");
    }
  for (const language of LANGUAGES) {
    const found = stored.texts.find((t) => t.language === language);
    fields[`text.${language}.title`] = found?.title ?? "";
    fields[`text.${language}.description`] = found?.description ?? "";
    fields[`text.${language}.priceUnitText`] = found?.priceUnitText ?? "";
    fields[`text.${language}.city`] = row.cityNames[language] ?? "";
  }
  return fields;
}

/** The mandate as the form's fields. */
export function mandateFields(mandate: ListingMandate): Record<"agentId" | "mandateStart" | "mandateEnd", string> {
  return { agentId: mandate.agentId ?? "", mandateStart: mandate.startsOn ?? "", mandateEnd: mandate.endsOn ?? "" };
}

/** The detail groups as the detail page groups them, without the fields asked as columns; then energy. */
export function editorGroups(
  language: Language,
  t: AdminListingMessages,
): { groups: EditorGroup[]; energy: EditorField[] } {
  const labels = attributeLabels(language);
  const detail = messagesFor(language).catalog.detail;
  const flag = [
    { value: "", label: t.fields.unknown },
    { value: "yes", label: detail.yes },
    { value: "no", label: detail.no },
  ];
  const attributes: Record<string, string> = labels.attributes;
  const groups = ATTRIBUTE_GROUPS.map(({ group, source, fields }) => ({
    group,
    title: labels.groups[group],
    fields: fields
      .filter((spec) => !COLUMN_BACKED_DETAILS.has(`${source}.${spec.key}`))
      .map((spec): EditorField => {
        const name = `details.${source}.${spec.key}`;
        const label = attributes[spec.label ?? spec.key] ?? spec.key;
        switch (spec.kind) {
          case "flag":
            return { name, label, input: "select", options: flag };
          case "judicial":
            return {
              name,
              label,
              input: "select",
              options: [
                { value: "", label: t.fields.unknown },
                { value: "no", label: attributes.judicialNo ?? "no" },
                { value: "yes", label: attributes.judicialYes ?? "yes" },
                { value: "in-application", label: attributes.judicialInApplication ?? "in-application" },
                { value: "as-required", label: attributes.judicialAsRequired ?? "as-required" },
              ],
            };
          case "score":
            return {
              name,
              label,
              input: "select",
              options: [
                { value: "", label: t.fields.unknown },
                ...["A", "B", "C", "D"].map((s) => ({ value: s, label: s })),
              ],
            };
          case "count":
            return { name, label, input: "integer", kind: "count", ...bounded(spec.key) };
          case "date":
            return { name, label, input: "date" };
          case "text":
            return { name, label, input: "text" };
          default:
            return { name, label, input: "number", kind: numberKindOf(spec.kind) ?? "area", ...bounded(spec.key) };
        }
      }),
  }));
  const energyLabels: Record<string, string> = {
    epcTotal: detail.epcTotal,
    co2: detail.co2,
    certificateCode: detail.uniqueCode,
    certificateEndDate: detail.certificateEndDate,
    eLevel: detail.eLevel,
    individualMeters: detail.individualMeters,
  };
  const energy = ENERGY_FIELDS.map(({ key, kind }): EditorField => {
    const name = `details.energy.${key}`;
    if (kind === "epcStatus")
      return {
        name,
        label: t.fields.epcStatus,
        input: "select",
        options: Object.entries(t.fields.epcStatuses).map(([value, label]) => ({ value, label })),
      };
    const label = energyLabels[key] ?? key;
    if (kind === "flag") return { name, label, input: "select", options: flag };
    if (kind === "date") return { name, label, input: "date" };
    if (kind === "text") return { name, label, input: "text" };
    return { name, label, input: "integer", kind: "count", ...bounded(key) };
  });
  return { groups, energy };
}

/** The audit line's name for a field of the form: the texts, city names and detail groups are one column each. */
export function listingAuditKey(field: string): string {
  if (/^text\.\w+\.city$/.test(field)) return "cityNames";
  if (field.startsWith("text.")) return "texts";
  if (field.startsWith("details.")) return "details";
  return field;
}

/**
 * Each field's label and its value as the staff member reads it, for a conflict: amounts as € 385.000,
 * a choice by its label, a checkbox as yes or no.
 */
export function listingFieldDescriber(
  t: AdminListingMessages,
  words: { yes: string; no: string },
  choices: {
    types: { webId: number; name: string }[];
    projects: { id: number; name: string }[];
    agents?: { id: string; name: string }[];
  },
  specs: readonly EditorField[],
  language: Language,
): (field: string) => FieldDescription {
  const f = t.fields;
  const asIs = (value: string) => value;
  const number = (kind: NumberKind) => (value: string) => {
    const read = readTypedNumber(value, kind, { min: -Infinity, max: Infinity });
    return read.ok ? numberWithUnit(read.value, kind, language) : value;
  };
  const choice = (options: Record<string, string>) => (value: string) => options[value] ?? value;
  const checkbox = (value: string) => (value === "on" ? words.yes : words.no);
  const main: Record<string, FieldDescription> = {
    reference: { label: f.reference, shown: asIs },
    goal: { label: f.goal, shown: choice({ 0: t.goals.sale, 1: t.goals.rent }) },
    typeWebId: {
      label: f.type,
      shown: choice(Object.fromEntries(choices.types.map((type) => [String(type.webId), type.name]))),
    },
    marquee: { label: f.marquee, shown: choice(f.marquees) },
    projectId: {
      label: f.project,
      shown: choice({ "": f.noProject, ...Object.fromEntries(choices.projects.map((p) => [String(p.id), p.name])) }),
    },
    price: { label: f.price, shown: number("amount") },
    priceUnit: { label: f.priceUnit, shown: choice({ "": f.priceUnits.none, 7: f.priceUnits.from }) },
    publishPrice: { label: f.publishPrice, shown: checkbox },
    street: { label: f.street, shown: asIs },
    houseNumber: { label: f.houseNumber, shown: asIs },
    boxNr: { label: f.boxNr, shown: asIs },
    zip: { label: f.zip, shown: asIs },
    city: { label: f.city, shown: asIs },
    countryId: { label: f.country, shown: choice(f.countries) },
    publishAddress: { label: f.publishAddress, shown: checkbox },
    latitude: { label: f.latitude, shown: asIs },
    longitude: { label: f.longitude, shown: asIs },
    livingArea: { label: f.livingArea, shown: number("area") },
    plotArea: { label: f.plotArea, shown: number("area") },
    bedrooms: { label: f.bedrooms, shown: asIs },
    bathrooms: { label: f.bathrooms, shown: asIs },
    energyPerformance: { label: f.energyPerformance, shown: number("energy") },
    epcLabelText: { label: f.epcLabelText, shown: asIs },
    videos: { label: f.videos, shown: asIs },
    tours: { label: f.tours, shown: asIs },
    agentId: {
      label: f.agent,
      shown: choice({ "": f.noAgent, ...Object.fromEntries((choices.agents ?? []).map((a) => [a.id, a.name])) }),
    },
    mandateStart: { label: f.mandateStart, shown: asIs },
    mandateEnd: { label: f.mandateEnd, shown: asIs },
  };
  const texts: Record<string, string> = {
    title: f.textTitle,
    description: f.textDescription,
    priceUnitText: f.textPriceUnit,
    city: f.textCity,
  };
  return (field) => {
    const known = main[field];
    if (known) return known;
    const text = /^text\.(\w+)\.(\w+)$/.exec(field);
    if (text?.[1] && text[2]) return { label: `${texts[text[2]] ?? text[2]} (${text[1].toUpperCase()})`, shown: asIs };
    const spec = specs.find((candidate) => candidate.name === field);
    if (!spec) return { label: field, shown: asIs };
    if (spec.options)
      return { label: spec.label, shown: choice(Object.fromEntries(spec.options.map((o) => [o.value, o.label]))) };
    return { label: spec.label, shown: spec.kind && spec.kind !== "count" ? number(spec.kind) : asIs };
  };
}
