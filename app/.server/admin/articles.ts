// Articles in the back office: the overview by category, adding one, and saving an edit. A save
// is one transaction: the article read `for update` and, when someone saved it since the form was
// opened, the form merged field by field with it (edit-merge.ts; a field both changed differently is
// left for the person to choose), slugs checked against the other articles, texts written, every slug given up
// kept so its old address redirects, a legal text's published version kept, and the audit line
// with each changed field before and after. Every instance drops its pages after the commit.
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, max, ne, or, sql } from "drizzle-orm";
import { freeSlug } from "../../domain/article-slug.ts";
import type { MergedEdit } from "../../domain/edit-merge.ts";
import { slugify } from "../../domain/slug.ts";
import { isLanguage, LANGUAGES, type Language } from "../../i18n/languages.ts";
import { type CategoryKind, categoryKind } from "../../shared/article-form.ts";
import { localize } from "../../shared/localize.ts";
import { storedBodyHtml } from "../article-html.ts";
import { articlePath, type CategoryRow, categoryRows, topCategory } from "../article-paths.ts";
import { articleOldSlugs } from "../db/article-slugs-schema.ts";
import { db, type Transaction } from "../db/client.ts";
import { articleDataSchema } from "../db/json-shapes.ts";
import { articleCategories, articles, articleTexts, modules, pages } from "../db/schema.ts";
import { forgetLocalCopies } from "../images/local-copies.ts";
import { publishedTexts, recordVersions, versionedArticleIds } from "../legal-versions.ts";
import { pagePath } from "../menu.ts";
import type { ArticleInput, ArticleReading } from "./article-form.ts";
import { storedArticleFields } from "./article-merge.ts";
import { type Actor, auditSubject } from "./audit.ts";
import { type FormMerge, mergeFormFields } from "./edit-merge-form.ts";
import {
  type ChangeSince,
  changesSince,
  type FieldChanges,
  fieldChanges,
  isStale,
  recordVersion,
} from "./edit-record.ts";
import { changed, staffChange, unchanged } from "./staff-change.ts";
import { imageKeyAfter, releaseOriginal, storePhoto } from "./team-photo.ts";

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleTextRow = typeof articleTexts.$inferSelect;

/** The kind of the top category an article's category belongs to. */
export function kindOf(categories: readonly CategoryRow[], categoryId: number): CategoryKind {
  return categoryKind(topCategory(categories, categoryId)?.key ?? "");
}

/** The categories an article may move to: its top category and that one's sub-categories. */
export function familyOf(categories: readonly CategoryRow[], categoryId: number): CategoryRow[] {
  const top = topCategory(categories, categoryId);
  if (!top) return [];
  return categories.filter((row) => row.id === top.id || row.parentId === top.id);
}

export interface ArticleSummary {
  id: number;
  categoryId: number;
  status: "published" | "draft";
  sort: number;
  title: string;
  languages: Language[];
  updatedAt: Date;
}

/** Every article with its title in `language` (else the default language's) and its languages. */
export async function articleOverview(
  language: Language,
  fallback: Language,
): Promise<{ categories: CategoryRow[]; articles: ArticleSummary[] }> {
  const [categories, rows, texts] = await Promise.all([
    categoryRows(),
    db().select().from(articles).orderBy(asc(articles.sort), asc(articles.id)),
    db()
      .select({ articleId: articleTexts.articleId, language: articleTexts.language, title: articleTexts.title })
      .from(articleTexts),
  ]);
  const byArticle = Map.groupBy(texts, (text) => text.articleId);
  return {
    categories,
    articles: rows.map((row) => {
      const own = byArticle.get(row.id) ?? [];
      const titles = Object.fromEntries(own.map((text) => [text.language, text.title]));
      return {
        id: row.id,
        categoryId: row.categoryId,
        status: row.status,
        sort: row.sort,
        title: localize(titles, language, fallback),
        languages: LANGUAGES.filter((code) => own.some((text) => text.language === code)),
        updatedAt: row.updatedAt,
      };
    }),
  };
}

