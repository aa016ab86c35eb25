// Versions of the legal texts. BELGIAN-RULES.md: earlier cookie policies must be kept, and each
// recorded consent must point to the policy it was given under. Every article of the legal category
// (and whatever article the cookie policy page shows) keeps, per language, each text it was
// published with; a consent record points to the cookie policy's version in the visitor's language.
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Language } from "../i18n/languages.ts";
import { cleanArticleHtml, storedBodyHtml } from "./article-html.ts";
import { type Database, db, type Transaction } from "./db/client.ts";
import { legalTextVersions } from "./db/legal-versions-schema.ts";
import { articleCategories, articles, articleTexts, consentRecords, modules, pages } from "./db/schema.ts";

type Reader = Database | Transaction;

export type LegalTextVersion = typeof legalTextVersions.$inferSelect;

/**
 * The article the cookie policy page shows: the page of the route table's cookiePolicy, its first
 * article module (the consent dialog and the footer link to that page). Null when it shows none.
 */
export async function cookiePolicyArticleId(database: Reader = db()): Promise<number | null> {
  const [row] = await database
    .select({ articleId: modules.relationId })
    .from(modules)
    .innerJoin(pages, eq(pages.id, modules.pageId))
    .where(and(eq(pages.routeKey, "cookiePolicy"), eq(modules.relationType, "article")))
    .orderBy(desc(eq(modules.status, "published")), asc(modules.sort), asc(modules.id))
    .limit(1);
  return row?.articleId ?? null;
}

/** The ids of the articles whose published texts are versioned: the legal category's and the cookie policy. */
export async function versionedArticleIds(database: Reader = db()): Promise<number[]> {
  const legal = await database
    .select({ id: articleCategories.id, parentId: articleCategories.parentId, key: articleCategories.key })
    .from(articleCategories);
  const top = legal.find((row) => row.key === "legal" && row.parentId === null);
  const family = top ? [top.id, ...legal.filter((row) => row.parentId === top.id).map((row) => row.id)] : [];
  const inFamily =
    family.length > 0
      ? await database.select({ id: articles.id }).from(articles).where(inArray(articles.categoryId, family))
      : [];
  const cookiePolicy = await cookiePolicyArticleId(database);
  return [...new Set([...inFamily.map((row) => row.id), ...(cookiePolicy === null ? [] : [cookiePolicy])])];
}

/** The latest version of each language of an article. */
async function latestByLanguage(database: Reader, articleId: number): Promise<Map<string, LegalTextVersion>> {
  const rows = await database
    .select()
    .from(legalTextVersions)
    .where(eq(legalTextVersions.articleId, articleId))
    .orderBy(asc(legalTextVersions.publishedAt), asc(legalTextVersions.id));
  return new Map(rows.map((row) => [row.language, row]));
}

export interface PublishedText {
  language: string;
  title: string;
  bodyHtml: string;
}

/** Same text, whatever the spacing between words and tags: the editor and the cleaner may respace. */
function sameText(version: LegalTextVersion, text: PublishedText): boolean {
  const squeeze = (html: string) => cleanArticleHtml(html).replace(/\s+/g, " ").replace(/> </g, "><");
  return version.title.trim() === text.title.trim() && squeeze(version.bodyHtml) === squeeze(text.bodyHtml);
}

/**
 * Records each text that differs from its language's latest version (or has none) as a new version,
 * published at `at` by `by`. Returns the versions written.
 */
export async function recordVersions(
  database: Reader,
  articleId: number,
  texts: readonly PublishedText[],
  by: string | null,
  at: Date,
): Promise<LegalTextVersion[]> {
  const latest = await latestByLanguage(database, articleId);
  const changed = texts.filter((text) => {
    const last = latest.get(text.language);
    return !last || !sameText(last, text);
  });
  if (changed.length === 0) return [];
  return database
    .insert(legalTextVersions)
    .values(
      changed.map((text) => ({
        articleId,
        language: text.language,
        title: text.title,
        bodyHtml: cleanArticleHtml(text.bodyHtml),
        publishedAt: at,
        publishedBy: by,
      })),
    )
    .returning();
}

/** The published texts of an article as they stand, in the form versions keep. */
export async function publishedTexts(database: Reader, articleId: number): Promise<PublishedText[]> {
  const texts = await database.select().from(articleTexts).where(eq(articleTexts.articleId, articleId));
  return texts.map((text) => ({ language: text.language, title: text.title, bodyHtml: storedBodyHtml(text) }));
}

/**
 * Data upkeep, run at start-up after the migrations and the demo seed (and after db:reset): every
 * published legal text that no version holds yet (the texts written before versions were kept, by
 * the seed, or by hand in SQL) becomes a version, dated by its article's last change, with no
 * publisher. Running it again changes nothing.
 */
export async function recordUnversionedLegalTexts(database: Database): Promise<number> {
  return database.transaction(async (tx) => {
    // One process at a time: several starting together would each write the same version.
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    let written = 0;
    for (const articleId of await versionedArticleIds(tx)) {
      const [article] = await tx
        .select({ status: articles.status, updatedAt: articles.updatedAt })
        .from(articles)
        .where(eq(articles.id, articleId));
      if (article?.status !== "published") continue;
      const texts = await publishedTexts(tx, articleId);
      written += (await recordVersions(tx, articleId, texts, null, article.updatedAt)).length;
    }
    return written;
  });
}

export interface VersionListItem {
  id: number;
  language: string;
  title: string;
  publishedAt: Date;
  publishedBy: string | null;
}

/** Every version of an article, newest first. */
export async function versionsOf(articleId: number, database: Reader = db()): Promise<VersionListItem[]> {
  return database
    .select({
      id: legalTextVersions.id,
      language: legalTextVersions.language,
      title: legalTextVersions.title,
      publishedAt: legalTextVersions.publishedAt,
      publishedBy: legalTextVersions.publishedBy,
    })
    .from(legalTextVersions)
    .where(eq(legalTextVersions.articleId, articleId))
    .orderBy(desc(legalTextVersions.publishedAt), desc(legalTextVersions.id));
}

export async function versionById(articleId: number, id: number): Promise<LegalTextVersion | undefined> {
  const [row] = await db()
    .select()
    .from(legalTextVersions)
    .where(and(eq(legalTextVersions.articleId, articleId), eq(legalTextVersions.id, id)));
  return row;
}

/**
 * The cookie policy version a visitor choosing now is shown: the latest of their language, else of
 * the site's default language, else of any language. Undefined when the policy has no version.
 */
export async function currentCookiePolicyVersion(
  language: Language,
  fallback: Language,
  database: Reader = db(),
): Promise<LegalTextVersion | undefined> {
  const articleId = await cookiePolicyArticleId(database);
  if (articleId === null) return undefined;
  const latest = await latestByLanguage(database, articleId);
  return latest.get(language) ?? latest.get(fallback) ?? [...latest.values()].at(-1);
}

/** How many recorded consents were given under a version. */
export async function consentsUnder(versionId: number, database: Reader = db()): Promise<number> {
  const [row] = await database
    .select({ n: count() })
    .from(consentRecords)
    .where(eq(consentRecords.policyTextVersionId, versionId));
  return row?.n ?? 0;
}
