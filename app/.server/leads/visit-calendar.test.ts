// The visit's calendar file, on the real database: there while the booked visit is ahead, gone once
// it has taken place or the agency cancelled it.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertProperty,
  insertSettings,
  insertTypes,
  startTestDatabase,
  type TestDatabase,
} from "../../../tests/support/catalog-fixtures.ts";
import { leads, visitBookings, visitSlots } from "../db/lead-schema.ts";
import { forgetSiteData, siteData } from "../site-settings.ts";
import { visitCalendarText } from "./visit-calendar.ts";

let test: TestDatabase;
let leadId = 0;
const START = new Date("2026-12-10T09:00:00Z");
const END = new Date("2026-12-10T09:30:00Z");

beforeAll(async () => {
  test = await startTestDatabase();
  forgetSiteData();
  await insertSettings(test.db);
  await insertTypes(test.db);
  await insertProperty(test.db, { id: 71, title: "Rijwoning met tuin" });
  const [lead] = await test.db
    .insert(leads)
    .values({
      kind: "visit",
      language: "nl",
      propertyId: 71,
      email: "x@example.be",
      fields: {},
      verified: true,
      submissionKey: "k-71",
    })
    .returning({ id: leads.id });
  leadId = lead?.id ?? 0;
  const [slot] = await test.db
    .insert(visitSlots)
    .values({ propertyId: 71, startsAt: START, endsAt: END, booked: 1 })
    .returning({ id: visitSlots.id });
  await test.db.insert(visitBookings).values({ slotId: slot?.id ?? 0, leadId });
}, 60_000);
afterAll(async () => {
  forgetSiteData();
  await test?.stop();
});

describe("a booked visit's calendar file", () => {
  const ics = async (now: Date) =>
    visitCalendarText(leadId, { settings: (await siteData()).settings, origin: "https://www.agency.test", now });

  it("is there while the visit is ahead or under way", async () => {
    expect(await ics(new Date("2026-12-05T12:00:00Z"))).toContain("BEGIN:VEVENT");
    expect(await ics(new Date("2026-12-10T09:15:00Z"))).toContain("Rijwoning met tuin");
  });

  it("is named after the visit alone once the listing is withdrawn", async () => {
    await test.db.execute(sql`update properties set status = 'unpublished' where id = 71`);
    const text = (await ics(new Date("2026-12-05T12:00:00Z"))) ?? "";
    expect(text).toMatch(/\r\nSUMMARY:Uw bezoek\r\n/);
    await test.db.execute(sql`update properties set status = 'published' where id = 71`);
    expect(await ics(new Date("2026-12-05T12:00:00Z"))).toMatch(/\r\nSUMMARY:Uw bezoek: Rijwoning met tuin/);
  });

  it("is gone once the visit has ended", async () => {
    expect(await ics(END)).toBeUndefined();
    expect(await ics(new Date("2027-01-10T09:00:00Z"))).toBeUndefined();
  });

  it("is gone once the agency cancelled the visit", async () => {
    await test.db.update(visitBookings).set({ cancelledAt: new Date() }).where(eq(visitBookings.leadId, leadId));
    expect(await ics(new Date("2026-12-05T12:00:00Z"))).toBeUndefined();
  });
});
