// Numbers in the back office as Belgians type them: a price typed "385.000" is saved as 385000 and
// shown back as typed, with what it reads as beside it; "385,000", which could be € 385 or
// € 385.000, is refused in the staff member's language with both readings, the typed text kept.

import { query } from "../support/e2e-database.ts";
import { newAccount, openSignedIn } from "../support/staff-accounts.ts";
import { expect, test } from "./fixtures.ts";

async function storedPrice(id: number): Promise<number | null> {
  const [row] = await query<{ price: string | null }>("select price from properties where id = $1", [id]);
  return row?.price === null || row?.price === undefined ? null : Number(row.price);
}

test("a price typed 385.000 is saved as 385000; 385,000 is refused with both readings, the typed text kept", async ({
  page,
  browser,
}) => {
  await openSignedIn(page, (await newAccount("agent", "Nina Nummers")).id, "/admin/properties/new/");
  await page.getByLabel("Type", { exact: true }).selectOption({ label: "Appartement" });
  await page.getByLabel("Postcode").fill("1500");
  await page.getByLabel("Gemeente", { exact: true }).fill("Halle");
  await page.getByLabel("Titel (NL)").fill(`Prijstest ${Date.now().toString(36)}`);
  const price = page.getByLabel("Prijs (euro)");
  await price.fill("385.000");
  // What the server will read, before anything is stored.
  await expect(page.locator('output[for="listing-price"]')).toHaveText(/^= €\s385\.000$/);
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("Het pand is aangemaakt als concept.", { exact: false })).toBeVisible();
  const id = Number(/\/admin\/properties\/(\d+)\//.exec(page.url())?.[1]);
  expect(await storedPrice(id)).toBe(385_000);
  await expect(price).toHaveValue("385.000");

  await price.fill("385,000");
  await expect(page.locator('output[for="listing-price"]')).toHaveText("");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(price).toHaveAccessibleDescription(
    // The message follows a warning sign drawn by the stylesheet.
    /385,000 kan €\s385 of €\s385\.000 zijn: schrijf 385\.000 of 385\.$/,
  );
  await expect(price).toHaveValue("385,000");
  expect(await storedPrice(id)).toBe(385_000);

  // Without JavaScript the page the server renders reads the stored price back the same way.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noScript = await plain.newPage();
  await noScript.goto(`/admin/properties/${id}/`);
  await expect(noScript.getByLabel("Prijs (euro)")).toHaveValue("385.000");
  await expect(noScript.locator('output[for="listing-price"]')).toHaveText(/^= €\s385\.000$/);
  await plain.close();
});
