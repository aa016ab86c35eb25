// The modules of a page in the back office: add, reorder, publish or unpublish, remove, configure.
// Modules have no version of their own: every change is made on the page's version and moves it on
// (page-edits.ts), so two people editing one page's modules do not overwrite each other silently.
import { and, asc, eq } from "drizzle-orm";
import { reorderedSorts } from "../../domain/page-tree.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import type { AdminPagesMessages } from "../../i18n/messages/admin-pages.ts";
import { type Localized, localize } from "../../shared/localize.ts";
import type { RelationOption } from "../../shared/page-admin-views.ts";
import {
  CHECKED,
  type FormValues,
  fieldName,
  MODULE_RELATIONS,
  MODULE_VIEWS,
  type ModuleRelation,
} from "../../shared/page-form-fields.ts";
import { type Database, db, type Transaction } from "../db/client.ts";
import { type ModuleSettings, moduleSettingsSchema } from "../db/json-shapes.ts";
import { articleCategories, articles, articleTexts, modules } from "../db/schema.ts";
import { siteData } from "../site-settings.ts";
import type { FormMerge } from "./edit-merge-form.ts";
import type { FieldChanges } from "./edit-record.ts";
import { editPage } from "./page-edits.ts";
import type { FieldErrors } from "./page-form.ts";
import { mergeWithStored } from "./page-merge.ts";

type ModuleRow = typeof modules.$inferSelect;

/** What a module relates to, as one form value: "property-list", "contact", "text", "article:12", "category:3". */
export type RelationChoice = string;

export function relationChoice(row: Pick<ModuleRow, "relationType" | "relationId">): RelationChoice {
  if (row.relationType === "article") return row.relationId ? `article:${row.relationId}` : "text";
  if (row.relationType === "category") return `category:${row.relationId ?? ""}`;
  return row.relationType;
}

/** The relation a choice names, when it is well formed. */
export function parseRelation(choice: string): { type: ModuleRelation; id: number | null } | undefined {
  if (choice === "property-list" || choice === "contact") return { type: choice, id: null };
  if (choice === "text") return { type: "article", id: null };
  const match = /^(article|category):([1-9]\d{0,8})$/.exec(choice);
  if (!match) return undefined;
  return { type: match[1] as ModuleRelation, id: Number(match[2]) };
}

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

/** A module as its configuration form's fields. */
export function moduleFormValues(row: ModuleRow): FormValues {
  const settings = row.settings;
  const values: FormValues = {
    relation: relationChoice(row),
    view: settings.view,
    numberItemOfRow: String(settings.numberItemOfRow),
    maxItems: String(settings.maxItems),
    goal: settings.goal === undefined ? "" : String(settings.goal),
    isHasSubcategories: settings.isHasSubcategories ? CHECKED : "",
  };
  for (const language of LANGUAGES) {
    values[fieldName.moduleTitle(language)] = settings.title[language] ?? "";
    values[fieldName.moduleText(language)] = settings.descriptions[language] ?? "";
  }
  return values;
}

export function moduleFieldNames(): string[] {
  return [
    "relation",
    "view",
    "numberItemOfRow",
    "maxItems",
    "goal",
    "isHasSubcategories",
    ...LANGUAGES.flatMap((language) => [fieldName.moduleTitle(language), fieldName.moduleText(language)]),
  ];
}

