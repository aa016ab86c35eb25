// Property detail: canonical paths and redirects, 404 for unknown ids. The gallery and its lightbox,
// by mouse and by keyboard, are catalog-gallery.spec.ts's.
import { one, servedPage, words } from "../support/served-markup.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

async function firstPropertyPath(page: import("@playwright/test").Page): Promise<string> {
  await page.goto("/nl/te-koop/");
  const href = await page.locator(".listing-grid article h2 a").first().getAttribute("href");
  if (!href) throw new Error("the sale list shows no property");
  return href;
}

test("a card opens the detail page (client navigation) with breadcrumb and price", async ({ page }) => {
  await page.goto("/nl/te-koop/", { waitUntil: "networkidle" });
  const link = page.locator(".listing-grid article h2 a").first();
  const path = (await link.getAttribute("href")) ?? "";
  const title = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(
    page.getByRole("navigation", { name: "Kruimelpad" }).getByRole("link", { name: "Te koop" }),
  ).toBeVisible();
  await expect(page.locator(".detail-price")).toHaveText(/€|Prijs op aanvraag/);
});

test("outdated slugs and /property/{id}/ redirect permanently to the canonical path", async ({ page, request }) => {
  const path = await firstPropertyPath(page);
  const id = path.split("/").filter(Boolean).at(-1);
  const outdated = await request.get(`/nl/te-koop/old-city/old-title/${id}/`, { maxRedirects: 0 });
  expect(outdated.status()).toBe(301);
  expect(new URL(outdated.headers().location ?? "", "http://x").pathname).toBe(path);
  const short = await request.get(`/property/${id}/`, { maxRedirects: 0 });
  expect(short.status()).toBe(301);
  expect(new URL(short.headers().location ?? "", "http://x").pathname).toMatch(
    new RegExp(`^/nl/te-(koop|huur)/.+/${id}/$`),
  );
});

test("the language switcher keeps the property", async ({ request }) => {
  const list = await servedPage(request, "/nl/te-koop/");
  const path = list.document.querySelector(".listing-grid article h2 a")?.getAttribute("href") ?? "";
  expect(path, "the sale list shows a property").not.toBe("");
  const { document } = await servedPage(request, path);
  const id = path.split("/").filter(Boolean).at(-1);
  expect(document.querySelectorAll(`a[href^="/fr/a-vendre/"][href$="/${id}/"]`)).not.toHaveLength(0);
});

test("an unknown id is a 404 that says the property does not exist or is sold", async ({ request }) => {
  const { response, document } = await servedPage(request, "/en/for-sale/somewhere/something/999999999/");
  expect(response.status()).toBe(404);
  expect(words(one(document, "h1").text)).toBe("This property does not exist or is sold.");
  expect(one(document, "main").querySelector('input[role="combobox"]')).not.toBeNull();
});

test("the detail page has no accessibility violations", async ({ page }) => {
  await page.goto(await firstPropertyPath(page));
  await expectNoAxeViolations(page);
});