export type CreateOutcome = { ok: true; id: number } | { ok: false; problem: "category" | "title" };

/**
 * A new draft article in a category with its title in `language`; its slug is made from the title
 * (with -2, -3, ... when another article of that language has it). Testimonials come from visitors
 * only (their moderation makes them), so none is added here.
 */
export async function createArticle(
  categoryId: number,
  title: string,
  language: Language,
  actor: Actor,
): Promise<CreateOutcome> {
  const categories = await categoryRows();
  const kind = categories.some((row) => row.id === categoryId) ? kindOf(categories, categoryId) : "testimonials";
  if (kind === "testimonials") return { ok: false, problem: "category" };
  const cleanTitle = title.trim();
  const base = slugify(cleanTitle, { language });
  if (!cleanTitle || cleanTitle.length > 200 || !base) return { ok: false, problem: "title" };
  // A draft: announced all the same, as every change to articles is.
  const id = await staffChange(actor, async (tx) => {
    const taken = await tx
      .select({ slug: articleTexts.slug })
      .from(articleTexts)
      .where(and(eq(articleTexts.language, language), sql`${articleTexts.slug} like ${`${base}%`}`));
    const slug = freeSlug(base, new Set(taken.map((row) => row.slug)));
    const [last] = await tx
      .select({ sort: max(articles.sort) })
      .from(articles)
      .where(eq(articles.categoryId, categoryId));
    const [row] = await tx
      .insert(articles)
      .values({
        categoryId,
        key: `${base.slice(0, 40)}-${randomUUID().slice(0, 8)}`,
        status: "draft",
        sort: Math.min(32_767, (last?.sort ?? -1) + 1),
        data: {},
      })
      .returning({ id: articles.id });
    if (!row) throw new Error("The article was not written.");
    await tx
      .insert(articleTexts)
      .values({ articleId: row.id, language, slug, title: cleanTitle, summary: "", body: "" });
    return changed(
      row.id,
      {
        action: "article.create",
        subject: auditSubject("article", row.id),
        changes: fieldChanges({}, { categoryId, status: "draft", [`title.${language}`]: cleanTitle }),
      },
      { announces: true },
    );
  });
  return { ok: true, id };
}

export interface ArticleForEditing {
  article: ArticleRow;
  texts: ArticleTextRow[];
  categories: CategoryRow[];
  kind: CategoryKind;
  /** Whether its published texts are kept as versions (legal texts, the cookie policy). */
  versioned: boolean;
}

export async function articleForEditing(id: number): Promise<ArticleForEditing | undefined> {
  const [article] = await db().select().from(articles).where(eq(articles.id, id));
  if (!article) return undefined;
  const [texts, categories, versioned] = await Promise.all([
    db().select().from(articleTexts).where(eq(articleTexts.articleId, id)),
    categoryRows(),
    versionedArticleIds(),
  ]);
  return {
    article,
    texts,
    categories,
    kind: kindOf(categories, article.categoryId),
    versioned: versioned.includes(id),
  };
}

/**
 * Where the article can be seen on the site in `language`: its own page (services, testimonials),
 * else the first published page that shows it or its category.
 */
export async function publicPathOf(
  article: ArticleRow,
  texts: readonly ArticleTextRow[],
  language: Language,
  fallback: Language,
): Promise<string | null> {
  const categories = await categoryRows();
  const text =
    texts.find((row) => row.language === language) ?? texts.find((row) => row.language === fallback) ?? texts[0];
  const own = text ? articlePath(categories, article.categoryId, text.slug, language, fallback) : null;
  if (own) return own;
  const family = [article.categoryId, topCategory(categories, article.categoryId)?.id ?? article.categoryId];
  const shownOn = await db()
    .select({ pageId: modules.pageId })
    .from(modules)
    .where(
      and(
        eq(modules.status, "published"),
        or(
          and(eq(modules.relationType, "article"), eq(modules.relationId, article.id)),
          and(eq(modules.relationType, "category"), inArray(modules.relationId, family)),
        ),
      ),
    )
    .orderBy(asc(modules.relationType), asc(modules.id));
  if (shownOn.length === 0) return null;
  const rows = await db().select().from(pages);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const { pageId } of shownOn) {
    const page = byId.get(pageId);
    const path = page?.status === "published" ? pagePath(page, byId, language, fallback) : undefined;
    if (path) return path;
  }
  return null;
}

