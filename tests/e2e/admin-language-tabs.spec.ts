// The editors' texts per language (components/admin/language-tabs.tsx) are every language's fields
// one under the other until the page's scripts run, then tabs. The page is hydrated in slices, and
// an agent may type in between: what was typed must still be there once the fields are tabs, and be
// saved. Twice a fresh-clone run lost a photo's alt text typed just then.
import { query } from "../support/e2e-database.ts";
import { holdRequests } from "../support/hold-requests.ts";
import { signedInStaff } from "../support/staff-accounts.ts";
import { expect, test } from "./fixtures.ts";

const SCRIPTS = /\/assets\/.+\.js$/;

test("what an agent types into a new listing's texts before the page runs is kept in its tabs and saved", async ({
  page,
}) => {
  await signedInStaff(page, "agent", "Tineke Tabs");
  const word = `Tabwoning${Date.now().toString(36)}`;
  const titles = { nl: `${word} met tuin`, de: `${word} mit Garten` };

  // The page's scripts are held back: the agent types into the page as the server sent it.
  const release = await holdRequests(page, SCRIPTS);
  const opened = page.goto("/admin/properties/new/");
  await page.getByLabel("Titel (NL)").fill(titles.nl);
  await page.getByLabel("Titel (DE)").fill(titles.de);
  await expect(page.getByRole("tab")).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Deutsch" })).toBeVisible();

  // The scripts run: the fields become tabs, Dutch shown first, and keep what was typed.
  release();
  await opened;
  await page.unroute(SCRIPTS);
  await expect(page.getByRole("tab", { selected: true })).toContainText("Nederlands");
  await expect(page.getByLabel("Titel (NL)")).toHaveValue(titles.nl);
  await page.getByRole("tab", { name: /Deutsch/ }).click();
  await expect(page.getByLabel("Titel (DE)")).toHaveValue(titles.de);

  await page.getByLabel("Type", { exact: true }).selectOption({ label: "Huis" });
  await page.getByLabel("Postcode").fill("1500");
  await page.getByLabel("Gemeente", { exact: true }).fill("Halle");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("Het pand is aangemaakt als concept.")).toBeVisible();
  const id = Number(/\/admin\/properties\/(\d+)\//.exec(page.url())?.[1]);
  const saved = await query<{ language: string; title: string }>(
    "select language, title from property_texts where property_id = $1 and language in ('nl', 'de') order by language",
    [id],
  );
  expect(saved).toEqual([
    { language: "de", title: titles.de },
    { language: "nl", title: titles.nl },
  ]);
});
