// The projects' forms (docs/back-office.md, "Writing a form"), checked alike in the browser and by
// the action: the "new project" form, and the project editor's whole form. The editor's fields are
// named as the merge of two saves compares them: "texts.nl.title", "cityNames.fr", "units[2].price",
// "documents[0].names.nl". Numbers are read as Belgians type them; what could mean two things is
// refused with its readings. The refusals are keys: the form kit's (ADMIN_FORM_ERRORS) or the
// projects' own (PROJECT_FORM_ERRORS, app/i18n/messages/admin-projects/).

import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { typedText } from "../forms/form-fields.ts";
import {
  MAX_UNITS,
  PROJECT_COUNTRIES,
  PROJECT_STATUSES,
  type ProjectStatus,
  type Texts,
  UNIT_STATUSES,
  type UnitValues,
} from "../forms/project-draft.ts";
import { z } from "../forms/zod.ts";
import { type NumberKind, numberRefusalKey, readTypedNumber } from "../typed-number.ts";
import { addressFields, postcode, requiredText, textOrNull } from "./admin-fields.ts";
import { documentsSchema } from "./document-forms.ts";

export const newProjectSchema = z.object({
  title: requiredText(120),
  zip: postcode,
  city: requiredText(80),
});

/** The editor's own refusals, which the projects' texts word (the kit's texts say the others). */
export const PROJECT_FORM_ERRORS = [
  "required",
  "tooLong",
  "number",
  "wholeNumber",
  "numberAmbiguous",
  "range",
  "zip",
  "https",
  "bothCoordinates",
  "titleForDescription",
  "titleToPublish",
  "tooMany",
  "notInProject",
] as const;
export type ProjectFieldProblem = (typeof PROJECT_FORM_ERRORS)[number];

/** A checked project, ready to be written. */
export type ProjectValues = {
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
};

/**
 * An optional number as staff type it (typed-number.ts): "€ 325.000", "84,5"; null when left empty.
 * What could mean two things is refused with its readings ("numberAmbiguous|amount|385|385000").
 */
function typedNumber(kind: NumberKind, min: number, max: number) {
  return z
    .string()
    .optional()
    .transform((typed, context) => {
      if (typed === undefined || typed.trim() === "") return null;
      const read = readTypedNumber(typed, kind, { min, max });
      if (read.ok) return read.value;
      const key = numberRefusalKey(typed, read, kind, { min, max });
      // The project form tells a range by its own sentence, without the bounds.
      context.addIssue({ code: "custom", message: key.startsWith("numberRange|") ? "range" : key });
      return z.NEVER;
    });
}

function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const text = z.string().optional();

const projectText = z.object({
  title: typedText(120).optional(),
  // Browsers send a text area's line breaks as CR LF; the site stores and splits on LF.
  description: text.transform((value, context) => {
    const description = (value ?? "").replace(/\r\n?/g, "\n").trim();
    if (description.length > 10_000) context.addIssue({ code: "custom", message: "tooLong" });
    return description;
  }),
});

/** The texts per language; a language is written when it has a title, and a description needs one. */
const texts = z
  .object(
    Object.fromEntries(LANGUAGES.map((language) => [language, projectText.optional()])) as Record<
      Language,
      z.ZodOptional<typeof projectText>
    >,
  )
  .optional()
  .transform((typed, context) => {
    const written: ProjectValues["texts"] = {};
    for (const language of LANGUAGES) {
      const { title, description = "" } = typed?.[language] ?? {};
      if (title) written[language] = { title, description };
      else if (description)
        context.addIssue({ code: "custom", message: "titleForDescription", path: [language, "title"] });
    }
    return written;
  });

const languageNames = z
  .object(
    Object.fromEntries(LANGUAGES.map((language) => [language, textOrNull(120)])) as Record<
      Language,
      ReturnType<typeof textOrNull>
    >,
  )
  .optional()
  .transform((names) => {
    const given: Partial<Texts> = {};
    for (const language of LANGUAGES) {
      const name = names?.[language];
      if (name) given[language] = name;
    }
    return given;
  });

/** A unit's row as typed: every field optional, so that a row added and left blank can be dropped. */
const unitRow = z.object({
  id: text,
  name: text,
  floor: text,
  status: text,
  price: text,
  surface: text,
  bedrooms: text,
  propertyId: text,
});
type UnitRow = z.output<typeof unitRow>;

