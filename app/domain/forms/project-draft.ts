// The project editor's form as typed (every field a string, so a refused form comes back exactly as
// it was): what the editor is drawn from and what the merge of two saves compares. The rules are the
// form's schema (app/domain/admin-forms/project-forms.ts).
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
  /** The id of the listing this unit is (one of the project's properties); empty for none. */
  propertyId: string;
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
  /** The listing this unit is; the save checks it belongs to the project. */
  propertyId: number | null;
}
