// The detail page's attribute groups (SPEC.md section 3): every group that has values, every value
// labelled and formatted in the visitor's language. Built on the server so the browser receives
// only the strings it shows. Energy has its own block (energy-block.ts).
import { codeKey, zoningCode, zoningText } from "../../../domain/coded-values.ts";
import type { CatalogAttributes, CatalogMessages } from "../../../i18n/messages/catalog-nl.ts";
import type { AttributeGroup } from "../../../shared/detail-view.ts";
import type { PropertyDetails } from "../../db/json-shapes.ts";

export type AttributeKind = "area" | "money" | "length" | "count" | "flag" | "text" | "date" | "judicial" | "score";
type GroupName = keyof CatalogAttributes["groups"];
type Label = keyof CatalogAttributes["attributes"];

type Kind = AttributeKind;

export interface FieldSpec {
  /** Key in the details JSON group. */
  key: string;
  kind: Kind;
  /** Label key when it differs from the JSON key (terrace area vs terrace flag). */
  label?: Label;
  /** An amount worked out from the price: shown only where the price is, or it gives the price back. */
  fromPrice?: true;
}

/** The detail groups and their fields, in the page's order; the back office's editor asks them so. */
export const ATTRIBUTE_GROUPS: { group: GroupName; source: keyof PropertyDetails; fields: FieldSpec[] }[] = [
  {
    group: "surfaces",
    source: "surfaces",
    fields: ["living", "total", "ground", "constructed", "terrace", "garden", "store", "office"].map((key) => ({
      key,
      kind: "area",
    })),
  },
  {
    group: "rooms",
    source: "rooms",
    fields: [
      "bedrooms",
      "bathrooms",
      "showerRooms",
      "toilets",
      "floors",
      "garages",
      "parkingsInternal",
      "parkingsExternal",
    ].map((key) => ({ key, kind: "count" })),
  },
  {
    group: "building",
    source: "building",
    fields: [
      { key: "constructionYear", kind: "count" },
      { key: "renovationYear", kind: "count" },
      { key: "facades", kind: "count" },
      { key: "frontWidth", kind: "length" },
      { key: "plotWidth", kind: "length" },
      ...["heating", "glazing", "frames", "kitchen", "roofMaterial", "roofCondition", "orientation"].map((key) => ({
        key,
        kind: "text" as const,
      })),
    ],
  },
  {
    group: "comfort",
    source: "comfort",
    fields: [
      ...["gas", "water", "electricity", "drainConnection", "lift", "cellar"].map((key) => ({
        key,
        kind: "flag" as const,
      })),
      { key: "terrace", kind: "flag", label: "terraceFlag" },
      { key: "garden", kind: "flag", label: "gardenFlag" },
      ...["attic", "furnished", "garage", "parking", "petsAllowed"].map((key) => ({ key, kind: "flag" as const })),
    ],
  },
  {
    // The Flemish urban-planning mentions (BELGIAN-RULES.md), zoning designation included.
    group: "planning",
    source: "planning",
    fields: [
      { key: "permit", kind: "flag" },
      { key: "zoningDesignation", kind: "text" },
      { key: "summons", kind: "flag" },
      { key: "judicialDecision", kind: "judicial" },
      { key: "preemptiveRights", kind: "flag" },
      { key: "allotmentPermit", kind: "flag" },
    ],
  },
  {
    group: "environment",
    source: "environment",
    fields: [
      { key: "floodScoreP", kind: "score" },
      { key: "floodScoreG", kind: "score" },
      { key: "floodZone", kind: "text" },
      { key: "asbestosType", kind: "text" },
      { key: "asbestosDate", kind: "date" },
    ],
  },
  {
    group: "financial",
    source: "financial",
    fields: [
      ...["cadastralIncome", "realEstateTax", "ownerCharges", "renterCharges"].map((key) => ({
        key,
        kind: "money" as const,
      })),
      // Percentages of the price (duties, notary fees, VAT), a number of months' rent (deposit) or
      // the agency's commission on it.
      ...["notaryFeeExVat", "notaryFeeInclVat", "registrationRights", "vatValue"].map((key) => ({
        key,
        kind: "money" as const,
        fromPrice: true as const,
      })),
      { key: "vatRegime", kind: "flag" },
      { key: "deposit", kind: "money", fromPrice: true },
      { key: "agencyCost", kind: "money", fromPrice: true },
      { key: "inventory", kind: "flag" },
      { key: "availability", kind: "text" },
      { key: "contractType", kind: "text" },
    ],
  },
  {
    group: "annuity",
    source: "annuity",
    fields: [
      { key: "bouquet", kind: "money" },
      { key: "monthlyAnnuity", kind: "money" },
      { key: "annuitants", kind: "count" },
      { key: "annuitantAges", kind: "text" },
    ],
  },
];

