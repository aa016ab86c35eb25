// The modules of a content page with the data their relations point to (articles, categories,
// property lists), and articles by slug, in the visitor's language with the default language as
// fallback.
import { isDeepStrictEqual } from "node:util";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { looksLikeHtml, plainParagraphs, plainTextToHtml } from "../domain/article-body.ts";
import { markdownBoldToHtml } from "../domain/markdown-bold.ts";
import { inkOn, isModuleClass, readColour } from "../domain/module-look.ts";
import type { Language } from "../i18n/languages.ts";
import { localize } from "../shared/localize.ts";
import type { ArticleView, CategoryGroup, ModuleBackground, ModuleView } from "../shared/module-data.ts";
import { cleanArticleHtml, storedBodyHtml } from "./article-html.ts";
import {
  articlePath,
  type CategoryRow,
  categoryFamily,
  categoryRows,
  subCategoriesOf,
  subCategoryHref,
} from "./article-paths.ts";
import { latestListings } from "./catalog/listing-cards.ts";
import { articleOldSlugs } from "./db/article-slugs-schema.ts";
import { db } from "./db/client.ts";
import type { ModuleSettings } from "./db/json-shapes.ts";
import { articles, articleTexts, modules } from "./db/schema.ts";
import { notFound } from "./http-errors.ts";
import type { PageContext } from "./page-context.ts";

type ArticleRow = typeof articles.$inferSelect;
type ArticleTextRow = typeof articleTexts.$inferSelect;

/**
 * contentRow (SPEC.md) places a module on a row of the page: rows in their order, then the modules'
 * own order within a row (the sort is stable); the first module of each row starts a new line.
 */
export function inRowOrder<T extends { settings: { contentRow: number } }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.settings.contentRow - b.settings.contentRow);
}

/**
 * The page's published modules in their order, each with the data its relation points to; a
 * preview shows the draft modules too, and each module's unpublished changes instead of what the
 * site shows: the changed ones marked, so the preview can say so, in the page's new order, without
 * the modules to be removed.
 */
export async function pageModules(ctx: PageContext, pageId: number, drafts = false): Promise<ModuleView[]> {
  const stored = await db()
    .select()
    .from(modules)
    .where(drafts ? eq(modules.pageId, pageId) : and(eq(modules.pageId, pageId), eq(modules.status, "published")))
    .orderBy(asc(modules.sort), asc(modules.id));
  const rows = drafts ? stored.flatMap(asPreviewed).sort((a, b) => a.sort - b.sort || a.id - b.id) : stored;
  const views = (await Promise.all(inRowOrder(rows).map((row) => moduleView(ctx, row)))).filter(
    (view): view is ModuleView => view !== null,
  );
  // An article shown as its own block (the team page's intro) is not repeated in a category list.
  const shown = new Set(views.flatMap((view) => (view.kind === "article" && view.article ? [view.article.id] : [])));
  return views.map((view) =>
    view.kind === "category" ? { ...view, items: view.items.filter((item) => !shown.has(item.id)) } : view,
  );
}

type ModuleRow = typeof modules.$inferSelect;

/** A module as the preview shows it: its draft's configuration and place; none when it is to be removed. */
function asPreviewed(row: ModuleRow): (ModuleRow & { unpublished: boolean })[] {
  if (!row.draft) return [{ ...row, unpublished: false }];
  const { relationType, relationId, settings, sort = row.sort, removed } = row.draft;
  if (removed) return [];
  const changed = !isDeepStrictEqual(
    { relationType, relationId, settings },
    { relationType: row.relationType, relationId: row.relationId, settings: row.settings },
  );
  return [{ ...row, relationType, relationId, settings, sort, draft: null, unpublished: changed }];
}

async function moduleView(ctx: PageContext, row: ModuleRow & { unpublished?: boolean }): Promise<ModuleView | null> {
  const base = {
    ...moduleBase(ctx, row.id, row.settings),
    unpublished: row.unpublished === true || row.status !== "published",
  };
  switch (row.relationType) {
    case "article": {
      const [article] = row.relationId
        ? await articleViews(ctx, eq(articles.id, row.relationId), 1, { withBody: true })
        : [];
      return { ...base, kind: "article", article: article ?? null };
    }
    case "category": {
      if (!row.relationId) return null;
      const categories = await categoryRows();
      const category = categories.find((candidate) => candidate.id === row.relationId);
      const subCategories = subCategoriesOf(categories, row.relationId);
      const ids = [row.relationId, ...subCategories.map((sub) => sub.id)];
      const items = await articleViews(ctx, inArray(articles.categoryId, ids), row.settings.maxItems);
      // isHasSubcategories (SPEC.md module fields): the articles under each sub-category's heading.
      const groups = row.settings.isHasSubcategories
        ? await subCategoryGroups(ctx, categories, subCategories, row.settings.maxItems)
        : null;
      return { ...base, kind: "category", category: category?.key ?? "", items, groups };
    }
    case "contact":
      return { ...base, kind: "contact" };
    case "property-list": {
      const cards = await latestListings({
        language: ctx.language,
        goal: row.settings.goal,
        limit: row.settings.maxItems,
      });
      return { ...base, kind: "property-list", cards };
    }
    default:
      return null;
  }
}

