// Services filed under sub-categories (SPEC.md section 2 and the module field isHasSubcategories):
// the services page groups them under each sub-category's heading, a sub-category has a page of its
// own, an article's path carries the sub-category's slug in each language, and the old path without
// it, or a slug of another language, is sent there.
import { href } from "../../app/i18n/links.ts";
import { linkNamed, one, servedPage, words } from "../support/served-markup.ts";
import { expect, test } from "./fixtures.ts";

test("the services page groups the services under their sub-categories, each heading leading to its page", async ({
  page,
}) => {
  await page.goto(href("services", "nl"));
  const owners = page.locator(".category-group", { has: page.getByRole("link", { name: "Voor eigenaars" }) });
  await expect(owners.getByRole("heading", { name: "Voor eigenaars" })).toBeVisible();
  await expect(owners.locator(".card-grid > li")).toHaveCount(3);
  const investors = page.locator(".category-group", {
    has: page.getByRole("link", { name: "Voor investeerders" }),
  });
  await expect(investors.locator(".card-grid > li")).toHaveCount(2);

  await owners.getByRole("link", { name: "Voor eigenaars" }).click();
  await expect(page).toHaveURL(/\/nl\/onze-gouden-diensten\/voor-eigenaars\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Voor eigenaars" })).toBeVisible();
  const breadcrumb = page.getByRole("navigation", { name: /kruimelpad|breadcrumb/i });
  await expect(breadcrumb.getByRole("link", { name: "Onze gouden diensten" })).toBeVisible();
  const articles = page.locator(".card-grid > li a[href]");
  await expect(articles.first()).toHaveAttribute("href", /^\/nl\/onze-gouden-diensten\/voor-eigenaars\/[a-z-]+\/$/);
  // An article of it opened in the browser, and so checked by axe (its words and paths are read
  // over HTTP below).
  const response = await page.goto((await articles.first().getAttribute("href")) ?? "");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("an article opens at its three-level path in Dutch, and its German version at its own", async ({ request }) => {
  const { response, document } = await servedPage(request, "/nl/onze-gouden-diensten/voor-eigenaars/verkopen/");
  expect(response.status()).toBe(200);
  expect(words(one(document, "h1").text)).not.toBe("");
  const breadcrumb = document
    .querySelectorAll(".breadcrumb, nav[aria-label]")
    .find((found) => found.text.includes("Voor eigenaars"));
  expect(breadcrumb && linkNamed(breadcrumb, "Voor eigenaars")?.getAttribute("href")).toBe(
    "/nl/onze-gouden-diensten/voor-eigenaars/",
  );
  const german = document.querySelector('link[rel="alternate"][hreflang="de"]')?.getAttribute("href");
  expect(german).toMatch(/\/de\/goldene-dienste\/fuer-eigentuemer\/[a-z-]+\/$/);
  const other = await servedPage(request, new URL(german ?? "").pathname);
  expect(other.response.status()).toBe(200);
  expect(one(other.document, "html").getAttribute("lang")).toBe("de");
});

test("the old path without the sub-category, and a slug of another language, answer 301 to the path", async ({
  request,
}) => {
  for (const [from, to] of [
    ["/nl/onze-gouden-diensten/verkopen/", "/nl/onze-gouden-diensten/voor-eigenaars/verkopen/"],
    ["/nl/onze-gouden-diensten/voor-investeerders/verkopen/", "/nl/onze-gouden-diensten/voor-eigenaars/verkopen/"],
    ["/nl/onze-gouden-diensten/fuer-eigentuemer/", "/nl/onze-gouden-diensten/voor-eigenaars/"],
  ]) {
    const response = await request.get(from ?? "", { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers().location ?? "", "http://x").pathname, from).toBe(to);
  }
  for (const missing of ["/nl/onze-gouden-diensten/nergens/", "/nl/onze-gouden-diensten/voor-eigenaars/nergens/"]) {
    expect((await request.get(missing)).status(), missing).toBe(404);
  }
});

test("the sitemap lists the sub-category pages and the articles at their paths, not the old ones", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toContain("/nl/onze-gouden-diensten/voor-eigenaars/</loc>");
  expect(xml).toContain("/de/goldene-dienste/fuer-investoren/</loc>");
  expect(xml).toContain("/nl/onze-gouden-diensten/voor-eigenaars/verkopen/</loc>");
  expect(xml).not.toContain("/nl/onze-gouden-diensten/verkopen/</loc>");
});
