// No page type scrolls sideways on a 360 px phone, in any of the four languages. The pages are
// found, not listed by hand: every page of the sitemap is sorted into its type by the route table,
// and of the types with many pages (properties, projects, articles) the ones with the longest words
// are opened (a German flood-zone value once pushed every property page to 526 px), with the pages a
// sitemap leaves out: the property forms, list and map views, an empty search, login, a 404.
import type { APIRequestContext } from "@playwright/test";
import { matchPath } from "react-router";
import { THANK_YOU_KINDS } from "../../app/domain/forms/form-kinds.ts";
import { LANGUAGES, type Language } from "../../app/i18n/languages.ts";
import { href } from "../../app/i18n/links.ts";
import { PAGE_IDS, routeTable } from "../../app/i18n/route-table.ts";
import { thankYouHref } from "../../app/i18n/thank-you-slugs.ts";
import { measureSidewaysOverflow } from "../support/sideways-overflow.ts";
import { expect, test } from "./fixtures.ts";

const WIDTH = 360;
/** Of a type with many pages, how many (those with the longest words) are opened. */
const PER_TYPE = 2;

/**
 * Dozens of pages per language, each opened, measured and checked by axe at this width: a
 * language's pages are shared among this many tests, so that each stays short on a busy machine.
 */
const SHARES = 8;

test.use({ viewport: { width: WIDTH, height: 740 } });

async function sitemapPaths(request: APIRequestContext, language: Language): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] as string).pathname)
    .filter((path) => path.startsWith(`/${language}/`));
}

/** The route-table page a path belongs to; other paths are content pages, typed by their depth. */
function pageTypeOf(path: string, language: Language): string {
  for (const page of PAGE_IDS) {
    const pattern = `/${language}/${routeTable[page].paths[language]}/`.replace(/\/+/g, "/");
    if (matchPath({ path: pattern, end: true }, path)) return page;
  }
  return `content, depth ${path.split("/").filter(Boolean).length}`;
}

/** The longest unbroken word of a page's main content: what a narrow column must hold. */
function longestWord(html: string): number {
  const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? html;
  const text = main
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, "x");
  return Math.max(0, ...text.split(/[\s/-]+/).map((word) => word.length));
}

async function pagesToOpen(request: APIRequestContext, language: Language): Promise<string[]> {
  const byType = new Map<string, string[]>();
  for (const path of await sitemapPaths(request, language)) {
    const type = pageTypeOf(path, language);
    byType.set(type, [...(byType.get(type) ?? []), path]);
  }
  const chosen: string[] = [];
  for (const paths of byType.values()) {
    if (paths.length <= PER_TYPE) {
      chosen.push(...paths);
      continue;
    }
    const scored: { path: string; score: number }[] = [];
    // Four at a time, each on a fresh connection: a kept-alive one the server closes as idle can be
    // reset just as it is reused.
    for (let start = 0; start < paths.length; start += 4) {
      scored.push(
        ...(await Promise.all(
          paths.slice(start, start + 4).map(async (path) => {
            const html = await (await request.get(path, { headers: { connection: "close" } })).text();
            return { path, score: longestWord(html) };
          }),
        )),
      );
    }
    chosen.push(
      ...scored
        .sort((a, b) => b.score - a.score)
        .slice(0, PER_TYPE)
        .map((entry) => entry.path),
    );
  }
  const types = new Set(byType.keys());
  for (const expected of ["home", "forSale", "forRent", "propertyForSale", "propertyForRent", "project", "contact"]) {
    expect(types, `the sitemap holds a page of type ${expected}`).toContain(expected);
  }

  // Pages a sitemap does not list.
  const forSale = href("forSale", language);
  chosen.push(
    `${forSale}?view=list`,
    `${forSale}?view=map`,
    // A search that finds nothing: the empty state with its suggestions.
    `${href("forRent", language)}?priceMax=1`,
    href("login", language),
    thankYouHref(language, THANK_YOU_KINDS[0]),
    `/${language}/${"x".repeat(12)}-does-not-exist/`,
  );
  return chosen;
}

/** The property forms (visit, offer, question, documents, send to a friend) a detail page links to. */
async function formLinks(request: APIRequestContext, detailPath: string): Promise<string[]> {
  const html = await (await request.get(detailPath)).text();
  const links = [...html.matchAll(/href="([^"#?]+)"/g)].map((match) => match[1] as string);
  return [...new Set(links.filter((link) => link.startsWith(detailPath) && link !== detailPath))];
}

/** Every page to open in a language, found once per worker and shared by that language's tests. */
const allPaths = new Map<Language, Promise<string[]>>();

function pathsOf(request: APIRequestContext, language: Language): Promise<string[]> {
  let found = allPaths.get(language);
  if (!found) {
    found = (async () => {
      const paths = await pagesToOpen(request, language);
      const detail = paths.find((path) => pageTypeOf(path, language) === "propertyForSale");
      if (detail) paths.push(...(await formLinks(request, detail)));
      return paths;
    })();
    allPaths.set(language, found);
  }
  return found;
}

for (const language of LANGUAGES) {
  for (let share = 0; share < SHARES; share += 1) {
    test(`no page type is wider than a ${WIDTH} px screen in ${language} (pages ${share + 1} of ${SHARES})`, async ({
      page,
      request,
    }) => {
      const every = await pathsOf(request, language);
      const types = new Set(every.map((path) => pageTypeOf(path.split("?")[0] as string, language)));
      for (const form of ["propertyFormForSale", "login", "thankYou"]) expect(types).toContain(form);
      // Every page falls in exactly one share.
      const paths = every.filter((_, index) => index % SHARES === share);

      const tooWide: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        const measured = await measureSidewaysOverflow(page);
        expect(measured.clipped, `${path}: html and body must not hide sideways overflow`).toBe(false);
        if (measured.scrollWidth > measured.viewport) {
          tooWide.push(`${path}: ${measured.scrollWidth} px; ${measured.culprits.join("; ")}`);
        }
      }
      expect(tooWide, `pages wider than ${WIDTH} px`).toEqual([]);
    });
  }
}

// The contact section clips what sticks out (its background picture), so a card too wide for the
// column is cut off there without widening the page: the check above cannot see it.
test("the contact page's cards fit the screen in every language", async ({ page }) => {
  for (const language of LANGUAGES) {
    await page.goto(href("contact", language));
    const cards = page.locator(".contact-card, .contact-block .embedded-form");
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    for (const box of await cards.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.left, `${language}: card starts on the screen`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${language}: card ends on the screen`).toBeLessThanOrEqual(WIDTH);
    }
  }
});