/** The fields of an article as the audit line and the conflict notice name them. */
function flatten(article: ArticleRow, texts: readonly ArticleTextRow[]): Record<string, unknown> {
  const flat: Record<string, unknown> = {
    status: article.status,
    sort: article.sort,
    categoryId: article.categoryId,
    imageKey: article.imageKey,
    data: article.data,
  };
  for (const text of texts) {
    flat[`title.${text.language}`] = text.title;
    flat[`slug.${text.language}`] = text.slug;
    flat[`summary.${text.language}`] = text.summary;
    flat[`body.${text.language}`] = text.bodyHtml ?? text.body;
  }
  return flat;
}

/** What a save needs to merge a form opened on an older version with what is stored now. */
export interface ArticleSaveMerge extends FormMerge {
  /** The form's fields as posted (postedArticleFields): what is merged with the stored ones. */
  sent: Readonly<Record<string, string>>;
  /** Reads the merged fields as the form is read. */
  read: (fields: Record<string, string>) => ArticleReading;
}

/** A merge that needs the person: the fields to choose, or merged fields that do not read as an article. */
export interface ArticleConflict {
  merged: MergedEdit;
  mine: Record<string, string>;
  theirs: Record<string, string>;
  /** The merged fields as read, when they do not read as a valid article. */
  invalid?: Extract<ArticleReading, { ok: false }>["submission"];
}

export type SaveOutcome =
  | { kind: "saved"; versions: number; changes: FieldChanges; taken: string[] }
  | { kind: "missing" }
  | { kind: "conflict"; changes: ChangeSince[]; version: string; storedAt: Date; merge?: ArticleConflict }
  | { kind: "problems"; problems: Record<string, { problem: "slugTaken" | "slugSubCategory" | "category" }> };

/** The team fields merged into the article's data; other keys (a BIV number, ...) are kept. */
function teamData(data: Record<string, string>, team: NonNullable<ArticleInput["team"]>): Record<string, string> {
  const next: Record<string, string> = {
    ...data,
    phone: team.phone,
    email: team.email,
    languages: team.languages.join(","),
  };
  for (const key of ["phone", "email", "languages"]) if (!next[key]) delete next[key];
  return articleDataSchema.parse(next);
}

async function slugProblems(
  tx: Transaction,
  id: number,
  input: ArticleInput,
  categories: readonly CategoryRow[],
): Promise<Record<string, { problem: "slugTaken" | "slugSubCategory" }>> {
  const problems: Record<string, { problem: "slugTaken" | "slugSubCategory" }> = {};
  const wanted = Object.entries(input.texts).flatMap(([language, text]) =>
    isLanguage(language) && text ? [{ language, slug: text.slug }] : [],
  );
  if (wanted.length === 0) return problems;
  const taken = await tx
    .select({ language: articleTexts.language, slug: articleTexts.slug })
    .from(articleTexts)
    .where(
      and(
        ne(articleTexts.articleId, id),
        or(...wanted.map((want) => and(eq(articleTexts.language, want.language), eq(articleTexts.slug, want.slug)))),
      ),
    );
  const services = categories.find((row) => row.key === "services" && row.parentId === null);
  const inServices = topCategory(categories, input.categoryId)?.id === services?.id;
  for (const { language, slug } of wanted) {
    if (taken.some((row) => row.language === language && row.slug === slug)) {
      problems[`slug-${language}`] = { problem: "slugTaken" };
    } else if (
      inServices &&
      // A service's address must not be a sub-category's page: that page would answer instead.
      categories.some((row) => row.parentId === services?.id && row.slugs[language] === slug)
    ) {
      problems[`slug-${language}`] = { problem: "slugSubCategory" };
    }
  }
  return problems;
}