/**
 * A module's text as cleaned HTML. Texts written before the rich-text editor are plain paragraphs,
 * some with inline tags typed in them ("Een <b>vet</b> woord") or Markdown's bold ("**actief in
 * Edingen**"): their blank lines still part paragraphs, the tags are kept when the cleaning allows
 * them, and the bold is bold. The editor's HTML (paragraphs as tags) is only cleaned.
 */
export function moduleTextHtml(text: string | undefined): string {
  if (!text) return "";
  if (!looksLikeHtml(text)) return cleanArticleHtml(markdownBoldToHtml(plainTextToHtml(text)));
  if (/<\/?(?:p|h[1-6]|ul|ol|li|div|blockquote)\b/i.test(text)) return cleanArticleHtml(text);
  return cleanArticleHtml(
    markdownBoldToHtml(
      plainParagraphs(text)
        .map((paragraph) => `<p>${paragraph.replace(/\n/g, "<br />")}</p>`)
        .join(""),
    ),
  );
}

/**
 * What a module draws behind it. A colour is drawn as chosen with the ink that reads on it; a
 * colour stored before that rule, on which no ink reads, is left out rather than drawn unreadable.
 */
export function moduleBackground(settings: ModuleSettings): ModuleBackground {
  const images = settings.images.filter(Boolean);
  switch (settings.backgroundType) {
    case "color": {
      const colour = readColour(settings.colorBackground ?? "");
      const ink = colour ? inkOn(colour) : undefined;
      return colour && ink ? { type: "color", colour, ink } : { type: "none" };
    }
    case "image": {
      const imageKey = settings.image ?? images[0];
      return imageKey ? { type: "image", imageKey } : { type: "none" };
    }
    case "gallery":
      if (images.length > 1) return { type: "gallery", imageKeys: images };
      return images[0] ? { type: "image", imageKey: images[0] } : { type: "none" };
    default:
      return { type: "none" };
  }
}

function moduleBase(ctx: PageContext, id: number, settings: ModuleSettings) {
  const text = (value: Parameters<typeof localize>[0]) => localize(value, ctx.language, ctx.settings.fallback);
  return {
    id,
    title: text(settings.title),
    titleSize: settings.titleSize,
    descriptionHtml: moduleTextHtml(text(settings.descriptions)),
    span: settings.span,
    row: settings.contentRow,
    cols: settings.cols ?? null,
    view: settings.view,
    // Only the classes of the list the editor offers, each styled by the site.
    className: settings.className && isModuleClass(settings.className) ? settings.className : "",
    background: moduleBackground(settings),
    perRow: settings.numberItemOfRow,
  };
}

/**
 * Published articles matching `where`, in their order, with their texts in the visitor's language.
 * Only an article shown whole carries its body's HTML (`withBody`); cards read the summary and the
 * first paragraph, so lists neither clean nor send bodies they do not show.
 */
export async function articleViews(
  ctx: PageContext,
  where: ReturnType<typeof eq>,
  limit: number,
  { withBody = false }: { withBody?: boolean } = {},
): Promise<ArticleView[]> {
  const rows = await db()
    .select({ article: articles })
    .from(articles)
    .where(and(where, eq(articles.status, "published")))
    .orderBy(asc(articles.sort), asc(articles.id))
    .limit(Math.max(1, Math.min(100, limit)));
  if (rows.length === 0) return [];
  const texts = await db()
    .select()
    .from(articleTexts)
    .where(
      and(
        inArray(
          articleTexts.articleId,
          rows.map((row) => row.article.id),
        ),
        inArray(articleTexts.language, [ctx.language, ctx.settings.fallback]),
      ),
    );
  const categories = await categoryRows();
  return rows.flatMap(({ article }) => {
    const text = pickText(
      texts.filter((t) => t.articleId === article.id),
      ctx.language,
      ctx.settings.fallback,
    );
    return text ? [toArticleView(ctx, article, categories, text, withBody)] : [];
  });
}

export function pickText(texts: ArticleTextRow[], language: Language, fallback: Language): ArticleTextRow | undefined {
  return texts.find((t) => t.language === language) ?? texts.find((t) => t.language === fallback) ?? texts[0];
}

const languageNames = new Map<string, Intl.DisplayNames>();

/** The languages (ISO codes, comma-separated) named in `language`: "nl,fr" -> "Nederlands, Frans". */
export function spokenLanguages(codes: string | undefined, language: string): string {
  if (!codes) return "";
  let names = languageNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: "language" });
    languageNames.set(language, names);
  }
  return codes
    .split(",")
    .map((code) => code.trim())
    .filter((code) => /^[a-z]{2,3}$/.test(code))
    .map((code) => names.of(code) ?? code)
    .join(", ");
}

