// A module's configuration as its form's flat fields and back: what it shows, its texts (the
// rich-text editor's HTML, cleaned with the articles' cleaning whatever sent it) and its look. The
// form is the browser's check (module-forms.ts); this is the server's, over the stored settings.

import { imageKeysOf, MAX_GALLERY_IMAGES, moduleSchema } from "../../domain/admin-forms/module-forms.ts";
import { PAGE_LIMITS } from "../../domain/admin-forms/page-forms.ts";
import { htmlToPlainText } from "../../domain/article-body.ts";
import { isModuleClass } from "../../domain/module-look.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import type { AdminPageModulesMessages } from "../../i18n/messages/admin-page-modules.ts";
import type { Localized } from "../../shared/localize.ts";
import { CHECKED, type FormValues, fieldName, type ModuleRelation } from "../../shared/page-form-fields.ts";
import { type ModuleSettings, moduleSettingsSchema } from "../db/json-shapes.ts";
import type { modules } from "../db/schema.ts";
import { IMAGE_KEY_PATTERN } from "../images/image-params.ts";
import { moduleTextHtml } from "../page-modules.ts";
import type { Actor } from "./audit.ts";
import type { FieldDescription } from "./edit-merge-form.ts";
import { readPictureField } from "./site-pictures.ts";

type ModuleRow = typeof modules.$inferSelect;
export type FieldErrors = Record<string, string>;

/** What a module is: its relation and settings, as published or as its draft holds them. */
export interface ModuleConfig {
  relationType: ModuleRow["relationType"];
  relationId: number | null;
  settings: ModuleSettings;
}

/** The module as its editor shows it: its unpublished changes when it has any, else what is published. */
export function editedConfig(row: ModuleRow): ModuleConfig {
  return row.draft ?? { relationType: row.relationType, relationId: row.relationId, settings: row.settings };
}

/** What a module relates to, as one form value: "property-list", "contact", "text", "article:12", "category:3". */
export function relationChoice(row: Pick<ModuleConfig, "relationType" | "relationId">): string {
  if (row.relationType === "article") return row.relationId ? `article:${row.relationId}` : "text";
  if (row.relationType === "category") return `category:${row.relationId ?? ""}`;
  return row.relationType;
}

/** The relation a choice names, when it is well formed. */
export function parseRelation(choice: string): { type: ModuleRelation; id: number | null } | undefined {
  if (choice === "property-list" || choice === "contact") return { type: choice, id: null };
  if (choice === "text") return { type: "article", id: null };
  const match = /^(article|category):([1-9]\d{0,8})$/.exec(choice);
  if (!match) return undefined;
  return { type: match[1] as ModuleRelation, id: Number(match[2]) };
}

/** The settings with their texts as the editor saves them, so an old plain text equals its HTML. */
export function comparableSettings(settings: ModuleSettings): ModuleSettings {
  const descriptions: Localized = {};
  for (const [language, text] of Object.entries(settings.descriptions)) {
    const html = moduleTextHtml(text);
    if (html) descriptions[language as Language] = html;
  }
  return { ...settings, descriptions };
}

const LOOK_FIELDS = [
  "titleSize",
  "contentRow",
  "span",
  "colsSm",
  "colsMd",
  "colsLg",
  "className",
  "backgroundType",
  "colorBackground",
  "image",
  "images",
] as const;

/** A module as its configuration form's fields. */
export function moduleFormValues(config: ModuleConfig): FormValues {
  const settings = config.settings;
  const values: FormValues = {
    relation: relationChoice(config),
    view: settings.view,
    numberItemOfRow: String(settings.numberItemOfRow),
    maxItems: String(settings.maxItems),
    goal: settings.goal === undefined ? "" : String(settings.goal),
    isHasSubcategories: settings.isHasSubcategories ? CHECKED : "",
    titleSize: settings.titleSize,
    contentRow: String(settings.contentRow),
    span: String(settings.span),
    colsSm: settings.cols ? String(settings.cols.sm) : "",
    colsMd: settings.cols ? String(settings.cols.md) : "",
    colsLg: settings.cols ? String(settings.cols.lg) : "",
    className: settings.className && isModuleClass(settings.className) ? settings.className : "",
    backgroundType: settings.backgroundType,
    colorBackground: settings.colorBackground ?? "",
    image: settings.image ?? "",
    images: settings.images.join(", "),
  };
  for (const language of LANGUAGES) {
    values[fieldName.moduleTitle(language)] = settings.title[language] ?? "";
    values[fieldName.moduleText(language)] = moduleTextHtml(settings.descriptions[language]);
  }
  return values;
}

export function moduleFieldNames(): string[] {
  return [
    "relation",
    "view",
    "numberItemOfRow",
    "maxItems",
    "goal",
    "isHasSubcategories",
    ...LOOK_FIELDS,
    ...LANGUAGES.flatMap((language) => [fieldName.moduleTitle(language), fieldName.moduleText(language)]),
  ];
}

/** The module form's fields as posted; the texts' HTML may be longer than other fields. */
export function postedModuleValues(form: FormData): FormValues {
  const values: FormValues = {};
  for (const name of moduleFieldNames()) {
    const value = form.get(name);
    const text = typeof value === "string" ? value.trim() : "";
    // A text as the editor's HTML, cleaned at once: an empty editor's "<p></p>" is no text, and a
    // merge compares what the form was opened with to what was typed in the same form.
    values[name] = name.startsWith("moduleText.")
      ? moduleTextHtml(text.slice(0, PAGE_LIMITS.moduleText * 2))
      : text.slice(0, 1_000);
  }
  return values;
}

