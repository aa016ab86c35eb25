// The listing editor's view: every field's value as the form shows it (text), the detail groups'
// fields with their labels and choices in the staff member's language, and errors as sentences.
import type { NumberKind } from "../../domain/typed-number.ts";
import { fill } from "../../i18n/fill.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import type { AdminListingMessages } from "../../i18n/messages/admin-listings.ts";
import { messagesFor } from "../../i18n/messages.server.ts";
import { numberAsTyped } from "../../i18n/typed-number-text.ts";
import { ATTRIBUTE_GROUPS } from "../catalog/detail/attribute-groups.ts";
import { attributeLabels } from "../catalog/detail/attribute-labels.ts";
import type { StoredListing } from "./listing-editor.ts";
import { COLUMN_BACKED_DETAILS, ENERGY_FIELDS, type FieldErrors } from "./listing-form.ts";

export interface EditorField {
  name: string;
  label: string;
  /** number (with step), text, date, or a select with its options. */
  input: "number" | "integer" | "text" | "date" | "select";
  options?: { value: string; label: string }[];
  /** How a number field is typed and read back ("= € 385.000" beside an amount). */
  kind?: NumberKind;
}

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

/** The number kind of each detail field, by the kind the detail page shows it as. */
const DETAIL_KINDS: Record<string, NumberKind> = Object.fromEntries(
  ATTRIBUTE_GROUPS.flatMap(({ source, fields }) =>
    fields.flatMap((spec): [string, NumberKind][] => {
      const kind = numberKindOf(spec.kind);
      return kind ? [[`${source}.${spec.key}`, kind]] : [];
    }),
  ),
);

function numberKindOf(kind: string): NumberKind | undefined {
  if (kind === "money") return "amount";
  if (kind === "area" || kind === "length" || kind === "count") return kind;
  return undefined;
}

/** Every field of the form with the stored value; a new listing starts for sale, in Belgium, shown in full. */
export function editorFields(stored: StoredListing | null): Record<string, string> {
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
  };
  if (row.publishPrice) fields.publishPrice = "on";
  if (row.publishAddress) fields.publishAddress = "on";
  for (const [group, values] of Object.entries(row.details))
    for (const [key, value] of Object.entries(values ?? {}))
      fields[`details.${group}.${key}`] =
        typeof value === "boolean"
          ? value
            ? "yes"
            : "no"
          : typeof value === "number"
            ? numberAsTyped(value, DETAIL_KINDS[`${group}.${key}`] ?? "count")
            : String(value ?? "");
  for (const language of LANGUAGES) {
    const found = stored.texts.find((t) => t.language === language);
    fields[`text.${language}.title`] = found?.title ?? "";
    fields[`text.${language}.description`] = found?.description ?? "";
    fields[`text.${language}.priceUnitText`] = found?.priceUnitText ?? "";
    fields[`text.${language}.city`] = row.cityNames[language] ?? "";
  }
  return fields;
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
            return { name, label, input: "integer", kind: "count" };
          case "date":
            return { name, label, input: "date" };
          case "text":
            return { name, label, input: "text" };
          default:
            return { name, label, input: "number", kind: numberKindOf(spec.kind) ?? "area" };
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
    return { name, label, input: "integer", kind: "count" };
  });
  return { groups, energy };
}

/** The errors as sentences in the staff member's language, by field name. */
export function errorSentences(errors: FieldErrors, t: AdminListingMessages): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([name, error]) => [name, fill(t.errors[error.key], error.values ?? {})]),
  );
}
