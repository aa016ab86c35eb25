// Keep me informed: towns are picked from the tree of provinces (SPEC.md section 3) by keyboard,
// narrowed by the search box, a whole province at once, and without JavaScript as plain boxes; typed
// postal codes still count, and what was picked is what the demand stores.
import type { Page } from "@playwright/test";
import { query } from "../support/e2e-database.ts";
import { uniqueEmail } from "../support/unique-email.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

async function storedRegions(email: string): Promise<string[] | undefined> {
  const [row] = await query<{ regions: string[] }>(
    "select criteria->'regions' as regions from demands where email = $1",
    [email],
  );
  return row?.regions;
}

async function fillTheRest(page: Page, email: string): Promise<void> {
  await page.getByLabel("Te koop").check();
  await page
    .getByRole("group", { name: /Type pand/ })
    .getByRole("checkbox")
    .first()
    .check();
  await page.getByLabel("Mevr.").check();
  await page.getByRole("textbox", { name: "Voornaam (verplicht)", exact: true }).fill("An");
  await page.getByRole("textbox", { name: "Familienaam (verplicht)", exact: true }).fill("Peeters");
  await page.getByLabel("E-mailadres").fill(email);
}

test.describe("with JavaScript", () => {
  test("towns are found, picked by keyboard, a whole province at once, and stored as postal codes", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/nl/hou-me-op-de-hoogte/");
    const tree = page.getByRole("group", { name: "Gemeenten waar wij panden aanbieden" });
    const search = tree.getByRole("searchbox", { name: "Zoek in de lijst" });
    await expect(search).toBeVisible();
    // Every province starts closed: its towns are out of sight.
    await expect(tree.getByRole("checkbox", { name: "1500 Halle" })).toBeHidden();

    await search.fill("hal");
    const halle = tree.getByRole("checkbox", { name: "1500 Halle" });
    await expect(halle).toBeVisible();
    await expect(tree.getByRole("checkbox", { name: /Beersel/ })).toBeHidden();
    // By keyboard: Space ticks the focused town.
    await halle.focus();
    await page.keyboard.press("Space");
    await expect(halle).toBeChecked();
    await search.press("Enter");
    await expect(page).toHaveURL(/\/nl\/hou-me-op-de-hoogte\/$/);

    await search.fill("zzz");
    await expect(tree.getByRole("status")).toHaveText("Geen gemeente gevonden. Typ ze hieronder.");
    await search.fill("");
    await expect(tree.locator("summary", { hasText: "Vlaams-Brabant" })).toContainText("(1 gekozen)");

    // The Brussels region, whole: every one of its towns is ticked.
    const brussels = tree.locator("details", {
      has: page.locator("summary", { hasText: "Brussels Hoofdstedelijk Gewest" }),
    });
    await brussels.locator("summary").click();
    await brussels.getByRole("checkbox", { name: "Alle gemeenten in Brussels Hoofdstedelijk Gewest" }).check();
    const brusselsTowns = brussels.locator(".region-towns input");
    const count = await brusselsTowns.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) await expect(brusselsTowns.nth(index)).toBeChecked();
    const brusselsZips = await brusselsTowns.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value),
    );
    await expectNoAxeViolations(page);

    await page.getByLabel("Gemeenten of postcodes").fill("Lembeek");
    const email = uniqueEmail("tree");
    await fillTheRest(page, email);
    await expect(page.locator('input[name="altcha"]')).toHaveValue(/.{20,}/, { timeout: 20_000 });
    await page.getByRole("button", { name: "Versturen" }).click();
    await expect(page).toHaveURL(/\/nl\/bedankt\/zoekprofiel\/\?receipt=[\w.-]+$/);
    expect((await storedRegions(email))?.sort()).toEqual(["1500", ...brusselsZips, "Lembeek"].sort());
  });

  test("the tree speaks the visitor's language", async ({ page }) => {
    await page.goto("/de/auf-dem-laufenden-halten/");
    const tree = page.getByRole("group", { name: "Gemeinden mit unseren Angeboten" });
    await expect(tree.locator("summary", { hasText: "Flämisch-Brabant" })).toBeVisible();
    await expect(tree.locator("summary", { hasText: "Großherzogtum Luxemburg" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("provinces open and towns are ticked as plain boxes; a form sent back keeps them", async ({ page }) => {
    await page.goto("/nl/hou-me-op-de-hoogte/");
    const tree = page.getByRole("group", { name: "Gemeenten waar wij panden aanbieden" });
    await expect(tree.getByRole("searchbox")).toHaveCount(0);
    await tree.locator("summary", { hasText: "Vlaams-Brabant" }).click();
    await tree.getByRole("checkbox", { name: "1500 Halle" }).check();
    const email = uniqueEmail("tree-nojs");
    await fillTheRest(page, email);
    // The family name left out: the form comes back, the pick still ticked and in sight.
    await page.getByRole("textbox", { name: "Familienaam (verplicht)", exact: true }).fill("");
    // Native checks would stop the browser first; the server sends the form back on its own.
    await page.locator("form.lead-form").evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Versturen" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(tree.getByRole("checkbox", { name: "1500 Halle" })).toBeChecked();
    await expect(tree.getByRole("checkbox", { name: "1500 Halle" })).toBeVisible();
    await page.getByRole("textbox", { name: "Familienaam (verplicht)", exact: true }).fill("Peeters");
    await page.getByRole("button", { name: "Versturen" }).click();
    await expect(page).toHaveURL(/\/nl\/bedankt\/zoekprofiel\/\?receipt=[\w.-]+$/);
    expect(await storedRegions(email)).toEqual(["1500"]);
  });

  test("with nothing picked and nothing typed, the form asks for a town", async ({ page }) => {
    await page.goto("/nl/hou-me-op-de-hoogte/");
    await fillTheRest(page, uniqueEmail("tree-none"));
    await page.getByRole("button", { name: "Versturen" }).click();
    await expect(page.getByRole("alert")).toContainText("Kies of typ minstens één gemeente of postcode.");
  });
});
