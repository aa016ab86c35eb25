// "Recently viewed" only with the preferences consent: given in the cookie settings, two listings
// viewed come back on the home page and the list pages, newest first; withdrawn, the list is deleted and the block goes.
// Without that consent nothing is kept or shown. The list's rules are proven by
// recently-viewed-store.test.ts, the cards' endpoint by api-recently-viewed.test.ts.
import type { Page } from "@playwright/test";
import { setCurrentDatabase } from "../../app/.server/db/client.ts";
import { href } from "../../app/i18n/links.ts";
import { nl as frameNl } from "../../app/i18n/messages/nl.ts";
import { SHARE_MESSAGES } from "../../app/i18n/messages/share.ts";
import { query, testDb } from "../support/e2e-database.ts";
import { expect, test } from "./fixtures.ts";

const heading = SHARE_MESSAGES.nl.recentlyViewed.heading;
const consent = frameNl.consent;

async function twoListings(): Promise<{ id: number; title: string }[]> {
  setCurrentDatabase(testDb());
  return query<{ id: number; title: string }>(
    `select p.id, t.title from properties p join property_texts t on t.property_id = p.id and t.language = 'nl'
      where p.status = 'published' order by p.id limit 2`,
  );
}

/** Ticks or unticks the preferences in the cookie settings (the footer's link) and saves. */
async function choosePreferences(page: Page, granted: boolean): Promise<void> {
  await page.getByRole("link", { name: consent.reopen }).click();
  const dialog = page.getByRole("dialog", { name: consent.settingsTitle });
  await dialog.getByLabel(consent.categories.preferences).setChecked(granted);
  await dialog.getByRole("button", { name: consent.save }).click();
  await expect(dialog).toHaveCount(0);
}

const kept = (page: Page) => page.evaluate(() => window.localStorage.getItem("recentlyViewed"));

test("with the preferences consent the home page shows the listings viewed, newest first; withdrawing it deletes them", async ({
  page,
}) => {
  const [first, second] = await twoListings();
  if (!first || !second) throw new Error("the demo has fewer than two listings");
  await page.goto(href("home", "nl"));
  await expect(page.getByRole("region", { name: heading })).toHaveCount(0);
  await choosePreferences(page, true);
  // The page keeps its id once the list's code has come (fetched only with the consent).
  await page.goto(`/property/${first.id}`);
  await expect.poll(async () => JSON.parse((await kept(page)) ?? "null")).toEqual([first.id]);
  await page.goto(`/property/${second.id}`);
  await expect.poll(async () => JSON.parse((await kept(page)) ?? "null")).toEqual([second.id, first.id]);

  await page.goto(href("home", "nl"));
  const block = page.getByRole("region", { name: heading });
  await expect(block.getByRole("article")).toHaveCount(2);
  await expect(block.getByRole("article")).toContainText([second.title, first.title]);
  // The list page shows them after its own results too.
  await page.goto(href("forSale", "nl"));
  await expect(page.getByRole("region", { name: heading }).getByRole("article")).toHaveCount(2);
  await page.goto(href("home", "nl"));

  await choosePreferences(page, false);
  await expect(block).toHaveCount(0);
  expect(await kept(page)).toBeNull();
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("region", { name: heading })).toHaveCount(0);
});

test("without the preferences consent nothing is kept or shown", async ({ page }) => {
  const [first, second] = await twoListings();
  if (!first || !second) throw new Error("the demo has fewer than two listings");
  // The fixture's visitor declined everything earlier; agreeing to the rest changes nothing here.
  await page.goto(href("home", "nl"));
  await page.getByRole("link", { name: consent.reopen }).click();
  const dialog = page.getByRole("dialog", { name: consent.settingsTitle });
  for (const category of ["analytics", "marketing", "social"] as const)
    await dialog.getByLabel(consent.categories[category]).check();
  await dialog.getByRole("button", { name: consent.save }).click();
  for (const listing of [first, second]) await page.goto(`/property/${listing.id}`);
  expect(await kept(page)).toBeNull();
  await page.goto(href("home", "nl"));
  await expect(page.getByRole("region", { name: heading })).toHaveCount(0);
});
