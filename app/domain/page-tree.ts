// The page tree as the back office changes it: where a page may move, and the order of siblings
// after a page goes up or down. Pages are nodes with a parent and a sort; siblings are ordered by
// sort, then id (as the site reads them).

export interface TreeNode {
  id: number;
  parentId: number | null;
  sort: number;
  /** Free content pages (no route key) take their path from their parents' segments. */
  free: boolean;
}

/** How deep free pages nest: the site resolves at most this many segments (content-page route). */
export const MAX_DEPTH = 8;

/** The ids from the page's parent up to the top (a broken cycle stops the walk). */
export function ancestorIds(nodes: readonly TreeNode[], id: number): number[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const seen: number[] = [];
  for (let parent = byId.get(id)?.parentId ?? null; parent !== null && !seen.includes(parent); ) {
    seen.push(parent);
    parent = byId.get(parent)?.parentId ?? null;
  }
  return seen;
}

/** Every page below `id`, children before grandchildren. */
export function descendantIds(nodes: readonly TreeNode[], id: number): number[] {
  const found: number[] = [];
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const node of nodes) {
      if (node.parentId === current && node.id !== id && !found.includes(node.id)) {
        found.push(node.id);
        queue.push(node.id);
      }
    }
  }
  return found;
}

export type MoveProblem = "self" | "descendant" | "unknownParent" | "underRoutePage" | "tooDeep";

/** The depth of the subtree below `id` (0 for a leaf). */
function subtreeHeight(nodes: readonly TreeNode[], id: number): number {
  const children = nodes.filter((node) => node.parentId === id && node.id !== id);
  return children.length === 0 ? 0 : 1 + Math.max(...children.map((child) => subtreeHeight(nodes, child.id)));
}

/**
 * Why page `id` cannot go under `parentId` (null: the top), or null when it can. No page goes under
 * itself or a page below it (it would become its own ancestor and leave the tree). A free page and
 * the free pages below it take their paths from their parents, so they go under free pages only
 * (a route-table page's path is fixed, and its sub-paths are its own), and no deeper than the site
 * resolves. A route-table page may go anywhere: its path stays its own.
 */
export function moveProblem(nodes: readonly TreeNode[], id: number, parentId: number | null): MoveProblem | null {
  if (parentId === null) return null;
  if (parentId === id) return "self";
  const parent = nodes.find((node) => node.id === parentId);
  if (!parent) return "unknownParent";
  if (ancestorIds(nodes, parentId).includes(id)) return "descendant";
  const node = nodes.find((candidate) => candidate.id === id);
  if (node?.free) {
    if (!parent.free) return "underRoutePage";
    const depth = ancestorIds(nodes, parentId).length + 2 + subtreeHeight(nodes, id);
    if (depth > MAX_DEPTH) return "tooDeep";
  }
  return null;
}

/** The pages under `parentId` in their order. */
export function siblingsOf<T extends TreeNode>(nodes: readonly T[], parentId: number | null): T[] {
  return nodes.filter((node) => node.parentId === parentId).sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/**
 * The new sorts after page `id` moves one place up or down among its siblings: the siblings numbered
 * 0, 1, 2, ... in their new order, only those whose sort changes. Empty when it is already first
 * (up) or last (down).
 */
export function reorderedSorts(
  nodes: readonly TreeNode[],
  id: number,
  direction: "up" | "down",
): { id: number; sort: number }[] {
  const node = nodes.find((candidate) => candidate.id === id);
  if (!node) return [];
  const siblings = siblingsOf(nodes, node.parentId);
  const index = siblings.findIndex((sibling) => sibling.id === id);
  const other = direction === "up" ? index - 1 : index + 1;
  const swapped = siblings[other];
  if (!swapped) return [];
  siblings[other] = node;
  siblings[index] = swapped;
  return siblings.flatMap((sibling, sort) => (sibling.sort === sort ? [] : [{ id: sibling.id, sort }]));
}

/** The sort a page gets when it joins the end of `parentId`'s children. */
export function nextSort(nodes: readonly TreeNode[], parentId: number | null, exceptId?: number): number {
  const siblings = nodes.filter((node) => node.parentId === parentId && node.id !== exceptId);
  return siblings.length === 0 ? 0 : Math.max(...siblings.map((node) => node.sort)) + 1;
}

export interface Nested<T> {
  node: T;
  children: Nested<T>[];
}

/** The tree as nested lists, top pages first, each level in its order; pages whose parent is gone sit at the top. */
export function nestedTree<T extends TreeNode>(nodes: readonly T[]): Nested<T>[] {
  const ids = new Set(nodes.map((node) => node.id));
  const build = (parentId: number | null, depth: number): Nested<T>[] =>
    depth > MAX_DEPTH + 2
      ? []
      : nodes
          .filter((node) =>
            parentId === null ? node.parentId === null || !ids.has(node.parentId) : node.parentId === parentId,
          )
          .sort((a, b) => a.sort - b.sort || a.id - b.id)
          .map((node) => ({ node, children: build(node.id, depth + 1) }));
  return build(null, 0);
}