function whole(value: string | undefined, min: number, max: number): number | undefined {
  if (!value || !/^\d{1,3}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/** The posted configuration, checked, over the module's current settings. */
export function readModuleForm(
  values: FormValues,
  current: ModuleSettings,
): { relation?: { type: ModuleRelation; id: number | null }; settings: ModuleSettings; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const relation = parseRelation(values.relation ?? "");
  if (!relation) errors.relation = "invalid";
  const view = values.view ?? "";
  if (!(MODULE_VIEWS as readonly string[]).includes(view)) errors.view = "invalid";
  const perRow = whole(values.numberItemOfRow, 1, 6);
  if (perRow === undefined) errors.numberItemOfRow = "range";
  const maxItems = whole(values.maxItems, 1, 100);
  if (maxItems === undefined) errors.maxItems = "range";
  const goal = values.goal ?? "";
  if (goal !== "" && goal !== "0" && goal !== "1") errors.goal = "invalid";
  const texts = (name: (language: Language) => string) => {
    const result: Localized = {};
    for (const language of LANGUAGES) {
      const text = values[name(language)] ?? "";
      if (text.length > 5_000) errors[name(language)] = "tooLong";
      if (text) result[language] = text;
    }
    return result;
  };
  const { goal: _goal, ...rest } = current;
  const parsed = moduleSettingsSchema.safeParse({
    ...rest,
    view: errors.view ? current.view : view,
    numberItemOfRow: perRow ?? current.numberItemOfRow,
    maxItems: maxItems ?? current.maxItems,
    ...(relation?.type === "property-list" && goal !== "" ? { goal: Number(goal) } : {}),
    isHasSubcategories: values.isHasSubcategories === CHECKED,
    title: texts(fieldName.moduleTitle),
    descriptions: texts(fieldName.moduleText),
  });
  if (!parsed.success) errors.view ??= "invalid";
  return { ...(relation ? { relation } : {}), settings: parsed.success ? parsed.data : current, errors };
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
      }
    : null;

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
  | { kind: "status"; status: "published" | "draft" }
  | { kind: "remove" }
  /** The module's form, merged (its base and choices) with the module as stored when the page changed since. */
  | { kind: "configure"; values: FormValues; merge?: FormMerge };

/**
 * One change to one of the page's modules, on the page's version. A module's form (configure with its
 * merge) saved on an older version is merged with the module as stored now, inside the save: a
 * module nobody else changed is saved as posted, one someone changed too asks about the fields both
 * changed. Moves, status changes and removals on an older version are refused.
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
          await tx.update(modules).set({ status: action.status }).where(eq(modules.id, moduleId));
          break;
        case "remove":
          await tx.delete(modules).where(eq(modules.id, moduleId));
          return { action: "page.module.remove", changes: moduleChange(moduleId, before, undefined), value: null };
        case "configure": {
          const theirs = { updatedAt: page.updatedAt, theirs: moduleFormValues(before) };
          const merged = await mergeWithStored(tx, pageId, theirs, version, action.values, action.merge);
          if (merged.kind === "conflict") return { choose: merged.conflict };
          taken = merged.taken;
          const { relation, settings, errors } = readModuleForm(merged.values, before.settings);
          if (relation && !(await relationExists(tx, relation))) errors.relation = "unknown";
          if (!relation || Object.keys(errors).length > 0) return { refused: "moduleFields", fields: errors };
          await tx
            .update(modules)
            .set({ relationType: relation.type, relationId: relation.id, settings })
            .where(eq(modules.id, moduleId));
          break;
        }
      }
      const after = await moduleOf(tx, pageId, moduleId);
      return {
        action:
          action.kind === "status"
            ? `page.module.${action.status === "published" ? "publish" : "unpublish"}`
            : "page.module.configure",
        changes: moduleChange(moduleId, before, after),
        value: action.kind === "configure" ? { taken } : null,
      };
    },
    { merges },
  );
}

/** A relation choice as the staff member reads it ("Contactformulier", an article's title), for a conflict. */
export async function relationLabels(language: Language, p: AdminPagesMessages): Promise<(value: string) => string> {
  const options = await relationOptions(language, (await siteData()).settings.fallback);
  const kinds: Record<string, string> = p.relationKinds;
  const named = [...options.categories, ...options.articles];
  return (value) =>
    value === "text" ? p.ownText : (kinds[value] ?? named.find((option) => option.value === value)?.label ?? value);
}
