// Where an article lives (SPEC.md section 2: article paths are built from category, sub-category and
// article name). Services and testimonials have pages of their own; a service filed under a
// sub-category lives one level deeper, under the sub-category's slug, whose own page lists it.
import { asc } from "drizzle-orm";
import type { Language } from "../i18n/languages.ts";
import { href } from "../i18n/links.ts";
import { localize } from "../shared/localize.ts";
import { db } from "./db/client.ts";
import { articleCategories } from "./db/schema.ts";

export type CategoryRow = typeof articleCategories.$inferSelect;

/** Every category, sub-categories included: a handful of rows, read where paths are built. */
export function categoryRows(): Promise<CategoryRow[]> {
  return db().select().from(articleCategories).orderBy(asc(articleCategories.sort), asc(articleCategories.id));
}

/** The top category a category belongs to: itself, or its parent for a sub-category. */
export function topCategory(rows: readonly CategoryRow[], categoryId: number): CategoryRow | undefined {
  const category = rows.find((row) => row.id === categoryId);
  if (!category?.parentId) return category;
  return rows.find((row) => row.id === category.parentId);
}

/** The ids of a category (by key) and of its sub-categories. */
export function categoryFamily(rows: readonly CategoryRow[], key: string): number[] {
  const top = rows.find((row) => row.key === key && row.parentId === null);
  if (!top) return [];
  return [top.id, ...rows.filter((row) => row.parentId === top.id).map((row) => row.id)];
}

/** The sub-categories of a category, in their order. */
export function subCategoriesOf(rows: readonly CategoryRow[], parentId: number): CategoryRow[] {
  return rows.filter((row) => row.parentId === parentId);
}

/** A sub-category's slug in a language (the default language's where it has none). */
export function categorySlug(category: CategoryRow, language: Language, fallback: Language): string {
  return localize(category.slugs, language, fallback);
}

/** The page of a services sub-category in a language; null for any other category. */
export function subCategoryHref(
  rows: readonly CategoryRow[],
  category: CategoryRow,
  language: Language,
  fallback: Language,
): string | null {
  const parent = category.parentId ? rows.find((row) => row.id === category.parentId) : undefined;
  const slug = categorySlug(category, language, fallback);
  if (parent?.key !== "services" || slug === "") return null;
  return href("service", language, { slug });
}

/**
 * The page of an article in a language, from its category and its slug there: services at
 * /{services}/{slug}/ or, filed under a sub-category, /{services}/{sub-category}/{slug}/; testimonials
 * at /{testimonials}/{slug}/; other categories (team, legal) have no article pages (null).
 */
export function articlePath(
  rows: readonly CategoryRow[],
  categoryId: number,
  slug: string,
  language: Language,
  fallback: Language,
): string | null {
  const category = rows.find((row) => row.id === categoryId);
  const top = topCategory(rows, categoryId);
  if (!category || !top) return null;
  if (top.key === "testimonials") return href("testimonial", language, { slug });
  if (top.key !== "services") return null;
  const subSlug = category.parentId ? categorySlug(category, language, fallback) : "";
  return subSlug
    ? href("serviceInCategory", language, { category: subSlug, slug })
    : href("service", language, { slug });
}
