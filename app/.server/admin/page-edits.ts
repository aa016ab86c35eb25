// How every change to the page tree, a page or its modules is saved: in one transaction that locks
// the tree (edits are rare and a tree change must see the siblings as they are), refuses a save made
// on a version of the page someone else has changed since, writes the change and its audit line,
// keeps the old addresses of pages whose address changed answering with a redirect, and tells every
// instance to drop its cached pages and menu (staffChange(): the notice leaves with the commit).
import { asc, eq } from "drizzle-orm";
import type { Transaction } from "../db/client.ts";
import { pages } from "../db/schema.ts";
import { recordAddressChanges } from "../path-redirects.ts";
import { type PageRow, siteData } from "../site-settings.ts";
import { type Actor, auditSubject } from "./audit.ts";
import { type ChangeSince, changesSince, type FieldChanges, isStale } from "./edit-record.ts";
import type { FieldConflict } from "./page-merge.ts";
import { changed, staffChange, unchanged } from "./staff-change.ts";

export type PageEditOutcome<T> =
  | { status: "done"; value: T }
  | { status: "notFound" }
  | { status: "conflict"; changes: ChangeSince[] }
  | { status: "refused"; problem: string; fields?: Record<string, string> }
  /** A form's save met a newer version: the fields both changed, to choose (nothing was written). */
  | { status: "choose"; conflict: FieldConflict };

export interface PageChange<T> {
  /** Dotted audit action: page.save, page.move, page.module.add, ... */
  action: string;
  changes: FieldChanges;
  details?: Record<string, unknown>;
  value: T;
  /** Other pages whose rows this change also wrote (siblings renumbered): each gets its own audit line. */
  alsoChanged?: { id: number; changes: FieldChanges }[];
}

export type Refusal = { refused: string; fields?: Record<string, string> } | { choose: FieldConflict };

export interface EditScope {
  tx: Transaction;
  /** The page as locked for this change. */
  page: PageRow;
  /** The whole tree as it was before this change, locked. */
  tree: PageRow[];
}

class RefusedChange extends Error {
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    super("refused" in refusal ? refusal.refused : "choose");
    this.refusal = refusal;
  }
}

/** Strictly later than the last change, so two saves in one millisecond still differ in version. */
function nextVersion(previous: Date): Date {
  return new Date(Math.max(Date.now(), previous.getTime() + 1));
}

export function lockedTree(tx: Transaction): Promise<PageRow[]> {
  return tx.select().from(pages).orderBy(asc(pages.id)).for("update");
}

/**
 * The page to change with the whole tree, locked, or why not: it is gone, or it changed since the
 * version the editor was opened at (with what changed meanwhile).
 */
export async function lockedPageAt(
  tx: Transaction,
  id: number,
  version: unknown,
  /** A form's save that merges itself with a newer version (page-merge.ts) instead of being refused. */
  merges = false,
): Promise<
  { page: PageRow; tree: PageRow[] } | { missing: Extract<PageEditOutcome<never>, { status: "notFound" | "conflict" }> }
> {
  const tree = await lockedTree(tx);
  const page = tree.find((row) => row.id === id);
  if (!page) return { missing: { status: "notFound" } };
  if (!merges && isStale(page.updatedAt, version)) {
    const changes = await changesSince(auditSubject("page", id), typeof version === "string" ? version : "", tx);
    return { missing: { status: "conflict", changes } };
  }
  return { page, tree };
}

/**
 * Changes page `id` if the form's `version` is still the page's (or, `merges`, whatever it is: the
 * change merges the form with the page as locked): `change` writes what it changes (not updatedAt)
 * and says what changed, or refuses with a reason or the fields to choose. The page's updatedAt
 * moves on, as do those of the pages named in `alsoChanged`.
 */
export async function editPage<T>(
  actor: Actor,
  id: number,
  version: unknown,
  change: (scope: EditScope) => Promise<PageChange<T> | Refusal>,
  { merges = false }: { merges?: boolean } = {},
): Promise<PageEditOutcome<T>> {
  const fallback = (await siteData()).settings.fallback;
  return staffChange<PageEditOutcome<T>>(actor, async (tx) => {
    const found = await lockedPageAt(tx, id, version, merges);
    if ("missing" in found) return unchanged(found.missing);
    const { page, tree } = found;
    const result = await change({ tx, page, tree });
    // Thrown, so whatever the change wrote before refusing is rolled back with the transaction.
    if ("refused" in result || "choose" in result) throw new RefusedChange(result);
    const stamped = [{ id, changes: result.changes }, ...(result.alsoChanged ?? [])];
    const lines = [];
    for (const { id: changedId, changes } of stamped) {
      const before = tree.find((row) => row.id === changedId);
      if (!before) continue;
      await tx
        .update(pages)
        .set({ updatedAt: nextVersion(before.updatedAt) })
        .where(eq(pages.id, changedId));
      lines.push({
        action: result.action,
        subject: auditSubject("page", changedId),
        changes,
        details: changedId === id ? (result.details ?? {}) : { because: auditSubject("page", id) },
      });
    }
    await recordAddressChanges(tx, tree, await lockedTree(tx), fallback);
    return changed({ status: "done", value: result.value }, lines, { announces: true });
  }).catch((error: unknown): PageEditOutcome<T> => {
    if (!(error instanceof RefusedChange)) throw error;
    if ("choose" in error.refusal) return { status: "choose", conflict: error.refusal.choose };
    const { refused, fields } = error.refusal;
    return { status: "refused", problem: refused, ...(fields ? { fields } : {}) };
  });
}
