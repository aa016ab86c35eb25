import { describe, expect, it } from "vitest";
import { followNews } from "./follow-news.ts";
import type { PropertyChange } from "./property-changes.ts";

const price = (before: number, after: number): PropertyChange => ({ kind: "price", before, after });
const marquee = (before: number, after: number): PropertyChange => ({ kind: "marquee", before, after });

describe("followNews", () => {
  it.each<[string, PropertyChange[], ReturnType<typeof followNews>]>([
    ["a lower price", [price(420_000, 399_000)], [{ kind: "price-drop", before: 420_000, after: 399_000 }]],
    ["a higher price tells nothing", [price(399_000, 420_000)], []],
    [
      "two drops are one, from the first price to the last",
      [price(420_000, 410_000), price(410_000, 399_000)],
      [{ kind: "price-drop", before: 420_000, after: 399_000 }],
    ],
    ["down then back up to where it was tells nothing", [price(420_000, 399_000), price(399_000, 420_000)], []],
    ["under option", [marquee(0, 2)], [{ kind: "option" }]],
    ["sold", [marquee(2, 3)], [{ kind: "sold" }]],
    ["rented", [marquee(1, 4)], [{ kind: "rented" }]],
    ["option lifted", [marquee(2, 0)], [{ kind: "back" }]],
    ["a sale fallen through, now new again", [marquee(3, 1)], [{ kind: "back" }]],
    ["the 'new' banner tells nothing", [marquee(0, 1)], []],
    ["online again", [{ kind: "republished", before: null, after: null }], [{ kind: "back" }]],
    ["taken offline tells nothing", [{ kind: "unpublished", before: null, after: null }], []],
    [
      "option, then back, in that order",
      [marquee(0, 2), marquee(2, 0), price(300_000, 290_000)],
      [{ kind: "price-drop", before: 300_000, after: 290_000 }, { kind: "option" }, { kind: "back" }],
    ],
    [
      "back online with its option lifted is one piece of news",
      [{ kind: "republished", before: null, after: null }, marquee(2, 0)],
      [{ kind: "back" }],
    ],
  ])("%s", (_, changes, news) => {
    expect(followNews(changes)).toEqual(news);
  });
});
