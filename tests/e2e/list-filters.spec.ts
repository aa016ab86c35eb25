// The list's filters as a visitor uses them: counts that follow the other filters, choices that
// apply as they are made (and a form that still works without JavaScript), more filters and sorts,
// and nearby towns when a town has nothing.
import { query } from "../support/e2e-database.ts";
import { expect, test } from "./fixtures.ts";

const SALE_IN_HALLE = "status = 'published' and goal = 0 and zip = '1500' and lower(city) = 'halle'";

async function countWhere(where: string): Promise<number> {
  const [row] = await query<{ count: string }>(`select count(*) from properties where ${where}`);
  return Number(row?.count);
}

/** "Huis (8)" -> 8. */
function countIn(text: string | null): number {
  const found = /\((\d+)\)\s*$/.exec(text ?? "");
  if (!found) throw new Error(`no count in ${JSON.stringify(text)}`);
  return Number(found[1]);
}

test("type counts follow the town and the budget, and each change applies without a search button", async ({
  page,
}) => {
  await page.goto("/nl/te-koop/");
  const house = page.locator('#filter-type option[value="1"]');
  const allHouses = await countWhere("status = 'published' and goal = 0 and type_web_id = 1");
  await expect(house).toHaveText(`Huis (${allHouses})`);

  await page.getByLabel("Gemeente of postcode").fill("Halle");
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=Halle$/);
  const housesInHalle = await countWhere(`${SALE_IN_HALLE} and type_web_id = 1`);
  expect(housesInHalle).toBeLessThan(allHouses);
  await expect(house).toHaveText(`Huis (${housesInHalle})`);
  await expect(page.locator("#list-count")).toHaveText(`${await countWhere(SALE_IN_HALLE)} panden`);

  await page.getByLabel("Prijs tot").fill("400000");
  await expect(page).toHaveURL(/\?city=Halle&priceMax=400000$/);
  const cheapHouses = await countWhere(`${SALE_IN_HALLE} and type_web_id = 1 and publish_price and price <= 400000`);
  await expect(house).toHaveText(`Huis (${cheapHouses})`);
  if (cheapHouses === 0) await expect(house).toBeDisabled();
  // The results button says what the filters found; it was never needed.
  const found = await countWhere(`${SALE_IN_HALLE} and publish_price and price <= 400000`);
  await expect(page.getByRole("button", { name: `Toon ${found} panden` })).toBeVisible();
});

test("a choice made by keyboard applies and leaves the focus where it was", async ({ page }) => {
  await page.goto("/nl/te-koop/");
  const bedrooms = page.getByLabel("Min. slaapkamers");
  await bedrooms.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(/\?bedrooms=1$/);
  await expect(page.locator("#list-count")).toHaveText(
    `${await countWhere("status = 'published' and goal = 0 and bedrooms >= 1")} panden`,
  );
  await expect(bedrooms).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(/\?bedrooms=2$/);
  await expect(bedrooms).toBeFocused();
});

