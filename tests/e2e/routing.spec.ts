// Issue 2, point 4: localized routing from the one route table, redirects, 404s and bad input.

import type { APIRequestContext } from "@playwright/test";
import { LANGUAGES, type Language } from "../../app/i18n/languages.ts";
import { href } from "../../app/i18n/links.ts";
import { de } from "../../app/i18n/messages/de.ts";
import { en } from "../../app/i18n/messages/en.ts";
import { fr } from "../../app/i18n/messages/fr.ts";
import { nl } from "../../app/i18n/messages/nl.ts";
import { PAGE_IDS, type PageId, routeTable } from "../../app/i18n/route-table.ts";
import { enabledLanguages, siteSettingsRow } from "../support/e2e-database.ts";
import { intlObjectsMade, recordIntlObjects } from "../support/intl-objects.ts";
import { linkNamed, one, servedPage } from "../support/served-markup.ts";
import { newAccount, postSignIn } from "../support/staff-accounts.ts";
import { expect, test } from "./fixtures.ts";

const messages = { nl, fr, en, de };

/** Pages whose path has no parameter; the others are reached through links found on pages. */
const plainPages = PAGE_IDS.filter((id) => !Object.values(routeTable[id].paths).some((path) => path.includes(":")));

/** The owner portal's pages answer an owner (anyone else is sent to sign in: owner-portal.spec.ts). */
const OWNER_PAGES: readonly PageId[] = ["ownerPortal", "ownerAccount"];

/**
 * The attributes of each link in a language switcher named `label`, as the server wrote the page,
 * by their names in lower case (HTML's are case-insensitive: React writes `hrefLang`).
 */
