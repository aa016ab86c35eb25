// Favourites and compare as a buyer uses them, without an account: hearts pressed on the list kept
// in this browser and counted in the header, the favourites page drawn from its address, two of
// them compared side by side with a loan typed as Belgians type numbers, the same list opened on
// another device from its link, and what works without JavaScript (the pages drawn from a link)
// and what says it needs it (the browser's own list). The union of the rows is proven by
// compare-table.test.ts, the reading of the address by app/domain/favourites.test.ts.
import { canonicalPropertyPath } from "../../app/.server/catalog/property-lookup.ts";
import { setCurrentDatabase } from "../../app/.server/db/client.ts";
import { href } from "../../app/i18n/links.ts";
import { catalogDe } from "../../app/i18n/messages/catalog-de.ts";
import { catalogNl } from "../../app/i18n/messages/catalog-nl.ts";
import { FAVOURITES_MESSAGES } from "../../app/i18n/messages/favourites.ts";
import { nl as frameNl } from "../../app/i18n/messages/nl.ts";
import { query, testDb } from "../support/e2e-database.ts";
import { expect, test } from "./fixtures.ts";

const nl = FAVOURITES_MESSAGES.nl;
const de = FAVOURITES_MESSAGES.de;

/** Published sale listings with a price and a living area, newest first as the list shows them. */
async function saleListings(count: number): Promise<{ id: number; title: string }[]> {
  setCurrentDatabase(testDb());
  return query<{ id: number; title: string }>(
    `select p.id, t.title from properties p join property_texts t on t.property_id = p.id and t.language = 'nl'
      where p.status = 'published' and p.goal = 0 and p.publish_price and p.price > 0 and p.living_area > 0
      order by p.id limit $1`,
    [count],
  );
}

