import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertProperty,
  insertSettings,
  insertTypes,
  startTestDatabase,
  type TestDatabase,
} from "../../../tests/support/catalog-fixtures.ts";
import { leads, visitBookings, visitSlots } from "../db/lead-schema.ts";
import { portalDailyFigures, propertyChanges, propertyDailyViews } from "../db/stats-schema.ts";
import { funnelCounts, propertyFunnel } from "./owner-funnel.ts";
import { communications, history, requestCounts, visits } from "./owner-portal.ts";

let test: TestDatabase;
let leadCount = 0;

const HOUSE = 1;
const FLAT = 2;

async function lead(propertyId: number, kind: string, status: "new" | "spam" = "new"): Promise<number> {
  leadCount++;
  const [row] = await test.db
    .insert(leads)
    .values({ kind, language: "nl", propertyId, fields: {}, verified: true, submissionKey: `k${leadCount}`, status })
    .returning({ id: leads.id });
  return row?.id ?? 0;
}

async function visit(propertyId: number, cancelled = false): Promise<void> {
  const leadId = await lead(propertyId, "visit");
  const startsAt = new Date("2026-10-10T08:00:00Z");
  const [slot] = await test.db
    .insert(visitSlots)
    .values({ propertyId, startsAt, endsAt: new Date(startsAt.getTime() + 1_800_000), booked: 1 })
    .returning({ id: visitSlots.id });
  await test.db
    .insert(visitBookings)
    .values({ slotId: slot?.id ?? 0, leadId, cancelledAt: cancelled ? new Date() : null });
}

/** A property with these counts: views split over two days and two sources, requests of each kind. */
async function activity(id: number, counts: { site: number; portal: number; contacts: number }, requests: string[]) {
  await test.db.insert(propertyDailyViews).values([
    { propertyId: id, day: "2026-10-01", source: "site", views: counts.site - 1 },
    { propertyId: id, day: "2026-10-02", source: "site", views: 1 },
  ]);
  await test.db
    .insert(portalDailyFigures)
    .values({ propertyId: id, portal: "immoweb", day: "2026-10-01", views: counts.portal, contacts: counts.contacts });
  for (const kind of requests) await lead(id, kind);
}

beforeAll(async () => {
  test = await startTestDatabase();
  await insertSettings(test.db);
  await insertTypes(test.db);
  // The owner's house for sale, five other houses for sale, two flats for sale, a house for rent.
  await insertProperty(test.db, { id: 1, type: HOUSE, goal: 0 });
  for (const id of [11, 12, 13, 14, 15]) await insertProperty(test.db, { id, type: HOUSE, goal: 0 });
  for (const id of [21, 22]) await insertProperty(test.db, { id, type: FLAT, goal: 0 });
  await insertProperty(test.db, { id: 31, type: HOUSE, goal: 1 });
  await insertProperty(test.db, { id: 16, type: HOUSE, goal: 0, status: "unpublished" });
}, 60_000);

afterAll(async () => {
  await test?.stop();
});

describe("funnelCounts", () => {
  it("adds the site's and the portals' views, requests and portal contacts, booked visits and offers", async () => {
    await activity(1, { site: 400, portal: 1600, contacts: 3 }, [
      "contact-me",
      "documents",
      "purchase-offer",
      // Neither is a request to the agency: passed on to a friend, and spam.
      "send-to-friend",
    ]);
    await lead(1, "contact-me", "spam");
    await visit(1);
    await visit(1);
    await visit(1, true);
    // The site's requests: a question, documents, an offer and three visit requests; and the portal's three contacts.
    expect(await funnelCounts([1])).toEqual({ views: 2000, requests: 3 + 3 + 3, visits: 2, offers: 1 });
  });

  it("gives zeros for nothing", async () => {
    expect(await funnelCounts([])).toEqual({ views: 0, requests: 0, visits: 0, offers: 0 });
  });
});

