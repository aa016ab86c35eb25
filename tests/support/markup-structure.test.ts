import { describe, expect, test } from "vitest";
import { markupStructure } from "./markup-structure.ts";

const card = (title: string, price: string, href: string) =>
  `<li class="card"><a href="${href}"><img src="/p/${price}.avif" alt="${title}"><h3>${title}</h3></a><p class="price">€ ${price}</p></li>`;

function page(main: string, lang = "nl", script = "window.__data = {}"): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><title>Te koop</title><script>${script}</script><style>.card{}</style></head><body><header><nav aria-label="Hoofdmenu"><a href="/${lang}/">Home</a></nav></header><main><h1>Te koop</h1>${main}</main></body></html>`;
}

const list = (cards: string[]) => `<h2>Resultaten</h2><ul class="listing-grid">${cards.join("")}</ul>`;
const base = page(list([card("Villa in Gent", "385.000", "/nl/te-koop/gent/villa/12/")]));

describe("markupStructure", () => {
  test.each([
    [
      "other words, addresses and numbers",
      page(list([card("Huis in Halle", "1.234,5", "/nl/te-koop/halle/huis/99/")])),
    ],
    ["three cards instead of one", page(list([card("A", "1", "/a/"), card("B", "2", "/b/"), card("C", "3", "/c/")]))],
    ["another language", page(list([card("Villa in Gent", "385.000", "/de/zu-verkaufen/gent/villa/12/")]), "de")],
    [
      "other data for the page's scripts",
      page(list([card("Villa in Gent", "385.000", "/x/")]), "nl", "window.__data = {a: 1}"),
    ],
    ["another comment", base.replace("<main>", "<main><!-- a note -->")],
  ])("is the same with %s", (_, other) => {
    expect(markupStructure(other)).toBe(markupStructure(base));
  });

  test.each([
    ["an element the other lacks", base.replace("</main>", `<p class="empty-state">Niets gevonden</p></main>`)],
    ["another class", base.replace('class="price"', 'class="price price--lowered"')],
    ["another role", base.replace('<ul class="listing-grid">', '<ul class="listing-grid" role="list">')],
    ["a link without words", base.replace('<a href="/nl/">Home</a>', '<a href="/nl/"></a>')],
    ["a picture without a text alternative", base.replace(' alt="Villa in Gent"', "")],
    ["a picture marked as decoration", base.replace('alt="Villa in Gent"', 'alt=""')],
    [
      "an element under another parent",
      base.replace('<ul class="listing-grid">', '<ul class="listing-grid"><div>').replace("</ul>", "</div></ul>"),
    ],
    ["a heading level skipped", base.replace("<h3>Villa in Gent</h3>", "<h4>Villa in Gent</h4>")],
    ["a page without its language", base.replace(' lang="nl"', "")],
  ])("differs with %s", (_, other) => {
    expect(markupStructure(other)).not.toBe(markupStructure(base));
  });
});
