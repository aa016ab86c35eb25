// A booked visit in the back office, as an agent of the spec's own (in Dutch): the booking shows the
// visitor's phone and message; the agent confirms it (the visitor's mail in French carries the
// confirmed calendar entry) and moves it to another slot of the property (the counts follow); then,
// in a browser without JavaScript, frees a slot and deletes one, each after a second step, every
// visitor told; after a visit, writes feedback the owner's history shows. Everything is found by this
// spec's own slots and addresses, never by counting.
import type { Browser, Page } from "@playwright/test";
import { addDays, brusselsDay } from "../../app/domain/brussels-day.ts";
import { fill, fillCount } from "../../app/i18n/fill.ts";
import { ADMIN_VISITS_MESSAGES } from "../../app/i18n/messages/admin-visits.ts";
import { demoListingIds } from "../support/demo-listings.ts";
import { query } from "../support/e2e-database.ts";
import { openSignedIn, signedInStaff } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

const t = ADMIN_VISITS_MESSAGES.nl;

/**
 * A visitable property of the demo other specs leave alone (admin-visits.spec.ts takes the demo's last
 * one). The demo's only: the listings other specs make meanwhile are the newest, and may go mid-test.
 */
async function propertyOfOurOwn(): Promise<number> {
  const [row] = await query<{ id: number }>(
    `select p.id from properties p
      where p.status = 'published' and p.marquee <= 2 and p.id = any($1::int[])
        and not exists (select 1 from visit_slots s where s.property_id = p.id
                        and s.starts_at > now() and s.booked >= s.capacity)
        and p.id > coalesce((select min(s.property_id) from visit_slots s
                             where s.starts_at > now() and s.booked < s.capacity), 0)
      order by p.id desc limit 1 offset 1`,
    [demoListingIds()],
  );
  if (!row) throw new Error("the demo has no visitable property for this test");
  return row.id;
}

/** A slot of the property on a day some weeks ahead, at a Brussels time. */
async function slotOn(propertyId: number, day: string, time: string, capacity: number): Promise<number> {
  const [row] = await query<{ id: number }>(
    `insert into visit_slots (property_id, starts_at, ends_at, capacity)
     values ($1, ($2::date + $3::time) at time zone 'Europe/Brussels',
             ($2::date + $3::time + interval '30 minutes') at time zone 'Europe/Brussels', $4)
     returning id`,
    [propertyId, day, time, capacity],
  );
  return row?.id ?? 0;
}

/** A visitor's booking of the slot, as the visit form writes it (in French, captcha solved). */
async function bookedBy(slotId: number, propertyId: number, email: string, remark: string): Promise<number> {
  const [lead] = await query<{ id: number }>(
    `insert into leads (kind, language, property_id, email, name, fields, verified, submission_key)
     values ('visit', 'fr', $1, $2, 'Zoé Martin', $3::jsonb, true, $2) returning id`,
    [
      propertyId,
      email,
      JSON.stringify({ slot: slotId, firstName: "Zoé", lastName: "Martin", email, phone: "0471 22 33 44", remark }),
    ],
  );
  await query("insert into visit_bookings (slot_id, lead_id) values ($1, $2)", [slotId, lead?.id]);
  await query("update visit_slots set booked = booked + 1 where id = $1", [slotId]);
  return lead?.id ?? 0;
}

