// The back office's project editor: reading what its form sends, and the rules a project must meet
// before it is saved. The form's shape and its row operations are in project-draft.ts.
import { z } from "zod";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { numberRefusal } from "../../i18n/typed-number-text.ts";
import { type NumberKind, readTypedNumber } from "../typed-number.ts";
import { checkDocumentDrafts, readDocumentDrafts, readNewDocumentNames } from "./document-form.ts";
import {
  MAX_UNITS,
  PROJECT_COUNTRIES,
  PROJECT_STATUSES,
  type ProjectDraft,
  type ProjectStatus,
  type Texts,
  UNIT_STATUSES,
  type UnitDraft,
  type UnitValues,
} from "./project-draft.ts";

// zod's JIT probe evaluates code, which the site's CSP refuses (as in form-fields.ts).
z.config({ jitless: true });

/** A checked project, ready to be written. */
export interface ProjectValues {
  texts: Partial<Record<Language, { title: string; description: string }>>;
  number: string | null;
  delivery: string | null;
  status: ProjectStatus;
  externalUrl: string | null;
  street: string | null;
  houseNumber: string | null;
  boxNr: string | null;
  zip: string;
  countryId: number;
  /** The town's name in the site's default language (or the first one given): the list's city. */
  city: string;
  cityNames: Partial<Texts>;
  publicAddress: boolean;
  latitude: number | null;
  longitude: number | null;
  units: UnitValues[];
  documents: { id: number; names: Partial<Texts> }[];
  newDocumentNames: Partial<Texts>;
}

/**
 * Why a field was refused, by field path: "zip", "texts.de.title", "units.2.price",
 * "documents.0.names", "newDocument.names".
 */
export type ProjectFieldProblem =
  | "required"
  | "tooLong"
  | "number"
  | "wholeNumber"
  | "numberAmbiguous"
  | "range"
  | "zip"
  | "https"
  | "bothCoordinates"
  | "titleForDescription"
  | "titleToPublish"
  | "tooMany";
export type ProjectFieldErrors = Record<string, ProjectFieldProblem>;

/** Reads a form's fields the way a browser sends them (FormData, or anything with get/getAll). */
export interface FormFields {
  get(name: string): unknown;
  getAll(name: string): unknown[];
}

const MAX_TEXT = 500;

function text(form: FormFields, name: string, max = MAX_TEXT): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

function texts(form: FormFields, prefix: string, max = MAX_TEXT): Texts {
  return Object.fromEntries(LANGUAGES.map((language) => [language, text(form, `${prefix}.${language}`, max)])) as Texts;
}

function column(form: FormFields, name: string, length: number): string[] {
  const values = form.getAll(name).slice(0, length);
  return Array.from({ length }, (_, index) => {
    const value = values[index];
    return typeof value === "string" ? value.slice(0, MAX_TEXT) : "";
  });
}

/** The editor form's fields, as typed (too long texts cut so a refused form stays small). */
export function readProjectDraft(form: FormFields): ProjectDraft {
  const unitCount = Math.min(form.getAll("units.id").length, MAX_UNITS + 20);
  const unitColumns = Object.fromEntries(
    (["id", "name", "floor", "status", "price", "surface", "bedrooms"] as const).map((field) => [
      field,
      column(form, `units.${field}`, unitCount),
    ]),
  ) as Record<keyof UnitDraft, string[]>;
  return {
    texts: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        {
          title: text(form, `texts.${language}.title`),
          description: text(form, `texts.${language}.description`, 20_000),
        },
      ]),
    ) as ProjectDraft["texts"],
    number: text(form, "number"),
    delivery: text(form, "delivery"),
    status: text(form, "status"),
    externalUrl: text(form, "externalUrl", 2_000),
    street: text(form, "street"),
    houseNumber: text(form, "houseNumber"),
    boxNr: text(form, "boxNr"),
    zip: text(form, "zip"),
    countryId: text(form, "countryId"),
    cityNames: texts(form, "cityNames"),
    publicAddress: form.get("publicAddress") === "on",
    latitude: text(form, "latitude"),
    longitude: text(form, "longitude"),
    units: Array.from({ length: unitCount }, (_, index) => ({
      id: unitColumns.id[index] ?? "",
      name: unitColumns.name[index] ?? "",
      floor: unitColumns.floor[index] ?? "",
      status: unitColumns.status[index] ?? "",
      price: unitColumns.price[index] ?? "",
      surface: unitColumns.surface[index] ?? "",
      bedrooms: unitColumns.bedrooms[index] ?? "",
    })),
    documents: readDocumentDrafts(form),
    newDocumentNames: readNewDocumentNames(form),
  };
}

function issue(problem: ProjectFieldProblem): { message: ProjectFieldProblem } {
  return { message: problem };
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, issue("tooLong"))
    .transform((value) => value || null);

/** A number as staff type it (typed-number.ts): "€ 325.000", "84,5"; what could mean two things is refused. */
function numberIn(kind: NumberKind, min: number, max: number) {
  return z
    .string()
    .trim()
    .transform((typed, context) => {
      if (!typed) return null;
      const read = readTypedNumber(typed, kind, { min, max });
      if (read.ok) return read.value;
      const { key } = numberRefusal(typed, read, kind, { min, max });
      const problem: ProjectFieldProblem =
        key === "numberRange" ? "range" : key === "numberUnclear" ? "numberAmbiguous" : key;
      context.addIssue({ code: "custom", ...issue(problem) });
      return z.NEVER;
    });
}

