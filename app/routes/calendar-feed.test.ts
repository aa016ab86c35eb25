// The calendar feed's address as a calendar app asks it, without a session: text/calendar that no
// cache keeps, read back by a real iCalendar parser; an address made anew answers 404 for the old
// token, as does any other name, in plain text.
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertProperty, insertTypes } from "../../tests/support/catalog-fixtures.ts";
import { parseCalendar } from "../../tests/support/ical-feed.ts";
import { startFormTestDatabase, TEST_ORIGIN, useLeadSettings } from "../../tests/support/lead-form-fixtures.ts";
import type { TestDatabase } from "../../tests/support/test-database.ts";
import { calendarFeedPath, makeCalendarFeed } from "../.server/admin/calendar-feed.ts";
import { users } from "../.server/db/auth-schema.ts";
import { leads, visitBookings, visitSlots } from "../.server/db/lead-schema.ts";
import { setPublicOrigin } from "../.server/public-origin.ts";
import { loader } from "./calendar-feed.ts";

const AGENT = { id: "route-feed-agent", name: "An Agent" };
let database: TestDatabase;

beforeAll(async () => {
  database = await startFormTestDatabase();
  useLeadSettings();
  setPublicOrigin(TEST_ORIGIN);
  await insertTypes(database.db);
  await insertProperty(database.db, { id: 821, title: "Woning" });
  await database.db.insert(users).values({ ...AGENT, email: "route-feed@agency.test", role: "agent" });
  const start = new Date(Math.floor((Date.now() + 3 * 86_400_000) / 60_000) * 60_000);
  const [slot] = await database.db
    .insert(visitSlots)
    .values({ propertyId: 821, startsAt: start, endsAt: new Date(start.getTime() + 1_800_000), staffId: AGENT.id })
    .returning({ id: visitSlots.id });
  const [lead] = await database.db
    .insert(leads)
    .values({
      kind: "visit",
      language: "nl",
      propertyId: 821,
      email: "v@example.be",
      name: "Zoë",
      fields: {},
      verified: true,
      submissionKey: "route-feed",
    })
    .returning({ id: leads.id });
  await database.db.insert(visitBookings).values({ slotId: slot?.id ?? 0, leadId: lead?.id ?? 0 });
});

afterAll(() => database?.cleanup());

async function get(path: string): Promise<Response> {
  const file = path.replace("/calendar/", "");
  const request = new Request(`${TEST_ORIGIN}${path}`);
  return loader({ request, params: { file }, context: undefined } as never);
}

it("is served as text/calendar without a session; a replaced or unknown address is a 404", async () => {
  const old = await makeCalendarFeed(AGENT);
  const current = await makeCalendarFeed(AGENT);
  const answer = await get(calendarFeedPath(current));
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  expect(answer.headers.get("cache-control")).toBe("private, no-store");
  expect(answer.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(parseCalendar(await answer.text()).events).toHaveLength(1);
  for (const path of [
    calendarFeedPath(old),
    calendarFeedPath("x".repeat(43)),
    `/calendar/${current}`,
    "/calendar/.ics",
  ]) {
    const refused = await get(path);
    expect(refused.status, path).toBe(404);
    expect(await refused.text()).toBe("Not found\n");
  }
});