function switcherLinks(html: string, label: string): Record<string, string>[] {
  const navs = [...html.matchAll(/<nav\b([^>]*)>([\s\S]*?)<\/nav>/g)].filter((nav) =>
    (nav[1] ?? "").includes(`aria-label="${label}"`),
  );
  return navs.flatMap((nav) =>
    [...(nav[2] ?? "").matchAll(/<a\b([^>]*)>/g)].map((link) =>
      Object.fromEntries(
        [...(link[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map((pair) => [pair[1]?.toLowerCase(), pair[2]]),
      ),
    ),
  );
}

/** Signs an owner of the spec's own in for the requests of `request` (a browser context's carry its cookies). */
async function signInOwner(request: APIRequestContext): Promise<void> {
  expect(await postSignIn(request, await newAccount("owner"))).toBe(302);
}

test.describe("every page of the route table, in every enabled language", () => {
  // Each page in every language as the server writes it: no browser needed to read its markup.
  for (const id of plainPages) {
    test(`${id}: 200, <html lang>, switcher to the same page`, async ({ request }) => {
      if (OWNER_PAGES.includes(id)) await signInOwner(request);
      const languages = await enabledLanguages();
      for (const language of languages) {
        const path = href(id, language);
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, path).toMatch(new RegExp(`<html\\b[^>]*\\slang="${language}"`));
        if (languages.length < 2) continue;
        const links = switcherLinks(html, messages[language].frame.languageSwitcher);
        expect(links.length, `${path}: a language switcher`).toBeGreaterThanOrEqual(languages.length);
        for (const other of languages) {
          const link = links.find((attributes) => attributes.hreflang === other);
          expect(link?.href, `${path}: switcher link to ${other}`).toBe(href(id, other));
        }
      }
    });
  }

  // Then each page once in the browser, in one language of four in turn, one tab a language: the
  // page hydrated, its switcher as a visitor's browser shows it, and axe at this width
  // (no-sideways-scroll.spec.ts opens every page type in every language at 360 px, axe included).
  // A tab reused for the next page costs the browser about a third of a new one (docs/testing.md).
  // None makes an Intl object while it loads: the first costs the browser 30 to 110 ms of loading
  // the locale's data (docs/decisions/0036-dates-written-by-the-site.md).
  for (const [slot, name] of LANGUAGES.entries()) {
    // `name` only tells the tests apart: the language of each is the enabled one at `slot` (below).
    test(`every fourth page of the table from row ${slot + 1} opens in the browser, one tab (${name})`, async ({
      page,
    }) => {
      const languages = await enabledLanguages();
      const language = languages[slot % languages.length] as Language;
      const ids = plainPages.filter((_, index) => index % LANGUAGES.length === slot);
      if (ids.some((id) => OWNER_PAGES.includes(id))) await signInOwner(page.request);
      await recordIntlObjects(page);
      for (const id of ids) {
        const path = href(id, language);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        expect(await intlObjectsMade(page), `${path}: Intl objects made while it loads`).toEqual([]);
        await expect(page.locator("html"), path).toHaveAttribute("lang", language);
        if (languages.length < 2) continue;
        const switcher = page.getByRole("navigation", { name: messages[language].frame.languageSwitcher });
        for (const other of languages) {
          const link = switcher.getByRole("link", { name: new RegExp(`^${other.toUpperCase()}\\b`) });
          await expect(link, `${path}: switcher link to ${other}`).toHaveAttribute("href", href(id, other));
        }
      }
    });
  }
});

test("the language switcher leads to the same page in the other language, and <html lang> follows", async ({
  page,
}) => {
  await page.goto(href("team", "nl"));
  const switcher = page.getByRole("navigation", { name: nl.frame.languageSwitcher });
  await expect(switcher.getByRole("link", { name: /^NL\b/ })).toHaveAttribute("aria-current", "true");
  await switcher.getByRole("link", { name: /^FR\b/ }).click();
  await expect(page).toHaveURL(href("team", "fr"));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.getByRole("navigation", { name: fr.frame.languageSwitcher }).getByRole("link", { name: /^DE\b/ }).click();
  await expect(page).toHaveURL(href("team", "de"));
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test("a property detail page found on the list answers in every language, switcher included", async ({ page }) => {
  await recordIntlObjects(page);
  await page.goto(href("forSale", "nl"));
  expect(await intlObjectsMade(page), "the list: Intl objects made while it loads").toEqual([]);
  const detailPattern = /^\/nl\/te-koop\/[^/]+\/[^/]+\/\d+\/$/;
  const links = await page
    .getByRole("main")
    .getByRole("link")
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
  const detail = links.find((link) => detailPattern.test(link));
  expect(detail, "the for-sale list links to property detail pages").toBeTruthy();
  const response = await page.goto(detail ?? "");
  expect(response?.status()).toBe(200);
  expect(await intlObjectsMade(page), "a property: Intl objects made while it loads").toEqual([]);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  const id = /\/(\d+)\/$/.exec(detail ?? "")?.[1];
  await page.getByRole("navigation", { name: nl.frame.languageSwitcher }).getByRole("link", { name: /^FR\b/ }).click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*/fr/a-vendre/[^/]+/[^/]+/${id}/$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});

test.describe("redirects", () => {
  const preferences: [string, Language | "default"][] = [
    ["fr-BE,fr;q=0.9,en;q=0.5", "fr"],
    ["de-DE,de;q=0.9", "de"],
    ["en-GB,en;q=0.8", "en"],
    ["nl-BE", "nl"],
    ["xx-YY, zz;q=0.5", "default"],
  ];
  for (const [acceptLanguage, expected] of preferences) {
    test(`/ with Accept-Language "${acceptLanguage}" goes to the ${expected} home page`, async ({ request }) => {
      const fallback = (await siteSettingsRow()).defaultLanguage as Language;
      const response = await request.get("/", { headers: { "Accept-Language": acceptLanguage }, maxRedirects: 0 });
      expect([301, 302, 303, 307, 308]).toContain(response.status());
      expect(response.headers().location).toBe(href("home", expected === "default" ? fallback : expected));
      expect(response.headers().vary ?? "").toMatch(/accept-language/i);
    });
  }

  const legacy: [string, PageId][] = [
    ["/for-sale/", "forSale"],
    ["/for-rent/", "forRent"],
    ["/Diensten/", "services"],
    ["/Team/", "team"],
    ["/demand-register/", "demandRegister"],
    ["/contact/", "contact"],
    ["/login/", "login"],
    ["/Privacy-statement/", "privacy"],
    ["/Cookie-policy/", "cookiePolicy"],
    ["/Disclaimer/", "disclaimer"],
  ];
  for (const [path, id] of legacy) {
    test(`the original path ${path} redirects permanently to the default language`, async ({ request }) => {
      const fallback = (await siteSettingsRow()).defaultLanguage as Language;
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(href(id, fallback));
    });
  }

  test("the original search links keep their query and filter by town and type", async ({ page, request }) => {
    const fallback = (await siteSettingsRow()).defaultLanguage as Language;
    const query = "?city=Halle%7C1500&type=1";
    const response = await request.get(`/for-sale/${query}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`${href("forSale", fallback)}${query}`);

    await page.goto(`/for-sale/${query}`);
    const cards = page.locator(".listing-grid article");
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allInnerTexts()) expect(text).toContain("1500 Halle");
  });
});

test.describe("404 pages", () => {
  const cases: { path: string; acceptLanguage: string; language: Language }[] = [
    { path: "/xx/te-koop/", acceptLanguage: "fr-BE,fr;q=0.9", language: "fr" },
    { path: "/xx/te-koop/", acceptLanguage: "de", language: "de" },
    { path: "/nl/bestaat-niet/", acceptLanguage: "fr", language: "nl" },
    { path: "/en/no/such/page/", acceptLanguage: "nl", language: "en" },
    { path: "/this-never-existed/", acceptLanguage: "en-US,en;q=0.9", language: "en" },
  ];
  for (const { path, acceptLanguage, language } of cases) {
    test(`${path} with Accept-Language ${acceptLanguage} is a ${language} 404 with noindex, a search box and a link home`, async ({
      request,
    }) => {
      const { response, document } = await servedPage(request, path, { "Accept-Language": acceptLanguage });
      expect(response.status()).toBe(404);
      expect(one(document, "html").getAttribute("lang")).toBe(language);
      const robots = `${document.querySelector('meta[name="robots"]')?.getAttribute("content")} ${response.headers()["x-robots-tag"] ?? ""}`;
      expect(robots).toContain("noindex");
      expect(one(document, "h1").text).toBe(messages[language].errors.notFoundTitle);
      const home = linkNamed(one(document, "main"), messages[language].errors.backHome);
      expect(home?.getAttribute("href")).toBe(href("home", language));
      expect(one(document, "main").querySelector('input[role="combobox"]')).not.toBeNull();
    });
  }

  // The same page as a visitor's browser shows it: hydrated (the fixture fails on a console error)
  // with its search box on the screen, and checked by axe at this width.
  test.describe("in the browser", () => {
    test.use({ locale: "de" });
    test("a 404 page comes alive with its search box on the screen", async ({ page }) => {
      const response = await page.goto("/xx/te-koop/");
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("main").getByRole("combobox")).toBeVisible();
    });
  });
});

test.describe("bad input never gets a 500 nor a stack trace", () => {
  const paths = [
    `/nl/${"a".repeat(5_000)}/`,
    `/${"x/".repeat(400)}`,
    "/nl/%E0%A4%A/",
    "/%/",
    "/nl/te-koop/%C0%AF/",
    "/nl/te-koop/?page=-1&sort=%00&type=abc&city=%3Cscript%3Ealert(1)%3C/script%3E&price[]=1&&=&%%&page=999999999999999999999",
    "/nl/?q=' OR 1=1 --&lang=xx",
    "/nl/te-koop/halle/x/99999999999999999999/",
    "/nl/te-koop/halle/x/-1/",
    "/images/..%2F..%2Fetc%2Fpasswd",
    "/nl/..%2F..%2Fpackage.json/",
  ];
  for (const path of paths) {
    test(`${path.length > 70 ? `${path.slice(0, 60)}... (${path.length} characters)` : path}`, async ({ request }) => {
      const response = await request.get(path, { headers: { "Accept-Language": "nl" }, maxRedirects: 0 });
      expect(response.status(), "a 4xx (or a redirect), never a 5xx").toBeLessThan(500);
      const body = await response.text();
      expect(body).not.toMatch(/\n\s+at .+:\d+:\d+/);
      expect(body).not.toContain("node_modules");
      if (response.status() >= 400 && (response.headers()["content-type"] ?? "").includes("text/html")) {
        expect(body).toMatch(/<html lang="(nl|fr|en|de)"/);
      }
    });
  }
});

test("German paths write umlauts out (ä -> ae) and the old form without them redirects", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const german = [...xml.matchAll(/<loc>[^<]*?(\/de\/[^<]+)<\/loc>/g)].map((match) => match[1] as string);
  const written = german.find((path) => path.includes("doppelhaushaelfte"));
  expect(written, "a German path with a written-out umlaut").toBeDefined();
  expect(german.filter((path) => /doppelhaushalfte|geraumig|schon-|fur-/.test(path))).toEqual([]);
  const old = (written as string)
    .replaceAll("doppelhaushaelfte", "doppelhaushalfte")
    .replaceAll("geraeumig", "geraumig");
  const response = await request.get(old, { maxRedirects: 0 });
  expect([301, 308]).toContain(response.status());
  expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe(written);
});