function unique(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.be`;
}

async function mailsOf(leadId: number) {
  return query<{ purpose: string; subject: string; attachments: { content: string; contentType: string }[] }>(
    "select purpose, subject, attachments from outgoing_mails where lead_id = $1 order by id",
    [leadId],
  );
}

async function placesOf(slotId: number): Promise<number | undefined> {
  const [row] = await query<{ booked: number }>("select booked from visit_slots where id = $1", [slotId]);
  return row?.booked;
}

test("a booking shows the visitor's phone and message, is confirmed and moved, the visitor told each time", async ({
  page,
}) => {
  const propertyId = await propertyOfOurOwn();
  const day = addDays(brusselsDay(new Date()), 50 + (propertyId % 7));
  const from = await slotOn(propertyId, day, "09:00", 1);
  const to = await slotOn(propertyId, addDays(day, 1), "16:00", 2);
  const email = unique("visit-confirm");
  const leadId = await bookedBy(from, propertyId, email, "Je viens avec mon architecte.");
  await signedInStaff(page, "agent", "Visits Spec");

  await page.goto(`/admin/visits/${from}/`);
  const booking = page.locator(".admin-booking", { has: page.getByText(email, { exact: false }) });
  await expect(booking.getByRole("link", { name: "0471 22 33 44" })).toHaveAttribute("href", "tel:0471223344");
  await expect(booking.getByText("Je viens avec mon architecte.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Confirm: the visitor's mail in French, with the confirmed entry for their calendar.
  await booking.getByRole("button", { name: t.slot.confirm }).click();
  await expect(page.getByText(t.slot.confirmDone)).toBeVisible();
  await expect(booking.locator(".admin-booking-confirmed")).toBeVisible();
  await expect(booking.getByRole("button", { name: t.slot.confirm })).toHaveCount(0);
  const confirmation = (await mailsOf(leadId)).find((mail) => mail.purpose === "visit-confirmation");
  expect(confirmation?.subject).toMatch(/^Votre visite du .+ est confirmée$/);
  expect(confirmation?.attachments[0]?.content).toContain("\r\nSTATUS:CONFIRMED\r\n");
  const [confirmed] = await query<{ confirmed_at: Date | null }>(
    "select confirmed_at from visit_bookings where lead_id = $1",
    [leadId],
  );
  expect(confirmed?.confirmed_at).not.toBeNull();

  // Move, by keyboard: the other slot of the property, its place taken and the old one freed.
  await booking.getByText(t.slot.move).click();
  await expectNoAxeViolations(page);
  const select = booking.getByLabel(t.slot.moveTo);
  await select.selectOption(String(to));
  await select.focus();
  await page.keyboard.press("Tab");
  await expect(booking.getByRole("button", { name: t.slot.moveConfirm })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(t.slot.moveDone)).toBeVisible();
  expect(await placesOf(from)).toBe(0);
  expect(await placesOf(to)).toBe(1);
  const [moved] = await query<{ slot_id: number }>("select slot_id from visit_bookings where lead_id = $1", [leadId]);
  expect(moved?.slot_id).toBe(to);
  const move = (await mailsOf(leadId)).find((mail) => mail.purpose === "visit-move");
  expect(move?.subject).toMatch(/^Votre visite est déplacée au /);
  expect(move?.attachments[0]?.content).toContain("\r\nSEQUENCE:2\r\n");

  // Its new slot shows it, confirmed still; the audit says who did both. Freeing the slot asks first.
  await page.goto(`/admin/visits/${to}/`);
  await expect(page.getByText(fill(t.visits.places.other, { booked: 1, capacity: 2 }))).toBeVisible();
  await page.getByText(t.slot.free, { exact: true }).click();
  await expect(page.getByText(fillCount("nl", t.slot.freeHint, 1))).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.locator(".admin-booking-confirmed")).toBeVisible();
  const audit = await query<{ action: string; actor_name: string }>(
    "select action, actor_name from audit_log where details->>'leadId' = $1 order by id",
    [String(leadId)],
  );
  expect(audit).toEqual([
    { action: "visit.confirm", actor_name: "Visits Spec" },
    { action: "visit.move", actor_name: "Visits Spec" },
  ]);
});

async function agentWithoutScript(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signedInStaff(context, "agent", "Visits Spec");
  return { page: await context.newPage(), close: () => context.close() };
}

test("without JavaScript a slot is freed, and another deleted, each after a second step, the visitors told", async ({
  browser,
}) => {
  const propertyId = await propertyOfOurOwn();
  const day = addDays(brusselsDay(new Date()), 58 + (propertyId % 7));
  const freed = await slotOn(propertyId, day, "11:00", 2);
  const deleted = await slotOn(propertyId, addDays(day, 1), "11:00", 1);
  const first = await bookedBy(freed, propertyId, unique("visit-free-1"), "");
  const second = await bookedBy(freed, propertyId, unique("visit-free-2"), "");
  const third = await bookedBy(deleted, propertyId, unique("visit-delete"), "");
  const { page, close } = await agentWithoutScript(browser);

  await page.goto(`/admin/visits/${freed}/`);
  await expect(page.getByText(fill(t.visits.places.other, { booked: 2, capacity: 2 }))).toBeVisible();
  // The first step only opens the second: nothing is sent yet.
  await page.getByText(t.slot.free, { exact: true }).click();
  await expect(page.getByText(fillCount("nl", t.slot.freeHint, 2))).toBeVisible();
  expect(await placesOf(freed)).toBe(2);
  await page.getByRole("button", { name: t.slot.freeConfirm }).click();
  await expect(page.getByText(fillCount("nl", t.slot.freeDone, 2))).toBeVisible();
  await expect(page.getByText(fill(t.visits.places.other, { booked: 0, capacity: 2 }))).toBeVisible();
  for (const leadId of [first, second])
    expect((await mailsOf(leadId)).map((mail) => mail.purpose)).toEqual(["visit-cancellation"]);

  await page.goto(`/admin/visits/${deleted}/`);
  await page.getByText(t.slot.remove, { exact: true }).click();
  await expect(page.getByText(fillCount("nl", t.slot.removeBookedHint, 1))).toBeVisible();
  await page.getByRole("button", { name: t.slot.removeConfirm }).click();
  await expect(page).toHaveURL(/removed=1$/);
  await expect(page.getByText(t.slot.removed)).toBeVisible();
  expect(await query("select 1 from visit_slots where id = $1", [deleted])).toEqual([]);
  expect((await mailsOf(third)).map((mail) => mail.purpose)).toEqual(["visit-cancellation"]);
  await close();
});

test("after a visit the agent writes feedback; ticked for the owner, the owner's history shows it without the visitor", async ({
  page,
  browser,
}) => {
  const [owned] = await query<{ id: number }>(
    "select property_id as id from property_owners where user_id = 'demo-owner' order by property_id limit 1",
  );
  const propertyId = owned?.id ?? 0;
  const day = addDays(brusselsDay(new Date()), -2 - (Date.now() % 5));
  const held = await slotOn(propertyId, day, "07:00", 1);
  const email = unique("visit-feedback");
  await bookedBy(held, propertyId, email, "");
  const words = `Vond de tuin mooi, vraagt naar het dak ${Date.now()}`;
  await signedInStaff(page, "agent", "Visits Spec");

  await page.goto(`/admin/visits/${held}/`);
  const booking = page.locator(".admin-booking", { has: page.getByText(email, { exact: false }) });
  // A visit held has nothing left to confirm, move or cancel.
  await expect(booking.getByRole("button", { name: t.slot.confirm })).toHaveCount(0);
  await booking.getByLabel(t.slot.feedback).fill(words);
  await booking.getByLabel(t.slot.forOwner).check();
  await expectNoAxeViolations(page);
  await booking.getByRole("button", { name: t.slot.feedbackSave }).click();
  await expect(page.getByText(t.slot.feedbackSaved)).toBeVisible();
  await expect(booking.getByText(t.slot.feedbackShared, { exact: false })).toBeVisible();
  const [saved] = await query<{ feedback: string; feedback_for_owner: boolean }>(
    "select b.feedback, b.feedback_for_owner from visit_bookings b join leads l on l.id = b.lead_id where l.email = $1",
    [email],
  );
  expect(saved).toEqual({ feedback: words, feedback_for_owner: true });

  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await openSignedIn(ownerPage, "demo-owner", `/nl/eigenaar/pand/${propertyId}/`);
  const history = ownerPage.getByRole("region", { name: "Geschiedenis" });
  await expect(history).toContainText(words);
  await expect(history).not.toContainText("Zoé Martin");
  await expectNoAxeViolations(ownerPage);
  await owner.close();
});
