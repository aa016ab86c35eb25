// What search engines read: canonical and hreflang links, structured data, the sitemap, robots.txt
// and noindex on pages that are not for them.
import { expect, test } from "./fixtures.ts";

function links(html: string, rel: string): string[] {
  return [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*>`, "g"))].map((match) => match[0]);
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
}

function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>,
  );
}

test("a list page names its canonical URL and its versions in every language, each of which answers", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get("/nl/te-koop/")).text();
  expect(links(html, "canonical").map((tag) => attribute(tag, "href"))).toEqual([`${baseURL}/nl/te-koop/`]);
  const alternates: Record<string, string> = Object.fromEntries(
    links(html, "alternate").map((tag) => [attribute(tag, "hrefLang") ?? "", attribute(tag, "href") ?? ""]),
  );
  expect(alternates).toEqual({
    nl: `${baseURL}/nl/te-koop/`,
    fr: `${baseURL}/fr/a-vendre/`,
    en: `${baseURL}/en/for-sale/`,
    de: `${baseURL}/de/zu-verkaufen/`,
    "x-default": `${baseURL}/nl/te-koop/`,
  });
  for (const url of Object.values(alternates)) {
    const other = await request.get(url);
    expect(other.status(), url).toBe(200);
    expect(links(await other.text(), "canonical").map((tag) => attribute(tag, "href"))).toEqual([url]);
  }
});

test("a list's canonical and hreflang links name its own filters only, never a parameter it does not read", async ({
  request,
  baseURL,
}) => {
  const junk = await (await request.get("/nl/te-koop/?foo=bar")).text();
  expect(links(junk, "canonical").map((tag) => attribute(tag, "href"))).toEqual([`${baseURL}/nl/te-koop/`]);
  for (const tag of links(junk, "alternate")) expect(attribute(tag, "href")).not.toContain("foo");

  // An order is the same listings again: the canonical page is the list without it.
  const sorted = await (await request.get("/nl/te-koop/?foo=bar&sort=price&page=1&city=")).text();
  expect(links(sorted, "canonical").map((tag) => attribute(tag, "href"))).toEqual([`${baseURL}/nl/te-koop/`]);
  expect(links(sorted, "alternate").map((tag) => attribute(tag, "href"))).toContain(`${baseURL}/fr/a-vendre/`);
});

test("a list's type, town and page are its own page to search engines, with a title of their own", async ({
  request,
  baseURL,
}) => {
  const page = async (path: string) => {
    const html = await (await request.get(path)).text();
    return {
      canonical: links(html, "canonical")
        .map((tag) => attribute(tag, "href"))[0]
        ?.replaceAll("&amp;", "&"),
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll("&amp;", "&"),
    };
  };
  const base = await page("/nl/te-koop/");
  const halle = await page("/nl/te-koop/?type=1&city=Halle&sort=price&view=list");
  expect(halle.canonical).toBe(`${baseURL}/nl/te-koop/?type=1&city=Halle`);
  expect(halle.title).toMatch(/^Te koop: Halle, Huis \| /);
  const cheaper = await page("/nl/te-koop/?city=Halle&priceMax=400000");
  expect(cheaper.canonical).toBe(`${baseURL}/nl/te-koop/?city=Halle`);
  expect(cheaper.title).toMatch(/^Te koop: Halle, max\. €\u00a0400\.000 \| /);
  const second = await page("/de/zu-verkaufen/?page=2");
  expect(second.canonical).toBe(`${baseURL}/de/zu-verkaufen/?page=2`);
  expect(second.title).toMatch(/^Zu verkaufen – Seite 2 von \d+ \| /);
  expect(new Set([base.title, halle.title, cheaper.title, second.title]).size).toBe(4);
  // Page 2 of a narrower list or of another order holds other listings than page 2 of the list:
  // its canonical page is the list's first.
  expect((await page("/de/zu-verkaufen/?sort=price&page=2")).canonical).toBe(`${baseURL}/de/zu-verkaufen/`);
  expect((await page("/nl/te-koop/?city=Halle&priceMax=900000&page=2")).canonical).toBe(
    `${baseURL}/nl/te-koop/?city=Halle`,
  );
  // A town however it was typed is one page, named as the list's own town choice names it.
  expect((await page("/nl/te-koop/?city=halle")).canonical).toBe(`${baseURL}/nl/te-koop/?city=Halle`);
  expect((await page("/fr/a-vendre/?city=HAL")).canonical).toBe(`${baseURL}/fr/a-vendre/?city=Hal`);
});

test("a detail page describes the listing, its offer and address, its breadcrumb and the agency", async ({
  request,
  baseURL,
}) => {
  const list = await (await request.get("/en/for-sale/")).text();
  const path = /href="(\/en\/for-sale\/[^"?#]+\/\d+\/)"/.exec(list)?.[1] ?? "";
  const html = await (await request.get(path)).text();
  const data = structuredData(html);
  const types = data.map((item) => item["@type"]);
  expect(types).toEqual(expect.arrayContaining(["RealEstateListing", "BreadcrumbList", "RealEstateAgent"]));
  const listing = data.find((item) => item["@type"] === "RealEstateListing") as {
    url: string;
    offers: { "@type": string; availability: string };
    contentLocation: { address: { postalCode: string; addressLocality: string } };
  };
  expect(listing.url).toBe(`${baseURL}${path}`);
  expect(listing.offers["@type"]).toBe("Offer");
  expect(listing.contentLocation.address.postalCode).toMatch(/^\d{4}$/);
  expect(listing.contentLocation.address.addressLocality).not.toBe("");
  const crumbs = data.find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: { item: string }[] };
  expect(crumbs.itemListElement.at(-1)?.item).toBe(`${baseURL}${path}`);
  expect(html).toContain('<meta property="og:image" content="http');
});

test("the sitemap lists every property in every language with its alternates, and its URLs answer", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
  expect(new Set(locs).size).toBe(locs.length);
  for (const path of ["/nl/", "/fr/a-vendre/", "/en/for-rent/", "/de/projekte/", "/nl/privacyverklaring/"]) {
    expect(locs, path).toContain(`${baseURL}${path}`);
  }
  expect(locs.some((loc) => /\/login\/|\/bedankt\//.test(loc))).toBe(false);
  const list = await (await request.get("/fr/a-vendre/")).text();
  const property = /href="(\/fr\/a-vendre\/[^"?#]+\/(\d+)\/)"/.exec(list);
  expect(locs).toContain(`${baseURL}${property?.[1]}`);
  const id = property?.[2] ?? "";
  const versions = locs.filter((loc) => loc.endsWith(`/${id}/`));
  expect(versions).toHaveLength(4);
  const entry = xml.split("<url>").find((block) => block.includes(`<loc>${baseURL}${property?.[1]}</loc>`)) ?? "";
  expect(entry.match(/<xhtml:link rel="alternate"/g)).toHaveLength(5);
  for (const loc of [...versions, ...locs.slice(0, 12)]) expect((await request.get(loc)).status(), loc).toBe(200);
});

test("robots.txt allows the site, keeps crawlers out of the API, login and thank-you pages, names the sitemap", async ({
  request,
  baseURL,
}) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain("Disallow: /api/");
  expect(text).toContain("Disallow: /fr/merci/");
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("a forged Host or X-Forwarded-Host never reaches robots.txt, the sitemap or a page's canonical link", async ({
  request,
  baseURL,
}) => {
  const forged = { Host: "evil.example", "X-Forwarded-Host": "evil.example" };
  for (const path of ["/robots.txt", "/sitemap.xml", "/nl/team/"]) {
    const text = await (await request.get(path, { headers: forged })).text();
    expect(text, path).not.toContain("evil.example");
    expect(text, path).toContain(String(baseURL));
  }
});

test("every page type meant for search engines has a description in its own language", async ({ request }) => {
  const pages = [
    ["nl", "/nl/"],
    ["de", "/de/zu-verkaufen/"],
    ["nl", "/nl/projecten/"],
    ["fr", "/fr/projets/"],
    ["en", "/en/projects/"],
    ["de", "/de/projekte/"],
    ["nl", "/nl/projecten/hof-ter-lembeek/2/"],
    ["de", "/de/kontakt/"],
  ] as const;
  const seen = new Set<string>();
  for (const [language, path] of pages) {
    const html = await (await request.get(path)).text();
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(description.length, path).toBeGreaterThan(40);
    expect(html, path).toContain(`<html lang="${language}"`);
    seen.add(description);
  }
  // The project list's four languages each say it in their own words.
  expect(seen.size).toBe(pages.length);
});

test("pages that are not for search engines say noindex; an error page has no canonical URL", async ({ request }) => {
  for (const path of ["/nl/bestaat-niet/", "/nl/login/", "/en/thank-you/message/"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<meta name="robots" content="noindex/);
  }
  expect(links(await (await request.get("/nl/bestaat-niet/")).text(), "canonical")).toEqual([]);
});

test("a content page carries Open Graph and Twitter tags from its params, with an image that answers", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get("/fr/")).text();
  const meta = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll("&amp;", "&");
  expect(meta("og:title")).toBeTruthy();
  expect(meta("og:description")).toBeTruthy();
  expect(meta("twitter:card")).toBe("summary_large_image");
  expect(meta("og:url")).toBe(`${baseURL}/fr/`);
  const image = meta("og:image") ?? "";
  expect(image.startsWith(`${baseURL}/images/`)).toBe(true);
  const picture = await request.get(image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toBe("image/png");
});

test("a page with a breadcrumb gives it to search engines as a BreadcrumbList", async ({ request, baseURL }) => {
  const html = await (await request.get("/nl/over-ons/onze-werkwijze/")).text();
  const crumbs = structuredData(html).find((item) => item["@type"] === "BreadcrumbList") as
    | { itemListElement: { position: number; item: string }[] }
    | undefined;
  expect(crumbs?.itemListElement.map((entry) => entry.item)).toEqual([
    `${baseURL}/nl/`,
    `${baseURL}/nl/over-ons/`,
    `${baseURL}/nl/over-ons/onze-werkwijze/`,
  ]);
});
