// The visits page's views and tools, as staff of the spec's own (in Dutch): the demo's busiest week
// of every property as a grid that fits a 1280x800 screen, a day on a 360 px phone without sideways
// scrolling; the property search narrowing the drop-down without JavaScript (sent) and with it (as one
// types); and a private calendar address, made on the page, read without a session by a real
// iCalendar parser, then replaced (the old one answers 404).
import { addDays, brusselsDay, mondayOf } from "../../app/domain/brussels-day.ts";
import { fill, fillCount } from "../../app/i18n/fill.ts";
import { ADMIN_VISITS_MESSAGES } from "../../app/i18n/messages/admin-visits.ts";
import { query } from "../support/e2e-database.ts";
import { parseCalendar } from "../support/ical-feed.ts";
import { signedInStaff } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures.ts";

const t = ADMIN_VISITS_MESSAGES.nl;

/** The week ahead with the most slots of all properties (counting its slots still to come). */
async function busiestWeek(): Promise<{ monday: string; count: number }> {
  const [row] = await query<{ monday: string; count: number }>(
    `select to_char(date_trunc('week', starts_at at time zone 'Europe/Brussels'), 'YYYY-MM-DD') as monday,
            count(*)::int as count
       from visit_slots where starts_at > now()
      group by 1 order by 2 desc, 1 limit 1`,
  );
  if (!row) throw new Error("the demo has no visit slots ahead");
  return row;
}

test("the week of every property fits a 1280x800 screen; a day fits a 360 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInStaff(page, "agent", "Views Spec");
  const busiest = await busiestWeek();
  const [all] = await query<{ count: number }>(
    `select count(*)::int as count from visit_slots
      where date_trunc('week', starts_at at time zone 'Europe/Brussels') = $1::date`,
    [busiest.monday],
  );
  const week = { monday: busiest.monday, count: all?.count ?? 0 };
  await page.goto(`/admin/visits/?week=${week.monday}`);
  const grid = page.locator(".admin-week-grid");
  // Every property's slots of a time are one row that opens the day; a slot alone at its time is its own.
  await expect(grid.locator(".admin-week-slot").first()).toBeVisible();
  const rows = await grid.locator(".admin-week-slot").count();
  expect(rows).toBeLessThan(week.count);
  await expect(page.getByText(fill(t.visits.truncated, { count: 600 }))).toHaveCount(0);
  const box = await grid.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(800);
  expect(box?.width).toBeLessThanOrEqual(1280);
  await expectNoAxeViolations(page);

  // A day of that week on a phone: the day's slots with who booked, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  const day = addDays(week.monday, 1);
  await page.goto(`/admin/visits/?view=day&day=${day}`);
  await expect(page.getByRole("link", { name: t.visits.dayView, exact: true })).toHaveAttribute("aria-current", "page");
  const slots = await query<{ n: number }>(
    `select count(*)::int as n from visit_slots
      where (starts_at at time zone 'Europe/Brussels')::date = $1::date`,
    [day],
  );
  await expect(page.locator(".admin-day-slots > li")).toHaveCount(slots[0]?.n ?? 0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  // The next day by keyboard.
  const next = page.getByRole("link", { name: t.visits.nextDay });
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`day=${addDays(day, 1)}`));
});

/** A published property with a reference, as the search finds it. */
async function propertyWithReference(): Promise<{ id: number; reference: string }> {
  const [row] = await query<{ id: number; reference: string }>(
    `select id, reference from properties p
      where status = 'published' and marquee <= 2 and reference is not null and reference <> ''
        and (select count(*) from properties o where o.reference ilike p.reference || '%') = 1
      order by id limit 1`,
  );
  if (!row) throw new Error("the demo has no property with a reference of its own");
  return row;
}