test("a buyer keeps three properties with the heart, compares two of them with a loan typed from the keyboard, and drops one", async ({
  page,
}) => {
  const [first, second, third] = await saleListings(3);
  if (!first || !second || !third) throw new Error("the demo has fewer than three sale listings");
  // The hearts on their own pages' cards would do as well; the detail page's button names its action.
  for (const listing of [first, second, third]) {
    await page.goto(`/property/${listing.id}`);
    await page.getByRole("button", { name: catalogNl.card.favouriteAdd }).click();
    await expect(page.getByRole("button", { name: catalogNl.card.favouriteRemove })).toBeVisible();
  }
  const header = page.getByRole("link", { name: "Favorieten: 3 panden" });
  await expect(header).toBeVisible();
  await header.click();

  // The page takes the browser's list into its address, newest first.
  await expect(page).toHaveURL(`${href("favourites", "nl")}?id=${third.id}&id=${second.id}&id=${first.id}`);
  await expect(page.getByRole("heading", { level: 1, name: nl.favourites.title })).toBeVisible();
  const cards = page.getByRole("heading", { level: 2 });
  await expect(page.getByRole("article")).toHaveCount(3);
  // The heart on a card says its state; pressing it takes the property off the list and the page.
  const heart = page.getByRole("button", { name: `Favoriet: ${third.title}` });
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await heart.click();
  await expect(page).toHaveURL(`${href("favourites", "nl")}?id=${second.id}&id=${first.id}`);
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Favorieten: 2 panden" })).toBeVisible();
  await expect(cards.filter({ hasText: third.title })).toHaveCount(0);

  // Two of them are ticked for the comparison already.
  await expect(page.getByRole("checkbox", { name: `${nl.favourites.compareOne}: ${first.title}` })).toBeChecked();
  await page.getByRole("button", { name: nl.favourites.compareButton }).click();
  await expect(page).toHaveURL(`${href("compare", "nl")}?id=${second.id}&id=${first.id}`);
  const table = page.getByRole("table", { name: nl.compare.regionLabel });
  await expect(table.locator("thead").getByRole("columnheader")).toHaveCount(2);
  await expect(table.getByRole("row", { name: new RegExp(`^${nl.compare.price} €`) })).toContainText("€");
  await expect(table.getByRole("row", { name: /^Prijs per m²/ })).toContainText("/m²");
  const monthly = table.getByRole("row", { name: new RegExp(`^${nl.compare.monthly}`) });
  await expect(monthly).toContainText("80% van de prijs leent over 20 jaar aan 3%");

  // Another loan, typed as a Belgian types it and sent with Enter: the figures follow.
  const before = await monthly.getByRole("cell").first().textContent();
  await page.getByLabel(nl.compare.share).fill("90");
  await page.getByLabel(nl.compare.rate).fill("3,5");
  await page.getByLabel(nl.compare.years).fill("25");
  await page.getByLabel(nl.compare.years).press("Enter");
  await expect(monthly).toContainText("90% van de prijs leent over 25 jaar aan 3,5%");
  await expect(monthly.getByRole("cell").first()).not.toHaveText(before ?? "");
  await expect(page).toHaveURL(/share=90&rate=3%2C5&years=25/);

  // What cannot be read is said beside its field, and the figures keep the last good defaults.
  await page.getByLabel(nl.compare.rate).fill("drie");
  await page.getByLabel(nl.compare.rate).press("Enter");
  await expect(page.getByLabel(nl.compare.rate)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("“drie” lezen we niet als een rentevoet.")).toBeVisible();

  // Taking one out leaves one: the page says to choose two.
  await table.getByRole("link", { name: `${nl.compare.remove}: ${first.title}` }).click();
  await expect(page.getByText(nl.compare.tooFew)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?id=${second.id}&share=90`));
});

test("the list's link opens the same list on another device, which keeps it on request", async ({ page }) => {
  const [first, second] = await saleListings(2);
  if (!first || !second) throw new Error("the demo has fewer than two sale listings");
  // This browser keeps nothing yet: the list is someone else's.
  await page.goto(`${href("favourites", "nl")}?id=${first.id}&id=${second.id}&id=999999999&id=abc`);
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(page.getByText(nl.favourites.shared)).toBeVisible();
  // An id no longer on offer (or never) is said, not shown.
  await expect(page.getByText("1 pand uit deze lijst is niet meer te koop of te huur.")).toBeVisible();
  const link = page.getByLabel(nl.favourites.shareText);
  await expect(link).toHaveValue(new RegExp(`${href("favourites", "nl")}\\?id=${first.id}&id=${second.id}$`));
  await page.getByRole("button", { name: nl.favourites.keepShared }).click();
  await expect(page.getByText(nl.favourites.shared)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Favorieten: 2 panden" })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("favourites"))).toBe(
    JSON.stringify([first.id, second.id]),
  );
  // The cookie policy names what is kept, as a service the visitor asked for.
  await page.getByRole("link", { name: frameNl.footer.cookiePolicy }).first().click();
  await expect(page.getByRole("rowheader", { name: "favourites (lokale opslag)" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a shared list and its comparison are drawn by the server; the browser's own list says it needs a script", async ({
    page,
  }) => {
    const [first, second] = await saleListings(2);
    if (!first || !second) throw new Error("the demo has fewer than two sale listings");
    await page.goto(href("favourites", "nl"));
    // In a <noscript>: a browser without scripts shows it, one with them never does. (This browser
    // runs no scripts but parses the page as one that does, so the text is read, not looked at.)
    expect(await page.locator("main noscript").textContent()).toContain(nl.favourites.needsScript);

    await page.goto(`${href("favourites", "nl")}?id=${first.id}&id=${second.id}`);
    await expect(page.getByRole("article")).toHaveCount(2);
    // No heart that would do nothing.
    await expect(page.getByRole("button", { name: /^Favoriet/ })).toHaveCount(0);
    await page.getByRole("button", { name: nl.favourites.compareButton }).click();
    await expect(
      page.getByRole("table", { name: nl.compare.regionLabel }).locator("thead").getByRole("columnheader"),
    ).toHaveCount(2);
  });
});

test.describe("in German on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the listing's button, and a comparison that scrolls in its own region, not the page", async ({ page }) => {
    const [first, second, third] = await saleListings(3);
    if (!first || !second || !third) throw new Error("the demo has fewer than three sale listings");
    await page.goto((await canonicalPropertyPath(first.id, "de", "nl")) ?? "");
    await page.getByRole("button", { name: catalogDe.card.favouriteAdd }).click();
    await expect(page.getByRole("button", { name: catalogDe.card.favouriteRemove })).toBeVisible();
    await expect(page.getByRole("link", { name: "Merkliste: 1 Immobilie" })).toBeVisible();
    await page.goto(`${href("compare", "de")}?id=${first.id}&id=${second.id}&id=${third.id}`);
    await expect(page.getByRole("heading", { level: 1, name: de.compare.title })).toBeVisible();
    const region = page.getByRole("region", { name: de.compare.title });
    await expect(region.locator("thead").getByRole("columnheader")).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // The region scrolls from the keyboard.
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect(region.getByRole("row", { name: /^Kosten zusätzlich zum Preis/ })).toContainText("€");
  });
});