/** Keeps every slug the save gives up, so the old address redirects; a slug in use again is no longer old. */
async function keepOldSlugs(
  tx: Transaction,
  id: number,
  before: readonly ArticleTextRow[],
  after: ArticleInput["texts"],
  at: Date,
): Promise<void> {
  for (const text of before) {
    if (!isLanguage(text.language)) continue;
    const next = after[text.language];
    if (next?.slug === text.slug) continue;
    await tx
      .insert(articleOldSlugs)
      .values({ language: text.language, slug: text.slug, articleId: id, changedAt: at })
      .onConflictDoUpdate({
        target: [articleOldSlugs.language, articleOldSlugs.slug],
        set: { articleId: id, changedAt: at },
      });
  }
  for (const [language, text] of Object.entries(after)) {
    if (text) {
      await tx
        .delete(articleOldSlugs)
        .where(and(eq(articleOldSlugs.language, language), eq(articleOldSlugs.slug, text.slug)));
    }
  }
}

async function writeTexts(tx: Transaction, id: number, before: readonly ArticleTextRow[], input: ArticleInput) {
  for (const language of LANGUAGES) {
    const text = input.texts[language];
    if (!text) {
      if (before.some((row) => row.language === language)) {
        await tx.delete(articleTexts).where(and(eq(articleTexts.articleId, id), eq(articleTexts.language, language)));
      }
      continue;
    }
    const values = {
      title: text.title,
      slug: text.slug,
      summary: text.summary,
      body: text.bodyText,
      bodyHtml: text.bodyHtml,
    };
    await tx
      .insert(articleTexts)
      .values({ articleId: id, language, ...values })
      .onConflictDoUpdate({ target: [articleTexts.articleId, articleTexts.language], set: values });
  }
}

/**
 * The person's input merged with the article as stored now (a stale version, or choices made after
 * a conflict): the input to save and the fields taken from the other save, or the conflict.
 */
function mergedInput(
  stored: Pick<ArticleForEditing, "article" | "texts">,
  sent: ArticleInput,
  merge: ArticleSaveMerge,
): { input: ArticleInput; taken: string[] } | { conflict: ArticleConflict } {
  const mine = { ...merge.sent };
  const theirs = storedArticleFields(stored);
  const merged = mergeFormFields(mine, theirs, merge);
  if (merged.conflicts.length > 0) return { conflict: { merged, mine, theirs } };
  const read = merge.read(merged.fields);
  if (!read.ok) return { conflict: { merged, mine, theirs, invalid: read.submission } };
  // A photo is no field of the merge: the one sent goes with the merged fields.
  return { input: { ...read.input, ...(sent.photo ? { photo: sent.photo } : {}) }, taken: merged.taken };
}

/**
 * Saves an edit made on a form opened at `version`. Testimonials are moderated elsewhere and are
 * not saved here (the caller refuses them). A form opened before someone else's save is merged
 * with the article as stored, in the save's transaction (`merge`); without a form behind the save
 * it is refused with what changed meanwhile. A photo replaced or removed takes its new master with
 * it in the same transaction; the earlier one, when uploaded and used nowhere else, is deleted there
 * too, and this instance's copies of it (in `dataDir`) after the commit.
 */
