// The agent's morning in the back office: the requests list sorted by its column heads, the ticked
// requests given to the agent at once (with JavaScript and without), "mine" and a saved filter; a task
// typed by hand, refused without its words, then ticked off; and the overview whose every tile leads
// to a list that shows the tile's number.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { query } from "../support/e2e-database.ts";
import { tabTo } from "../support/keyboard.ts";
import { newAccount, openSignedIn } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

/** Three requests of this run's own, each from another person, about nothing. */
async function requestsOfRun(run: string): Promise<number[]> {
  const ids: number[] = [];
  for (const name of [`Zoë ${run}`, `Anna ${run}`, `Mia ${run}`]) {
    const [row] = await query<{ id: number }>(
      `insert into leads (kind, language, email, name, fields, verified, submission_key)
       values ('site-contact', 'nl', $1, $2, '{}', true, $3) returning id`,
      [`${name.split(" ")[0]?.toLowerCase()}-${run}@example.be`, name, `inbox-${run}-${name}`],
    );
    ids.push(row?.id ?? 0);
  }
  return ids;
}

/** The names in the list's rows, top to bottom. */
function names(page: Page) {
  return page.locator(".admin-lead-table tbody th a");
}

test("the requests list sorts by its heads, gives the ticked requests to me, and keeps a filter by name", async ({
  page,
}) => {
  const run = randomUUID().slice(0, 8);
  await requestsOfRun(run);
  const agent = await newAccount("agent", `Agent ${run}`);
  await openSignedIn(page, agent.id, `/admin/leads/?q=${run}`);
  await expect(page.getByText("3 aanvragen", { exact: true })).toBeVisible();
  // The newest first, then by person from A, then the other way round.
  await expect(names(page)).toHaveText([`Mia ${run}`, `Anna ${run}`, `Zoë ${run}`]);
  await page.getByRole("link", { name: /^Persoon/ }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${run}&sort=person&dir=asc$`));
  await expect(page.getByRole("columnheader", { name: /^Persoon/ })).toHaveAttribute("aria-sort", "ascending");
  await expect(names(page)).toHaveText([`Anna ${run}`, `Mia ${run}`, `Zoë ${run}`]);
  await page.getByRole("link", { name: /^Persoon/ }).click();
  await expect(page.getByRole("columnheader", { name: /^Persoon/ })).toHaveAttribute("aria-sort", "descending");
  await expect(names(page)).toHaveText([`Zoë ${run}`, `Mia ${run}`, `Anna ${run}`]);
  await expectNoAxeViolations(page);

  // Two ticked and given to me in one go; the third stays nobody's.
  await page.getByRole("checkbox", { name: `Aanvraag van Zoë ${run} kiezen` }).check();
  await page.getByRole("checkbox", { name: `Aanvraag van Anna ${run} kiezen` }).check();
  await page.getByLabel("Toewijzen aan").selectOption(agent.id);
  await page.getByRole("button", { name: "Toewijzen", exact: true }).click();
  await expect(page.getByText("2 aanvragen gewijzigd.")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`Zoë ${run}`) })).toContainText(`Agent ${run}`);
  await expect(page.getByRole("row", { name: new RegExp(`Mia ${run}`) })).not.toContainText(`Agent ${run}`);

  // "Mine" is a link above the list: the agent's two.
  await page.getByRole("link", { name: "Mijn aanvragen" }).click();
  await expect(page.getByText("2 aanvragen", { exact: true })).toBeVisible();

  // The list's filters kept under a name, shown as a link, and removed again.
  await page.goto(`/admin/leads/?q=${run}&sort=person&dir=desc`);
  await page.locator("summary", { hasText: "Deze filters bewaren als" }).click();
  await page.getByRole("button", { name: "Bewaren" }).click();
  await expect(page.getByText("Dit veld is verplicht.")).toBeVisible();
  await page.getByRole("textbox", { name: "Deze filters bewaren als" }).fill(`Run ${run}`);
  await page.getByRole("button", { name: "Bewaren" }).click();
  await expect(page.getByText("Het filter is bewaard.")).toBeVisible();
  await page.goto("/admin/leads/");
  await page.getByRole("link", { name: `Run ${run}` }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${run}&sort=person&dir=desc$`));
  await expect(names(page)).toHaveText([`Zoë ${run}`, `Mia ${run}`, `Anna ${run}`]);
  await page.getByRole("button", { name: `Filter Run ${run} verwijderen` }).click();
  await expect(page.getByText("Het filter is verwijderd.")).toBeVisible();
  await expect(page.getByRole("link", { name: `Run ${run}` })).toHaveCount(0);
  const audit = await query<{ action: string }>("select action from audit_log where actor_id = $1 order by id", [
    agent.id,
  ]);
  expect(audit.map((line) => line.action)).toEqual(["lead.assign", "lead.assign"]);
});

test("without JavaScript, the ticked requests are set to done", async ({ browser }) => {
  const run = randomUUID().slice(0, 8);
  const [, anna] = await requestsOfRun(run);
  const agent = await newAccount("agent", `Agent ${run}`);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await openSignedIn(page, agent.id, `/admin/leads/?q=${run}`);
  // Nothing ticked: the page says what to do first.
  await page.getByRole("button", { name: "Status zetten" }).click();
  await expect(page.getByText("Kies eerst een of meer aanvragen in de lijst.")).toBeVisible();
  await page.goto(`/admin/leads/?q=${run}`);
  await page.getByRole("checkbox", { name: `Aanvraag van Anna ${run} kiezen` }).check();
  await page.getByLabel("Nieuwe status").selectOption("done");
  await page.getByRole("button", { name: "Status zetten" }).click();
  await expect(page.getByText("1 aanvraag gewijzigd.")).toBeVisible();
  const [stored] = await query<{ status: string }>("select status from leads where id = $1", [anna]);
  expect(stored?.status).toBe("done");
  await context.close();
});