export function toArticleView(
  ctx: PageContext,
  article: ArticleRow,
  categories: readonly CategoryRow[],
  text: ArticleTextRow,
  withBody: boolean,
): ArticleView {
  return {
    id: article.id,
    key: article.key,
    title: text.title,
    summary: text.summary,
    html: withBody ? storedBodyHtml(text) : "",
    firstParagraph: plainParagraphs(text.body)[0] ?? "",
    imageKey: article.imageKey,
    href: articlePath(categories, article.categoryId, text.slug, ctx.language, ctx.settings.fallback),
    data: article.data,
    spokenLanguages: spokenLanguages(article.data.languages, ctx.language),
  };
}

/**
 * A published article of a category by its slug in any language, with its text in the visitor's
 * language, the slug that language uses (the caller redirects when it differs) and its alternates.
 */
export async function articleBySlug(ctx: PageContext, category: "services" | "testimonials", slug: string) {
  // No slug holds a control character, and PostgreSQL refuses a NUL in text: such a path is no article.
  if (slug.length > 200 || /\p{Cc}/u.test(slug)) notFound();
  const categories = await categoryRows();
  const family = categoryFamily(categories, category);
  if (family.length === 0) notFound();
  const rows = await db()
    .select({ article: articles, language: articleTexts.language })
    .from(articleTexts)
    .innerJoin(articles, eq(articles.id, articleTexts.articleId))
    .where(and(eq(articleTexts.slug, slug), inArray(articles.categoryId, family), eq(articles.status, "published")));
  // No article has the slug today: one that had it before a rename answers (the caller redirects).
  const match =
    rows.find((row) => row.language === ctx.language) ?? rows[0] ?? (await articleByOldSlug(ctx, family, slug));
  if (!match) notFound();
  const texts = await db().select().from(articleTexts).where(eq(articleTexts.articleId, match.article.id));
  const text = pickText(texts, ctx.language, ctx.settings.fallback);
  if (!text) notFound();
  const alternates: Partial<Record<Language, string>> = {};
  for (const language of ctx.settings.enabled) {
    const other = pickText(texts, language, ctx.settings.fallback);
    const path = other
      ? articlePath(categories, match.article.categoryId, other.slug, language, ctx.settings.fallback)
      : null;
    if (path) alternates[language] = path;
  }
  const filedUnder = categories.find((row) => row.id === match.article.categoryId);
  const subCategory =
    filedUnder && filedUnder.parentId !== null
      ? {
          title: localize(filedUnder.names, ctx.language, ctx.settings.fallback),
          href: subCategoryHref(categories, filedUnder, ctx.language, ctx.settings.fallback),
        }
      : null;
  return {
    subCategory,
    view: toArticleView(ctx, match.article, categories, text, true),
    slug: text.slug,
    alternates,
  };
}

/** The published article of the family that gave `slug` up, preferring the visitor's language. */
async function articleByOldSlug(ctx: PageContext, family: number[], slug: string) {
  const rows = await db()
    .select({ article: articles, language: articleOldSlugs.language })
    .from(articleOldSlugs)
    .innerJoin(articles, eq(articles.id, articleOldSlugs.articleId))
    .where(and(eq(articleOldSlugs.slug, slug), inArray(articles.categoryId, family), eq(articles.status, "published")))
    .orderBy(desc(articleOldSlugs.changedAt));
  return rows.find((row) => row.language === ctx.language) ?? rows[0];
}

/** Each sub-category with its page and its published articles; empty ones are left out. */
export async function subCategoryGroups(
  ctx: PageContext,
  categories: readonly CategoryRow[],
  subCategories: readonly CategoryRow[],
  limit: number,
): Promise<CategoryGroup[]> {
  const groups = await Promise.all(
    subCategories.map(async (sub) => ({
      id: sub.id,
      title: localize(sub.names, ctx.language, ctx.settings.fallback),
      href: subCategoryHref(categories, sub, ctx.language, ctx.settings.fallback),
      items: await articleViews(ctx, eq(articles.categoryId, sub.id), limit),
    })),
  );
  return groups.filter((group) => group.items.length > 0);
}

/**
 * A sub-category of services by its slug in any language, with its published articles, its path in
 * the visitor's language and in every enabled language; undefined when no sub-category has the slug.
 */
export async function servicesSubCategory(ctx: PageContext, slug: string) {
  if (slug.length > 200 || /\p{Cc}/u.test(slug)) return undefined;
  const categories = await categoryRows();
  const services = categories.find((row) => row.key === "services" && row.parentId === null);
  if (!services) return undefined;
  const sub = subCategoriesOf(categories, services.id).find((row) => Object.values(row.slugs).includes(slug));
  if (!sub) return undefined;
  const alternates: Partial<Record<Language, string>> = {};
  for (const language of ctx.settings.enabled) {
    const path = subCategoryHref(categories, sub, language, ctx.settings.fallback);
    if (path) alternates[language] = path;
  }
  return {
    title: localize(sub.names, ctx.language, ctx.settings.fallback),
    href: subCategoryHref(categories, sub, ctx.language, ctx.settings.fallback),
    items: await articleViews(ctx, eq(articles.categoryId, sub.id), 100),
    alternates,
  };
}
