// Search demands and the newsletter in the back office, as the demo agent. A demand of this test's
// own is found by its state and address, its page reads its criteria in words and links the property
// it was alerted about, and unsubscribing it stops it (audited). The newsletter's CSV download (by an
// agent with two-factor codes, which it needs) holds this test's confirmed subscriber, as a Belgian
// spreadsheet reads it, and none of the others.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { LANGUAGES } from "../../app/i18n/languages.ts";
import { ADMIN_VISITS_MESSAGES, type AdminVisitsMessages } from "../../app/i18n/messages/admin-visits.ts";
import { query } from "../support/e2e-database.ts";
import { inAnyLanguage } from "../support/sign-in-form.ts";
import { openSignedIn, signedInWithTwoFactor } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

const AGENT_ID = "demo-agent";

/** A back-office text in whichever language the agent has (another spec switches it for a moment). */
function text(pick: (m: AdminVisitsMessages) => string, values: Record<string, string | number> = {}): RegExp {
  return inAnyLanguage(ADMIN_VISITS_MESSAGES, pick, values);
}

async function signIn(page: Page, next: string): Promise<void> {
  await openSignedIn(page, AGENT_ID, next);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === next);
}

function unique(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

test("a demand is found by state and address, read in words with its matches, and unsubscribed", async ({ page }) => {
  const tag = unique("demand");
  const [property] = await query<{ id: number; type_web_id: number }>(
    "select id, type_web_id from properties where status = 'published' and goal = 0 order by id limit 1",
  );
  const [type] = await query<{ names: Record<string, string> }>("select names from property_types where web_id = $1", [
    property?.type_web_id,
  ]);
  const criteria = {
    goal: 0,
    typeWebIds: [property?.type_web_id],
    regions: ["1500", "Halle"],
    budgetMax: 300000,
    bedroomsMin: 2,
  };
  const [active] = await query<{ id: number }>(
    `insert into demands (token, language, email, name, criteria, confirmed_at)
     values ($1, 'fr', $2, 'Zoë Dupré', $3, now()) returning id`,
    [`${tag}-a`, `${tag}-active@example.be`, JSON.stringify(criteria)],
  );
  await query(`insert into demands (token, language, email, name, criteria) values ($1, 'nl', $2, 'Jan Wachter', $3)`, [
    `${tag}-w`,
    `${tag}-waiting@example.be`,
    JSON.stringify(criteria),
  ]);
  await query("insert into demand_matches (demand_id, property_id) values ($1, $2)", [active?.id, property?.id]);

  await signIn(page, `/admin/demands/?q=${tag}`);
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(2);
  // Newest first.
  await expect(rows.first()).toContainText(`${tag}-waiting@example.be`);
  await expectNoAxeViolations(page);
  await page.getByLabel(text((m) => m.demands.state)).selectOption("active");
  await page.getByRole("button", { name: text((m) => m.demands.filter) }).click();
  await expect(page).toHaveURL(/state=active/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${tag}-active@example.be`);
  await expect(rows.first().getByRole("cell").nth(4)).toHaveText(text((m) => m.demands.states.active));

  await rows.first().getByRole("link", { name: "Zoë Dupré" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/demands/${active?.id}/$`));
  await expect(
    page.getByRole("heading", { level: 1, name: text((m) => m.demands.demand, { id: active?.id ?? 0 }) }),
  ).toBeVisible();
  const criterion = (label: (m: AdminVisitsMessages) => string) =>
    page
      .locator(".admin-fact", { has: page.getByRole("term").filter({ hasText: text(label) }) })
      .getByRole("definition");
  await expect(criterion((m) => m.demands.goal)).toHaveText(text((m) => m.demands.goals.sale));
  await expect(criterion((m) => m.demands.types)).toHaveText(
    new RegExp(`^(${Object.values(type?.names ?? {}).join("|")})$`),
  );
  await expect(criterion((m) => m.demands.regions)).toHaveText("1500, Halle");
  await expect(criterion((m) => m.demands.budget)).toHaveText(
    text((m) => m.demands.atMost, { value: "€\u00a0300.000" }),
  );
  await expect(criterion((m) => m.demands.bedrooms)).toHaveText(text((m) => m.demands.atLeast, { value: 2 }));
  const match = page.locator(".admin-matches a");
  await expect(match).toHaveAttribute("href", new RegExp(`/${property?.id}/$`));
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: text((m) => m.demands.unsubscribe) }).click();
  await expect(page.getByText(text((m) => m.demands.unsubscribed))).toBeVisible();
  await expect(page.getByRole("button", { name: text((m) => m.demands.unsubscribe) })).toHaveCount(0);
  const [row] = await query<{ unsubscribed_at: Date | null }>("select unsubscribed_at from demands where id = $1", [
    active?.id,
  ]);
  expect(row?.unsubscribed_at).not.toBeNull();
  const audit = await query<{ actor_name: string }>(
    "select actor_name from audit_log where action = 'demand.unsubscribe' and subject = $1",
    [`demand ${active?.id}`],
  );
  expect(audit.map((line) => line.actor_name)).toEqual(["Jan De Smet"]);

  // The match's link leads to the property's public page.
  await match.click();
  await expect(page).toHaveURL(new RegExp(`/${property?.id}/$`));
});

