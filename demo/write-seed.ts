// Writes the demo into the database in one transaction. An advisory lock and a second look at
// site_settings inside the transaction make two processes that start at once seed only once.
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../app/.server/db/client.ts";
import { visitSlots } from "../app/.server/db/lead-schema.ts";
import {
  articleCategories,
  articles,
  articleTexts,
  media,
  modules,
  pages,
  projectDocuments,
  projects,
  projectTexts,
  projectUnits,
  properties,
  propertyTexts,
  propertyTypes,
  siteSettings,
} from "../app/.server/db/schema.ts";
import type { Language } from "../app/i18n/languages.ts";
import { ARTICLES, CATEGORIES, SUB_CATEGORIES } from "./articles.ts";
import { SEED_NOW } from "./constants.ts";
import type { DemoDataset } from "./demo-dataset.ts";
import { insertAll } from "./insert-all.ts";
import { pageSeeds } from "./pages-data.ts";
import { PROPERTY_TYPES } from "./property-types-data.ts";
import {
  AGENCY,
  CONTACT_TIME_SLOTS,
  FOOTER_COLUMNS,
  TOP_BAR_LEFT,
  TOP_BAR_RIGHT,
  TRACKING,
} from "./site-settings-data.ts";
import { visitSlotRows } from "./visit-slots-seed.ts";

const SEED_LOCK = 727_002;
const LANGUAGES: readonly Language[] = ["nl", "fr", "en", "de"];
const stamps = { createdAt: SEED_NOW, updatedAt: SEED_NOW };

async function writeArticles(
  tx: Transaction,
): Promise<{ categoryIds: Map<string, number>; articleIds: Map<string, number> }> {
  const categoryRows = await tx
    .insert(articleCategories)
    .values(CATEGORIES.map((category) => ({ key: category.key, names: category.names })))
    .returning({ id: articleCategories.id, key: articleCategories.key });
  const categoryIds = new Map(categoryRows.map((row) => [row.key, row.id]));
  for (const [sort, sub] of SUB_CATEGORIES.entries()) {
    const [row] = await tx
      .insert(articleCategories)
      .values({ key: sub.key, names: sub.names, slugs: sub.slugs, parentId: categoryIds.get(sub.parent) ?? null, sort })
      .returning({ id: articleCategories.id });
    if (row) categoryIds.set(sub.key, row.id);
  }
  const articleIds = new Map<string, number>();
  for (const article of ARTICLES) {
    const categoryId = categoryIds.get(article.category);
    if (categoryId === undefined) throw new Error(`no category ${article.category}`);
    const [row] = await tx
      .insert(articles)
      .values({
        categoryId,
        key: article.key,
        sort: article.sort,
        imageKey: article.imageKey,
        data: article.data,
        ...stamps,
      })
      .returning({ id: articles.id });
    if (!row) throw new Error(`article ${article.key} was not inserted`);
    articleIds.set(article.key, row.id);
    await tx.insert(articleTexts).values(
      LANGUAGES.map((language) => {
        const text = article.texts[language];
        return {
          articleId: row.id,
          language,
          slug: text.slug,
          title: text.title,
          summary: text.summary,
          body: text.body.join("\n\n"),
        };
      }),
    );
  }
  return { categoryIds, articleIds };
}

async function writePages(
  tx: Transaction,
  ids: { categoryIds: Map<string, number>; articleIds: Map<string, number> },
): Promise<void> {
  const pageIds = new Map<string, number>();
  // Parents come before their children in pageSeeds(), so a child always finds its parent's id.
  for (const page of pageSeeds()) {
    const parentId = page.parentKey ? pageIds.get(page.parentKey) : null;
    if (parentId === undefined) throw new Error(`page ${page.key} comes before its parent ${page.parentKey}`);
    const [row] = await tx
      .insert(pages)
      .values({
        parentId,
        routeKey: page.routeKey,
        slugs: page.slugs,
        name: page.name,
        showInMenu: page.showInMenu,
        sort: page.sort,
        params: page.params,
        ...stamps,
      })
      .returning({ id: pages.id });
    if (!row) throw new Error(`page ${page.key} was not inserted`);
    pageIds.set(page.key, row.id);
    if (page.modules.length === 0) continue;
    await tx.insert(modules).values(
      page.modules.map((module, sort) => {
        const relation = module.relation;
        const relationId = !relation
          ? null
          : "category" in relation
            ? ids.categoryIds.get(relation.category)
            : ids.articleIds.get(relation.article);
        if (relationId === undefined)
          throw new Error(`page ${page.key}: unknown module relation ${JSON.stringify(relation)}`);
        return { pageId: row.id, sort, relationType: module.relationType, relationId, settings: module.settings };
      }),
    );
  }
}

/**
 * Writes everything; returns false (and writes nothing) when `onlyIfEmpty` is set and the site
 * already has settings, which another process may have written while this one rendered pictures.
 */
export async function writeSeed(
  db: Database,
  dataset: DemoDataset,
  options: { onlyIfEmpty: boolean; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (options.onlyIfEmpty) {
      const existing = await tx.select({ id: siteSettings.id }).from(siteSettings).limit(1);
      if (existing.length > 0) return false;
    }
    await tx.insert(siteSettings).values({
      id: 1,
      defaultLanguage: "nl",
      enabledLanguages: [...LANGUAGES],
      showSearchCount: true,
      showPriceReduced: true,
      showPriceHistory: true,
      headerFixedOnScroll: true,
      cookieLifetimeDays: 180,
      contactTimeSlots: CONTACT_TIME_SLOTS,
      tracking: TRACKING,
      topBarLeft: TOP_BAR_LEFT,
      topBarRight: TOP_BAR_RIGHT,
      footerColumns: FOOTER_COLUMNS,
      agency: AGENCY,
      ...stamps,
    });
    // A fixed stamp, as every seeded row has: two seeds give identical rows.
    await tx.insert(propertyTypes).values(PROPERTY_TYPES.map((type) => ({ ...type, updatedAt: SEED_NOW })));
    await tx.insert(projects).values(dataset.projects);
    await tx.insert(projectTexts).values(dataset.projectTexts);
    await tx.insert(projectDocuments).values(dataset.projectDocuments);
    await insertAll(dataset.properties, (slice) => tx.insert(properties).values(slice), 200);
    // After the listings: a unit names the listing it is.
    await tx.insert(projectUnits).values(dataset.projectUnits);
    await insertAll(dataset.propertyTexts, (slice) => tx.insert(propertyTexts).values(slice));
    // The same moment as every other seeded row, so two seeds give identical rows.
    await insertAll(dataset.media, (slice) =>
      tx.insert(media).values(slice.map((row) => ({ ...row, updatedAt: SEED_NOW }))),
    );
    await insertAll(visitSlotRows(dataset.visits, options.now), (slice) => tx.insert(visitSlots).values(slice));
    await writePages(tx, await writeArticles(tx));
    return true;
  });
}
