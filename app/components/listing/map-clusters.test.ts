import { describe, expect, it } from "vitest";
import { clusterByCell } from "./map-clusters.ts";

const at = (item: string, x: number, y: number) => ({ item, x, y });

describe("clusterByCell", () => {
  it("groups points of one cell and leaves points of other cells alone", () => {
    const clusters = clusterByCell([at("a", 10, 10), at("b", 30, 40), at("c", 200, 10)], 56);
    expect(clusters.map((cluster) => cluster.items.sort())).toEqual([["a", "b"], ["c"]]);
    expect(clusters[0]).toMatchObject({ x: 20, y: 25 });
  });

  it("splits a group as the zoom grows (the same points further apart in pixels)", () => {
    const points = (scale: number) => [at("a", 100 * scale, 100 * scale), at("b", 110 * scale, 105 * scale)];
    expect(clusterByCell(points(1), 56)).toHaveLength(1);
    expect(clusterByCell(points(16), 56)).toHaveLength(2);
  });

  it("loses no point and counts each once", () => {
    const many = Array.from({ length: 500 }, (_, index) => at(String(index), (index * 37) % 900, (index * 53) % 700));
    const clusters = clusterByCell(many, 56);
    const members = clusters.flatMap((cluster) => cluster.items);
    expect(members).toHaveLength(500);
    expect(new Set(members).size).toBe(500);
  });
});