test("the newsletter CSV holds the confirmed, subscribed addresses only, as Belgian spreadsheets read it", async ({
  page,
}) => {
  // The export needs two-factor codes: an agent of this test's own with them, signed in.
  const exporter = await signedInWithTwoFactor(page.context(), "agent", "Nele Export");
  const tag = unique("news");
  const subscribers = [
    // A name a spreadsheet would run as a formula, with a separator and a quote in it.
    { email: `${tag}-confirmed@example.be`, name: '=HYPERLINK("x";"Zoë")', confirmed: true, unsubscribed: false },
    { email: `${tag}-waiting@example.be`, name: "Wacht Nog", confirmed: false, unsubscribed: false },
    { email: `${tag}-left@example.be`, name: "Weg Nu", confirmed: true, unsubscribed: true },
  ];
  for (const [index, subscriber] of subscribers.entries()) {
    await query(
      `insert into newsletter_subscribers (token, language, email, name, confirmed_at, unsubscribed_at)
       values ($1, 'fr', $2, $3, case when $4 then now() end, case when $5 then now() end)`,
      [`${tag}-${index}`, subscriber.email, subscriber.name, subscriber.confirmed, subscriber.unsubscribed],
    );
  }
  const exports = async () =>
    (
      await query<{ n: number }>(
        "select count(*)::int as n from audit_log a join users u on u.id = a.actor_id where a.action = 'newsletter.export' and u.email = $1",
        [exporter.email],
      )
    )[0]?.n ?? 0;
  const exportsBefore = await exports();
  await page.goto(`/admin/newsletter/?q=${tag}`);
  await expect(page.locator("tbody tr")).toHaveCount(3);
  await expectNoAxeViolations(page);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: text((m) => m.newsletter.export) }).click();
  const file = await (await download).path();
  expect((await download).suggestedFilename()).toMatch(/^[\w-]+-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const content = bytes.subarray(3).toString("utf8");
  // Every line ends in CRLF, none in a bare LF.
  expect(content.endsWith("\r\n")).toBe(true);
  expect(content.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  const lines = content.split("\r\n");
  const header = (language: (typeof LANGUAGES)[number]) =>
    Object.values(ADMIN_VISITS_MESSAGES[language].newsletter.csv)
      .map((name) => `"${name}"`)
      .join(";");
  expect(LANGUAGES.map(header)).toContain(lines[0]);
  const mine = lines.filter((line) => line.includes(tag));
  expect(mine).toHaveLength(1);
  // Every field quoted (its quotes doubled), the formula shown as text behind an apostrophe.
  expect(mine[0]).toMatch(
    new RegExp(
      `^"${tag}-confirmed@example\\.be";"'=HYPERLINK\\(""x"";""Zoë""\\)";"fr";"\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}"$`,
    ),
  );
  expect(await exports()).toBeGreaterThan(exportsBefore);
});