describe("propertyFunnel", () => {
  it("compares with the other published properties of the same kind and goal, added up", async () => {
    for (const id of [11, 12, 13, 14, 15])
      await activity(id, { site: 1000, portal: 1000, contacts: 0 }, ["contact-me"]);
    // Another kind, another goal and an unpublished house are left out.
    await activity(21, { site: 50_000, portal: 0, contacts: 0 }, []);
    await activity(31, { site: 50_000, portal: 0, contacts: 0 }, []);
    await activity(16, { site: 50_000, portal: 0, contacts: 0 }, []);
    const funnel = await propertyFunnel({ id: 1, goal: 0, typeWebId: HOUSE });
    expect(funnel.typical).toEqual({
      scope: "type",
      count: 5,
      counts: { views: 10_000, requests: 5, visits: 0, offers: 0 },
    });
    expect(funnel.yours.views).toBe(2000);
  });

  it("falls back to every property for the goal when too few are of the same kind", async () => {
    // The flat has one other flat for sale: compared with the seven other published properties for sale.
    const funnel = await propertyFunnel({ id: 21, goal: 0, typeWebId: FLAT });
    expect(funnel.typical?.scope).toBe("goal");
    expect(funnel.typical?.count).toBe(7);
  });

  it("has no usual figures when too few properties share the goal", async () => {
    expect((await propertyFunnel({ id: 31, goal: 1, typeWebId: HOUSE })).typical).toBeUndefined();
  });
});

describe("history", () => {
  it("tells price and banner changes and going offline and back, newest first, beside the other events", async () => {
    await test.db.insert(propertyChanges).values([
      { propertyId: 1, kind: "price", before: 350_000, after: 335_000, changedAt: new Date("2026-10-05T09:00:00Z") },
      { propertyId: 1, kind: "marquee", before: 0, after: 2, changedAt: new Date("2026-10-20T09:00:00Z") },
      { propertyId: 1, kind: "unpublished", changedAt: new Date("2026-10-21T09:00:00Z") },
      { propertyId: 1, kind: "republished", changedAt: new Date("2026-10-22T09:00:00Z") },
      { propertyId: 11, kind: "price", before: 1, after: 2, changedAt: new Date("2026-10-23T09:00:00Z") },
    ]);
    const now = new Date("2026-11-01T10:00:00Z");
    const events = await history(1, new Date("2026-09-01T10:00:00Z"), await visits(1, now));
    const told = events.filter((event) => event.kind !== "documents" && event.kind !== "offer");
    expect(told).toEqual([
      { kind: "republished", at: "2026-10-22T09:00:00.000Z" },
      { kind: "unpublished", at: "2026-10-21T09:00:00.000Z" },
      { kind: "marquee", at: "2026-10-20T09:00:00.000Z", marquee: "option" },
      { kind: "visit", at: "2026-10-10T08:00:00.000Z" },
      { kind: "visit", at: "2026-10-10T08:00:00.000Z" },
      { kind: "price", at: "2026-10-05T09:00:00.000Z", before: 350_000, after: 335_000 },
      { kind: "published", at: "2026-09-01T10:00:00.000Z" },
    ]);
  });
});

describe("requestCounts", () => {
  it("counts every request of each kind, beyond the latest the page lists, leaving out spam and other forms", async () => {
    await insertProperty(test.db, { id: 41, type: HOUSE, goal: 0, status: "unpublished" });
    await test.db.insert(leads).values(
      Array.from({ length: 205 }, (_, index) => ({
        kind: "contact-me",
        language: "nl",
        propertyId: 41,
        fields: {},
        verified: true,
        submissionKey: `many-${index}`,
      })),
    );
    await lead(41, "send-to-friend");
    await lead(41, "visit", "spam");
    await lead(41, "newsletter");
    expect(await requestCounts(41)).toEqual([
      { kind: "contact-me", count: 205 },
      { kind: "send-to-friend", count: 1 },
    ]);
    expect(await communications(41)).toHaveLength(200);
  });
});
