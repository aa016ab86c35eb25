// The portal figures upload in the back office, in a browser: a file with mistakes is refused whole
// with each bad line and its reason on the page; a good file is imported, shown and audit-logged.
import type { Page } from "@playwright/test";
import { query } from "../support/e2e-database.ts";
import { newAccount, openSignedIn } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

const PATH = "/admin/portal-figures/";

async function signIn(page: Page, account: { id: string }): Promise<void> {
  await openSignedIn(page, account.id, PATH);
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
}

async function upload(page: Page, csv: string): Promise<void> {
  await page
    .getByLabel("CSV-bestand")
    .setInputFiles({ name: "figures.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Inlezen" }).click();
}

test("staff import a portal's figures; a file with mistakes changes nothing and names its lines", async ({ page }) => {
  const agent = await newAccount("agent", "Figures Agent");
  // A property of its own and a portal no other spec or the demo uses, so the rows are this test's.
  const [property] = await query<{ id: number }>(
    "select id from properties where status = 'published' order by published_at asc, id asc offset 5 limit 1",
  );
  if (!property) throw new Error("no published property");
  const figures = () =>
    query<{ day: string; views: number; contacts: number }>(
      "select to_char(day, 'YYYY-MM-DD') as day, views, contacts from portal_daily_figures where property_id = $1 and portal = 'immovlan' order by day",
      [property.id],
    );
  await signIn(page, agent);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cijfers van vastgoedportalen");

  await upload(
    page,
    `property;portal;day;views;contacts\n${property.id};immovlan;2026-10-01;12;1\n${property.id};immovlan;2026-10-32;3;0\n999999;immovlan;2026-10-02;4;0\n${property.id};immovlan;2026-10-03;4;x\n`,
  );
  const refusal = page.getByRole("alert");
  await expect(refusal).toContainText("Het bestand werd niet ingelezen");
  await expect(refusal).toContainText("Regel 3: „2026-10-32” is geen datum in de vorm JJJJ-MM-DD");
  await expect(refusal).toContainText("Regel 5: „x” is geen geldig aantal contacten");
  await expect(refusal).toContainText("Regel 4: er is geen pand met nummer 999999");
  await expectNoAxeViolations(page);
  expect(await figures()).toEqual([]);

  await upload(
    page,
    `property,portal,day,views,contacts\n${property.id},Immovlan,2026-10-01,12,1\n${property.id},Immovlan,2026-10-02,9,0\n`,
  );
  await expect(page.getByText("2 cijfers ingelezen voor 1 pand (Immovlan).")).toBeVisible();
  expect(await figures()).toEqual([
    { day: "2026-10-01", views: 12, contacts: 1 },
    { day: "2026-10-02", views: 9, contacts: 0 },
  ]);
  const [published] = await query<{ since: string }>(
    "select to_char(since, 'YYYY-MM-DD') as since from property_publications where property_id = $1 and portal = 'immovlan'",
    [property.id],
  );
  expect(published?.since).toBe("2026-10-01");
  const [line] = await query<{ actor_name: string; details: { figures: number } }>(
    "select actor_name, details from audit_log where action = 'portal-figures.import' and actor_id = (select id from users where email = $1)",
    [agent.email],
  );
  expect(line).toMatchObject({ actor_name: "Figures Agent", details: { figures: 2 } });
});
