// The site's links (app/components/ui/link.tsx) are plain anchors that the router follows: a plain
// click is a client navigation (the page's document and scripts stay), a click meant for another
// window is left to the browser, a link to the page the visitor is on adds no history entry, and a
// link that prefetches fetches its page's data once the visitor points at it.
import type { Page } from "@playwright/test";
import { href } from "../../app/i18n/links.ts";
import { expect, test } from "./fixtures.ts";

/** A mark only the same document keeps: a page loaded anew has lost it. */
const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

test("a link is followed in the page, one clicked with Shift opens a window, and the page's own link adds no history", async ({
  page,
  context,
}) => {
  const home = href("home", "nl");
  await page.goto(href("contact", "nl"));
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  // The logo: a link without prefetching.
  const logo = page.getByRole("banner").locator(`a.site-logo[href="${home}"]`);

  const [window] = await Promise.all([context.waitForEvent("page"), logo.click({ modifiers: ["Shift"] })]);
  await expect(window).toHaveURL(new RegExp(`${home}$`));
  await window.close();
  await expect(page).toHaveURL(/\/contact\/$/);

  const entries = await page.evaluate(() => history.length);
  await logo.click();
  await expect(page).toHaveURL(new RegExp(`${home}$`));
  await expect(page.locator("main .home-hero, main h1").first()).toBeVisible();
  expect(await stayed(page), "the home page came without loading a new document").toBe(true);
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);

  // Once more, now that it is the page shown: the router asks for its data again, in place.
  await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(".data")),
    logo.click(),
  ]);
  expect(await stayed(page)).toBe(true);
  expect(await page.evaluate(() => history.length), "the same page is no new history entry").toBe(entries + 1);

  await page.goBack();
  await expect(page).toHaveURL(/\/contact\/$/);
  expect(await stayed(page)).toBe(true);
});

test("a card's link fetches the property's data once pointed at, before the click", async ({ page }) => {
  await page.goto(href("forSale", "nl"));
  const link = page.locator(".listing-grid article h2 a").first();
  const path = (await link.getAttribute("href")) ?? "";
  expect(path).toMatch(/\/\d+\/$/);
  const dataOfThePage = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname.endsWith(".data") && url.pathname.startsWith(path.replace(/\/$/, ""));
  });
  await link.hover();
  await dataOfThePage;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
});
