// What the CRM import does with a property type staff changed in the back office. The feed keeps
// sending the CRM's names and flags; a field staff changed is theirs from then on: the import keeps
// it, and its report names each field it would have overwritten, with both values, so the agency can
// bring the CRM in line or take the CRM's value back by typing it. Fields staff never touched follow
// the feed as before, and a language the feed does not send keeps the name staff typed.
import { LANGUAGES, type Language } from "../i18n/languages.ts";

/** A type's fields as the back office and the feed name them: "showOrder", "sale", "rent", "names.nl", ... */
export type TypeField = "showOrder" | "sale" | "rent" | `names.${Language}`;

export const TYPE_FIELDS: readonly TypeField[] = [
  "showOrder",
  "sale",
  "rent",
  ...LANGUAGES.map((language) => `names.${language}` as const),
];

export interface TypeValues {
  showOrder: number;
  sale: boolean;
  rent: boolean;
  names: Partial<Record<Language, string>>;
}

export interface StoredType extends TypeValues {
  staffEdited: readonly string[];
}

/** A field the feed would have changed but that staff changed: kept, and reported. */
export interface KeptStaffChange {
  field: TypeField;
  staff: string | number | boolean;
  feed: string | number | boolean;
}

export interface TypeImportPlan {
  /** The values to store, or undefined when nothing changes. */
  write: TypeValues | undefined;
  kept: KeptStaffChange[];
}

export function typeFieldValue(values: TypeValues, field: TypeField): string | number | boolean | undefined {
  if (field === "showOrder" || field === "sale" || field === "rent") return values[field];
  return values.names[field.slice("names.".length) as Language];
}

/** The fields the feed sends for a type: its order and flags, and the names of the languages it lists. */
function fedFields(feed: TypeValues): TypeField[] {
  return TYPE_FIELDS.filter((field) => typeFieldValue(feed, field) !== undefined);
}

/**
 * What importing the feed's record of a type does to the stored one: a new type is written as the
 * feed has it; a known one takes the feed's value for each field the feed sends and staff never
 * changed, and keeps (and reports) each field staff changed that the feed would change.
 */
export function typeImportPlan(stored: StoredType | undefined, feed: TypeValues): TypeImportPlan {
  if (!stored) return { write: { ...feed, names: { ...feed.names } }, kept: [] };
  const next: TypeValues = {
    showOrder: stored.showOrder,
    sale: stored.sale,
    rent: stored.rent,
    names: { ...stored.names },
  };
  const kept: KeptStaffChange[] = [];
  let changes = 0;
  for (const field of fedFields(feed)) {
    const wanted = typeFieldValue(feed, field);
    const current = typeFieldValue(stored, field);
    if (wanted === undefined || wanted === current) continue;
    if (stored.staffEdited.includes(field)) {
      // A name staff emptied stays empty: that too was their choice.
      kept.push({ field, staff: current ?? "", feed: wanted });
      continue;
    }
    assign(next, field, wanted);
    changes++;
  }
  return { write: changes > 0 ? next : undefined, kept };
}

function assign(values: TypeValues, field: TypeField, value: string | number | boolean): void {
  if (field === "showOrder") values.showOrder = Number(value);
  else if (field === "sale" || field === "rent") values[field] = Boolean(value);
  else values.names[field.slice("names.".length) as Language] = String(value);
}

/** The report's line for a kept change (the import's report is in English, as its other warnings). */
export function keptChangeWarning(webId: number, change: KeptStaffChange): string {
  return `type ${webId}: ${change.field} kept as staff set it (${JSON.stringify(change.staff)}); the feed has ${JSON.stringify(change.feed)}`;
}