export async function saveArticle(
  id: number,
  sent: ArticleInput,
  version: string,
  actor: Actor,
  { dataDir, merge }: { dataDir?: string | undefined; merge?: ArticleSaveMerge | undefined } = {},
): Promise<SaveOutcome> {
  let released: string | undefined;
  const outcome = await staffChange<SaveOutcome>(actor, async (tx) => {
    const [article] = await tx.select().from(articles).where(eq(articles.id, id)).for("update");
    if (!article) return unchanged({ kind: "missing" });
    const before = await tx.select().from(articleTexts).where(eq(articleTexts.articleId, id));
    const stale = isStale(article.updatedAt, version);
    const conflict = async (found?: ArticleConflict) =>
      unchanged({
        kind: "conflict" as const,
        changes: stale ? await changesSince(auditSubject("article", id), version, tx) : [],
        version: recordVersion(article.updatedAt),
        storedAt: article.updatedAt,
        ...(found ? { merge: found } : {}),
      });
    let input = sent;
    let taken: string[] = [];
    if (stale && !merge) return conflict();
    if (merge && (stale || merge.takeTheirs.size > 0)) {
      const outcome = mergedInput({ article, texts: before }, sent, merge);
      if ("conflict" in outcome) return conflict(outcome.conflict);
      ({ input, taken } = outcome);
    }
    const categories = await tx.select().from(articleCategories);
    const allowed = familyOf(categories, article.categoryId).map((row) => row.id);
    if (!allowed.includes(input.categoryId))
      return unchanged({ kind: "problems", problems: { categoryId: { problem: "category" } } });
    const problems = await slugProblems(tx, id, input, categories);
    if (Object.keys(problems).length > 0) return unchanged({ kind: "problems", problems });

    const data = input.team ? teamData(article.data, input.team) : article.data;
    const afterTexts: ArticleTextRow[] = LANGUAGES.flatMap((language) => {
      const text = input.texts[language];
      return text
        ? [
            {
              articleId: id,
              language,
              title: text.title,
              slug: text.slug,
              summary: text.summary,
              body: text.bodyText,
              bodyHtml: text.bodyHtml,
            },
          ]
        : [];
    });
    // A replacing photo always has a new key; removing a photo that is not there changes nothing.
    const imageKey = imageKeyAfter(id, article.imageKey, input.photo);
    const next = { ...article, status: input.status, sort: input.sort, categoryId: input.categoryId, imageKey, data };
    const changes = fieldChanges(
      flatten({ ...article, data: article.data }, before.map(asEdited)),
      flatten(next, afterTexts),
    );
    if (Object.keys(changes).length === 0) return unchanged({ kind: "saved", versions: 0, changes, taken });

    const now = new Date();
    const versioned = (await versionedArticleIds(tx)).includes(id);
    // The text as it stood is kept first when no version holds it (written before versions were kept).
    if (versioned && article.status === "published") {
      await recordVersions(tx, id, await publishedTexts(tx, id), null, article.updatedAt);
    }
    await storePhoto(tx, imageKey, input.photo);
    await tx
      .update(articles)
      .set({ status: input.status, sort: input.sort, categoryId: input.categoryId, data, imageKey, updatedAt: now })
      .where(eq(articles.id, id));
    if (article.imageKey && article.imageKey !== imageKey && (await releaseOriginal(tx, article.imageKey, id))) {
      released = article.imageKey;
    }
    await writeTexts(tx, id, before, input);
    await keepOldSlugs(tx, id, before, input.texts, now);
    const versions =
      versioned && input.status === "published"
        ? await recordVersions(tx, id, await publishedTexts(tx, id), actor.name, now)
        : [];
    return changed(
      { kind: "saved", versions: versions.length, changes, taken },
      {
        action: "article.save",
        subject: auditSubject("article", id),
        changes,
        ...(versions.length > 0 ? { details: { versions: versions.map((row) => row.id) } } : {}),
      },
      { announces: true },
    );
  });
  if (released && dataDir) await forgetLocalCopies(dataDir, released);
  return outcome;
}

/** A stored text as the editor shows it: a plain body read as the HTML it renders as. */
function asEdited(text: ArticleTextRow): ArticleTextRow {
  return { ...text, bodyHtml: storedBodyHtml(text) };
}
