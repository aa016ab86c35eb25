import { describe, expect, it } from "vitest";
import { catalogDe } from "../../../i18n/messages/catalog-de.ts";
import { catalogNl } from "../../../i18n/messages/catalog-nl.ts";
import type { CatalogMessages } from "../../../i18n/messages/site-messages.ts";
import type { ListQuery } from "../../../shared/list-state.ts";
import { filterNotes } from "./filter-notes.ts";

const base: ListQuery = { sort: "newest", view: "grid", page: 1 };

function notesFor(search: string, query: Partial<ListQuery>, messages: CatalogMessages["list"] = catalogNl.list) {
  return filterNotes(new URLSearchParams(search), { ...base, ...query }, messages);
}

describe("filterNotes: why a filter in the address is not applied", () => {
  it("says nothing when the list applied every filter", () => {
    expect(notesFor("priceMax=400.000&city=Halle", { priceMax: 400_000, city: "Halle" })).toEqual({});
    expect(notesFor("", {})).toEqual({});
  });

  it("quotes a price it could not read and shows how to write it, on that field only", () => {
    expect(notesFor("city=Halle&priceMax=400,000", { city: "Halle" })).toEqual({
      priceMax: {
        text: "“400,000” lezen we niet als bedrag; schrijf het bijvoorbeeld zo: 400.000. Deze filter wordt niet toegepast.",
        fields: ["priceMax"],
      },
    });
  });

  it("speaks the visitor's language, and of an area as an area", () => {
    expect(notesFor("areaMin=92%2C5%2C5", {}, catalogDe.list).areaMin?.text).toBe(
      "„92,5,5“ können wir nicht als Fläche lesen; schreiben Sie sie zum Beispiel so: 92,5. Dieser Filter wird nicht angewendet.",
    );
  });

  it("ties a range the wrong way round to both its fields, with one note", () => {
    expect(notesFor("priceMin=500.000&priceMax=300000&type=1", { type: 1 })).toEqual({
      priceMax: { text: catalogNl.list.priceReversed, fields: ["priceMin", "priceMax"] },
    });
    expect(notesFor("bedrooms=3&bedroomsMax=2", {})).toEqual({
      bedroomsMax: { text: catalogNl.list.bedroomsReversed, fields: ["bedrooms", "bedroomsMax"] },
    });
  });

  it("tells an unreadable bound from a range the wrong way round", () => {
    expect(notesFor("priceMin=abc&priceMax=300000", { priceMax: 300_000 })).toEqual({
      priceMin: { text: expect.stringContaining("“abc”"), fields: ["priceMin"] },
    });
  });

  it("quotes a long value cut short", () => {
    const text = notesFor(`city=${"<".repeat(100)}`, {}).city?.text ?? "";
    expect(text).toContain(`“${"<".repeat(39)}…”`);
  });
});

describe("filterNotes: an area of the address the list cannot read", () => {
  it("says what an area should be, in the visitor's language, without quoting the text", () => {
    expect(notesFor("area=50.87_4.3", {})).toEqual({ area: { text: catalogNl.list.areaUnread, fields: ["area"] } });
    expect(notesFor("area=abc", {}, catalogDe.list).area?.text).toBe(catalogDe.list.areaUnread);
  });

  it("says nothing of an area it applied", () => {
    expect(notesFor("area=50.87_4.3_50.87_4.4_50.8_4.4", { area: "50.87_4.3_50.87_4.4_50.8_4.4" })).toEqual({});
  });
});
