// The modules of a page in the back office: add, reorder, publish or unpublish, remove, configure.
// Modules have no version of their own: every change is made on the page's version and moves it on
// (page-edits.ts), so two people editing one page's modules do not overwrite each other silently.
// A published module's form, its move and its removal save a draft beside what the site shows
// (modules.draft, module-drafts.ts): the preview shows it, and publishing it makes it the module's,
// on every instance at once (page-edits.ts announces every change). A module that is not on the site
// is changed directly.
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
import { changesConfig, draftConfig, draftSort, inDraftOrder, nextDraft, publishedColumns } from "./module-drafts.ts";
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

/** The page's modules in the order the editor and the preview show them (a new order not yet published). */
export async function pageModuleRows(pageId: number, database: Database | Transaction = db()): Promise<ModuleRow[]> {
  return inDraftOrder(
    await database.select().from(modules).where(eq(modules.pageId, pageId)).orderBy(asc(modules.sort), asc(modules.id)),
  );
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
    // After every module, on the site and in the new order alike.
    const sort = Math.max(-1, ...existing.flatMap((row) => [row.sort, draftSort(row)])) + 1;
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
  /** Among modules on the site, a place in the page's new order (a draft). */
  | { kind: "move"; direction: "up" | "down" }
  /** Published: its draft, if any, becomes what the site shows (its removal removes it). */
  | { kind: "status"; status: "published" | "draft" }
  /** Its unpublished changes dropped: the editor shows what the site shows again. */
  | { kind: "discard" }
  /** On the site: marked to be removed when published (a draft). Otherwise removed at once. */
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

/**
 * What taking a module off the site writes: its place in the new order becomes its own (no other
 * module's place on the site moves), a mark to remove it is dropped, its form changes stay.
 */
function unpublishedColumns(row: ModuleRow) {
  return { status: "draft" as const, sort: draftSort(row), draft: changesConfig(row) ? draftConfig(row) : null };
}

/**
 * The page's new order published (`publish`) or dropped, for every module on the site that has a
 * place in it but `exceptId` (which the caller writes itself). The changes, for the audit line.
 */
async function settlePendingOrder(
  tx: Transaction,
  pageId: number,
  exceptId: number,
  publish: boolean,
): Promise<FieldChanges> {
  const changes: FieldChanges = {};
  const rows = await pageModuleRows(pageId, tx);
  for (const row of rows) {
    if (row.id === exceptId || row.status !== "published" || row.draft?.sort === undefined) continue;
    const columns = publish
      ? { sort: row.draft.sort, draft: nextDraft({ ...row, sort: row.draft.sort }, {}, sameConfig) }
      : { draft: nextDraft(row, { sort: row.sort }, sameConfig) };
    await tx.update(modules).set(columns).where(eq(modules.id, row.id));
    Object.assign(changes, moduleChange(row.id, row, await moduleOf(tx, pageId, row.id)));
  }
  return changes;
}

/** The audit action of a module's change that keeps the module where it is. */
function actionName(action: ModuleAction, row: ModuleRow): string {
  if (action.kind === "status") return `page.module.${action.status === "published" ? "publish" : "unpublish"}`;
  if (action.kind === "discard") return "page.module.discard";
  return row.status === "published" ? "page.module.draft" : "page.module.configure";
}

/**
 * A move in the order the editor shows: a module not on the site takes its new place at once, one on
 * the site takes it in its draft (the site keeps its order until it is published).
 */
async function moveModule(tx: Transaction, pageId: number, moduleId: number, direction: "up" | "down") {
  const rows = await pageModuleRows(pageId, tx);
  const nodes = rows.map((row) => ({ id: row.id, parentId: pageId, sort: draftSort(row), free: false }));
  const changes: FieldChanges = {};
  let drafted = false;
  for (const { id, sort } of reorderedSorts(nodes, moduleId, direction)) {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) continue;
    const live = row.status === "published";
    drafted ||= live;
    await tx
      .update(modules)
      .set(live ? { draft: nextDraft(row, { sort }, sameConfig) } : { sort })
      .where(eq(modules.id, id));
    Object.assign(changes, moduleChange(id, row, await moduleOf(tx, pageId, id)));
  }
  return { action: drafted ? "page.module.draft" : "page.module.move", changes, value: null };
}

/**
 * A module published: its draft becomes what the site shows, a removal removes it, and its place in
 * the page's new order brings the whole new order to the site.
 */
async function publishModule(tx: Transaction, pageId: number, row: ModuleRow): Promise<FieldChanges> {
  const changes =
    row.draft?.sort !== undefined ? await settlePendingOrder(tx, pageId, row.id, true) : ({} as FieldChanges);
  if (row.draft?.removed) await tx.delete(modules).where(eq(modules.id, row.id));
  else await tx.update(modules).set(publishedColumns(row)).where(eq(modules.id, row.id));
  return { ...changes, ...moduleChange(row.id, row, await moduleOf(tx, pageId, row.id)) };
}

/**
 * One change to one of the page's modules, on the page's version. A module's form (configure with its
 * merge) saved on an older version is merged with the module as stored now (its draft, when it has
 * one), inside the save: a module nobody else changed is saved as posted, one someone changed too
 * asks about the fields both changed. Moves, status changes and removals on an older version are
 * refused. A published module's form, move and removal are saved as its draft (none when it then
 * equals what is published).
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
        case "move":
          return moveModule(tx, pageId, moduleId, action.direction);
        case "status": {
          if (action.status === "draft") {
            await tx.update(modules).set(unpublishedColumns(before)).where(eq(modules.id, moduleId));
            break;
          }
          const changes = await publishModule(tx, pageId, before);
          const removed = before.draft?.removed === true;
          return { action: removed ? "page.module.remove" : "page.module.publish", changes, value: null };
        }
        case "discard": {
          if (!before.draft) return { refused: "noDraft" };
          // Its place in the new order goes back, and with it the page's new order.
          const changes = before.draft.sort !== undefined ? await settlePendingOrder(tx, pageId, moduleId, false) : {};
          await tx.update(modules).set({ draft: null }).where(eq(modules.id, moduleId));
          Object.assign(changes, moduleChange(moduleId, before, await moduleOf(tx, pageId, moduleId)));
          return { action: "page.module.discard", changes, value: null };
        }
        case "remove":
          if (before.status === "published") {
            await tx
              .update(modules)
              .set({ draft: nextDraft(before, { removed: true }, sameConfig) })
              .where(eq(modules.id, moduleId));
            break;
          }
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
          const columns =
            before.status !== "published"
              ? { ...result.config, draft: null }
              : { draft: nextDraft(before, { config: result.config }, sameConfig) };
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
 * becomes what the site shows (the new order, the removals). Refused when no module has unpublished
 * changes.
 */
export function publishModuleDrafts(actor: Parameters<typeof editPage>[0], pageId: number, version: unknown) {
  return editPage<null>(actor, pageId, version, async ({ tx }) => {
    const rows = (await pageModuleRows(pageId, tx)).filter((row) => row.draft && row.status === "published");
    if (rows.length === 0) return { refused: "noDraft" };
    // Every place of the new order is published with the rest, so the order comes whole.
    const changes: FieldChanges = {};
    for (const row of rows) {
      if (row.draft?.removed) await tx.delete(modules).where(eq(modules.id, row.id));
      else await tx.update(modules).set(publishedColumns(row)).where(eq(modules.id, row.id));
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
