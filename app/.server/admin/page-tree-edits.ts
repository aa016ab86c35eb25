// The page tree in the back office: add a free content page, move a page under another, reorder
// siblings, publish or unpublish, show or hide in the menu, remove a free page. Each is one
// transaction with its audit line (page-edits.ts).
import { eq } from "drizzle-orm";
import { effectiveSegments, type SegmentProblem, segmentProblems } from "../../domain/page-slugs.ts";
import { moveProblem, nextSort, reorderedSorts, type TreeNode } from "../../domain/page-tree.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import type { Localized } from "../../shared/localize.ts";
import { pageParamsSchema } from "../db/json-shapes.ts";
import { pages } from "../db/schema.ts";
import { recordAddressChanges } from "../path-redirects.ts";
import { type PageRow, siteData } from "../site-settings.ts";
import { type Actor, auditSubject } from "./audit.ts";
import { fieldChanges } from "./edit-record.ts";
import { editPage, lockedPageAt, lockedTree, type PageEditOutcome } from "./page-edits.ts";
import { changed, staffChange, unchanged } from "./staff-change.ts";

export const treeNodes = (rows: readonly PageRow[]): TreeNode[] =>
  rows.map((row) => ({ id: row.id, parentId: row.parentId, sort: row.sort, free: row.routeKey === null }));

/**
 * Why a free page's segments cannot be used under `parentId`, per language ("slug.nl": "taken");
 * empty when they can. The default language's own segment is required: the others fall back to it.
 */
export function segmentErrors(
  tree: readonly PageRow[],
  pageId: number | null,
  parentId: number | null,
  slugs: Localized,
  fallback: Language,
): Record<string, SegmentProblem> {
  const segments = effectiveSegments(slugs, LANGUAGES, fallback);
  const siblings = tree
    .filter((row) => row.parentId === parentId && row.routeKey === null && row.id !== pageId)
    .map((row) => ({ id: row.id, segments: effectiveSegments(row.slugs, LANGUAGES, fallback) }));
  const problems = segmentProblems(segments, LANGUAGES, siblings, parentId === null);
  if (!slugs[fallback]) problems[fallback] = "missing";
  // A language without its own segment uses the default language's: its problem is that one's.
  return Object.fromEntries(
    Object.entries(problems).map(([language, problem]) => [
      `slug.${slugs[language as Language] ? language : fallback}`,
      problem,
    ]),
  );
}

export interface NewPage {
  name: string;
  parentId: number | null;
  titles: Localized;
  slugs: Localized;
}

/** A new free page, a draft shown in the menu once published, after its siblings. */
export async function createPage(actor: Actor, input: NewPage): Promise<PageEditOutcome<{ id: number }>> {
  const fallback = (await siteData()).settings.fallback;
  return staffChange<PageEditOutcome<{ id: number }>>(actor, async (tx) => {
    const tree = await lockedTree(tx);
    const parent = input.parentId === null ? null : tree.find((row) => row.id === input.parentId);
    if (parent === undefined) return unchanged({ status: "refused", problem: "unknownParent" });
    if (parent && parent.routeKey !== null) return unchanged({ status: "refused", problem: "underRoutePage" });
    const fields = segmentErrors(tree, null, input.parentId, input.slugs, fallback);
    if (Object.keys(fields).length > 0) return unchanged({ status: "refused", problem: "segments", fields });
    const values = {
      parentId: input.parentId,
      routeKey: null,
      slugs: input.slugs,
      name: input.name,
      status: "draft" as const,
      showInMenu: true,
      sort: nextSort(treeNodes(tree), input.parentId),
      params: pageParamsSchema.parse({ title: input.titles }),
    };
    const [created] = await tx.insert(pages).values(values).returning();
    if (!created) throw new Error("the page was not written");
    // A new page at an old address takes it over from the redirect.
    await recordAddressChanges(tx, tree, await lockedTree(tx), fallback);
    return changed(
      { status: "done", value: { id: created.id } },
      {
        action: "page.create",
        subject: auditSubject("page", created.id),
        changes: fieldChanges(
          {},
          { name: values.name, parentId: values.parentId, slugs: values.slugs, title: input.titles },
        ),
      },
      { announces: true },
    );
  });
}

