// The purchase-cost calculator as a buyer meets it: on a Flemish sale listing, the costs on top of
// the price for the case said, and a link to the calculator with the listing's values filled in,
// where the buyer changes the case and adds a loan from the keyboard, typed as Belgians type
// numbers. The same without JavaScript, and in German at a phone's width. The figures themselves are
// proven by the domain's table tests (app/domain/purchase-costs/purchase-costs.test.ts).
import { canonicalPropertyPath } from "../../app/.server/catalog/property-lookup.ts";
import { setCurrentDatabase } from "../../app/.server/db/client.ts";
import { href } from "../../app/i18n/links.ts";
import { PURCHASE_COST_MESSAGES } from "../../app/i18n/messages/purchase-costs.ts";
import { query, testDb } from "../support/e2e-database.ts";
import { expect, test } from "./fixtures.ts";

const nl = PURCHASE_COST_MESSAGES.nl;
const de = PURCHASE_COST_MESSAGES.de;

/** A published Flemish house or flat for sale with its price shown, not sold under VAT. */
async function flemishHome(): Promise<{ id: number; price: number }> {
  setCurrentDatabase(testDb());
  const [listing] = await query<{ id: number; price: number }>(
    `select id, price::float as price from properties where status = 'published' and goal = 0 and publish_price
       and price > 0 and zip between '1500' and '3999' and country_id = 10 and type_web_id in (1, 2)
       and coalesce(marquee, 0) not in (3, 4)
       and (details -> 'financial' ->> 'vatRegime') is distinct from 'true'
     order by id limit 1`,
  );
  if (!listing) throw new Error("the demo has no Flemish home for sale");
  return listing;
}

test("a listing says its costs for the case assumed, and the calculator opened from it works out a loan typed from the keyboard", async ({
  page,
}) => {
  const { id, price } = await flemishHome();
  await page.goto((await canonicalPropertyPath(id, "nl", "nl")) ?? "");
  const box = page.getByRole("region", { name: nl.listing.heading });
  // 2% of the price as the buyer's only own home, rounded to the hundred as the box writes it.
  const duties = (Math.round((price * 0.02) / 100) * 100).toLocaleString("de-DE");
  await expect(box).toContainText(`€\u00a0${duties} registratierechten`);
  await expect(box).toContainText("Gerekend als uw enige eigen woning (2%).");
  // The box's link fills the calculator in with the listing's price, region, kind and the case said.
  const link = box.getByRole("link", { name: nl.listing.link });
  const filledIn = `${href("purchaseCosts", "nl")}?price=${price.toLocaleString("de-DE")}&region=flanders&kind=home&buyer=own-home`;
  await expect(link).toHaveAttribute("href", filledIn);
  await page.goto(filledIn);

  await expect(page.getByRole("heading", { level: 1, name: nl.page.title })).toBeVisible();
  await expect(page.getByLabel(nl.form.price, { exact: true })).toHaveValue(price.toLocaleString("de-DE"));
  await expect(page.getByLabel(nl.form.region)).toHaveValue("flanders");
  await expect(page.getByRole("radio", { name: nl.form.buyers["own-home"] })).toBeChecked();

  // Another buyer's case and a loan, typed as a Belgian types them, sent with Enter.
  await page.getByRole("radio", { name: nl.form.buyers.standard }).check();
  await page.getByLabel(nl.form.loan).fill("300.000");
  await page.getByLabel(nl.form.rate).fill("3,25");
  await page.getByLabel(nl.form.years).fill("25");
  await page.getByLabel(nl.form.years).press("Enter");

  const result = page.getByRole("region", { name: nl.result.heading });
  await expect(result.getByRole("row", { name: /Registratierechten/ })).toContainText(
    "12%: het gewone tarief in Vlaanderen.",
  );
  // € 300.000 over 25 years at 3,25% a year, the equivalent monthly rate: € 1.454,44.
  await expect(result).toContainText(/Elke maand €\s1\.454,44/);
  await expect(result.getByRole("table", { name: nl.loan.caption }).getByRole("row")).toHaveCount(6);
  await expect(page.getByLabel(nl.form.loan)).toHaveValue("300.000");
});

test("a value the calculator cannot read stays in its field, said beside it", async ({ page }) => {
  await page.goto(`${href("purchaseCosts", "nl")}?price=veel&loan=200.000&rate=3`);
  const price = page.getByLabel(nl.form.price, { exact: true });
  await expect(price).toHaveValue("veel");
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(price).toHaveAccessibleDescription(
    "⚠ “veel” lezen we niet als een bedrag. Schrijf bijvoorbeeld 385.000.",
  );
  await expect(page.getByText(nl.notes.priceMissing)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the calculator works out a Brussels home with its abatement", async ({ page }) => {
    await page.goto(href("purchaseCosts", "nl"));
    await page.getByLabel(nl.form.price, { exact: true }).fill("385.000");
    await page.getByLabel(nl.form.region).selectOption("brussels");
    await page.getByRole("button", { name: nl.form.submit }).click();
    const result = page.getByRole("region", { name: nl.result.heading });
    // 12,5% of what is above the first € 200.000.
    await expect(result.getByRole("row", { name: /Registratierechten/ })).toContainText(/€\s23\.125/);
    await expect(page).toHaveURL(/price=385\.000&region=brussels/);
  });
});

test.describe("on a phone, in German", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the figures fit the screen and name the laws they rest on", async ({ page }) => {
    await page.goto(`${href("purchaseCosts", "de")}?price=385.000&region=brussels&loan=300.000&rate=3,25&years=25`);
    const result = page.getByRole("region", { name: de.result.heading });
    await expect(result).toContainText("1.454,44\u00a0€");
    await expect(result.getByRole("link", { name: /46bis/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
