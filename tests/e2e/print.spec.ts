// A property's page on paper: what a visitor takes to a viewing. The print keeps the photo, the price,
// the reference, the energy label, the facts and the agency's legal identifiers (an agent's advert
// must carry them, BELGIAN-RULES.md), and leaves out the header, the menu, the cookie dialog, buttons,
// forms and the map, on at most three A4 sheets. The visitor has not answered the cookie dialog yet,
// so it is on the screen when the page is printed. Every other public page prints without the frame
// around it too: no header, menu, footer columns or buttons.
import type { APIRequestContext } from "@playwright/test";
import { formatPhone } from "../../app/domain/phone.ts";
import { href } from "../../app/i18n/links.ts";
import { de } from "../../app/i18n/messages/de.ts";
import { nl } from "../../app/i18n/messages/nl.ts";
import { isDemoListingPath } from "../support/demo-listings.ts";
import { siteSettingsRow } from "../support/e2e-database.ts";
import { servedPage } from "../support/served-markup.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

test.use({ consent: "undecided" });

const MESSAGES = { nl, de };

/** The sheets of a PDF: Chromium writes one page object per sheet. */
function pageCount(pdf: Buffer): number {
  return (pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
}

/**
 * The first few properties of a list that are the demo's, as paths: the listings other specs make
 * meanwhile come first in the list, and may be gone before this one has printed them.
 */
async function propertyPaths(request: APIRequestContext, listPath: string, count: number): Promise<string[]> {
  const { document } = await servedPage(request, listPath);
  const paths = document
    .querySelectorAll(".listing-grid .property-card a[href]")
    .map((link) => link.getAttribute("href") ?? "");
  return [...new Set(paths.filter(isDemoListingPath))].slice(0, count);
}

for (const language of ["nl", "de"] as const) {
  test(`a property's page prints without menu, dialog, buttons and forms, with its price, reference, energy label and the agency's identifiers, on at most 3 A4 pages (${language})`, async ({
    page,
    request,
  }) => {
    const m = MESSAGES[language];
    const { agency } = await siteSettingsRow();
    const paths = [
      ...(await propertyPaths(request, href("forSale", language), 2)),
      ...(await propertyPaths(request, href("forRent", language), 1)),
    ];
    expect(paths.length).toBe(3);
    for (const path of paths) {
      await gotoHydrated(page, path);
      await expect(page.getByRole("dialog", { name: m.consent.title })).toBeVisible();
      // On the screen the page's address for the print is not shown, nor read out.
      await expect(page.locator(".print-page-address")).toBeHidden();
      await page.emulateMedia({ media: "print" });

      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByRole("navigation", { name: m.frame.mainMenu, includeHidden: true })).toBeHidden();
      await expect(page.getByRole("navigation", { name: m.frame.topBar, includeHidden: true })).toBeHidden();
      await expect(page.locator(".consent")).toBeHidden();
      for (const hidden of await page
        .locator("form, button, .lazy-map, .detail-main-actions, .detail-brochure, .detail-share, .phone-bar")
        .all()) {
        await expect(hidden).toBeHidden();
      }
      // The gallery is its first photo.
      await expect(page.locator(".gallery img").first()).toBeVisible();
      expect(
        await page
          .locator(".gallery img")
          .evaluateAll((images) => images.filter((image) => image.getBoundingClientRect().height > 0).length),
      ).toBe(1);

      await expect(page.locator(".detail-price")).toBeVisible();
      await expect(page.locator(".detail-reference")).toBeVisible();
      await expect(page.locator(".energy-block")).toBeVisible();
      const footer = page.getByRole("contentinfo");
      const mentions = footer.locator(".legal-mentions");
      for (const identifier of [agency.legalName, agency.companyNumber, agency.vatNumber, agency.bivNumber]) {
        await expect(mentions.getByText(identifier, { exact: false }).first()).toBeVisible();
      }
      await expect(mentions.getByRole("link", { name: formatPhone(agency.phone) })).toBeVisible();
      await expect(mentions.getByRole("link", { name: agency.email })).toBeVisible();
      // The page's own address ends the print, written out.
      await expect(footer.getByText(new URL(path, page.url()).pathname, { exact: false })).toBeVisible();

      const pdf = await page.pdf({ format: "A4" });
      expect(pageCount(pdf), `${path} prints on at most 3 pages`).toBeGreaterThan(0);
      expect(pageCount(pdf), `${path} prints on at most 3 pages`).toBeLessThanOrEqual(3);
      await page.emulateMedia({ media: "screen" });
    }
  });
}

for (const language of ["nl", "de"] as const) {
  test(`the other public pages print without header, menu, footer columns and buttons (${language})`, async ({
    page,
  }) => {
    const m = MESSAGES[language];
    for (const path of [href("home", language), href("forSale", language), href("contact", language)]) {
      await gotoHydrated(page, path);
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByRole("navigation", { name: m.frame.mainMenu, includeHidden: true })).toBeHidden();
      await expect(page.locator(".site-footer .footer-grid")).toBeHidden();
      await expect(page.locator(".site-footer .footer-bottom")).toBeHidden();
      await expect(page.locator(".consent")).toBeHidden();
      expect(
        await page
          .locator("button, .btn, input, select, textarea")
          .evaluateAll((elements) => elements.filter((element) => element.getClientRects().length > 0).length),
        `${path}: nothing to press on paper`,
      ).toBe(0);
      await expect(page.locator("main")).toBeVisible();
      expect(pageCount(await page.pdf({ format: "A4" }))).toBeGreaterThan(0);
      await page.emulateMedia({ media: "screen" });
    }
  });
}
