// The back office's article editor: the category kinds it tells apart and the problems its texts
// name, shared by the route (app/routes/admin/article.tsx) and its components. The form's schema and
// limits are app/domain/admin-forms/article-forms.ts.

/** The top categories as the editor treats them; any other category is "other" (free pages). */
export type CategoryKind = "services" | "team" | "legal" | "testimonials" | "other";

export function categoryKind(topKey: string): CategoryKind {
  return topKey === "services" || topKey === "team" || topKey === "legal" || topKey === "testimonials"
    ? topKey
    : "other";
}

export type ArticleProblem =
  | "required"
  | "tooLong"
  | "slugInvalid"
  | "slugEmpty"
  | "slugTaken"
  | "slugSubCategory"
  | "email"
  | "phone"
  | "sort"
  | "category"
  | "noText"
  | "photoNotPicture"
  | "photoTooLarge"
  | "photoTooManyPixels"
  | "photoBusy";
