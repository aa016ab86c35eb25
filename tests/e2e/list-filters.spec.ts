// The list's filters as a visitor uses them: counts that follow the other filters, choices that
// apply as they are made (and a form that still works without JavaScript), numbers typed the
// Belgian way, what the list cannot read kept and explained, the history those changes leave, more
// filters and sorts, and nearby towns when a town has nothing.
import type { Locator, Page } from "@playwright/test";
import { query } from "../support/e2e-database.ts";
import { holdRequests } from "../support/hold-requests.ts";
import { expect, test } from "./fixtures.ts";

const SALE_IN_HALLE = "status = 'published' and goal = 0 and zip = '1500' and lower(city) = 'halle'";

async function countWhere(where: string): Promise<number> {
  const [row] = await query<{ count: string }>(`select count(*) from properties where ${where}`);
  return Number(row?.count);
}

/**
 * The page shows the count the database has, read again until they agree: other specs add listings
 * in Halle to the same database while this one runs.
 */
async function expectCounted(locator: Locator, where: string, text: (count: number) => string) {
  await expect
    .poll(async () => {
      const wanted = text(await countWhere(where));
      const shown = (await locator.textContent())?.trim();
      return shown === wanted ? "agrees" : `the page says ${JSON.stringify(shown)}, the database ${wanted}`;
    })
    .toBe("agrees");
}

/** "Huis (8)" -> 8. */
function countIn(text: string | null): number {
  const found = /\((\d+)\)\s*$/.exec(text ?? "");
  if (!found) throw new Error(`no count in ${JSON.stringify(text)}`);
  return Number(found[1]);
}

/** Time in the page stands still from here: a pause of the filters ends when the test says so. */
async function holdTime(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/** The list's data requests the page makes from now on (each navigation of the list asks one). */
function listDataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith("/_.data")) seen.push(url.search);
  });
  return seen;
}

test("type counts follow the town and the budget, and each change applies without a search button", async ({
  page,
}) => {
  await page.goto("/nl/te-koop/");
  const data = listDataRequests(page);
  const house = page.locator('#filter-type option[value="1"]');
  await expectCounted(house, "status = 'published' and goal = 0 and type_web_id = 1", (count) => `Huis (${count})`);

  await page.getByLabel("Gemeente of postcode").fill("Halle");
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=Halle$/);
  await expectCounted(house, `${SALE_IN_HALLE} and type_web_id = 1`, (count) => `Huis (${count})`);
  expect(countIn(await house.textContent())).toBeLessThan(
    await countWhere("status = 'published' and goal = 0 and type_web_id = 1"),
  );
  await expectCounted(page.locator("#list-count"), SALE_IN_HALLE, (count) => `${count} panden`);

  await page.getByLabel("Prijs tot").fill("400000");
  await expect(page).toHaveURL(/\?city=Halle&priceMax=400000$/);
  const cheap = `${SALE_IN_HALLE} and publish_price and price <= 400000`;
  await expectCounted(house, `${cheap} and type_web_id = 1`, (count) => `Huis (${count})`);
  if (countIn(await house.textContent()) === 0) await expect(house).toBeDisabled();
  // The results button says what the filters found; it was never needed.
  await expectCounted(page.locator(".list-filters-actions button"), cheap, (count) => `Toon ${count} panden`);
  // The frame reads no filter: each change asks for the list's own data alone (root.tsx).
  expect(data.length).toBeGreaterThanOrEqual(2);
  for (const search of data) expect(new URLSearchParams(search).get("_routes")).toBe("forSale.nl");
});

