// The project editor's draft as the form names its fields ("texts.nl.title", "units[2].price",
// "documents[0].names.fr"), for a save made on a version someone saved over: merged field by field with the project as stored
// now (edit-merge.ts), and back into a draft to check and save. Units and documents are merged by
// their place in the list; a row emptied by the merge (one the person removed) is left out.
import type { MergedEdit } from "../../domain/edit-merge.ts";
import type { ProjectDraft, Texts } from "../../domain/forms/project-draft.ts";
import { type NumberKind, readTypedNumber } from "../../domain/typed-number.ts";
import { fill } from "../../i18n/fill.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import type { AdminProjectsMessages } from "../../i18n/messages/admin-projects.ts";
import { numberWithUnit } from "../../i18n/typed-number-text.ts";
import { type FieldDescription, type FormMerge, mergeFormFields } from "./edit-merge-form.ts";

const FACTS = [
  "number",
  "delivery",
  "status",
  "externalUrl",
  "street",
  "houseNumber",
  "boxNr",
  "zip",
  "countryId",
  "latitude",
  "longitude",
] as const;
const UNIT_FIELDS = ["id", "name", "floor", "status", "price", "surface", "bedrooms", "propertyId"] as const;

/** Every field of the draft by the name the form posts it under; the chosen file's names stay with the person's own save. */
export function projectDraftFields(draft: ProjectDraft): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const code of LANGUAGES) {
    fields[`texts.${code}.title`] = draft.texts[code].title;
    fields[`texts.${code}.description`] = draft.texts[code].description;
    fields[`cityNames.${code}`] = draft.cityNames[code];
  }
  for (const fact of FACTS) fields[fact] = draft[fact];
  fields.publicAddress = draft.publicAddress ? "on" : "";
  draft.units.forEach((unit, index) => {
    for (const field of UNIT_FIELDS) fields[`units[${index}].${field}`] = unit[field];
  });
  draft.documents.forEach((document, index) => {
    fields[`documents[${index}].id`] = document.id;
    for (const code of LANGUAGES) fields[`documents[${index}].names.${code}`] = document.names[code];
  });
  return fields;
}

/** The whole form as it posts the draft: its fields, and the names typed for a chosen file. */
export function projectFormFields(draft: ProjectDraft): Record<string, string> {
  const fields = projectDraftFields(draft);
  for (const code of LANGUAGES) fields[`newDocument.names.${code}`] = draft.newDocumentNames[code];
  return fields;
}

/** The rows a list of named fields holds, in order ("units[0]", "units[3]": 4 rows). */
function rowCount(fields: Readonly<Record<string, string>>, list: string): number {
  let count = 0;
  for (const name of Object.keys(fields)) {
    const match = new RegExp(`^${list}\\[(\\d+)\\]\\.`).exec(name);
    if (match) count = Math.max(count, Number(match[1]) + 1);
  }
  return count;
}

/**
 * The draft of named fields (a posted form's, or merged ones), its rows renumbered; a row left
 * without any value (one the person removed) is no row.
 */
export function projectDraftOf(fields: Readonly<Record<string, string>>): ProjectDraft {
  const get = (name: string) => fields[name] ?? "";
  const texts = (prefix: string): Texts =>
    Object.fromEntries(LANGUAGES.map((code) => [code, get(`${prefix}.${code}`)])) as Texts;
  const units = Array.from({ length: rowCount(fields, "units") }, (_, index) => ({
    id: get(`units[${index}].id`),
    name: get(`units[${index}].name`),
    floor: get(`units[${index}].floor`),
    status: get(`units[${index}].status`) || "available",
    price: get(`units[${index}].price`),
    surface: get(`units[${index}].surface`),
    bedrooms: get(`units[${index}].bedrooms`),
    propertyId: get(`units[${index}].propertyId`),
  })).filter((unit) =>
    [unit.id, unit.name, unit.floor, unit.price, unit.surface, unit.bedrooms, unit.propertyId].some(Boolean),
  );
  const documents = Array.from({ length: rowCount(fields, "documents") }, (_, index) => ({
    id: get(`documents[${index}].id`),
    names: texts(`documents[${index}].names`),
  })).filter((document) => document.id !== "");
  return {
    texts: Object.fromEntries(
      LANGUAGES.map((code) => [
        code,
        { title: get(`texts.${code}.title`), description: get(`texts.${code}.description`) },
      ]),
    ) as ProjectDraft["texts"],
    number: get("number"),
    delivery: get("delivery"),
    status: get("status"),
    externalUrl: get("externalUrl"),
    street: get("street"),
    houseNumber: get("houseNumber"),
    boxNr: get("boxNr"),
    zip: get("zip"),
    countryId: get("countryId"),
    cityNames: texts("cityNames"),
    publicAddress: get("publicAddress") === "on",
    latitude: get("latitude"),
    longitude: get("longitude"),
    units,
    documents,
    newDocumentNames: texts("newDocument.names"),
  };
}