/** Page `id` under `parentId` (null: the top), after the pages already there. */
export function movePage(actor: Actor, id: number, version: unknown, parentId: number | null) {
  return editPage(actor, id, version, async ({ tx, page, tree }) => {
    if (page.parentId === parentId) return { action: "page.move", changes: {}, value: null };
    const problem = moveProblem(treeNodes(tree), id, parentId);
    if (problem) return { refused: problem };
    if (page.routeKey === null) {
      const fallback = (await siteData()).settings.fallback;
      const fields = segmentErrors(tree, id, parentId, page.slugs, fallback);
      if (Object.keys(fields).length > 0) return { refused: "segmentsTakenThere", fields };
    }
    const sort = nextSort(treeNodes(tree), parentId, id);
    await tx.update(pages).set({ parentId, sort }).where(eq(pages.id, id));
    return {
      action: "page.move",
      changes: fieldChanges({ parentId: page.parentId, sort: page.sort }, { parentId, sort }),
      value: null,
    };
  });
}

/** Page `id` one place up or down among its siblings. */
export function reorderPage(actor: Actor, id: number, version: unknown, direction: "up" | "down") {
  return editPage(actor, id, version, async ({ tx, page, tree }) => {
    const sorts = reorderedSorts(treeNodes(tree), id, direction);
    for (const { id: siblingId, sort } of sorts) await tx.update(pages).set({ sort }).where(eq(pages.id, siblingId));
    const before = (pageId: number) => tree.find((row) => row.id === pageId)?.sort ?? 0;
    const own = sorts.find((entry) => entry.id === id);
    return {
      action: "page.reorder",
      changes: own ? fieldChanges({ sort: page.sort }, { sort: own.sort }) : {},
      alsoChanged: sorts
        .filter((entry) => entry.id !== id)
        .map((entry) => ({ id: entry.id, changes: fieldChanges({ sort: before(entry.id) }, { sort: entry.sort }) })),
      value: null,
    };
  });
}

export function setPageStatus(actor: Actor, id: number, version: unknown, status: "published" | "draft") {
  return editPage(actor, id, version, async ({ tx, page }) => {
    await tx.update(pages).set({ status }).where(eq(pages.id, id));
    return {
      action: status === "published" ? "page.publish" : "page.unpublish",
      changes: fieldChanges({ status: page.status }, { status }),
      value: null,
    };
  });
}

export function setPageInMenu(actor: Actor, id: number, version: unknown, showInMenu: boolean) {
  return editPage(actor, id, version, async ({ tx, page }) => {
    await tx.update(pages).set({ showInMenu }).where(eq(pages.id, id));
    return {
      action: showInMenu ? "page.menu.show" : "page.menu.hide",
      changes: fieldChanges({ showInMenu: page.showInMenu }, { showInMenu }),
      value: null,
    };
  });
}

/**
 * Removes a free page without pages under it, with its modules and the old addresses that led to it.
 * Route-table pages stay: the site's own routes render them.
 */
export async function deletePage(actor: Actor, id: number, version: unknown): Promise<PageEditOutcome<null>> {
  return staffChange<PageEditOutcome<null>>(actor, async (tx) => {
    const found = await lockedPageAt(tx, id, version);
    if ("missing" in found) return unchanged(found.missing);
    const { page, tree } = found;
    if (page.routeKey !== null) return unchanged({ status: "refused", problem: "routePage" });
    if (tree.some((row) => row.parentId === id)) return unchanged({ status: "refused", problem: "hasChildren" });
    await tx.delete(pages).where(eq(pages.id, id));
    return changed(
      { status: "done", value: null },
      {
        action: "page.delete",
        subject: auditSubject("page", id),
        changes: fieldChanges({ name: page.name, slugs: page.slugs, params: page.params }, {}),
      },
      { announces: true },
    );
  });
}

/**
 * The tree's branches asked open (`?open=3,7`, or `all`): at most a few hundred page ids; anything
 * else in the list is left out rather than refused, since it only folds or unfolds the screen.
 */
export function openBranches(value: string | null): number[] | "all" {
  if (value === "all") return "all";
  return (value ?? "")
    .split(",")
    .slice(0, 500)
    .filter((part) => /^[1-9]\d{0,8}$/.test(part))
    .map(Number);
}