test("a price typed with points applies as the visitor means it, in the field as typed; one it cannot read is kept and explained", async ({
  page,
}) => {
  await page.goto("/nl/te-koop/?city=Halle");
  const most = page.getByLabel("Prijs tot");
  await most.pressSequentially("400.000");
  await expect(page).toHaveURL(/\?city=Halle&priceMax=400\.000$/);
  await expectCounted(
    page.locator("#list-count"),
    `${SALE_IN_HALLE} and publish_price and price <= 400000`,
    (count) => `${count} panden`,
  );
  await expect(most).toHaveValue("400.000");
  await expect(most).toBeFocused();
  await expect(most).not.toHaveAttribute("aria-invalid", "true");

  // "400,000": € 400 or € 400.000? The list leaves the price out, says why, and keeps the town.
  await most.fill("400,000");
  await expect(page).toHaveURL(/\?city=Halle&priceMax=400%2C000$/);
  const note = page.locator("#filter-price-max-note");
  await expect(note).toHaveText(
    "“400,000” lezen we niet als bedrag; schrijf het bijvoorbeeld zo: 400.000. Deze filter wordt niet toegepast.",
  );
  await expect(most).toHaveAttribute("aria-describedby", "filter-price-max-note");
  await expect(most).toHaveAccessibleDescription(/lezen we niet als bedrag/);
  await expect(most).toHaveValue("400,000");
  await expect(most).toBeFocused();
  await expectCounted(page.locator("#list-count"), SALE_IN_HALLE, (count) => `${count} panden`);

  // Written so it can be read, the note goes and the price applies again.
  await most.fill("400 000");
  await expect(page).toHaveURL(/\?city=Halle&priceMax=400\+000$/);
  await expect(note).toHaveCount(0);
  await expectCounted(
    page.locator("#list-count"),
    `${SALE_IN_HALLE} and publish_price and price <= 400000`,
    (count) => `${count} panden`,
  );
});

test("a price range the wrong way round is said beside its fields, and the other filters still apply", async ({
  page,
}) => {
  await page.goto("/nl/te-koop/?city=Halle&priceMax=300000");
  await page.getByLabel("Prijs vanaf").fill("500000");
  await expect(page).toHaveURL(/\?city=Halle&priceMin=500000&priceMax=300000$/);
  const note = page.locator("#filter-price-max-note");
  await expect(note).toHaveText(
    "De prijs vanaf is hoger dan de prijs tot. De prijsfilter wordt niet toegepast tot u dat aanpast.",
  );
  for (const field of [page.getByLabel("Prijs vanaf"), page.getByLabel("Prijs tot")])
    await expect(field).toHaveAttribute("aria-describedby", "filter-price-max-note");
  await expectCounted(page.locator("#list-count"), SALE_IN_HALLE, (count) => `${count} panden`);
  await expect(page.getByLabel("Prijs vanaf")).toHaveValue("500000");
  await expect(page.getByLabel("Prijs tot")).toHaveValue("300000");
});

test("a note under one field leaves its row's labels and fields in line, each inside its column, in German", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/de/zu-verkaufen/?city=Halle&priceMax=400,000");
  await expect(page.locator("#filter-price-max-note")).toBeVisible();
  const controls = [
    "#filter-type",
    "#filter-city",
    "#filter-price-min",
    "#filter-price-max",
    "#filter-bedrooms",
    "#filter-sort",
  ];
  const boxes = await Promise.all(
    controls.map(async (selector) => (await page.locator(selector).boundingBox()) ?? null),
  );
  const labels = await Promise.all(
    controls.map(async (selector) => (await page.locator(`label[for="${selector.slice(1)}"]`).boundingBox()) ?? null),
  );
  const first = boxes[0];
  for (const [index, box] of boxes.entries()) {
    expect(Math.round(box?.y ?? -1), controls[index]).toBe(Math.round(first?.y ?? 0));
    expect(Math.round(labels[index]?.y ?? -1), `label of ${controls[index]}`).toBe(Math.round(labels[0]?.y ?? 0));
    // Each field ends before the next one starts: none reaches into its neighbour's column.
    const next = boxes[index + 1];
    if (box && next) expect(box.x + box.width, controls[index]).toBeLessThan(next.x);
  }
});

