import { expect, it } from "vitest";
import { inRowOrder } from "./page-modules.ts";

it("orders modules by their contentRow, keeping their own order within a row", () => {
  const modules = [
    { id: "c", settings: { contentRow: 1 } },
    { id: "a", settings: { contentRow: 0 } },
    { id: "d", settings: { contentRow: 1 } },
    { id: "b", settings: { contentRow: 0 } },
  ];
  expect(inRowOrder(modules).map((module) => module.id)).toEqual(["a", "b", "c", "d"]);
});
