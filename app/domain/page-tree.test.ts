import { describe, expect, it } from "vitest";
import {
  ancestorIds,
  descendantIds,
  MAX_DEPTH,
  moveProblem,
  nestedTree,
  nextSort,
  reorderedSorts,
  type TreeNode,
} from "./page-tree.ts";

// 1 home (route), 2 about (free) > 3 how-we-work (free) > 4 details (free), 2 > 5 testimonials (route),
// 6 contact (route), 7 news (free).
const TREE: TreeNode[] = [
  { id: 1, parentId: null, sort: 0, free: false },
  { id: 2, parentId: null, sort: 1, free: true },
  { id: 3, parentId: 2, sort: 0, free: true },
  { id: 4, parentId: 3, sort: 0, free: true },
  { id: 5, parentId: 2, sort: 1, free: false },
  { id: 6, parentId: null, sort: 2, free: false },
  { id: 7, parentId: null, sort: 3, free: true },
];

describe("ancestors and descendants", () => {
  it("walks up to the top and down to the leaves", () => {
    expect(ancestorIds(TREE, 4)).toEqual([3, 2]);
    expect(ancestorIds(TREE, 2)).toEqual([]);
    expect(descendantIds(TREE, 2)).toEqual([3, 5, 4]);
    expect(descendantIds(TREE, 7)).toEqual([]);
  });

  it("stops on a cycle already in the data", () => {
    const broken: TreeNode[] = [
      { id: 1, parentId: 2, sort: 0, free: true },
      { id: 2, parentId: 1, sort: 0, free: true },
    ];
    expect(ancestorIds(broken, 1)).toEqual([2, 1]);
    expect(descendantIds(broken, 1)).toEqual([2]);
  });
});

describe("moveProblem: no page becomes its own ancestor", () => {
  it.each([
    ["to the top", 3, null, null],
    ["under itself", 2, 2, "self"],
    ["under its child", 2, 3, "descendant"],
    ["under its grandchild", 2, 4, "descendant"],
    ["a free page under another free page", 7, 3, null],
    ["a free page with children under a free page", 3, 7, null],
    ["a free page under a route-table page", 7, 6, "underRoutePage"],
    ["a free page under a route page below a free page", 7, 5, "underRoutePage"],
    ["a route-table page under a free page", 6, 2, null],
    ["a route-table page under a route-table page", 6, 1, null],
    ["a route-table page under its own child", 2, 5, "descendant"],
    ["under a page that does not exist", 7, 99, "unknownParent"],
  ] as const)("%s", (_name, id, parentId, expected) => {
    expect(moveProblem(TREE, id, parentId)).toBe(expected);
  });

  it("keeps free pages within the depth the site resolves, counting the pages below the moved one", () => {
    const chain: TreeNode[] = Array.from({ length: MAX_DEPTH }, (_, index) => ({
      id: index + 1,
      parentId: index === 0 ? null : index,
      sort: 0,
      free: true,
    }));
    const loose: TreeNode = { id: 100, parentId: null, sort: 1, free: true };
    const withChild: TreeNode[] = [...chain, loose, { id: 101, parentId: 100, sort: 0, free: true }];
    expect(moveProblem([...chain, loose], 100, MAX_DEPTH - 1)).toBeNull();
    expect(moveProblem([...chain, loose], 100, MAX_DEPTH)).toBe("tooDeep");
    expect(moveProblem(withChild, 100, MAX_DEPTH - 2)).toBeNull();
    expect(moveProblem(withChild, 100, MAX_DEPTH - 1)).toBe("tooDeep");
  });
});

describe("reorderedSorts", () => {
  it.each([
    [
      "up from the middle",
      6,
      "up",
      [
        { id: 6, sort: 1 },
        { id: 2, sort: 2 },
      ],
    ],
    [
      "down from the middle",
      2,
      "down",
      [
        { id: 6, sort: 1 },
        { id: 2, sort: 2 },
      ],
    ],
    ["up when first", 1, "up", []],
    ["down when last", 7, "down", []],
    [
      "among children only",
      3,
      "down",
      [
        { id: 5, sort: 0 },
        { id: 3, sort: 1 },
      ],
    ],
    ["an only child", 4, "up", []],
  ] as const)("%s", (_name, id, direction, expected) => {
    expect(reorderedSorts(TREE, id, direction)).toEqual(expected);
  });

  it("numbers siblings that shared a sort, so the move still shows", () => {
    const ties: TreeNode[] = [
      { id: 1, parentId: null, sort: 0, free: true },
      { id: 2, parentId: null, sort: 0, free: true },
      { id: 3, parentId: null, sort: 0, free: true },
    ];
    expect(reorderedSorts(ties, 3, "up")).toEqual([
      { id: 3, sort: 1 },
      { id: 2, sort: 2 },
    ]);
  });
});

describe("nextSort and nestedTree", () => {
  it("puts a new page after its siblings", () => {
    expect(nextSort(TREE, null)).toBe(4);
    expect(nextSort(TREE, 2)).toBe(2);
    expect(nextSort(TREE, 4)).toBe(0);
    expect(nextSort(TREE, 2, 5)).toBe(1);
  });

  it("nests the pages in their order, orphans at the top", () => {
    const tree = nestedTree([...TREE, { id: 9, parentId: 42, sort: 9, free: true }]);
    const ids = (level: ReturnType<typeof nestedTree>): unknown[] =>
      level.map((item) => (item.children.length ? [item.node.id, ids(item.children)] : item.node.id));
    expect(ids(tree)).toEqual([1, [2, [[3, [4]], 5]], 6, 7, 9]);
  });
});
