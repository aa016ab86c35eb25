// The order the photo list shows while a change is on its way: the change applied to the order its
// form showed, so a cover picked right after a move (saved, not yet read back) does not make the
// list jump back to the order before the move.
import { describe, expect, it } from "vitest";
import type { AdminPhoto } from "../../shared/admin-photo-view.ts";
import { shownOrder } from "./photo-page.tsx";

const photo = (id: number): AdminPhoto => ({
  id,
  key: `p${id}`,
  width: 800,
  height: 600,
  captions: {},
  alts: {},
  version: "v",
  base: "b",
});

/** The page's data: the order before the move. */
const read = [photo(1), photo(2), photo(3)];

function pending(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const ids = (photos: AdminPhoto[]) => photos.map((shown) => shown.id);

describe("shownOrder", () => {
  it("shows the page's order when nothing is on its way", () => {
    expect(ids(shownOrder(read, undefined))).toEqual([1, 2, 3]);
  });

  it("applies a move, a cover or a reorder to the order the form showed", () => {
    expect(ids(shownOrder(read, pending({ intent: "reorder", order: "3,1,2", seen: "1,2,3" })))).toEqual([3, 1, 2]);
    expect(ids(shownOrder(read, pending({ intent: "up", id: "3", seen: "1,2,3" })))).toEqual([1, 3, 2]);
    // The move to 3,1,2 is saved but the page still holds 1,2,3: the cover builds on what was shown.
    expect(ids(shownOrder(read, pending({ intent: "cover", id: "2", seen: "3,1,2" })))).toEqual([2, 3, 1]);
    expect(ids(shownOrder(read, pending({ intent: "down", id: "3", seen: "3,1,2" })))).toEqual([1, 3, 2]);
  });

  it("falls back on the page's order when what the form saw is not these photos", () => {
    expect(ids(shownOrder(read, pending({ intent: "cover", id: "3", seen: "1,2" })))).toEqual([3, 1, 2]);
    expect(ids(shownOrder(read, pending({ intent: "cover", id: "3", seen: "9,8,7" })))).toEqual([3, 1, 2]);
    expect(ids(shownOrder(read, pending({ intent: "cover", id: "3" })))).toEqual([3, 1, 2]);
  });

  it("shows the page's order for a change it cannot read", () => {
    expect(ids(shownOrder(read, pending({ intent: "cover", id: "7", seen: "1,2,3" })))).toEqual([1, 2, 3]);
    expect(ids(shownOrder(read, pending({ intent: "texts" })))).toEqual([1, 2, 3]);
  });
});