const namesSchema = z
  .object(
    Object.fromEntries(LANGUAGES.map((language) => [language, optionalText(120)])) as Record<
      Language,
      ReturnType<typeof optionalText>
    >,
  )
  .transform((names) => {
    const given: Partial<Texts> = {};
    for (const language of LANGUAGES) {
      const name = names[language];
      if (name) given[language] = name;
    }
    return given;
  });

const unitSchema = z.object({
  id: z
    .string()
    .regex(/^\d{0,9}$/)
    .transform((id) => (id ? Number(id) : null)),
  name: z.string().trim().min(1, issue("required")).max(60, issue("tooLong")),
  floor: numberIn("count", -5, 200),
  status: z.enum(UNIT_STATUSES, issue("required")),
  price: numberIn("amount", 0, 1_000_000_000),
  surface: numberIn("area", 1, 1_000_000),
  bedrooms: numberIn("count", 0, 50),
});

const factsSchema = z.object({
  number: optionalText(40),
  delivery: optionalText(80),
  status: z.enum(PROJECT_STATUSES, issue("required")),
  externalUrl: z
    .string()
    .trim()
    .max(500, issue("tooLong"))
    .refine((url) => url === "" || isHttpsUrl(url), issue("https"))
    .transform((url) => url || null),
  street: optionalText(120),
  houseNumber: optionalText(20),
  boxNr: optionalText(20),
  zip: z
    .string()
    .trim()
    .regex(/^\d{4}$/, issue("zip")),
  countryId: z.enum(PROJECT_COUNTRIES, issue("required")).transform(Number),
  cityNames: namesSchema,
  publicAddress: z.boolean(),
  latitude: numberIn("latitude", -90, 90),
  longitude: numberIn("longitude", -180, 180),
});

function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** An unsaved unit row left blank (added and not filled in) is no unit: it is dropped, not refused. */
function isBlankNewUnit(unit: UnitDraft): boolean {
  return unit.id === "" && [unit.name, unit.floor, unit.price, unit.surface, unit.bedrooms].every((v) => !v.trim());
}

function collect(errors: ProjectFieldErrors, prefix: string, issues: z.ZodError["issues"]): void {
  for (const found of issues) {
    const path = [prefix, ...found.path.map(String)].filter(Boolean).join(".");
    errors[path] ??= (found.message as ProjectFieldProblem) || "required";
  }
}

export type ProjectCheck = { ok: true; values: ProjectValues } | { ok: false; errors: ProjectFieldErrors };

/**
 * The project's rules: the fields' own limits; a description needs its title; a published project
 * has a title in the site's default language (the language every page falls back to); a position
 * has both coordinates; a town has a name in at least one language.
 */
export function checkProjectDraft(draft: ProjectDraft, defaultLanguage: Language): ProjectCheck {
  const errors: ProjectFieldErrors = {};
  const facts = factsSchema.safeParse(draft);
  if (!facts.success) collect(errors, "", facts.error.issues);

  const texts: ProjectValues["texts"] = {};
  for (const language of LANGUAGES) {
    const title = draft.texts[language].title.trim();
    // Browsers send a text area's line breaks as CR LF; the site stores and splits on LF.
    const description = draft.texts[language].description.replace(/\r\n?/g, "\n").trim();
    if (title.length > 120) errors[`texts.${language}.title`] = "tooLong";
    if (description.length > 10_000) errors[`texts.${language}.description`] = "tooLong";
    if (!title && description) errors[`texts.${language}.title`] = "titleForDescription";
    if (title) texts[language] = { title, description };
  }
  if (draft.status === "published" && !texts[defaultLanguage])
    errors[`texts.${defaultLanguage}.title`] ??= "titleToPublish";
  if (Object.keys(texts).length === 0) errors[`texts.${defaultLanguage}.title`] ??= "required";

  if (facts.success) {
    if ((facts.data.latitude === null) !== (facts.data.longitude === null))
      errors[facts.data.latitude === null ? "latitude" : "longitude"] = "bothCoordinates";
    if (Object.keys(facts.data.cityNames).length === 0) errors[`cityNames.${defaultLanguage}`] = "required";
  }

  const units: UnitValues[] = [];
  const kept = draft.units.filter((unit) => !isBlankNewUnit(unit));
  if (kept.length > MAX_UNITS) errors.units = "tooMany";
  draft.units.forEach((unit, index) => {
    if (isBlankNewUnit(unit)) return;
    const parsed = unitSchema.safeParse(unit);
    if (parsed.success) units.push(parsed.data);
    else collect(errors, `units.${index}`, parsed.error.issues);
  });

  const checkedDocuments = checkDocumentDrafts(draft.documents, draft.newDocumentNames, errors);

  if (!facts.success || !checkedDocuments || Object.keys(errors).length > 0) return { ok: false, errors };
  const cityNames = facts.data.cityNames;
  return {
    ok: true,
    values: {
      ...facts.data,
      city: cityNames[defaultLanguage] ?? Object.values(cityNames)[0] ?? "",
      texts,
      units,
      documents: checkedDocuments.documents,
      newDocumentNames: checkedDocuments.newDocumentNames,
    },
  };
}
