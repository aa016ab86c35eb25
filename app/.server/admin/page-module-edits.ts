// The modules of a page in the back office: add, reorder, publish or unpublish, remove, configure.
// Modules have no version of their own: every change is made on the page's version and moves it on
// (page-edits.ts), so two people editing one page's modules do not overwrite each other silently.
// A published module's form saves a draft beside what the site shows (modules.draft): the preview
// shows it, and publishing it makes it the module's, on every instance at once (page-edits.ts
// announces every change). A module that is not on the site is changed directly.
import { isDeepStrictEqual } from "node:util";
import { and, asc, eq } from "drizzle-orm";
import { reorderedSorts } from "../../domain/page-tree.ts";
import type { Language } from "../../i18n/languages.ts";
import type { AdminPagesMessages } from "../../i18n/messages/admin-pages.ts";
import { type Localized, localize } from "../../shared/localize.ts";
import type { RelationOption } from "../../shared/page-admin-views.ts";
import { type FormValues, MODULE_RELATIONS, type ModuleRelation } from "../../shared/page-form-fields.ts";
import { type Database, db, type Transaction } from "../db/client.ts";
import { moduleSettingsSchema } from "../db/json-shapes.ts";
import { articleCategories, articles, articleTexts, modules } from "../db/schema.ts";
import { siteData } from "../site-settings.ts";
import type { FormMerge } from "./edit-merge-form.ts";
import type { FieldChanges } from "./edit-record.ts";
import {
  comparableSettings,
  editedConfig,
  type ModuleConfig,
  moduleFormValues,
  parseRelation,
  readModuleForm,
} from "./module-settings-form.ts";
import { editPage } from "./page-edits.ts";
import { mergeWithStored } from "./page-merge.ts";

type ModuleRow = typeof modules.$inferSelect;

/** The articles and categories a module may show, named in the staff member's language. */
export async function relationOptions(language: Language, fallback: Language) {
  const categoryRows = await db().select().from(articleCategories).orderBy(asc(articleCategories.sort));
  const articleRows = await db()
    .select({ id: articles.id, key: articles.key, categoryId: articles.categoryId })
    .from(articles)
    .orderBy(asc(articles.categoryId), asc(articles.sort), asc(articles.id));
  const texts = await db()
    .select({ articleId: articleTexts.articleId, language: articleTexts.language, title: articleTexts.title })
    .from(articleTexts);
  const titleOf = (id: number) => {
    const own = texts.filter((text) => text.articleId === id);
    const titles: Localized = Object.fromEntries(own.map((text) => [text.language, text.title]));
    return localize(titles, language, fallback);
  };
  const categoryName = (id: number) => {
    const row = categoryRows.find((category) => category.id === id);
    return row ? localize(row.names, language, fallback) || row.key : "";
  };
  return {
    categories: categoryRows.map(
      (row): RelationOption => ({ value: `category:${row.id}`, label: categoryName(row.id) }),
    ),
    articles: articleRows.map(
      (row): RelationOption => ({
        value: `article:${row.id}`,
        label: `${titleOf(row.id) || row.key} (${categoryName(row.categoryId)})`,
      }),
    ),
  };
}

/** The page's modules in their order. */
export function pageModuleRows(pageId: number, database: Database | Transaction = db()): Promise<ModuleRow[]> {
  return database.select().from(modules).where(eq(modules.pageId, pageId)).orderBy(asc(modules.sort), asc(modules.id));
}

/** Whether the article or category a relation names exists. */
async function relationExists(tx: Transaction, relation: { type: ModuleRelation; id: number | null }) {
  if (relation.id === null) return relation.type !== "category";
  const table = relation.type === "article" ? articles : relation.type === "category" ? articleCategories : undefined;
  if (!table) return false;
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, relation.id));
  return Boolean(row);
}

const record = (row: ModuleRow | undefined) =>
  row
    ? {
        relationType: row.relationType,
        relationId: row.relationId,
        status: row.status,
        sort: row.sort,
        settings: row.settings,
        draft: row.draft,
      }
    : null;

