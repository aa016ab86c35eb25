// The articles' forms, as the server and the staff member's browser both check them: "add an
// article" on the articles page, and the article editor. Whether the category takes new articles,
// a title makes an address and a slug is free, the server decides (app/.server/admin/articles.ts).

import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { htmlToPlainText } from "../article-body.ts";
import { checkArticleSlug } from "../article-slug.ts";
import { typedText } from "../forms/form-fields.ts";
import { z } from "../forms/zod.ts";
import { chosenRow, emailAddress, oneOf, requiredText, wholeNumber } from "./admin-fields.ts";

export const newArticleSchema = z.object({
  categoryId: chosenRow,
  title: requiredText(200),
});

/** Limits of the editor's fields, checked in the browser and on the server alike. */
export const ARTICLE_LIMITS = {
  title: 200,
  slug: 80,
  summary: 600,
  body: 200_000,
  phone: 30,
  email: 254,
  sort: 32_767,
} as const;

/** Languages a team member may be listed as speaking (ISO 639-1), named by the browser's Intl. */
export const SPOKEN_LANGUAGES = ["nl", "fr", "en", "de", "es", "it", "pt", "pl", "ro", "tr", "ar"] as const;

/** The fields of a language's text, each posted as "<field>-<language>": "title-nl", "body-de". */
export const ARTICLE_TEXT_FIELDS = ["title", "slug", "summary", "body"] as const;
export type ArticleTextField = (typeof ARTICLE_TEXT_FIELDS)[number];

/** The form field of a language's text: "title-nl". */
export function textField(field: ArticleTextField, language: Language): string {
  return `${field}-${language}`;
}

/**
 * The editor's refusals that are the articles page's own (its texts say them): a slug written
 * otherwise than an address is ("slugInvalid|<the address it would become>"), none to be made, a
 * phone number, a language without any text.
 */
export type ArticleFormError = "slugInvalid" | "slugEmpty" | "phone" | "noText";

const phone = z
  .string()
  .trim()
  .max(ARTICLE_LIMITS.phone, "tooLong")
  .regex(/^\+?[0-9][0-9 ./()-]{5,}$/, "phone");

const textShape = Object.fromEntries(
  LANGUAGES.flatMap((language) => [
    [textField("title", language), typedText(ARTICLE_LIMITS.title).optional()],
    [textField("slug", language), z.string().max(ARTICLE_LIMITS.slug, "tooLong").optional()],
    [textField("summary", language), typedText(ARTICLE_LIMITS.summary).optional()],
    // HTML from the editor, or what was typed into the plain text area; the server cleans it.
    [textField("body", language), z.string().max(ARTICLE_LIMITS.body, "tooLong").optional()],
  ]),
) as unknown as Record<`${ArticleTextField}-${Language}`, z.ZodOptional<z.ZodType<string, string>>>;

/** An empty body is sent as "<p></p>" by the editor: what counts is the words it holds. */
function hasWords(html: string | undefined): boolean {
  return htmlToPlainText(html ?? "").trim() !== "";
}

/**
 * The article editor's form; `team` for a team member (phone, e-mail and spoken languages). A
 * language's text is left out when all its fields are empty; one that is there needs a title, and
 * its slug written as an address (or left empty, to be made from the title). At least one language
 * has a text.
 */
export function articleSchema({ team }: { team: boolean }) {
  const teamShape = team
    ? {
        phone: phone.optional(),
        email: emailAddress.optional(),
        languages: z
          .array(z.string())
          .optional()
          .transform((codes = []) => SPOKEN_LANGUAGES.filter((code) => codes.includes(code))),
      }
    : {};
  return z
    .object({
      status: oneOf(["published", "draft"]),
      // Left empty, the article comes first.
      sort: wholeNumber("count", 0, ARTICLE_LIMITS.sort).optional().default(0),
      categoryId: chosenRow,
      ...teamShape,
      ...textShape,
    })
    .superRefine(
      (value, context) => {
        const fields = value as unknown as Record<string, string | undefined>;
        let texts = 0;
        for (const language of LANGUAGES) {
          const field = (name: ArticleTextField) => fields[textField(name, language)];
          const title = field("title") ?? "";
          if (!title && !field("slug")?.trim() && !field("summary") && !hasWords(field("body"))) continue;
          texts += 1;
          if (!title) context.addIssue({ code: "custom", path: [textField("title", language)], message: "required" });
          const slug = checkArticleSlug(field("slug") ?? "", title, language);
          if (!slug.ok)
            context.addIssue({
              code: "custom",
              path: [textField("slug", language)],
              message: slug.problem === "invalid" ? `slugInvalid|${slug.suggestion}` : "slugEmpty",
            });
        }
        if (texts === 0) context.addIssue({ code: "custom", path: [], message: "noText" });
        // Checked even when another field is refused: every problem is told at once.
      },
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    );
}

export type ArticleFormValue = z.output<ReturnType<typeof articleSchema>>;