/** The person's draft merged with the project's as stored now. */
export function mergeProjectDraft(
  sent: ProjectDraft,
  stored: ProjectDraft,
  merge: FormMerge,
): { merged: MergedEdit; mine: Record<string, string>; theirs: Record<string, string>; draft: ProjectDraft } {
  const mine = projectDraftFields(sent);
  const theirs = projectDraftFields(stored);
  const merged = mergeFormFields(mine, theirs, merge);
  return { merged, mine, theirs, draft: { ...projectDraftOf(merged.fields), newDocumentNames: sent.newDocumentNames } };
}

/** A field's name in its parts: "units[2].price" is units, 2, price; "texts.nl.title" is texts, nl, title. */
function nameParts(field: string): string[] {
  return field.replace(/\[(\d+)\]/g, ".$1").split(".");
}

/** The audit line's name of a field ("title.nl" for "texts.nl.title"; a unit or document is its list). */
export function projectAuditKey(field: string): string {
  const [head = field, code, name] = nameParts(field);
  if (head === "texts") return `${name}.${code}`;
  return head;
}

/** A field's label ("Titel (NL)", "Eenheid 3: Prijs (€)") and its value as read (€ 385.000, a status's name). */
export function projectFieldDescriber(
  p: AdminProjectsMessages,
  language: Language,
): (field: string) => FieldDescription {
  const t = p.editor;
  const asIs = (value: string) => value;
  const number = (kind: NumberKind) => (value: string) => {
    const read = readTypedNumber(value, kind, { min: -Infinity, max: Infinity });
    return read.ok ? numberWithUnit(read.value, kind, language) : value;
  };
  const facts: Record<string, FieldDescription> = {
    number: { label: t.number, shown: asIs },
    delivery: { label: t.delivery, shown: asIs },
    status: { label: t.status, shown: (value) => p.status[value as keyof typeof p.status] ?? value },
    externalUrl: { label: t.externalUrl, shown: asIs },
    street: { label: t.street, shown: asIs },
    houseNumber: { label: t.houseNumber, shown: asIs },
    boxNr: { label: t.boxNr, shown: asIs },
    zip: { label: t.zip, shown: asIs },
    countryId: { label: t.country, shown: (value) => t.countries[value] ?? value },
    publicAddress: { label: t.publicAddress, shown: asIs },
    latitude: { label: t.latitude, shown: asIs },
    longitude: { label: t.longitude, shown: asIs },
  };
  const unitFields: Record<string, FieldDescription> = {
    name: { label: t.unitName, shown: asIs },
    floor: { label: t.floor, shown: asIs },
    status: { label: t.unitStatus, shown: (value) => t.unitStatuses[value] ?? value },
    price: { label: t.price, shown: number("amount") },
    surface: { label: t.surface, shown: number("area") },
    bedrooms: { label: t.bedrooms, shown: asIs },
    propertyId: { label: t.unitListing, shown: asIs },
  };
  return (field) => {
    const [head = field, second = "", third = "", fourth = ""] = nameParts(field);
    if (head === "texts")
      return { label: `${third === "title" ? t.projectTitle : t.description} (${second.toUpperCase()})`, shown: asIs };
    if (head === "cityNames") return { label: fill(t.cityName, { language: second.toUpperCase() }), shown: asIs };
    if (head === "units") {
      const inner = unitFields[third] ?? { label: third, shown: asIs };
      return { label: `${fill(t.unit, { number: Number(second) + 1 })}: ${inner.label}`, shown: inner.shown };
    }
    if (head === "documents")
      return { label: `${t.documents} ${Number(second) + 1} (${fourth.toUpperCase()})`, shown: asIs };
    return facts[head] ?? { label: field, shown: asIs };
  };
}