test("the property search narrows the drop-down without JavaScript, and as one types with it", async ({
  browser,
  page,
}) => {
  const property = await propertyWithReference();
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signedInStaff(context, "agent", "Views Spec");
  const plain = await context.newPage();
  await plain.goto("/admin/visits/");
  const before = await plain.locator("#visit-property option").count();
  expect(before).toBeGreaterThan(20);
  await plain.getByLabel(t.visits.search).fill(property.reference.toLowerCase());
  await plain.getByRole("button", { name: t.visits.show }).click();
  await expect(plain).toHaveURL(/[?&]q=/);
  // "All properties" and the one found; the add form offers the same.
  await expect(plain.locator("#visit-property option")).toHaveCount(2);
  await expect(plain.locator(`#visit-property option[value="${property.id}"]`)).toHaveCount(1);
  await expect(
    plain.getByText(fillCount("nl", t.visits.matches, 1, { query: property.reference.toLowerCase() })),
  ).toBeVisible();
  await plain.locator("#visit-property").selectOption(String(property.id));
  await plain.getByRole("button", { name: t.visits.show }).click();
  await expect(plain).toHaveURL(new RegExp(`property=${property.id}`));
  await context.close();

  await signedInStaff(page, "agent", "Views Spec");
  await gotoHydrated(page, "/admin/visits/");
  const search = page.getByLabel(t.visits.search);
  await search.pressSequentially(property.reference);
  await expect(page.locator("#visit-property option")).toHaveCount(2);
  await expect(page.getByText(fillCount("nl", t.visits.matches, 1, { query: property.reference }))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/visits\/$/);
  await expectNoAxeViolations(page);
  await search.fill("");
  await expect(page.locator("#visit-property option")).toHaveCount(before);
});

test("a private calendar address holds the agent's visits, read without a session; a new one ends it", async ({
  page,
  playwright,
  baseURL,
}) => {
  const account = await signedInStaff(page, "agent", "Feed Spec");
  const [agent] = await query<{ id: string }>("select id from users where email = $1", [account.email]);
  const [property] = await query<{ id: number }>(
    "select id from properties where status = 'published' and marquee <= 2 order by id limit 1",
  );
  const day = addDays(mondayOf(brusselsDay(new Date())), 70);
  const [slot] = await query<{ id: number; starts_at: Date }>(
    `insert into visit_slots (property_id, starts_at, ends_at, capacity, staff_id)
     values ($1, ($2::date + time '10:00') at time zone 'Europe/Brussels',
             ($2::date + time '10:30') at time zone 'Europe/Brussels', 1, $3)
     returning id, starts_at`,
    [property?.id, day, agent?.id],
  );
  const email = `feed-${Date.now()}@example.be`;
  const [lead] = await query<{ id: number }>(
    `insert into leads (kind, language, property_id, email, name, fields, verified, submission_key)
     values ('visit', 'nl', $1, $2, 'Ria Feed', '{"phone": "0471 00 11 22"}', true, $2) returning id`,
    [property?.id, email],
  );
  await query("insert into visit_bookings (slot_id, lead_id) values ($1, $2)", [slot?.id, lead?.id]);
  await query("update visit_slots set booked = 1 where id = $1", [slot?.id]);

  await page.goto("/admin/visits/");
  await expect(page.getByText(t.feed.none)).toBeVisible();
  await page.getByRole("button", { name: t.feed.make }).click();
  const address = page.getByLabel(t.feed.made);
  await expect(address).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await address.inputValue();
  await expectNoAxeViolations(page);

  // A calendar app: no cookies, no session.
  const app = await playwright.request.newContext({ baseURL });
  const answer = await app.get(new URL(first).pathname);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const calendar = parseCalendar(await answer.text());
  const visit = calendar.events.find((event) => event.uid.startsWith(`visit-slot-${slot?.id}@`));
  expect(visit?.start).toEqual(new Date(slot?.starts_at ?? 0));
  expect(visit?.description).toContain("Ria Feed · 0471 00 11 22");
  expect(calendar.events.every((event) => event.utc)).toBe(true);

  // Shown once: the page says since when, not the address; a new one ends the old.
  await page.goto("/admin/visits/");
  await expect(page.getByLabel(t.feed.made)).toHaveCount(0);
  await page.getByRole("button", { name: t.feed.renew }).click();
  const second = await page.getByLabel(t.feed.made).inputValue();
  expect(second).not.toBe(first);
  expect((await app.get(new URL(first).pathname)).status()).toBe(404);
  expect((await app.get(new URL(second).pathname)).status()).toBe(200);
  await app.dispose();
});
