// The forms of the property types' and the status badges' pages (/admin/property-types/,
// /admin/banners/): names and words per language, the types' order and flags, a badge's tone and
// where it shows. The same schemas run in the action and in the browser.
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { typedText } from "../forms/form-fields.ts";
import { z } from "../forms/zod.ts";
import { BADGE_TONE_NAMES, STATUS_BADGES } from "../status-badges.ts";
import { oneOf, requiredText, wholeNumber } from "./admin-fields.ts";

/** A type's name as lists and filters show it. */
export const TYPE_NAME_MAX = 60;
/** A badge's words sit on a card's photo, in capitals: a few words at most. */
export const BADGE_LABEL_MAX = 30;
/** ShowOrder: SPEC.md uses 0 to 8; room is left to put a type between two others. */
export const TYPE_ORDER_MAX = 99;

/** A ticked box posts true; an unticked one posts nothing. */
const box = z
  .boolean()
  .optional()
  .transform((value) => value === true);

/** The form's names: the site's default language is required (it is every other language's fallback). */
function names(defaultLanguage: Language, max: number, required: boolean) {
  return z.object(
    Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        required && language === defaultLanguage
          ? requiredText(max)
          : typedText(max)
              .optional()
              .transform((value) => value ?? ""),
      ]),
    ) as unknown as Record<Language, z.ZodType<string, string | undefined>>,
  );
}

export function propertyTypeSchema(defaultLanguage: Language) {
  return z.object({
    version: z.string({ error: "required" }),
    names: names(defaultLanguage, TYPE_NAME_MAX, true),
    showOrder: wholeNumber("count", 0, TYPE_ORDER_MAX),
    sale: box,
    rent: box,
  });
}
export type PropertyTypeValue = z.output<ReturnType<typeof propertyTypeSchema>>;

const badgeFields = z.object({
  labels: names("nl", BADGE_LABEL_MAX, false),
  tone: oneOf(BADGE_TONE_NAMES as [string, ...string[]]),
  onCards: box,
  onDetail: box,
});

export const statusBadgesSchema = z.object({
  version: z.string({ error: "required" }),
  badges: z.object(
    Object.fromEntries(STATUS_BADGES.map((badge) => [badge, badgeFields])) as Record<
      (typeof STATUS_BADGES)[number],
      typeof badgeFields
    >,
  ),
});
export type StatusBadgesValue = z.output<typeof statusBadgesSchema>;
