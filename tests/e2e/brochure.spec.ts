// A listing's brochure from its page: the detail page links it, in Dutch and German, and the link
// answers an A4 PDF of one or two pages with the listing's title and price as the page shows them and
// the agency's BIV number, under a file name of its own, revalidated by its version. A change to the
// listing makes a new one; a listing taken offline, unknown listings, other languages and malformed
// names get the site's 404 page, never a 500.
import type { APIRequestContext, Page } from "@playwright/test";
import { formatPrice } from "../../app/i18n/format.ts";
import { href } from "../../app/i18n/links.ts";
import { BROCHURE_MESSAGES } from "../../app/i18n/messages/brochure.ts";
import { isDemoListingPath } from "../support/demo-listings.ts";
import { announceChange, query, removePropertyWithDocuments, siteSettingsRow } from "../support/e2e-database.ts";
import { publishedTestListing } from "../support/listing-values.ts";
import { pdfPageCount, pdfText } from "../support/pdf-text.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

/** The first demo listing of a list, as a path (other specs' listings come and go meanwhile). */
async function demoListingPath(page: Page, listPath: string): Promise<string> {
  await page.goto(listPath);
  const paths = await page
    .locator(".listing-grid .property-card a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const path = paths.find(isDemoListingPath);
  if (!path) throw new Error(`no demo listing on ${listPath}`);
  return path;
}

async function status(request: APIRequestContext, path: string): Promise<number> {
  return (await request.get(path, { maxRedirects: 0 })).status();
}

for (const language of ["nl", "de"] as const) {
  test(`the detail page's brochure link answers the listing's PDF (${language})`, async ({ page, request }) => {
    const words = BROCHURE_MESSAGES[language];
    const { agency } = await siteSettingsRow();
    await gotoHydrated(page, await demoListingPath(page, href("forSale", language)));
    const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    const price = (await page.locator(".detail-price").innerText()).trim();
    const link = page.getByRole("link", { name: words.link, exact: true });
    await expect(link).toBeVisible();
    const brochurePath = (await link.getAttribute("href")) ?? "";
    expect(brochurePath).toMatch(new RegExp(`^/${language}/brochure/\\d+-[a-z0-9-]+\\.pdf$`));

    const answer = await request.get(brochurePath);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("application/pdf");
    const fileName = brochurePath.split("/").pop() ?? "";
    expect(answer.headers()["content-disposition"]).toBe(`inline; filename="${fileName}"`);
    expect(answer.headers()["cache-control"]).toContain("public");
    expect(answer.headers()["x-robots-tag"]).toBe("noindex");
    const pdf = await answer.body();
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(1);
    expect(pdfPageCount(pdf)).toBeLessThanOrEqual(2);
    const text = pdfText(pdf);
    expect(text).toContain(title);
    expect(text).toContain(price);
    expect(text).toContain(agency.bivNumber);
    expect(text).toContain(words.heading);

    // The same version again: not sent again.
    const etag = answer.headers().etag;
    expect(etag).toBeTruthy();
    const again = await request.get(brochurePath, { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status()).toBe(304);
  });
}

test("an outdated name moves to the brochure's own; unknown listings and malformed names get the 404 page", async ({
  page,
  request,
}) => {
  await gotoHydrated(page, await demoListingPath(page, href("forSale", "nl")));
  const brochurePath = (await page.getByRole("link", { name: BROCHURE_MESSAGES.nl.link }).getAttribute("href")) ?? "";
  const id = /\/(\d+)-/.exec(brochurePath)?.[1];
  const moved = await request.get(`/nl/brochure/${id}-an-old-title.pdf`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(brochurePath);

  for (const path of [
    "/nl/brochure/999999999.pdf",
    "/de/brochure/999999999-nichts.pdf",
    "/nl/brochure/abc.pdf",
    "/nl/brochure/12%ZZ.pdf",
    "/nl/brochure/..%2F1.pdf",
    `/nl/brochure/${"9".repeat(40)}.pdf`,
    `/xx/brochure/${id}.pdf`,
  ]) {
    const answer = await status(request, path);
    expect(answer, path).toBeGreaterThanOrEqual(400);
    expect(answer, path).toBeLessThan(500);
  }
  await page.goto("/nl/brochure/999999999.pdf");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a listing's brochure follows a change of its price, and is gone once the listing is taken offline", async ({
  request,
}) => {
  const title = `Brochure ${Date.now().toString(36)}`;
  const id = await publishedTestListing(title, 410_000, "Brochure Spec");
  try {
    // The id alone: the answer moves to the name with the title, and is followed there.
    const path = `/nl/brochure/${id}.pdf`;
    const first = await request.get(path);
    expect(first.status()).toBe(200);
    const firstText = pdfText(await first.body());
    expect(firstText).toContain(title);
    expect(firstText).toContain(formatPrice(410_000, "nl"));

    await query("update properties set price = 395000 where id = $1", [id]);
    await announceChange();
    const second = await request.get(path);
    expect(second.status()).toBe(200);
    expect(pdfText(await second.body())).toContain(formatPrice(395_000, "nl"));
    expect(second.headers().etag).not.toBe(first.headers().etag);

    await query("update properties set status = 'unpublished' where id = $1", [id]);
    await announceChange();
    expect((await request.get(path)).status()).toBe(404);
  } finally {
    await removePropertyWithDocuments(id);
  }
});