/** Whether two configurations show the same thing the same way (old plain texts equal to their HTML). */
function sameConfig(a: ModuleConfig, b: ModuleConfig): boolean {
  const settings = (config: ModuleConfig) => moduleSettingsSchema.parse(comparableSettings(config.settings));
  return (
    a.relationType === b.relationType && a.relationId === b.relationId && isDeepStrictEqual(settings(a), settings(b))
  );
}

const moduleChange = (id: number, before: ModuleRow | undefined, after: ModuleRow | undefined): FieldChanges => ({
  [`module ${id}`]: { before: record(before), after: record(after) },
});

function moduleOf(tx: Transaction, pageId: number, moduleId: number) {
  return tx
    .select()
    .from(modules)
    .where(and(eq(modules.id, moduleId), eq(modules.pageId, pageId)))
    .then((rows) => rows[0]);
}

/** A new module at the end of the page, a draft until published (the preview shows it). */
export function addModule(actor: Parameters<typeof editPage>[0], pageId: number, version: unknown, choice: string) {
  return editPage<number>(actor, pageId, version, async ({ tx }) => {
    const relation = parseRelation(choice);
    if (!relation || !(MODULE_RELATIONS as readonly string[]).includes(relation.type))
      return { refused: "relation", fields: { relation: "invalid" } };
    if (!(await relationExists(tx, relation))) return { refused: "relation", fields: { relation: "unknown" } };
    const existing = await pageModuleRows(pageId, tx);
    const sort = existing.length === 0 ? 0 : Math.max(...existing.map((row) => row.sort)) + 1;
    // A category shows as a list of news-style cards by default, as the site's own category pages do.
    const settings = moduleSettingsSchema.parse(
      relation.type === "category" ? { view: "news-view", numberItemOfRow: 3 } : {},
    );
    const [created] = await tx
      .insert(modules)
      .values({ pageId, sort, status: "draft", relationType: relation.type, relationId: relation.id, settings })
      .returning();
    if (!created) throw new Error("the module was not written");
    return { action: "page.module.add", changes: moduleChange(created.id, undefined, created), value: created.id };
  });
}

type ModuleAction =
  | { kind: "move"; direction: "up" | "down" }
  /** Published: its draft, if any, becomes what the site shows. */
  | { kind: "status"; status: "published" | "draft" }
  /** Its unpublished changes dropped: the editor shows what the site shows again. */
  | { kind: "discard" }
  | { kind: "remove" }
  /** The module's form, merged (its base and choices) with the module as stored when the page changed since. */
  | { kind: "configure"; values: FormValues; merge?: FormMerge };

/** The configuration a module's form asks for, checked against the database, or its fields' problems. */
async function configured(
  tx: Transaction,
  values: FormValues,
  edited: ModuleConfig,
): Promise<{ config: ModuleConfig } | { refused: string; fields: Record<string, string> }> {
  const { relation, settings, errors } = readModuleForm(values, edited.settings);
  if (relation && !(await relationExists(tx, relation))) errors.relation = "unknown";
  if (!relation || Object.keys(errors).length > 0) return { refused: "moduleFields", fields: errors };
  return { config: { relationType: relation.type, relationId: relation.id, settings } };
}

/** What a module's status change writes: publishing takes its draft along. */
function statusColumns(row: ModuleRow, status: "published" | "draft") {
  if (status === "draft" || !row.draft) return { status };
  return { status, ...row.draft, draft: null };
}

/** The audit action of a module's change that keeps the module where it is. */
function actionName(action: ModuleAction, row: ModuleRow): string {
  if (action.kind === "status") return `page.module.${action.status === "published" ? "publish" : "unpublish"}`;
  if (action.kind === "discard") return "page.module.discard";
  return row.status === "published" ? "page.module.draft" : "page.module.configure";
}

/**
 * One change to one of the page's modules, on the page's version. A module's form (configure with its
 * merge) saved on an older version is merged with the module as stored now (its draft, when it has
 * one), inside the save: a module nobody else changed is saved as posted, one someone changed too
 * asks about the fields both changed. Moves, status changes and removals on an older version are
 * refused. A published module's form is saved as its draft (none when it equals what is published).
 */