export interface Formatters {
  price(value: number): string;
  area(value: number): string;
  number(value: number): string;
  date(isoDate: string): string;
}

function judicial(value: string, labels: CatalogAttributes["attributes"]): string {
  const names: Record<string, string> = {
    no: labels.judicialNo,
    yes: labels.judicialYes,
    "in-application": labels.judicialInApplication,
    "as-required": labels.judicialAsRequired,
  };
  return names[value] ?? value;
}

/**
 * A CRM code in the visitor's language ("heat-pump" -> values.heatPump); a zoning designation by its
 * plan's words ("woongebied" -> "Wohngebiet (woongebied)"); a dated value ("2026-05-01") as a date;
 * free text as it was written.
 */
function textValue(key: string, value: string, texts: Texts, format: Formatters): string {
  if (key === "zoningDesignation") {
    const code = zoningCode(value);
    return zoningText(value, code ? texts.labels.zoning[code] : undefined);
  }
  const code = key === "floodZone" && value === "none" ? "notInZone" : codeKey(value);
  const values: Record<string, string> = texts.labels.values;
  if (Object.hasOwn(values, code)) return values[code] ?? value;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return format.date(value);
  return value;
}

function formatValue(kind: Kind, key: string, value: unknown, texts: Texts, format: Formatters): string | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  if (kind === "flag") return typeof value === "boolean" ? (value ? texts.detail.yes : texts.detail.no) : undefined;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return undefined;
    if (kind === "area") return format.area(value);
    if (kind === "money") return format.price(value);
    if (kind === "length") return `${format.number(value)} m`;
    return String(value);
  }
  if (typeof value !== "string" || value.trim() === "") return undefined;
  if (kind === "judicial") return judicial(value, texts.labels.attributes);
  if (kind === "date") return format.date(value);
  return textValue(key, value.trim(), texts, format);
}

export interface Texts {
  labels: CatalogAttributes;
  detail: CatalogMessages["detail"];
}

/**
 * The groups with at least one value, in the page's order. A listing whose price is not published
 * shows none of the amounts worked out from it (€ 8.500 of duties at 2% would give € 425.000 back).
 */
export function attributeGroups(
  details: PropertyDetails,
  texts: Texts,
  format: Formatters,
  price: { published: boolean },
): AttributeGroup[] {
  return ATTRIBUTE_GROUPS.flatMap(({ group, source, fields }) => {
    const values = (details[source] ?? {}) as Record<string, unknown>;
    const rows = fields.flatMap((field) => {
      if (field.fromPrice && !price.published) return [];
      const value = formatValue(field.kind, field.key, values[field.key], texts, format);
      if (value === undefined) return [];
      const label = texts.labels.attributes[(field.label ?? field.key) as Label];
      return [{ key: field.key, label, value, ...(field.kind === "score" && value === "D" ? { flood: true } : {}) }];
    });
    return rows.length > 0 ? [{ group, title: texts.labels.groups[group], rows }] : [];
  });
}
