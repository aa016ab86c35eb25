// The project editor's form as typed (every field a string, so a refused form comes back exactly as
// it was) and the row operations of its units and documents lists, shared by the server (the form
// without JavaScript) and the browser (which does them in place). No zod here: this reaches the
// browser; the rules are in project-form.ts.
import type { Language } from "../../i18n/languages.ts";

export const PROJECT_STATUSES = ["published", "unpublished"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const UNIT_STATUSES = ["available", "option", "sold", "rented"] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];
/** Belgium and Luxembourg, as the catalogue numbers them (10 and 50). */
export const PROJECT_COUNTRIES = ["10", "50"] as const;

export const MAX_UNITS = 300;
export const MAX_DOCUMENTS = 40;

export type Texts = Record<Language, string>;

export interface UnitDraft {
  /** The stored unit's id; empty for a unit added in this form. */
  id: string;
  name: string;
  floor: string;
  status: string;
  price: string;
  surface: string;
  bedrooms: string;
}

export interface DocumentDraft {
  id: string;
  names: Texts;
}

/** The editor form as typed. */
export interface ProjectDraft {
  texts: Record<Language, { title: string; description: string }>;
  number: string;
  delivery: string;
  status: string;
  externalUrl: string;
  street: string;
  houseNumber: string;
  boxNr: string;
  zip: string;
  countryId: string;
  cityNames: Texts;
  publicAddress: boolean;
  latitude: string;
  longitude: string;
  units: UnitDraft[];
  documents: DocumentDraft[];
  /** The names of the document chosen in the form's file field, if any. */
  newDocumentNames: Texts;
}

export interface UnitValues {
  id: number | null;
  name: string;
  floor: number | null;
  status: UnitStatus;
  price: number | null;
  surface: number | null;
  bedrooms: number | null;
}

export type RowList = "units" | "documents";
export type RowOperation = "add" | "remove" | "up" | "down";

export interface RowIntent {
  list: RowList;
  operation: RowOperation;
  index: number;
}

/** "units-remove-3", "documents-up-0", "units-add": a row button's intent, read back. */
export function parseRowIntent(value: unknown): RowIntent | undefined {
  if (typeof value !== "string") return undefined;
  const match = /^(units|documents)-(add|remove|up|down)(?:-(\d{1,4}))?$/.exec(value);
  if (!match) return undefined;
  const operation = match[2] as RowOperation;
  // Only units are added here (a document comes with its file); every other button names its row.
  const fits = operation === "add" ? match[1] === "units" && match[3] === undefined : match[3] !== undefined;
  if (!fits) return undefined;
  return { list: match[1] as RowList, operation, index: Number(match[3] ?? 0) };
}

export function rowIntent(list: RowList, operation: RowOperation, index?: number): string {
  return index === undefined ? `${list}-${operation}` : `${list}-${operation}-${index}`;
}

/** The list after a row button: a row removed, moved one place, or a blank one added at the end. */
export function applyRowOperation<T>(rows: readonly T[], operation: RowOperation, index: number, blank: () => T): T[] {
  const next = [...rows];
  if (operation === "add") return [...next, blank()];
  if (index < 0 || index >= next.length) return next;
  if (operation === "remove") {
    next.splice(index, 1);
    return next;
  }
  const target = operation === "up" ? index - 1 : index + 1;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

export function blankUnit(): UnitDraft {
  return { id: "", name: "", floor: "", status: "available", price: "", surface: "", bedrooms: "" };
}

/** The draft after a row button pressed without JavaScript (the browser does the same in place). */
export function applyRowIntent(draft: ProjectDraft, intent: RowIntent): ProjectDraft {
  if (intent.list === "units")
    return { ...draft, units: applyRowOperation(draft.units, intent.operation, intent.index, blankUnit) };
  return {
    ...draft,
    documents: applyRowOperation(draft.documents, intent.operation, intent.index, () => ({
      id: "",
      names: { nl: "", fr: "", en: "", de: "" },
    })),
  };
}