const unitSchema = z.object({
  id: z
    .string()
    .optional()
    .refine((id) => id === undefined || /^\d{1,9}$/.test(id), "required")
    .transform((id) => (id ? Number(id) : null)),
  name: requiredText(60),
  floor: typedNumber("count", -5, 200),
  status: z.enum(UNIT_STATUSES, { error: "required" }),
  price: typedNumber("amount", 0, 1_000_000_000),
  surface: typedNumber("area", 1, 1_000_000),
  bedrooms: typedNumber("count", 0, 50),
  // Whether the listing is one of this project's is the save's to check (project-editor.ts).
  propertyId: z
    .string()
    .optional()
    .refine((id) => id === undefined || id === "" || /^\d{1,9}$/.test(id), "notInProject")
    .transform((id) => (id ? Number(id) : null)),
});

/** An unsaved unit row left blank (added and not filled in) is no unit: it is dropped, not refused. */
function isBlankNewUnit(unit: UnitRow): boolean {
  return (
    !unit.id &&
    [unit.name, unit.floor, unit.price, unit.surface, unit.bedrooms, unit.propertyId].every((value) => !value?.trim())
  );
}

/** The units in their order, each checked; a blank new row left out. */
const units = z
  .array(unitRow)
  .default([])
  .transform((rows, context) => {
    const checked: UnitValues[] = [];
    rows.forEach((row, index) => {
      if (isBlankNewUnit(row)) return;
      const parsed = unitSchema.safeParse(row);
      if (parsed.success) checked.push(parsed.data);
      else
        for (const found of parsed.error.issues)
          context.addIssue({ code: "custom", message: found.message, path: [index, ...found.path] });
    });
    if (checked.length > MAX_UNITS) context.addIssue({ code: "custom", message: "tooMany" });
    return checked;
  });

/**
 * The project editor's form (its values as written: projectValuesOf). Its rules besides each field's own: a description needs its title; a
 * published project has a title in the site's default language (the language every page falls back
 * to), and any project a title in some language; a position has both coordinates; a town has a name
 * in at least one language.
 */
export function projectEditorSchema(defaultLanguage: Language) {
  return z
    .object({
      texts,
      number: textOrNull(40),
      delivery: textOrNull(80),
      status: z.enum(PROJECT_STATUSES, { error: "required" }),
      externalUrl: z
        .string()
        .trim()
        .max(500, "tooLong")
        .refine(isHttpsUrl, "https")
        .optional()
        .transform((url) => url || null),
      ...addressFields(120),
      countryId: z.enum(PROJECT_COUNTRIES, { error: "required" }).transform(Number),
      cityNames: languageNames,
      publicAddress: z.boolean().optional().default(false),
      latitude: typedNumber("latitude", -90, 90),
      longitude: typedNumber("longitude", -180, 180),
      units,
      ...documentsSchema.shape,
    })
    .superRefine((form, context) => {
      const problem = (path: (string | number)[], message: ProjectFieldProblem) =>
        context.addIssue({ code: "custom", message, path });
      const titled = LANGUAGES.filter((language) => form.texts[language]);
      if (form.status === "published" && !titled.includes(defaultLanguage))
        problem(["texts", defaultLanguage, "title"], "titleToPublish");
      else if (titled.length === 0) problem(["texts", defaultLanguage, "title"], "required");
      if ((form.latitude === null) !== (form.longitude === null))
        problem([form.latitude === null ? "latitude" : "longitude"], "bothCoordinates");
      if (Object.keys(form.cityNames).length === 0) problem(["cityNames", defaultLanguage], "required");
    });
}

/** The checked form as the save writes it: the list's city is the town's name in the default language, else the first given. */
export function projectValuesOf(
  { cityNames, newDocument, ...form }: ProjectEditorOutput,
  defaultLanguage: Language,
): ProjectValues {
  return {
    ...form,
    cityNames,
    city: cityNames[defaultLanguage] ?? Object.values(cityNames)[0] ?? "",
    newDocumentNames: newDocument.names,
  };
}

export type ProjectEditorInput = z.input<ReturnType<typeof projectEditorSchema>>;
export type ProjectEditorOutput = z.output<ReturnType<typeof projectEditorSchema>>;