test("a task typed by hand is refused without its words, added, ticked off and found among the done", async ({
  page,
}) => {
  const run = randomUUID().slice(0, 8);
  const agent = await newAccount("agent", `Agent ${run}`);
  await openSignedIn(page, agent.id, "/admin/tasks/");
  await expect(page.getByText("Geen taken.")).toBeVisible();
  await page.getByRole("button", { name: "Taak toevoegen" }).click();
  await expect(page.getByText("Dit veld is verplicht.")).toBeVisible();
  await page.getByRole("textbox", { name: "Wat" }).fill(`Sleutels ophalen ${run}`);
  await page.getByRole("button", { name: "Taak toevoegen" }).click();
  await expect(page.getByText("De taak is toegevoegd.")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(`Sleutels ophalen ${run}`) });
  await expect(row).toContainText("vandaag");
  await expect(row).toContainText(`Agent ${run}`);
  await expectNoAxeViolations(page);
  await row.getByRole("button", { name: `Sleutels ophalen ${run}: gedaan` }).click();
  await expect(page.getByText("De taak is bijgewerkt.")).toBeVisible();
  await expect(page.getByText("Geen taken.")).toBeVisible();
  await page.getByLabel("Toon").selectOption("done");
  await page.getByRole("button", { name: "Tonen" }).click();
  await expect(page.getByRole("row", { name: new RegExp(`Sleutels ophalen ${run}`) })).toBeVisible();

  // A task after a visit, planned from its booking: it names the visit and links to it.
  const [slot] = await query<{ id: number }>(
    `select s.id from visit_slots s join visit_bookings b on b.slot_id = s.id
     where b.cancelled_at is null order by s.id limit 1`,
  );
  await page.goto(`/admin/visits/${slot?.id}/`);
  await page.locator("summary", { hasText: "Taak na dit bezoek" }).first().click();
  await page.getByRole("button", { name: "Taak plannen" }).first().click();
  await expect(page.getByText("De taak staat bij uw taken.")).toBeVisible();
  await page.goto("/admin/tasks/");
  await page.getByRole("link", { name: "Bezoek opvolgen" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/visits/${slot?.id}/$`));
});

test("each tile of the overview leads to a list that shows the tile's number", async ({ page }) => {
  const run = randomUUID().slice(0, 8);
  await requestsOfRun(run);
  const agent = await newAccount("agent", `Agent ${run}`);
  await query("insert into tasks (title, due_on, assigned_to) values ($1, current_date - 1, $2)", [
    `Te laat ${run}`,
    agent.id,
  ]);
  await openSignedIn(page, agent.id, "/admin/");
  await expect(page.getByRole("region", { name: "Aanvragen van vandaag" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Mijn taken voor vandaag" })).toContainText(`Te laat ${run}`);
  await expectNoAxeViolations(page);
  // Requests come in from other tests meanwhile: a tile and its list are compared again until both
  // were read with nothing in between.
  const requests = /^\d+ aanvra(ag|gen)$/;
  const tiles: [string, RegExp][] = [
    ["Nieuwe aanvragen vandaag", requests],
    ["Aanvragen met status nieuw", requests],
    ["Nieuw en niet toegewezen", requests],
    ["Mijn taken voor vandaag", /^\d+ ta(ak|ken)$/],
    ["Mislukte e-mails", /^\d+ e-mails?$/],
  ];
  for (const [label, total] of tiles) {
    await expect
      .poll(async () => {
        await page.goto("/admin/");
        const tile = page.locator(".admin-counts li").filter({ hasText: label });
        const count = await tile.locator(".admin-count-number").textContent();
        await tile.getByRole("link").click();
        await page.waitForURL((url) => url.pathname !== "/admin/");
        const said = await page.getByText(total).first().textContent();
        return said?.startsWith(`${count} `) ? "same" : `${label}: ${count} against ${said}`;
      })
      .toBe("same");
  }
  await page.goto("/admin/");
  const visits = page.locator(".admin-counts li").filter({ hasText: "Bezoeken vandaag" });
  const booked = Number(await visits.locator(".admin-count-number").textContent());
  await visits.getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/visits\/\?view=day&day=\d{4}-\d\d-\d\d$/);
  if (booked > 0) await expect(page.locator(".admin-summary")).toHaveText(new RegExp(`^${booked} bezoek`));
  else await expect(page.locator(".admin-summary")).toHaveCount(0);
});

test("by keyboard alone, an agent sorts the list, ticks a request and gives it to themselves", async ({ page }) => {
  const run = randomUUID().slice(0, 8);
  const [, anna] = await requestsOfRun(run);
  const agent = await newAccount("agent", `Agent ${run}`);
  await openSignedIn(page, agent.id, `/admin/leads/?q=${run}`);
  await tabTo(page, page.getByRole("link", { name: /^Persoon/ }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/sort=person&dir=asc$/);
  await tabTo(page, page.getByRole("checkbox", { name: `Aanvraag van Anna ${run} kiezen` }));
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: `Aanvraag van Anna ${run} kiezen` })).toBeChecked();
  // The bulk form above the list: its native select, then Tab to its button and Enter.
  const assignee = page.getByLabel("Toewijzen aan");
  await assignee.focus();
  await assignee.selectOption(agent.id);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Toewijzen", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("1 aanvraag gewijzigd.")).toBeVisible();
  const [stored] = await query<{ assigned_to: string }>("select assigned_to from leads where id = $1", [anna]);
  expect(stored?.assigned_to).toBe(agent.id);
});
