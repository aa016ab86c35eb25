import { describe, expect, it } from "vitest";
import { catalogDe } from "../../i18n/messages/catalog-de.ts";
import { catalogFr } from "../../i18n/messages/catalog-fr.ts";
import { catalogNl } from "../../i18n/messages/catalog-nl.ts";
import type { ListQuery } from "../../shared/list-state.ts";
import { describeFilters, describeSearch } from "./search-description.ts";

const NBSP = "\u00a0";
const base: ListQuery = { sort: "newest", view: "grid", page: 1 };

describe("a search in words", () => {
  it("reads the list, then town, type and price, as the visitor set them", () => {
    const filters = describeFilters(
      { ...base, city: "Halle", type: 1, priceMax: 300_000 },
      catalogNl.list,
      "Huis",
      "nl",
    );
    expect(describeSearch("Te koop", filters)).toBe(`Te koop · Halle · Huis · max. €${NBSP}300.000`);
  });

  it("says every filter, in the visitor's language", () => {
    const query = { ...base, city: "1500", type: 2, priceMin: 150_000, priceMax: 400_000, bedrooms: 2 };
    expect(describeFilters(query, catalogDe.list, "Wohnung", "de").map((filter) => filter.text)).toEqual([
      "1500",
      "Wohnung",
      `min. 150.000${NBSP}€`,
      `max. 400.000${NBSP}€`,
      "mind. 2 Schlafzimmer",
    ]);
  });

  it("says one bedroom in the singular", () => {
    const bedrooms = (filters: { text: string }[]) => filters.map((filter) => filter.text);
    expect(bedrooms(describeFilters({ ...base, bedrooms: 1 }, catalogNl.list, undefined, "nl"))).toEqual([
      "min. 1 slaapkamer",
    ]);
    expect(bedrooms(describeFilters({ ...base, bedrooms: 1 }, catalogFr.list, undefined, "fr"))).toEqual([
      "min. 1 chambre",
    ]);
    expect(bedrooms(describeFilters({ ...base, bedrooms: 2 }, catalogNl.list, undefined, "nl"))).toEqual([
      "min. 2 slaapkamers",
    ]);
  });

  it("names a type the catalogue does not know by its number", () => {
    expect(describeFilters({ ...base, type: 77 }, catalogNl.list, undefined, "nl")[0]?.text).toBe("Type 77");
  });

  it("is the list alone when nothing was filtered", () => {
    expect(describeSearch("Te huur", describeFilters(base, catalogNl.list, undefined, "nl"))).toBe("Te huur");
  });

  it("gives each filter the query of the list without it", () => {
    const filters = describeFilters({ ...base, city: "Halle", bedrooms: 3, page: 2 }, catalogNl.list, undefined, "nl");
    expect(filters.map((filter) => [filter.name, filter.dropQuery])).toEqual([
      ["city", "?bedrooms=3"],
      ["bedrooms", "?city=Halle"],
    ]);
  });
});