test("more filters in German: a garden and an energy class narrow the list by their counts; reset clears them", async ({
  page,
}) => {
  await page.goto("/de/zu-verkaufen/");
  await page.getByText("Weitere Filter", { exact: true }).click();
  const garden = page.getByRole("checkbox", { name: /^Garten \(\d+\)$/ });
  const withGarden = countIn(await garden.evaluate((box) => box.parentElement?.textContent ?? ""));
  await garden.check();
  await expect(page).toHaveURL(/\?garden=1$/);
  await expect(page.locator("#list-count")).toHaveText(`${withGarden} Immobilien`);

  const energy = page.getByLabel("Energieklasse");
  const classC = countIn(await energy.locator('option[value="C"]').textContent());
  await energy.selectOption("C");
  await expect(page).toHaveURL(/\?energy=C&garden=1$/);
  await expect(page.locator("#list-count")).toHaveText(`${classC} Immobilien`);
  // Every card's label is C or better on its own region's scale (A++ to C−).
  for (const label of await page.locator(".property-card-energy .energy-badge").allTextContents())
    expect(label.trim()).toMatch(/^[ABC]/);
  await expect(page.getByRole("button", { name: "Weitere Filter (2)" })).toHaveCount(0);
  await expect(page.getByText("Weitere Filter (2)", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Filter löschen" }).click();
  await expect(page).toHaveURL(/\/de\/zu-verkaufen\/$/);
  await expect(garden).not.toBeChecked();
  await expect(energy).toHaveValue("");
});

test("the rental list offers furnished and pets; a sale list does not", async ({ page }) => {
  await page.goto("/nl/te-huur/");
  await page.getByText("Meer filters", { exact: true }).click();
  await expect(page.getByRole("checkbox", { name: /^Gemeubeld \(\d+\)$/ })).toBeVisible();
  const pets = page.getByRole("checkbox", { name: /^Huisdieren toegelaten \(\d+\)$/ });
  const withPets = countIn(await pets.evaluate((box) => box.parentElement?.textContent ?? ""));
  expect(withPets).toBe(
    await countWhere("status = 'published' and goal <> 0 and details -> 'comfort' ->> 'petsAllowed' = 'true'"),
  );
  await pets.check();
  await expect(page.locator("#list-count")).toHaveText(`${withPets} panden`);
  await page.goto("/nl/te-koop/");
  await expect(page.getByRole("checkbox", { name: /^Gemeubeld/ })).toHaveCount(0);
});

test("sorting by price per m² puts the cheapest square metre first", async ({ page }) => {
  await page.goto("/nl/te-koop/?sort=price-m2");
  const [cheapest] = await query<{ id: number }>(
    `select id from properties where status = 'published' and goal = 0 and publish_price and living_area > 0
     order by price / living_area asc, published_at desc, id desc limit 1`,
  );
  await expect(page.getByLabel("Sorteren op")).toHaveValue("price-m2");
  await expect(page.locator(".listing-grid article a").first()).toHaveAttribute(
    "href",
    new RegExp(`/${cheapest?.id}/$`),
  );
});

test("without JavaScript a feature box and the search button filter the list", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/nl/te-koop/");
  await page.getByText("Meer filters", { exact: true }).click();
  await page.getByRole("checkbox", { name: /^Terras \(\d+\)$/ }).check();
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(/[?&]terrace=1(&|$)/);
  await expect(page.getByRole("checkbox", { name: /^Terras \(\d+\)$/ })).toBeChecked();
  await context.close();
});

test("a town with nothing found names nearby towns where the same search finds listings", async ({ page }) => {
  await page.goto("/nl/te-koop/?city=Lennik&type=4");
  await expect(page.getByText("Geen resultaten gevonden voor uw zoekopdracht")).toBeVisible();
  await expect(page.getByText("Wel in de buurt:")).toBeVisible();
  const first = page.locator(".list-nearby-town").first();
  const count = countIn(await first.textContent());
  await first.click();
  await expect(page).toHaveURL(/\?type=4&city=[^&]+$/);
  await expect(page.locator("#list-count")).toHaveText(count === 1 ? "1 pand" : `${count} panden`);
});

test("a project's units that share a title are told apart by their reference", async ({ page }) => {
  await page.goto("/nl/te-koop/?newBuild=1");
  const links = page.locator(".listing-grid article h2 a");
  const names = (await links.allTextContents()).map((name) => name.trim());
  expect(names.length).toBeGreaterThan(1);
  expect(new Set(names).size).toBe(names.length);
  expect(names.some((name) => /Ref\. IZ-\d+$/.test(name))).toBe(true);
});

test("a town typed while the type's choice is loading is kept and applied", async ({ page }) => {
  await page.goto("/nl/te-koop/");
  // The list's data for the type's choice is held back until the town is typed.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/_.data*", async (route) => {
    if (route.request().url().includes("type=1") && !route.request().url().includes("city=")) await held;
    await route.continue();
  });
  await page.getByLabel("Type", { exact: true }).selectOption("1");
  const city = page.getByLabel("Gemeente of postcode");
  await city.fill("Halle");
  await page.getByLabel("Prijs tot").focus();
  release();
  await expect(page).toHaveURL(/\?type=1&city=Halle$/);
  await expect(city).toHaveValue("Halle");
});
