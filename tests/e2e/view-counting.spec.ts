// Views of a property's page counted by the running server: a page rendered and a page served from
// the page cache both count once the counter has written them; a robot does not. Other specs may
// view pages too, so this one uses a property they do not reach (the oldest published one, never a
// list's first card nor a demo owner's) and compares its count before and after.
import type { APIRequestContext } from "@playwright/test";
import { query } from "../support/e2e-database.ts";
import { expect, test } from "./fixtures.ts";

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const ROBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function siteViews(propertyId: number): Promise<number> {
  const [row] = await query<{ views: string }>(
    "select coalesce(sum(views), 0) as views from property_daily_views where property_id = $1 and source = 'site'",
    [propertyId],
  );
  return Number(row?.views ?? 0);
}

/** The `rank`-th oldest published property that no demo owner follows; each test has its own. */
async function quietProperty(rank: number): Promise<{ id: number }> {
  const [row] = await query<{ id: number }>(
    `select id from properties p
     where status = 'published' and not exists (select 1 from property_owners o where o.property_id = p.id)
     order by published_at asc, id asc offset $1 limit 1`,
    [rank],
  );
  if (!row) throw new Error("The site under test has too few published properties.");
  return { id: row.id };
}

/** The page of a property, as the site redirects to it from its short link. */
async function pageOf(request: APIRequestContext, id: number): Promise<string> {
  const found = await request.get(`/property/${id}/`, { maxRedirects: 0 });
  const location = found.headers().location ?? "";
  expect(location, `/property/${id}/ redirects to its page`).toMatch(new RegExp(`/${id}/$`));
  return new URL(location, "http://site").pathname;
}

test("a page viewed twice, the second time from the page cache, counts two views; a robot none", async ({
  request,
}) => {
  const property = await quietProperty(0);
  const pagePath = await pageOf(request, property.id);
  const before = await siteViews(property.id);

  // First the robot: counted views are written in order, so had it counted, it would be in the
  // total by the time the browser's views are.
  expect((await request.get(pagePath, { headers: { "User-Agent": ROBOT } })).status()).toBe(200);

  const first = await request.get(pagePath, { headers: { "User-Agent": BROWSER } });
  expect(first.status()).toBe(200);
  let viewed = 1;
  // The next view comes from the page cache (another spec announcing a content change may empty it
  // in between: then the page is viewed once more, and counted too).
  let cache = "";
  while (cache !== "hit" && viewed < 10) {
    const again = await request.get(pagePath, { headers: { "User-Agent": BROWSER } });
    expect(again.status()).toBe(200);
    cache = again.headers()["x-page-cache"] ?? "";
    viewed += 1;
  }
  expect(cache).toBe("hit");

  await expect.poll(() => siteViews(property.id), { timeout: 0 }).toBeGreaterThanOrEqual(before + viewed);
  expect(await siteViews(property.id)).toBe(before + viewed);
});

test("a prefetch and a HEAD are not views", async ({ request }) => {
  const property = await quietProperty(1);
  const pagePath = await pageOf(request, property.id);
  const before = await siteViews(property.id);
  expect(
    (await request.get(pagePath, { headers: { "User-Agent": BROWSER, "Sec-Purpose": "prefetch" } })).status(),
  ).toBe(200);
  expect((await request.head(pagePath, { headers: { "User-Agent": BROWSER } })).status()).toBe(200);
  // A view after them: once it is written, they would be too.
  expect((await request.get(pagePath, { headers: { "User-Agent": BROWSER } })).status()).toBe(200);
  await expect.poll(() => siteViews(property.id), { timeout: 0 }).toBeGreaterThanOrEqual(before + 1);
  expect(await siteViews(property.id)).toBe(before + 1);
});

test.describe("in a browser", () => {
  test.use({ userAgent: BROWSER });

  test("opening a property's page counts, and coming back to it through the browser's history counts again", async ({
    page,
  }) => {
    const property = await quietProperty(2);
    const pagePath = await pageOf(page.request, property.id);
    const before = await siteViews(property.id);
    await page.goto(pagePath);
    await expect.poll(() => siteViews(property.id), { timeout: 0 }).toBe(before + 1);
    // Away through the main menu and back: the router fetches the page's data, without a new document.
    await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Home" }).click();
    await expect(page).not.toHaveURL(new RegExp(`/${property.id}/$`));
    const dataRequest = page.waitForResponse((response) => /\/\d+(\/_)?\.data/.test(response.url()));
    await page.goBack();
    expect((await dataRequest).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/${property.id}/$`));
    await expect.poll(() => siteViews(property.id), { timeout: 0 }).toBe(before + 2);
  });
});
