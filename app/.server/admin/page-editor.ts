// What the back office's page screens show (the tree, one page with its modules) and the page
// editor's save: texts, segments, SEO, flags and banner in one change on the page's version.
import { asc, eq } from "drizzle-orm";
import type { Nested } from "../../domain/page-tree.ts";
import { nestedTree } from "../../domain/page-tree.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { localize } from "../../shared/localize.ts";
import type { ParentOption, TreeItem } from "../../shared/page-admin-views.ts";
import type { FormValues } from "../../shared/page-form-fields.ts";
import { db } from "../db/client.ts";
import { pages } from "../db/schema.ts";
import { leadSettings } from "../leads/lead-settings.ts";
import { pagePath } from "../menu.ts";
import { previewHref } from "../preview-link.ts";
import { type PageRow, siteData } from "../site-settings.ts";
import type { Actor } from "./audit.ts";
import { type FormMerge, formBase } from "./edit-merge-form.ts";
import { fieldChanges, recordVersion } from "./edit-record.ts";
import { changesConfig } from "./module-drafts.ts";
import { editedConfig, moduleFormValues, relationChoice } from "./module-settings-form.ts";
import { editPage, type PageEditOutcome } from "./page-edits.ts";
import { pageFormValues, readPageContent } from "./page-form.ts";
import { mergeWithStored } from "./page-merge.ts";
import { pageModuleRows, relationOptions } from "./page-module-edits.ts";
import { segmentErrors } from "./page-tree-edits.ts";

export function allPages(): Promise<PageRow[]> {
  return db().select().from(pages).orderBy(asc(pages.sort), asc(pages.id));
}

/** Whether page `id` exists: a post to a page that does not is the 404, whatever its form holds. */
export async function pageExists(id: number): Promise<boolean> {
  const [row] = await db().select({ id: pages.id }).from(pages).where(eq(pages.id, id));
  return row !== undefined;
}

/** The tree for the pages screen: nested items, and every page as a possible parent (indented). */
export async function pageTreeView(language: Language) {
  const { settings } = await siteData();
  const rows = await allPages();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const nodes = rows.map((row) => ({ ...row, free: row.routeKey === null }));
  const toItem = (level: Nested<(typeof nodes)[number]>[]): Nested<TreeItem>[] =>
    level.map(({ node, children }, index) => ({
      node: {
        id: node.id,
        name: node.name,
        title: localize(node.params.title, language, settings.fallback) || node.name,
        free: node.free,
        published: node.status === "published",
        showInMenu: node.showInMenu,
        version: recordVersion(node.updatedAt),
        path: pagePath(node, byId, language, settings.fallback) ?? null,
        first: index === 0,
        last: index === level.length - 1,
        childCount: children.length,
      },
      children: toItem(children),
    }));
  const tree = toItem(nestedTree(nodes));
  const parents: ParentOption[] = [];
  const walk = (level: Nested<TreeItem>[], depth: number) => {
    for (const { node, children } of level) {
      parents.push({ id: node.id, label: node.name, depth, free: node.free });
      walk(children, depth + 1);
    }
  };
  walk(tree, 0);
  return { tree, parents, fallback: settings.fallback, enabled: settings.enabled };
}

/** One page for its editor: its fields, its modules with theirs, what modules may relate to, previews. */
export async function pageEditorView(id: number, language: Language) {
  const { settings } = await siteData();
  const rows = await allPages();
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) return undefined;
  const byId = new Map(rows.map((candidate) => [candidate.id, candidate]));
  const secret = leadSettings().secret;
  const moduleRows = await pageModuleRows(id);
  return {
    page: {
      id: row.id,
      name: row.name,
      free: row.routeKey === null,
      published: row.status === "published",
      showInMenu: row.showInMenu,
      version: recordVersion(row.updatedAt),
      paths: Object.fromEntries(
        LANGUAGES.map((code) => [code, pagePath(row, byId, code, settings.fallback) ?? null]),
      ) as Record<Language, string | null>,
      previews: Object.fromEntries(
        settings.enabled.map((code) => [code, previewHref(secret, code, row.id)]),
      ) as Partial<Record<Language, string>>,
    },
    values: pageFormValues(row),
    modules: moduleRows.map((module, index) => {
      // The editor shows a module's unpublished changes when it has some.
      const edited = editedConfig(module);
      return {
        id: module.id,
        relation: relationChoice(edited),
        relationType: edited.relationType,
        published: module.status === "published",
        hasDraft: module.draft !== null,
        changed: module.status === "published" && changesConfig(module),
        moved: module.status === "published" && module.draft?.sort !== undefined,
        removing: module.status === "published" && module.draft?.removed === true,
        title: localize(edited.settings.title, language, settings.fallback),
        values: moduleFormValues(edited),
        // The module's fields' fingerprints as its form is opened: a later save on an older page version is merged.
        base: formBase(moduleFormValues(edited)),
        first: index === 0,
        last: index === moduleRows.length - 1,
      };
    }),
    relations: await relationOptions(language, settings.fallback),
    fallback: settings.fallback,
    enabled: settings.enabled,
  };
}

/**
 * Saves the editor's fields; refused with the fields' problems. Posted from the editor's form (`merge`:
 * its base and choices), a save on an older version is merged with the page as locked for the save:
 * the fields only the other save changed are taken (`taken`), those both changed come back to choose.
 * Without a form behind it, a save on an older version is refused with what changed meanwhile.
 */
export async function savePageContent(
  actor: Actor,
  id: number,
  version: unknown,
  posted: FormValues,
  merge?: FormMerge,
): Promise<PageEditOutcome<{ taken: string[] }>> {
  const fallback = (await siteData()).settings.fallback;
  return editPage<{ taken: string[] }>(
    actor,
    id,
    version,
    async ({ tx, page, tree }) => {
      const theirs = { updatedAt: page.updatedAt, theirs: pageFormValues(page) };
      const merged = await mergeWithStored(tx, id, theirs, version, posted, merge);
      if (merged.kind === "conflict") return { choose: merged.conflict };
      const { values, taken } = merged;
      const { content, errors } = readPageContent(values, page, fallback);
      if (page.routeKey === null)
        Object.assign(errors, segmentErrors(tree, id, page.parentId, content.slugs, fallback));
      if (Object.keys(errors).length > 0) return { refused: "fields", fields: errors };
      await tx
        .update(pages)
        .set({ name: content.name, slugs: content.slugs, params: content.params })
        .where(eq(pages.id, id));
      const view = (source: { name: string; slugs: unknown; params: PageRow["params"] }) => ({
        name: source.name,
        slugs: source.slugs,
        title: source.params.title,
        description: source.params.description,
        seo: source.params.seo,
        flags: source.params.flags,
        banner: source.params.banner,
        image: source.params.image,
        logo: source.params.logo,
        verification: source.params.verification,
      });
      return { action: "page.save", changes: fieldChanges(view(page), view(content)), value: { taken } };
    },
    { merges: Boolean(merge) },
  );
}
