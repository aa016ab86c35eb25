// A published module's draft (modules.draft): its unpublished form changes, its place in the page's
// new order and whether it is to be removed. The site shows the module's columns until the draft is
// published; the editor and the signed preview show the draft. The order is the page's: a move
// renumbers the modules in the order the editor shows, and publishing or discarding a moved module
// publishes or discards the page's new order as a whole, so the site never shows half of it.
import { isDeepStrictEqual } from "node:util";
import type { modules } from "../db/schema.ts";
import type { ModuleConfig } from "./module-settings-form.ts";

type ModuleRow = typeof modules.$inferSelect;
export type ModuleDraft = NonNullable<ModuleRow["draft"]>;

/** What the site shows of a module (its columns). */
export function liveConfig(row: ModuleRow): ModuleConfig {
  return { relationType: row.relationType, relationId: row.relationId, settings: row.settings };
}

/** The configuration the draft holds, without its place or removal. */
export function draftConfig(row: ModuleRow): ModuleConfig {
  if (!row.draft) return liveConfig(row);
  const { relationType, relationId, settings } = row.draft;
  return { relationType, relationId, settings };
}

/** Where the module stands in the editor and the preview: its place in the new order, if it has one. */
export const draftSort = (row: ModuleRow): number => row.draft?.sort ?? row.sort;

/** Whether the draft changes what the module shows (not only its place or its removal). */
export const changesConfig = (row: ModuleRow): boolean =>
  row.draft !== null && !isDeepStrictEqual(draftConfig(row), liveConfig(row));

/** The page's modules in the order the editor and the preview show them. */
export function inDraftOrder(rows: readonly ModuleRow[]): ModuleRow[] {
  return [...rows].sort((a, b) => draftSort(a) - draftSort(b) || a.id - b.id);
}

/**
 * A published module's draft with `change` applied: `config` when it differs from what is published
 * (`same` judges it), `sort` when it differs from its place on the site, `removed` when set. Null
 * when nothing is left that differs from the site.
 */
export function nextDraft(
  row: ModuleRow,
  change: { config?: ModuleConfig; sort?: number; removed?: boolean },
  same: (a: ModuleConfig, b: ModuleConfig) => boolean = isDeepStrictEqual,
): ModuleDraft | null {
  const config = change.config ?? draftConfig(row);
  const sort = change.sort ?? row.draft?.sort;
  const removed = change.removed ?? row.draft?.removed === true;
  const changed = !same(config, liveConfig(row));
  const moved = sort !== undefined && sort !== row.sort;
  if (!changed && !moved && !removed) return null;
  return {
    ...(changed ? config : liveConfig(row)),
    ...(moved ? { sort } : {}),
    ...(removed ? { removed: true as const } : {}),
  };
}

/** What publishing a module writes: its draft's configuration and place become its columns. */
export function publishedColumns(row: ModuleRow) {
  return { status: "published" as const, ...draftConfig(row), sort: draftSort(row), draft: null };
}
