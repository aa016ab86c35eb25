// A page module's form, as the server and the staff member's browser both check it: what it shows,
// its texts per language (the text as the rich-text editor's HTML, cleaned on the server) and its
// look (SPEC.md, Module: title size, row, column span and widths, items per row, a class from a
// list, a background of a colour, a picture or a gallery). A background colour on which the text
// would not read is refused here, with its reason, before the server is asked. Whether an image key
// is well formed and an article still there, the server decides (page-module-edits.ts).

import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { typedText } from "../forms/form-fields.ts";
import { z } from "../forms/zod.ts";
import { inkOn, MODULE_CLASSES, readColour } from "../module-look.ts";
import { oneOf, requiredText, wholeNumber } from "./admin-fields.ts";
import { MODULE_VIEWS, PAGE_LIMITS } from "./page-forms.ts";

export const MODULE_BACKGROUNDS = ["none", "color", "image", "gallery"] as const;
export type ModuleBackgroundType = (typeof MODULE_BACKGROUNDS)[number];

export const TITLE_SIZES = ["h2", "h3"] as const;

/** The most pictures a gallery background draws. */
export const MAX_GALLERY_IMAGES = 8;

/** The module form's own refusals, worded by the page's texts. */
export type ModuleFormError = "invalidColour" | "lowContrast" | "needsColour" | "needsImage" | "needsImages";

const optional = (max: number) => typedText(max).optional();

function perLanguage<Field extends z.ZodType>(field: Field) {
  return z
    .object(Object.fromEntries(LANGUAGES.map((language) => [language, field])) as Record<Language, Field>)
    .optional();
}

/** An optional whole number: left empty it is not set. */
const optionalWhole = (min: number, max: number) => wholeNumber("count", min, max).optional();

/** Picture keys as typed: separated by commas, spaces or lines. */
export function imageKeysOf(typed: string | undefined): string[] {
  return (typed ?? "").split(/[\s,]+/).filter(Boolean);
}

export const moduleSchema = z
  .object({
    relation: requiredText(40),
    view: oneOf(MODULE_VIEWS),
    numberItemOfRow: wholeNumber("count", 1, 6),
    maxItems: wholeNumber("count", 1, 100),
    goal: z.enum(["0", "1"], { error: "chooseOne" }).optional(),
    isHasSubcategories: z.literal("on").optional(),
    moduleTitle: perLanguage(optional(PAGE_LIMITS.title)),
    // The editor's HTML is longer than the words it holds.
    moduleText: perLanguage(optional(PAGE_LIMITS.moduleText * 2)),
    titleSize: oneOf(TITLE_SIZES),
    contentRow: wholeNumber("count", 0, 20),
    span: wholeNumber("count", 1, 12),
    colsSm: optionalWhole(1, 12),
    colsMd: optionalWhole(1, 12),
    colsLg: optionalWhole(1, 12),
    className: z.enum(MODULE_CLASSES.filter(Boolean) as [string, ...string[]], { error: "chooseOne" }).optional(),
    backgroundType: oneOf(MODULE_BACKGROUNDS),
    colorBackground: optional(20),
    image: optional(PAGE_LIMITS.path),
    images: optional(PAGE_LIMITS.path * 2),
  })
  .superRefine((form, context) => {
    const problem = (path: string, message: ModuleFormError) =>
      context.addIssue({ code: "custom", path: [path], message });
    if (form.colorBackground) {
      const colour = readColour(form.colorBackground);
      if (!colour) problem("colorBackground", "invalidColour");
      else if (!inkOn(colour)) problem("colorBackground", "lowContrast");
    } else if (form.backgroundType === "color") problem("colorBackground", "needsColour");
    if (form.backgroundType === "image" && !form.image) problem("image", "needsImage");
    if (form.backgroundType === "gallery" && imageKeysOf(form.images).length < 2) problem("images", "needsImages");
  });

export type ModuleForm = z.infer<typeof moduleSchema>;