/** The form's problems by field name, as the schema words them (the first of each field). */
function schemaErrors(values: FormValues): FieldErrors {
  const nested: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === "") continue;
    const [head = name, tail] = name.split(".");
    if (tail) nested[head] = { ...(nested[head] as object | undefined), [tail]: value };
    else nested[name] = value;
  }
  const parsed = moduleSchema.safeParse(nested);
  const errors: FieldErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const name = issue.path.join(".");
    errors[name] ??= issue.message;
  }
  return errors;
}

/** The background's pictures: each key well formed, a gallery's at most MAX_GALLERY_IMAGES. */
function pictures(values: FormValues, errors: FieldErrors) {
  const image = values.image ?? "";
  if (image && !IMAGE_KEY_PATTERN.test(image)) errors.image = "invalidImage";
  const images = imageKeysOf(values.images);
  if (images.length > MAX_GALLERY_IMAGES || images.some((key) => !IMAGE_KEY_PATTERN.test(key)))
    errors.images = "invalidImage";
  return { image, images };
}

/** The posted configuration, checked, over the module's current settings (its relation apart). */
export function readModuleForm(
  values: FormValues,
  current: ModuleSettings,
): { relation?: { type: ModuleRelation; id: number | null }; settings: ModuleSettings; errors: FieldErrors } {
  const errors = schemaErrors(values);
  const relation = parseRelation(values.relation ?? "");
  if (!relation) errors.relation ??= "invalid";
  const texts = (name: (language: Language) => string, html: boolean) => {
    const result: Localized = {};
    for (const language of LANGUAGES) {
      const typed = values[name(language)] ?? "";
      const text = html ? moduleTextHtml(typed) : typed;
      if ((html ? htmlToPlainText(text) : text).length > PAGE_LIMITS.moduleText) errors[name(language)] = "tooLong";
      if (text) result[language] = text;
    }
    return result;
  };
  const { image, images } = pictures(values, errors);
  const number = (name: string) => Number(values[name]);
  const cols = ["colsSm", "colsMd", "colsLg"].some((name) => values[name])
    ? {
        sm: number("colsSm") || 12,
        md: number("colsMd") || Math.max(6, number("span")),
        lg: number("colsLg") || number("span"),
      }
    : undefined;
  const { goal: _goal, cols: _cols, image: _image, colorBackground: _colour, className: _class, ...rest } = current;
  const background = values.backgroundType as ModuleSettings["backgroundType"];
  const goal = values.goal ?? "";
  const candidate = {
    ...rest,
    view: values.view,
    numberItemOfRow: number("numberItemOfRow"),
    maxItems: number("maxItems"),
    ...(relation?.type === "property-list" && goal !== "" ? { goal: Number(goal) } : {}),
    isHasSubcategories: values.isHasSubcategories === CHECKED,
    title: texts(fieldName.moduleTitle, false),
    descriptions: texts(fieldName.moduleText, true),
    titleSize: values.titleSize,
    contentRow: number("contentRow"),
    span: number("span"),
    ...(cols ? { cols } : {}),
    ...(values.className ? { className: values.className } : {}),
    backgroundType: background,
    // A colour or picture is kept only with the background that draws it.
    ...(background === "color" && values.colorBackground
      ? { colorBackground: values.colorBackground.trim().toLowerCase() }
      : {}),
    ...(background === "image" && image ? { image } : {}),
    images: background === "gallery" ? images : [],
  };
  if (Object.keys(errors).length > 0) return { ...(relation ? { relation } : {}), settings: current, errors };
  const parsed = moduleSettingsSchema.safeParse(candidate);
  if (!parsed.success) errors.view ??= "invalid";
  return { ...(relation ? { relation } : {}), settings: parsed.success ? parsed.data : current, errors };
}

/** The look's fields named in a conflict in the staff member's words; the others as `base` names them. */
export function moduleLookDescriber(
  mm: AdminPageModulesMessages,
  base: (field: string) => FieldDescription,
): (field: string) => FieldDescription {
  const asIs = (value: string) => value;
  const pick = (labels: Record<string, string>) => (value: string) => labels[value] ?? value;
  const look: Record<string, FieldDescription> = {
    titleSize: { label: mm.titleSize, shown: pick(mm.titleSizes) },
    contentRow: { label: mm.contentRow, shown: asIs },
    span: { label: mm.span, shown: asIs },
    colsSm: { label: mm.colsSm, shown: asIs },
    colsMd: { label: mm.colsMd, shown: asIs },
    colsLg: { label: mm.colsLg, shown: asIs },
    className: { label: mm.className, shown: pick(mm.classes) },
    backgroundType: { label: mm.backgroundType, shown: pick(mm.backgrounds) },
    colorBackground: { label: mm.colorBackground, shown: asIs },
    image: { label: mm.image, shown: asIs },
    images: { label: mm.images, shown: asIs },
  };
  return (field) => {
    const described = look[field] ?? base(field);
    // A text is compared as its words, not its markup.
    return field.startsWith("moduleText.") ? { ...described, shown: htmlToPlainText } : described;
  };
}

/**
 * Reads a module form's picture fields into `form` (each field's keys, as the rest of the save reads
 * them) and answers the fields whose pictures were refused, with the reason; none is {}.
 */
export async function readModulePictures(form: FormData, actor: Actor): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  for (const [field, max] of [
    ["image", 1],
    ["images", MAX_GALLERY_IMAGES],
  ] as const) {
    const read = await readPictureField(form, field, max, actor);
    form.set(field, read.keys.join(", "));
    if (read.refused) errors[field] = [read.refused];
  }
  return errors;
}
