// Visit slots in the back office, as the demo agent: a weekly series added for a property shows in
// the week view (previous and next week by keyboard) and in the list; a visitor books one of its
// slots on the public visit form; the agent sees who booked it, cancels the booking, and the visitor's
// mail with the calendar cancellation of their invitation waits in the outbox; the audit says who did
// it. Everything is found by this test's own property, slots and address, never by counting.
import type { Page } from "@playwright/test";
import { addDays, brusselsDay, mondayOf } from "../../app/domain/brussels-day.ts";
import { ADMIN_VISITS_MESSAGES, type AdminVisitsMessages } from "../../app/i18n/messages/admin-visits.ts";
import { demoListingIds } from "../support/demo-listings.ts";
import { query } from "../support/e2e-database.ts";
import { inAnyLanguage } from "../support/sign-in-form.ts";
import { openSignedIn } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

const AGENT_ID = "demo-agent";

/**
 * A back-office text in whichever language the agent has: another spec switches the demo agent's
 * language for a moment, and this one must not depend on that.
 */
function text(pick: (m: AdminVisitsMessages) => string, values: Record<string, string | number> = {}): RegExp {
  return inAnyLanguage(ADMIN_VISITS_MESSAGES, pick, values);
}

async function signIn(page: Page, next: string): Promise<void> {
  await openSignedIn(page, AGENT_ID, next);
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?.]/g, "\\$&")}$`));
}

/**
 * A visitable property of the demo that is neither the first with a free visit slot nor one whose
 * slots are all taken: other specs pick those, and adding free slots to them would change what they
 * find. The demo's only: the listings other specs make meanwhile are the newest, and may go mid-test.
 */
async function propertyOfOurOwn(): Promise<number> {
  const [row] = await query<{ id: number }>(
    `select p.id from properties p
      where p.status = 'published' and p.marquee <= 2 and p.id = any($1::int[])
        and (not exists (select 1 from visit_slots s where s.property_id = p.id)
             or exists (select 1 from visit_slots s where s.property_id = p.id
                        and s.starts_at > now() and s.booked < s.capacity))
        and p.id > coalesce((select min(s.property_id) from visit_slots s
                             where s.starts_at > now() and s.booked < s.capacity), 0)
      order by p.id desc limit 1`,
    [demoListingIds()],
  );
  if (!row) throw new Error("the demo has no visitable property for this test");
  return row.id;
}

// In order, in one worker: the first test counts the slots it adds to a property the second uses too.
// (A failure in one does not skip the other.)
test.describe.configure({ mode: "default" });

test("weekly slots are added and shown by week, the next week reached by keyboard", async ({ page }) => {
  const propertyId = await propertyOfOurOwn();
  const [{ last } = { last: 0 }] = await query<{ last: number }>(
    "select coalesce(max(id), 0)::int as last from visit_slots",
  );
  // Some weeks ahead, on a weekday of its own, so the three slots are still to come all test long.
  const firstDay = addDays(brusselsDay(new Date()), 35 + (propertyId % 7));
  const secondDay = addDays(firstDay, 7);

  await signIn(page, `/admin/visits/?property=${propertyId}`);
  await expect(page.getByRole("heading", { level: 1, name: text((m) => m.visits.title) })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.locator("section.admin-slot-form");
  await form.getByLabel(text((m) => m.visits.property)).selectOption(String(propertyId));
  await form.getByLabel(text((m) => m.visits.date)).fill(firstDay);
  await form.getByLabel(text((m) => m.visits.time)).fill("10:30");
  await form.getByLabel(text((m) => m.visits.duration)).fill("45");
  await form.getByLabel(text((m) => m.visits.capacity)).fill("2");
  await form.getByLabel(text((m) => m.visits.weeks)).fill("3");
  await form.getByRole("button", { name: text((m) => m.visits.addButton) }).click();

  await expect(page).toHaveURL(new RegExp(`week=${mondayOf(firstDay)}&added=3$`));
  await expect(page.getByText(text((m) => m.visits.added.other, { count: 3 }))).toBeVisible();
  const slots = await query<{ id: number; starts_at: Date }>(
    "select id, starts_at from visit_slots where property_id = $1 and id > $2 order by starts_at",
    [propertyId, last],
  );
  expect(slots.map((slot) => brusselsDay(new Date(slot.starts_at)))).toEqual([
    firstDay,
    secondDay,
    addDays(firstDay, 14),
  ]);

  // The week grid: the slot under its day, at its Brussels time, nobody booked yet.
  const firstSlot = page.locator(".admin-slot", { has: page.locator(`a[href="/admin/visits/${slots[0]?.id}/"]`) });
  await expect(firstSlot.getByRole("link", { name: "10:30 – 11:15" })).toBeVisible();
  await expect(firstSlot.locator(".admin-slot-nobody .visually-hidden")).toHaveText(
    text((m) => m.visits.places.other, { booked: 0, capacity: 2 }),
  );
  await expectNoAxeViolations(page);

  // Next week by keyboard: the next slot of the series.
  const next = page.getByRole("link", { name: text((m) => m.visits.nextWeek) });
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`week=${mondayOf(secondDay)}`));
  await expect(page.locator(`.admin-slot a[href="/admin/visits/${slots[1]?.id}/"]`)).toHaveText("10:30 – 11:15");
  await page.getByRole("link", { name: text((m) => m.visits.prevWeek) }).click();
  await expect(page).toHaveURL(new RegExp(`week=${mondayOf(firstDay)}`));
});

test("a slot booked by a visitor shows in the list, and the booking is cancelled with a mail", async ({
  page,
  browser,
}) => {
  const propertyId = await propertyOfOurOwn();
  // A slot of its own, some weeks ahead, on a day the test above leaves free.
  const day = addDays(brusselsDay(new Date()), 36 + (propertyId % 7));
  const slots = await query<{ id: number }>(
    `insert into visit_slots (property_id, starts_at, ends_at, capacity)
     values ($1, ($2::date + time '10:30') at time zone 'Europe/Brussels',
             ($2::date + time '11:15') at time zone 'Europe/Brussels', 2)
     returning id`,
    [propertyId, day],
  );
  await signIn(page, `/admin/visits/?property=${propertyId}&week=${mondayOf(day)}`);

  // A visitor books the slot on the property's visit form (without JavaScript, as some do).
  const email = `visit-cancel-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.be`;
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const visitPage = await visitor.newPage();
  await visitPage.goto(`/property/${propertyId}/`);
  await visitPage.getByRole("link", { name: "Bezoek aanvragen" }).first().click();
  await visitPage.locator(`input[name="slot"][value="${slots[0]?.id}"]`).check();
  await visitPage.getByLabel("Mevr.").check();
  await visitPage.getByRole("textbox", { name: "Voornaam (verplicht)", exact: true }).fill("Annelies");
  await visitPage.getByRole("textbox", { name: "Familienaam (verplicht)", exact: true }).fill("Bezoeker");
  await visitPage.getByLabel("E-mailadres").fill(email);
  await visitPage.getByLabel("Telefoonnummer").fill("0470 12 34 56");
  await visitPage.getByRole("button", { name: "Versturen" }).click();
  await expect(visitPage).toHaveURL(/\/nl\/bedankt\/bezoek\/\?receipt=[\w.-]+$/);
  await visitor.close();
  const [lead] = await query<{ id: number; name: string }>("select id, name from leads where email = $1", [email]);
  expect(lead).toBeDefined();

  // The agent sees who booked, in the list view too, with a link to the lead.
  await page.getByRole("link", { name: text((m) => m.visits.listView) }).click();
  await expect(page).toHaveURL(/view=list/);
  const row = page.getByRole("row").filter({ has: page.locator(`a[href="/admin/leads/${lead?.id}/"]`) });
  await expect(row.getByRole("link", { name: lead?.name ?? "", exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The slot's page: cancel the booking.
  await row.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/visits/${slots[0]?.id}/$`));
  await expect(page.getByText(text((m) => m.visits.places.other, { booked: 1, capacity: 2 }))).toBeVisible();
  await expectNoAxeViolations(page);
  // Two steps: open the booking's cancellation, then confirm it.
  await page.getByText(text((m) => m.slot.cancel)).click();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: text((m) => m.slot.cancelConfirm) }).click();
  await expect(page.getByText(text((m) => m.slot.cancelDone))).toBeVisible();
  await expect(page.getByText(text((m) => m.visits.places.other, { booked: 0, capacity: 2 }))).toBeVisible();
  await expectNoAxeViolations(page);

  const [booking] = await query<{ cancelled_at: Date | null; booked: number }>(
    `select b.cancelled_at, s.booked from visit_bookings b join visit_slots s on s.id = b.slot_id where b.lead_id = $1`,
    [lead?.id],
  );
  expect(booking?.cancelled_at).not.toBeNull();
  expect(booking?.booked).toBe(0);

  type Mail = {
    held_at: Date | null;
    purpose: string;
    recipient: { address: string };
    attachments: { filename: string; contentType: string; content: string }[];
  };
  const mails = await query<Mail>(
    "select purpose, recipient, attachments, held_at from outgoing_mails where lead_id = $1 order by id",
    [lead?.id],
  );
  const invitation = mails.find((mail) => mail.purpose === "visitor-confirmation")?.attachments[0]?.content ?? "";
  const cancellation = mails.find((mail) => mail.purpose === "visit-cancellation");
  expect(cancellation?.recipient.address).toBe(email);
  // Booked without JavaScript, the captcha was not solved: like the invitation, the mail waits for staff.
  expect(cancellation?.held_at).not.toBeNull();
  expect(cancellation?.attachments[0]?.contentType).toBe("text/calendar; method=CANCEL");
  const calendar = cancellation?.attachments[0]?.content ?? "";
  expect(calendar).toContain("\r\nMETHOD:CANCEL\r\n");
  expect(calendar).toContain("\r\nSTATUS:CANCELLED\r\n");
  const uid = (ics: string) => /\r\nUID:([^\r]+)\r\n/.exec(ics)?.[1];
  expect(uid(calendar)).toMatch(new RegExp(`^visit-${lead?.id}@`));
  expect(uid(calendar)).toBe(uid(invitation));

  const audit = await query<{ actor_name: string }>(
    "select actor_name from audit_log where action = 'visit.cancel' and details->>'leadId' = $1",
    [String(lead?.id)],
  );
  expect(audit.map((line) => line.actor_name)).toEqual(["Jan De Smet"]);

  // With nobody left in it, the slot can go, after a second step.
  await page.getByText(text((m) => m.slot.remove)).click();
  await page.getByRole("button", { name: text((m) => m.slot.removeConfirm) }).click();
  await expect(page).toHaveURL(/removed=1$/);
  await expect(page.getByText(text((m) => m.slot.removed))).toBeVisible();
  expect(await query("select 1 from visit_slots where id = $1", [slots[0]?.id])).toEqual([]);
});
