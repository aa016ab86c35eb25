// The phone's contact bar on a property's page: at 360 px it stays at the bottom with the listing's
// own call, e-mail and visit links (the same as the page's aside), hides no content under it and
// leaves the cookie dialog above it; German words fit; at 1280 px it is not drawn (the aside is).
import type { Page } from "@playwright/test";
import { canonicalPropertyPath } from "../../app/.server/catalog/property-lookup.ts";
import { setCurrentDatabase } from "../../app/.server/db/client.ts";
import { catalogNl } from "../../app/i18n/messages/catalog-nl.ts";
import { SHARE_MESSAGES } from "../../app/i18n/messages/share.ts";
import { PROPERTY_FORM_SLUGS } from "../../app/i18n/property-form-slugs.ts";
import { query, testDb } from "../support/e2e-database.ts";
import { measureSidewaysOverflow } from "../support/sideways-overflow.ts";
import { expect, test } from "./fixtures.ts";

const bar = SHARE_MESSAGES.nl.phoneBar;

async function saleListingId(): Promise<number> {
  setCurrentDatabase(testDb());
  const [listing] = await query<{ id: number }>(
    "select id from properties where status = 'published' and goal = 0 order by id limit 1",
  );
  if (!listing) throw new Error("the demo has no sale listing");
  return listing.id;
}

/** The bottom of the box, in the viewport's coordinates. */
async function bottomOf(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .last()
    .evaluate((element) => element.getBoundingClientRect().bottom);
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the bar calls, mails and books a visit as the page's aside does, and hides nothing under it", async ({
    page,
  }) => {
    await page.goto(`/property/${await saleListingId()}`);
    const nav = page.getByRole("navigation", { name: bar.label });
    await expect(nav).toBeVisible();
    const contact = page.locator(".detail-contact");
    const tel = await contact.locator('a[href^="tel:"]').getAttribute("href");
    const mail = await contact.locator('a[href^="mailto:"]').getAttribute("href");
    const visit = await page
      .locator(".detail-main-actions")
      .getByRole("link", { name: catalogNl.detail.askVisit })
      .getAttribute("href");
    expect(tel).toMatch(/^tel:\+?\d+$/);
    await expect(nav.getByRole("link", { name: bar.call })).toHaveAttribute("href", tel ?? "");
    await expect(nav.getByRole("link", { name: bar.email })).toHaveAttribute("href", mail ?? "");
    await expect(nav.getByRole("link", { name: bar.visit })).toHaveAttribute("href", visit ?? "");
    // Large enough to touch.
    for (const link of await nav.getByRole("link").all()) {
      const box = await link.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(48);
    }
    // Scrolled to the end, the footer ends above the bar. The parts drawn as they near the screen
    // (the footer among them: decision 0038) take their own height once drawn, which can move the
    // end after the scroll: a busy machine measured the footer under the bar then. So the scroll is
    // made again until the footer holds still.
    const barTop = await nav.evaluate((element) => element.getBoundingClientRect().top);
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return bottomOf(page, "footer");
      })
      .toBeLessThanOrEqual(barTop + 1);
    await nav.getByRole("link", { name: bar.visit }).click();
    await expect(page).toHaveURL(new RegExp(`${visit}$`));
  });

  test("German fits at 360 px", async ({ page }) => {
    const path = await canonicalPropertyPath(await saleListingId(), "de", "nl");
    await page.goto(path ?? "");
    const nav = page.getByRole("navigation", { name: SHARE_MESSAGES.de.phoneBar.label });
    await expect(nav).toBeVisible();
    const overflow = await measureSidewaysOverflow(page);
    expect(overflow.culprits).toEqual([]);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewport);
    for (const link of await nav.getByRole("link").all())
      expect(await link.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the bar is there and its links work", async ({ page }) => {
      await page.goto(`/property/${await saleListingId()}`);
      const nav = page.getByRole("navigation", { name: bar.label });
      await expect(nav).toBeVisible();
      await expect(nav.getByRole("link", { name: bar.call })).toHaveAttribute("href", /^tel:/);
      await expect(nav.getByRole("link", { name: bar.email })).toHaveAttribute("href", /^mailto:.+@/);
      await nav.getByRole("link", { name: bar.visit }).click();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${PROPERTY_FORM_SLUGS.visit.nl}/$`));
    });
  });

  test.describe("before the cookie choice", () => {
    test.use({ consent: "undecided" });

    test("the cookie dialog sits above the bar", async ({ page }) => {
      await page.goto(`/property/${await saleListingId()}`);
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      const nav = page.getByRole("navigation", { name: bar.label });
      const barTop = await nav.evaluate((element) => element.getBoundingClientRect().top);
      expect(await dialog.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThanOrEqual(barTop);
    });
  });
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the bar is not drawn: the aside has the same actions", async ({ page }) => {
    await page.goto(`/property/${await saleListingId()}`);
    await expect(page.getByRole("navigation", { name: bar.label })).toBeHidden();
    await expect(
      page.locator(".detail-main-actions").getByRole("link", { name: catalogNl.detail.askVisit }),
    ).toBeVisible();
  });
});
