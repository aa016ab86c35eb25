// Passing a property on: without a script, plain links (e-mail, WhatsApp) and the address in a field
// to copy; with one, a button that opens the device's share sheet where the browser has one (a
// stand-in here: headless Chromium has none) and else copies the address, saying so to screen readers.
import { setCurrentDatabase } from "../../app/.server/db/client.ts";
import { href } from "../../app/i18n/links.ts";
import { SHARE_MESSAGES } from "../../app/i18n/messages/share.ts";
import { firstDetailPath } from "../../scripts/bench/site-paths.ts";
import { query, testDb } from "../support/e2e-database.ts";
import { expect, test } from "./fixtures.ts";

const t = SHARE_MESSAGES.nl.share;

declare global {
  interface Window {
    sharedWith?: ShareData;
  }
}

/** A published sale listing and the address and title its page shows. */
async function openListing(page: import("@playwright/test").Page) {
  setCurrentDatabase(testDb());
  const [listing] = await query<{ id: number }>(
    "select id from properties where status = 'published' and goal = 0 order by id limit 1",
  );
  if (!listing) throw new Error("the demo has no sale listing");
  await page.goto(`/property/${listing.id}`);
  const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  return { url: page.url(), title, share: page.getByRole("region", { name: t.heading }) };
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a listing's page offers its address, an e-mail and a WhatsApp link, and no button that could not work", async ({
    page,
  }) => {
    const { url, title, share } = await openListing(page);
    expect(title).not.toBe("");
    await expect(share.getByLabel(t.propertyLink)).toHaveValue(url);
    await expect(share.getByRole("link", { name: t.email })).toHaveAttribute(
      "href",
      `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
    );
    const whatsapp = share.getByRole("link", { name: t.whatsapp });
    await expect(whatsapp).toHaveAttribute("href", `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`);
    await expect(whatsapp).toHaveAttribute("rel", /noopener/);
    await expect(share.getByRole("button")).toHaveCount(0);
  });

  test("a project's page offers them too", async ({ page, baseURL }) => {
    await page.goto(await firstDetailPath(baseURL ?? "", href("projects", "nl")));
    const share = page.getByRole("region", { name: t.heading });
    await expect(share.getByLabel(t.projectLink)).toHaveValue(page.url());
    await expect(share.getByRole("link", { name: t.whatsapp })).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
  });
});

test("where the device has a share sheet, the button opens it with the listing's title and address", async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: (data: ShareData) => {
        window.sharedWith = data;
        return Promise.resolve();
      },
    });
  });
  const { url, title, share } = await openListing(page);
  await expect(share.getByRole("button", { name: t.copy })).toHaveCount(0);
  await share.getByRole("button", { name: t.share }).click();
  await expect.poll(() => page.evaluate(() => window.sharedWith)).toEqual({ title, url });
});

test("without a share sheet, the button copies the address and says so", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL ?? "" });
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, "share");
  });
  const { url, share } = await openListing(page);
  await expect(share.getByRole("button", { name: t.share })).toHaveCount(0);
  await expect(share.getByRole("status")).toHaveText("");
  await share.getByRole("button", { name: t.copy }).click();
  await expect(share.getByRole("status")).toHaveText(t.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
});