test("choices made by keyboard apply once, where the arrows stop, and leave the focus where it was", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/nl/te-koop/");
  await holdTime(page);
  const asked = listDataRequests(page);
  const bedrooms = page.getByLabel("Min. slaapkamers");
  await bedrooms.focus();
  // Arrowing through a closed select changes it at each step: only where it stops is searched.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.clock.runFor(399);
  expect(asked).toEqual([]);
  await page.clock.runFor(1);
  await expect(page).toHaveURL(/\?bedrooms=2$/);
  expect(asked.map((search) => new URLSearchParams(search).get("bedrooms"))).toEqual(["2"]);
  await expectCounted(
    page.locator("#list-count"),
    "status = 'published' and goal = 0 and bedrooms >= 2",
    (count) => `${count} panden`,
  );
  await expect(bedrooms).toBeFocused();
});

test("nothing found is said too: the count's live region never falls silent", async ({ page }) => {
  await page.goto("/nl/te-koop/?city=Nowhere-on-earth");
  await expect(page.locator("#list-count")).toHaveText("0 panden");
  await page.goto("/de/zu-verkaufen/?city=Nowhere-on-earth");
  await expect(page.locator("#list-count")).toHaveText("0 Immobilien");
});

test("a link clicked while typed text waits for its pause wins: reset, and a card", async ({ page }) => {
  await page.clock.install();
  await page.goto("/nl/te-koop/?bedrooms=1");
  await holdTime(page);
  const most = page.getByLabel("Prijs tot");
  await most.fill("250000");
  await page.getByRole("link", { name: "Filters wissen" }).click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/$/);
  await page.clock.runFor(2_000);
  await expect(page).toHaveURL(/\/nl\/te-koop\/$/);
  await expect(most).toHaveValue("");
  await expect(page.getByLabel("Min. slaapkamers")).toHaveValue("");

  // A card whose page is still loading when the pause would have ended.
  await most.fill("250000");
  const card = page.locator(".listing-grid article h2 a").first();
  const path = new URL((await card.getAttribute("href")) ?? "", page.url()).pathname;
  const release = await holdRequests(page, new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}_\\.data`));
  await card.click();
  await page.clock.runFor(2_000);
  release();
  await expect(page).toHaveURL(path);
  await page.clock.runFor(2_000);
  await expect(page).toHaveURL(path);
});

test("history: the filters' changes in a row are one entry, the results button on the same address adds none", async ({
  page,
}) => {
  await page.goto("/nl/te-koop/");
  const city = page.getByLabel("Gemeente of postcode");
  const bedrooms = page.getByLabel("Min. slaapkamers");
  await city.fill("Halle");
  await expect(page).toHaveURL(/\?city=Halle$/);
  await bedrooms.focus();
  await bedrooms.selectOption("2");
  await expect(page).toHaveURL(/\?city=Halle&bedrooms=2$/);
  await page.locator(".list-filters-actions button").click();
  await expect(page).toHaveURL(/\?city=Halle&bedrooms=2$/);

  // Back leaves the whole search at once; forward brings it back, fields and all.
  await page.goBack();
  await expect(page).toHaveURL(/\/nl\/te-koop\/$/);
  await expect(city).toHaveValue("");
  await expect(bedrooms).toHaveValue("");
  await page.goForward();
  await expect(page).toHaveURL(/\?city=Halle&bedrooms=2$/);
  await expect(city).toHaveValue("Halle");
  await expect(bedrooms).toHaveValue("2");

  // Once the visitor has left the filters, the next change is an entry of its own.
  await page.getByRole("heading", { level: 1 }).click();
  await bedrooms.selectOption("3");
  await expect(page).toHaveURL(/\?city=Halle&bedrooms=3$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?city=Halle&bedrooms=2$/);
  await expect(bedrooms).toHaveValue("2");
});

test("Back pressed while the results button's search still loads: the next change is an entry of its own", async ({
  page,
}) => {
  await page.goto("/nl/te-koop/");
  const bedrooms = page.getByLabel("Min. slaapkamers");
  await bedrooms.selectOption("2");
  await expect(page).toHaveURL(/\?bedrooms=2$/);
  // The button's search of the same address replaces its entry; Back comes before it has loaded.
  const release = await holdRequests(page, /_\.data/);
  await page.locator(".list-filters-actions button").click();
  await page.goBack();
  release();
  await expect(page).toHaveURL(/\/nl\/te-koop\/$/);
  await expect(bedrooms).toHaveValue("");
  await page.goForward();
  await expect(bedrooms).toHaveValue("2");

  // The given-up search replaces nothing: the new choice is a new entry, Back returns to 2.
  await page.getByRole("heading", { level: 1 }).click();
  await bedrooms.selectOption("3");
  await expect(page).toHaveURL(/\?bedrooms=3$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?bedrooms=2$/);
  await expect(bedrooms).toHaveValue("2");
});

test("after a reload, back shows each entry's own filters in the fields", async ({ page }) => {
  await page.goto("/nl/te-koop/");
  const type = page.getByLabel("Type", { exact: true });
  const bedrooms = page.getByLabel("Min. slaapkamers");
  await bedrooms.selectOption("2");
  await expect(page).toHaveURL(/\?bedrooms=2$/);
  await page.getByRole("link", { name: "Lijst" }).click();
  await expect(page).toHaveURL(/\?bedrooms=2&view=list$/);
  await page.reload();
  await type.selectOption("1");
  await expect(page).toHaveURL(/\?type=1&bedrooms=2&view=list$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?bedrooms=2&view=list$/);
  await expect(type).toHaveValue("");
  await expect(bedrooms).toHaveValue("2");
  await page.goBack();
  await expect(page).toHaveURL(/\?bedrooms=2$/);
  await expect(type).toHaveValue("");
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
  const petsAllowed = "status = 'published' and goal <> 0 and details -> 'comfort' ->> 'petsAllowed' = 'true'";
  await expectCounted(pets.locator("xpath=.."), petsAllowed, (count) => `Huisdieren toegelaten (${count})`);
  const withPets = countIn(await pets.evaluate((box) => box.parentElement?.textContent ?? ""));
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

test("without JavaScript a price typed with points filters the list, and an area it cannot read is kept and explained", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/de/zu-verkaufen/");
  await page.getByLabel("Preis bis").fill("400.000");
  await page.getByText("Weitere Filter", { exact: true }).click();
  await page.getByLabel("Wohnfläche ab (m²)").fill("92,5,5");
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().isNavigationRequest()),
    page.getByRole("button", { name: "Suchen" }).click(),
  ]);
  expect(response.status()).toBe(200);
  // The form sends every field, blank or not, as it was typed.
  const sent = new URL(page.url()).searchParams;
  expect([sent.get("priceMax"), sent.get("areaMin")]).toEqual(["400.000", "92,5,5"]);
  await expect(page.getByLabel("Preis bis")).toHaveValue("400.000");
  const area = page.getByLabel("Wohnfläche ab (m²)");
  await expect(area).toBeVisible();
  await expect(area).toHaveValue("92,5,5");
  // The warning sign is the site's mark of a field's error (forms.css).
  await expect(area).toHaveAccessibleDescription(
    "⚠ „92,5,5“ können wir nicht als Fläche lesen; schreiben Sie sie zum Beispiel so: 92,5. Dieser Filter wird nicht angewendet.",
  );
  await expectCounted(
    page.locator("#list-count"),
    "status = 'published' and goal = 0 and publish_price and price <= 400000",
    (count) => `${count} Immobilien`,
  );
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
  await page.clock.install();
  await page.goto("/nl/te-koop/");
  await holdTime(page);
  // The list's data for the type's choice is held back until the town is typed; the town's pause
  // ends only after that data has arrived, so the race is run every time.
  const release = await holdRequests(page, /\/_\.data\?(?!.*city=).*\btype=1(&|$)/);
  const typeData = page.waitForRequest((request) => new URL(request.url()).searchParams.get("type") === "1");
  await page.getByLabel("Type", { exact: true }).selectOption("1");
  await page.clock.runFor(400);
  await typeData;
  const city = page.getByLabel("Gemeente of postcode");
  await city.fill("Halle");
  await page.getByLabel("Prijs tot").focus();
  release();
  await expect(page).toHaveURL(/\?type=1$/);
  await expect(city).toHaveValue("Halle");
  await page.clock.runFor(800);
  await expect(page).toHaveURL(/\?type=1&city=Halle$/);
  await expect(city).toHaveValue("Halle");
});
