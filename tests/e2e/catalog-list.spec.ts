// Property lists: paging, filters and views in the URL, working without JavaScript; bad input is a 400.
import { one, servedPage, words } from "../support/served-markup.ts";
import { expect, expectNoAxeViolations, rememberEmbedsAllowed, test } from "./fixtures.ts";

test("the sale list pages with 'page X of Y' and the object count", async ({ page }) => {
  await page.goto("/nl/te-koop/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const paging = page.getByRole("navigation", { name: "Paginering" });
  await expect(paging).toContainText(/Pagina 1 van \d+ · \d+ panden/);
  const cards = page.locator(".listing-grid article");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(12);
  const next = paging.getByRole("link", { name: "Volgende" });
  if (await next.count()) {
    await next.click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(paging).toContainText("Pagina 2 van");
  }
});

test("filters work without JavaScript and stay in the URL", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/fr/a-vendre/");
  await page.getByLabel("Trier par").selectOption("price");
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(/\/fr\/a-vendre\/\?.*sort=price/);
  await expect(page.getByLabel("Trier par")).toHaveValue("price");
  await page.getByRole("link", { name: "Liste" }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page).toHaveURL(/sort=price/);
  await context.close();
});

// What the server says in words is read as it sent it (served-markup.ts).
test("a city with no properties says so", async ({ request }) => {
  const { document } = await servedPage(request, "/en/for-sale/?city=Nowhere-on-earth");
  expect(one(document, "main").text).toContain("No results found for your search");
});

test("a page number the list cannot read is a 400 page in the visitor's language", async ({ request }) => {
  // A filter it cannot read is left out with a note beside its field (list-filters.spec); a page
  // number has no field to say so beside.
  const { response, document } = await servedPage(request, "/fr/a-vendre/?page=0");
  expect(response.status()).toBe(400);
  expect(words(one(document, "h1").text)).not.toBe("");
  expect(one(document, "html").getAttribute("lang")).toBe("fr");
});

// The states above read over HTTP, opened once in the browser too: hydrated without an error, and
// each checked by axe as a kind of page of its own (an empty list, an error page, the last page).
test("nothing found, a page number it cannot read and the last page come alive in the browser", async ({
  page,
  request,
}) => {
  const last = (await request.get("/nl/te-koop/?page=999", { maxRedirects: 0 })).headers().location ?? "";
  expect(last).toMatch(/^\/nl\/te-koop\/\?page=\d+$/);
  for (const [path, status] of [
    ["/en/for-sale/?city=Nowhere-on-earth", 200],
    ["/fr/a-vendre/?page=0", 400],
    [last, 200],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
  }
});

test("the map view lists the properties as links as well, over OpenStreetMap tiles once the embeds are allowed", async ({
  page,
}) => {
  await rememberEmbedsAllowed(page.context());
  const tiles: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("https://tile.openstreetmap.org/")) tiles.push(request.url());
  });
  await page.goto("/nl/te-huur/?view=map");
  await expect(page.getByRole("link", { name: "Kaart" })).toHaveAttribute("aria-current", "page");
  await expect(page.locator(".map-view-list a").first()).toBeVisible();
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  expect(tiles.every((url) => /^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(true);
});

test("the list has no accessibility violations", async ({ page }) => {
  await page.goto("/nl/te-koop/");
  await expectNoAxeViolations(page);
});

test("a link to a page past the last one leads to the last page, keeping the other choices", async ({ request }) => {
  const response = await request.get("/nl/te-koop/?sort=price&page=999", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  const location = response.headers().location ?? "";
  expect(location).toMatch(/^\/nl\/te-koop\/\?sort=price&page=\d+$/);
  const { document } = await servedPage(request, location);
  const last = /page=(\d+)/.exec(location)?.[1];
  expect(one(document, "main").text).toContain(`Pagina ${last} van ${last}`);
});