export function changeModule(
  actor: Parameters<typeof editPage>[0],
  pageId: number,
  version: unknown,
  moduleId: number,
  action: ModuleAction,
) {
  const merges = action.kind === "configure" && action.merge !== undefined;
  // A configured module says which fields it took from a save made meanwhile.
  return editPage<{ taken: string[] } | null>(
    actor,
    pageId,
    version,
    async ({ tx, page }) => {
      const before = await moduleOf(tx, pageId, moduleId);
      if (!before) return { refused: "unknownModule" };
      let taken: string[] = [];
      switch (action.kind) {
        case "move": {
          const rows = await pageModuleRows(pageId, tx);
          const nodes = rows.map((row) => ({ id: row.id, parentId: pageId, sort: row.sort, free: false }));
          const sorts = reorderedSorts(nodes, moduleId, action.direction);
          for (const { id, sort } of sorts) await tx.update(modules).set({ sort }).where(eq(modules.id, id));
          const changes: FieldChanges = {};
          for (const { id } of sorts) {
            const old = rows.find((row) => row.id === id);
            Object.assign(changes, moduleChange(id, old, await moduleOf(tx, pageId, id)));
          }
          return { action: "page.module.move", changes, value: null };
        }
        case "status":
          await tx.update(modules).set(statusColumns(before, action.status)).where(eq(modules.id, moduleId));
          break;
        case "discard":
          if (!before.draft) return { refused: "noDraft" };
          await tx.update(modules).set({ draft: null }).where(eq(modules.id, moduleId));
          break;
        case "remove":
          await tx.delete(modules).where(eq(modules.id, moduleId));
          return { action: "page.module.remove", changes: moduleChange(moduleId, before, undefined), value: null };
        case "configure": {
          const edited = editedConfig(before);
          const theirs = { updatedAt: page.updatedAt, theirs: moduleFormValues(edited) };
          const merged = await mergeWithStored(tx, pageId, theirs, version, action.values, action.merge);
          if (merged.kind === "conflict") return { choose: merged.conflict };
          taken = merged.taken;
          const result = await configured(tx, merged.values, edited);
          if ("refused" in result) return result;
          const live = { relationType: before.relationType, relationId: before.relationId, settings: before.settings };
          const columns =
            before.status !== "published"
              ? { ...result.config, draft: null }
              : { draft: sameConfig(result.config, live) ? null : result.config };
          await tx.update(modules).set(columns).where(eq(modules.id, moduleId));
          break;
        }
      }
      const after = await moduleOf(tx, pageId, moduleId);
      return {
        action: actionName(action, before),
        changes: moduleChange(moduleId, before, after),
        value: action.kind === "configure" ? { taken } : null,
      };
    },
    { merges },
  );
}

/**
 * Every draft of the page's modules published at once, in one change: what the preview showed
 * becomes what the site shows. Refused when no module has unpublished changes.
 */
export function publishModuleDrafts(actor: Parameters<typeof editPage>[0], pageId: number, version: unknown) {
  return editPage<null>(actor, pageId, version, async ({ tx }) => {
    const rows = (await pageModuleRows(pageId, tx)).filter((row) => row.draft && row.status === "published");
    if (rows.length === 0) return { refused: "noDraft" };
    const changes: FieldChanges = {};
    for (const row of rows) {
      await tx.update(modules).set(statusColumns(row, "published")).where(eq(modules.id, row.id));
      Object.assign(changes, moduleChange(row.id, row, await moduleOf(tx, pageId, row.id)));
    }
    return { action: "page.module.publish", changes, value: null };
  });
}

/** A relation choice as the staff member reads it ("Contactformulier", an article's title), for a conflict. */
export async function relationLabels(language: Language, p: AdminPagesMessages): Promise<(value: string) => string> {
  const options = await relationOptions(language, (await siteData()).settings.fallback);
  const kinds: Record<string, string> = p.relationKinds;
  const named = [...options.categories, ...options.articles];
  return (value) =>
    value === "text" ? p.ownText : (kinds[value] ?? named.find((option) => option.value === value)?.label ?? value);
}
