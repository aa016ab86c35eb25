// The list and detail layouts a visitor meets first: a search that finds nothing helps on (drop one
// filter, or be kept informed with the search filled in); on a phone the filters fold into a panel
// that works without JavaScript and the first photo is on the first screen; on a wide screen the
// price and actions stay in view while the visitor reads; a fully booked visit page leads on to a
// form that takes the visitor's details.
import { formsNl } from "../../app/i18n/messages/forms-nl.ts";
import { query } from "../support/e2e-database.ts";
import { expect, test } from "./fixtures.ts";

test("a search without results says what was searched, offers to drop each filter, and to be kept informed", async ({
  page,
}) => {
  await page.goto("/nl/te-koop/?city=Halle&priceMax=1000");
  const help = page.locator(".list-empty");
  await expect(help.getByRole("heading", { name: "Geen resultaten gevonden voor uw zoekopdracht" })).toBeVisible();
  await expect(help.locator(".list-empty-search")).toContainText("Halle");
  const drops = help.locator(".list-drop-filter");
  await expect(drops).toHaveCount(2);

  // Dropping the price keeps the town and finds Halle's properties for sale.
  await help.locator('.list-drop-filter[data-filter="priceMax"]').click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=Halle$/);
  await expect(page.locator(".listing-grid article").first()).toBeVisible();

  await page.goBack();
  await help.locator(".list-keep-informed a").click();
  await expect(page).toHaveURL(/\/nl\/hou-me-op-de-hoogte\/\?/);
  await expect(page.getByLabel("Te koop")).toBeChecked();
  await expect(page.getByLabel("Gemeenten of postcodes")).toHaveValue("Halle");
  await expect(page.getByLabel("Budget tot (€)")).toHaveValue("1000");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("the filters come folded in a panel that opens by keyboard and filters without JavaScript", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await page.goto("/nl/te-koop/");
    const panel = page.locator("details.list-filters-panel");
    await expect(panel).not.toHaveAttribute("open");
    const type = page.getByRole("combobox", { name: "Type", exact: true });
    await expect(type).toBeHidden();
    await panel.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(panel).toHaveAttribute("open");
    // The option names its count ("Appartement (12)"): chosen by its type id.
    await type.selectOption("2");
    await page.getByRole("button", { name: "Zoeken" }).click();
    await expect(page).toHaveURL(/\/nl\/te-koop\/\?type=2(&|$)/);
    const types = await page.locator(".listing-grid article .property-card-type").allTextContents();
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) expect(type.trim()).toBe("Appartement");
    // The panel names how many filters are on.
    await expect(panel.locator("summary")).toHaveText("Filters (1)");
    await context.close();
  });

  test("a property's first photo is on the first screen", async ({ page }) => {
    const [forSale] = await query<{ id: number }>(
      "select id from properties where status = 'published' and goal = 0 order by id limit 1",
    );
    await page.goto(`/property/${forSale?.id}/`);
    const photo = page.locator(".gallery img").first();
    await expect(photo).toBeVisible();
    const box = await photo.boundingBox();
    expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(780);
    expect((box?.y ?? 0) + (box?.height ?? 0) / 2).toBeLessThan(780);
  });
});

test("on a wide screen the price and the actions stay in view while the page scrolls", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const [forSale] = await query<{ id: number }>(
    `select p.id from properties p join property_texts t on t.property_id = p.id and t.language = 'nl'
     where p.status = 'published' and p.goal = 0 order by length(t.description) desc, p.id limit 1`,
  );
  await page.goto(`/property/${forSale?.id}/`);
  const aside = page.locator(".detail-aside");
  await expect(aside.locator(".detail-price")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2500);
  await page.mouse.wheel(0, 1500);
  await expect(async () => {
    const box = await aside.locator(".detail-price").boundingBox();
    expect(box).not.toBeNull();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(900);
  }).toPass();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
});

test("a visit page with every moment taken says so and still takes the visitor's details", async ({ page }) => {
  const [full] = await query<{ id: number }>(
    `select p.id from properties p where p.status = 'published' and p.marquee <= 2
       and exists (select 1 from visit_slots s where s.property_id = p.id and s.starts_at > now())
       and not exists (select 1 from visit_slots s where s.property_id = p.id and s.starts_at > now()
                       and s.booked < s.capacity)
     order by p.id limit 1`,
  );
  test.skip(!full, "the demo has no fully booked property");
  await page.goto(`/property/${full?.id}/`);
  await page.getByRole("link", { name: "Bezoek aanvragen" }).first().click();
  await expect(page.getByText(formsNl.ui.appointmentsFull)).toBeVisible();
  await expect(page.getByText(formsNl.ui.appointmentsFullHint)).toBeVisible();
  // No moment to book: the page leads to the property's question form, which takes the details.
  await page.getByRole("link", { name: "Contact over dit pand" }).click();
  await expect(page.getByRole("textbox", { name: "Voornaam (verplicht)", exact: true })).toBeEditable();
  await expect(page.getByRole("button", { name: "Versturen" })).toBeEnabled();
});
