// Owners' summary mails against the real PostgreSQL: known views, requests and visits in a known
// week make a mail with those figures and the week before's beside them; a view or request at 23:30
// on a Sunday in Brussels belongs to that week in summer and in winter time; the job queues a period
// once however often (or however concurrently) it runs; nobody who chose "never", no deactivated
// owner and no owner without a property gets a mail; an owner reads only their own properties, in
// their own language.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertProperty,
  insertSettings,
  insertTypes,
  startTestDatabase,
  type TestDatabase,
} from "../../../tests/support/catalog-fixtures.ts";
import { propertyOwners, users } from "../db/auth-schema.ts";
import { leads, visitBookings, visitSlots } from "../db/lead-schema.ts";
import { portalDailyFigures, propertyDailyViews } from "../db/stats-schema.ts";
import { forgetSiteData } from "../site-settings.ts";
import { createViewCounter } from "../stats/view-counter.ts";
import { sendDueOwnerSummaries } from "./owner-summary.ts";

let test: TestDatabase;
const ORIGIN = "https://www.agency.test";

// 2026-W47 runs from Monday 16 to Sunday 22 November 2026 (winter time, UTC+1); its summary is due
// from Monday 23 November 07:00 in Brussels, 06:00 UTC. 2026-W24 runs from 8 to 14 June (summer
// time, UTC+2); due from Monday 15 June 07:00 in Brussels, 05:00 UTC.
const W24_DUE = new Date("2026-06-15T05:30:00Z");
const W47_DUE = new Date("2026-11-23T06:30:00Z");
const W48_DUE = new Date("2026-11-30T06:30:00Z");
const W49_DUE = new Date("2026-12-07T06:30:00Z");
const W50_DUE = new Date("2026-12-14T06:30:00Z");
const NOVEMBER_NOT_YET = new Date("2026-12-01T05:30:00Z");
const NOVEMBER_DUE = new Date("2026-12-01T06:30:00Z");

const run = (now: Date) => sendDueOwnerSummaries(test.db, { origin: ORIGIN, now });

interface OwnerFixture {
  id: string;
  language: string;
  ownerSummary: "off" | "weekly" | "monthly";
  active?: boolean;
  properties: number[];
}

const OWNERS: OwnerFixture[] = [
  { id: "anna", language: "nl", ownerSummary: "weekly", properties: [701, 702] },
  { id: "bert", language: "fr", ownerSummary: "weekly", properties: [703] },
  { id: "carl", language: "en", ownerSummary: "monthly", properties: [704] },
  { id: "dora", language: "de", ownerSummary: "off", properties: [701] },
  { id: "emil", language: "nl", ownerSummary: "weekly", active: false, properties: [701] },
  { id: "fien", language: "nl", ownerSummary: "weekly", properties: [] },
  { id: "hans", language: "nl", ownerSummary: "weekly", properties: [705] },
];

const address = (id: string) => `${id}@owner.test`;

let leadNumber = 0;
async function insertLead(propertyId: number, kind: string, createdAt: string, status = "new"): Promise<number> {
  leadNumber += 1;
  const [row] = await test.db
    .insert(leads)
    .values({
      kind,
      language: "nl",
      propertyId,
      fields: {},
      verified: true,
      submissionKey: `summary-${leadNumber}`,
      status: status as "new",
      createdAt: new Date(createdAt),
    })
    .returning({ id: leads.id });
  if (!row) throw new Error("no lead inserted");
  return row.id;
}

/** A slot with its bookings; the bookings' requests were made long before, outside every period read. */
async function insertVisit(propertyId: number, startsAt: string, bookings: { cancelled?: boolean }[]) {
  const start = new Date(startsAt);
  const [slot] = await test.db
    .insert(visitSlots)
    .values({
      propertyId,
      startsAt: start,
      endsAt: new Date(start.getTime() + 30 * 60_000),
      capacity: bookings.length,
      booked: bookings.length,
    })
    .returning({ id: visitSlots.id });
  if (!slot) throw new Error("no slot inserted");
  for (const booking of bookings) {
    const leadId = await insertLead(propertyId, "visit", "2026-01-05T10:00:00Z");
    await test.db
      .insert(visitBookings)
      .values({ slotId: slot.id, leadId, cancelledAt: booking.cancelled ? new Date(startsAt) : null });
  }
}

async function mailsTo(owner: string) {
  const result = await test.db.$client.query<{ subject: string; text: string; reply_to: { address: string } }>(
    `select subject, text, reply_to from outgoing_mails
     where purpose = 'owner-summary' and recipient->>'address' = $1 order by id`,
    [address(owner)],
  );
  return result.rows;
}

/** The lines of one property's block: from its title line to the blank line after it. */
function block(text: string, title: string): string[] {
  const found = text.split("\n\n").find((part) => part.startsWith(title));
  if (!found) throw new Error(`no block for ${title} in:\n${text}`);
  return found.split("\n");
}

beforeAll(async () => {
  test = await startTestDatabase();
  forgetSiteData();
  await insertSettings(test.db);
  await insertTypes(test.db);
  for (const id of [701, 702, 704, 705]) await insertProperty(test.db, { id });
  await insertProperty(test.db, { id: 703, title: "Woning 703", titleFr: "Maison à Hal", cityFr: "Hal" });
  for (const owner of OWNERS) {
    await test.db.insert(users).values({
      id: owner.id,
      name: `Owner ${owner.id}`,
      email: address(owner.id),
      role: "owner",
      language: owner.language,
      ownerSummary: owner.ownerSummary,
      active: owner.active ?? true,
    });
    for (const propertyId of owner.properties) {
      await test.db.insert(propertyOwners).values({ propertyId, userId: owner.id });
    }
  }
  // An agent is never mailed a summary, whatever the column says.
  await test.db.insert(users).values({
    id: "gert",
    name: "Agent gert",
    email: address("gert"),
    role: "agent",
    ownerSummary: "weekly",
  });
  await test.db.insert(propertyOwners).values({ propertyId: 701, userId: "gert" });

  // Property 701 in 2026-W47 (and W46 before it); the days around them must not count.
  await test.db.insert(propertyDailyViews).values([
    { propertyId: 701, day: "2026-11-16", source: "site", views: 5 },
    { propertyId: 701, day: "2026-11-22", source: "site", views: 3 },
    { propertyId: 701, day: "2026-11-10", source: "site", views: 4 },
    { propertyId: 701, day: "2026-11-08", source: "site", views: 50 },
    { propertyId: 701, day: "2026-11-23", source: "site", views: 100 },
    // Only the site's own counter is read.
    { propertyId: 701, day: "2026-11-17", source: "other-counter", views: 999 },
    { propertyId: 703, day: "2026-11-18", source: "site", views: 11 },
  ]);
  await test.db.insert(portalDailyFigures).values([
    { propertyId: 701, portal: "immoweb", day: "2026-11-18", views: 20, contacts: 2 },
    { propertyId: 701, portal: "zimmo", day: "2026-11-19", views: 10, contacts: 1 },
    { propertyId: 701, portal: "immoweb", day: "2026-11-12", views: 7, contacts: 0 },
    { propertyId: 701, portal: "immoweb", day: "2026-11-23", views: 500, contacts: 50 },
  ]);
  await insertLead(701, "contact-me", "2026-11-17T10:00:00Z");
  await insertLead(701, "visit", "2026-11-18T10:00:00Z");
  await insertLead(701, "purchase-offer", "2026-11-20T10:00:00Z");
  await insertLead(701, "contact-me", "2026-11-19T10:00:00Z", "spam");
  await insertLead(701, "newsletter", "2026-11-19T11:00:00Z");
  await insertLead(701, "contact-me", "2026-11-12T10:00:00Z");
  await insertLead(701, "purchase-offer", "2026-11-23T10:00:00Z");
  // Passing the property on to a friend asks the agency nothing; a rental application is an offer.
  await insertLead(701, "send-to-friend", "2026-11-18T12:00:00Z");
  await insertLead(701, "rental-application", "2026-11-13T10:00:00Z");
  await insertVisit(701, "2026-11-19T13:00:00Z", [{}, { cancelled: true }]);
  await insertVisit(701, "2026-11-11T13:00:00Z", [{}]);
  await insertVisit(701, "2026-11-24T13:00:00Z", [{}]);

  // Property 704, by month: October and November 2026 (December must not count).
  await test.db.insert(propertyDailyViews).values([
    { propertyId: 704, day: "2026-10-31", source: "site", views: 4 },
    { propertyId: 704, day: "2026-11-01", source: "site", views: 2 },
    { propertyId: 704, day: "2026-11-30", source: "site", views: 3 },
    { propertyId: 704, day: "2026-12-01", source: "site", views: 100 },
  ]);

  // Property 705: 23:30 on a Sunday and 00:30 the Monday after, in Brussels, in summer time (UTC+2)
  // and in winter time (UTC+1). Views go through the site's own counter, which picks their day.
  const counter = createViewCounter({ db: test.db, intervalMs: 0 });
  for (const moment of [
    "2026-06-14T21:30:00Z",
    "2026-06-14T22:30:00Z",
    "2026-11-22T22:30:00Z",
    "2026-11-22T23:30:00Z",
  ]) {
    counter.count(705, new Date(moment));
    await insertLead(705, "contact-me", moment);
    await insertVisit(705, moment, [{}]);
  }
  await counter.stop();
});

afterAll(async () => {
  await test?.stop();
});

describe("owner summaries", () => {
  it("count a Sunday 23:30 in Brussels in its week, in summer time", async () => {
    await run(W24_DUE);
    const [mail, ...more] = await mailsTo("hans");
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Weekoverzicht van uw panden (8 juni 2026 – 14 juni 2026)");
    expect(block(mail?.text ?? "", "Woning 705")).toEqual(
      expect.arrayContaining([
        "- Weergaven op onze site: 1 (0)",
        "- Nieuwe aanvragen: 1 (0)",
        "- Bezichtigingen: 1 (0)",
      ]),
    );
  });

  it("give the week's figures per property with the week before beside them", async () => {
    await run(W47_DUE);
    const [mail, ...more] = await mailsTo("anna");
    // Anna had the summer week's summary already; this is the second.
    expect(more).toHaveLength(1);
    const latest = more[0];
    expect(mail?.subject).toContain("juni 2026");
    expect(latest?.subject).toBe("Weekoverzicht van uw panden (16 november 2026 – 22 november 2026)");
    const text = latest?.text ?? "";
    expect(text.startsWith("Beste Owner anna,\n\n")).toBe(true);
    expect(text).toContain("Zo deden uw panden het van 16 november 2026 tot en met 22 november 2026");
    expect(block(text, "Woning 701 (1500 Halle)")).toEqual([
      "Woning 701 (1500 Halle)",
      "- Weergaven op onze site: 8 (4)",
      "- Weergaven op de portalen: 30 (7)",
      "- Contacten via de portalen: 3 (0)",
      "- Nieuwe aanvragen: 3 (2)",
      "- Bezichtigingen: 1 (1)",
      "- Biedingen: 1 (1)",
      `Alles over dit pand: ${ORIGIN}/nl/eigenaar/pand/701/`,
    ]);
    // Not on any portal that reports: no portal lines.
    expect(block(text, "Woning 702 (1500 Halle)")).toEqual([
      "Woning 702 (1500 Halle)",
      "- Weergaven op onze site: 0 (0)",
      "- Nieuwe aanvragen: 0 (0)",
      "- Bezichtigingen: 0 (0)",
      "- Biedingen: 0 (0)",
      `Alles over dit pand: ${ORIGIN}/nl/eigenaar/pand/702/`,
    ]);
    expect(text.trimEnd().split("\n").at(-1)).toBe(
      `Dit overzicht uitzetten of minder vaak ontvangen? Dat kiest u op uw account: ${ORIGIN}/nl/eigenaar/account/`,
    );
    expect(latest?.reply_to.address).toBe("a@b.be");
    const [row] = await test.db
      .select({ period: users.ownerSummaryLastPeriod })
      .from(users)
      .where(eq(users.id, "anna"));
    expect(row?.period).toBe("2026-W47");
  });

  it("count a Sunday 23:30 in Brussels in its week, in winter time", async () => {
    const [, winter] = await mailsTo("hans");
    expect(block(winter?.text ?? "", "Woning 705")).toEqual(
      expect.arrayContaining([
        "- Weergaven op onze site: 1 (0)",
        "- Nieuwe aanvragen: 1 (0)",
        "- Bezichtigingen: 1 (0)",
      ]),
    );
    // The Monday 00:30 view opens the next week, the Sunday one is the week before it.
    await run(W48_DUE);
    const [, , next] = await mailsTo("hans");
    expect(block(next?.text ?? "", "Woning 705")).toEqual(
      expect.arrayContaining([
        "- Weergaven op onze site: 1 (1)",
        "- Nieuwe aanvragen: 1 (1)",
        "- Bezichtigingen: 1 (1)",
      ]),
    );
  });

  it("send the month's summary on the 1st from 07:00, not before", async () => {
    // The earlier runs sent Carl the summaries of May and October, the months then just ended.
    expect((await mailsTo("carl")).map((mail) => mail.subject)).toEqual([
      "Monthly summary of your properties (May 2026)",
      "Monthly summary of your properties (October 2026)",
    ]);
    expect(await run(NOVEMBER_NOT_YET)).toEqual({ queued: 0 });
    await run(NOVEMBER_DUE);
    const mail = (await mailsTo("carl"))[2];
    expect(mail?.subject).toBe("Monthly summary of your properties (November 2026)");
    expect(mail?.text).toContain(
      "Here is how your properties did in November 2026, with the month before in brackets.",
    );
    expect(block(mail?.text ?? "", "Woning 704")).toContain("- Page views on our site: 5 (4)");
    expect(mail?.text).toContain(`${ORIGIN}/en/owner/property/704/`);
    expect(mail?.text).toContain(`${ORIGIN}/en/owner/account/`);
  });

  it("queue a period once, however often and however concurrently the job runs", async () => {
    // Another process has claimed 2026-W49 for Anna and not committed yet. This run read her as
    // due all the same, waits for her row, and then leaves her be: the other process mails her.
    const other = await test.db.$client.connect();
    try {
      await other.query("begin");
      await other.query("update users set owner_summary_last_period = '2026-W49' where id = 'anna'");
      const running = run(W49_DUE);
      await expect
        .poll(async () => {
          const waiting = await test.db.$client.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return waiting.rows[0]?.n;
        })
        .toBe(1);
      await other.query("commit");
      await running;
    } finally {
      other.release();
    }
    const subjects = async (owner: string) => (await mailsTo(owner)).map((mail) => mail.subject);
    expect(await subjects("anna")).not.toContain("Weekoverzicht van uw panden (30 november 2026 – 6 december 2026)");
    expect(await subjects("hans")).toContain("Weekoverzicht van uw panden (30 november 2026 – 6 december 2026)");

    // Three processes at once, then again an hour later: one mail each.
    await Promise.all([run(W50_DUE), run(W50_DUE), run(W50_DUE)]);
    await run(new Date(W50_DUE.getTime() + 60 * 60_000));
    for (const owner of ["anna", "hans"]) {
      const week = (await subjects(owner)).filter((subject) => subject.includes("13 december 2026"));
      expect(week, owner).toHaveLength(1);
    }
  });

  it("speak the owner's language and show only the owner's own properties", async () => {
    const [, french] = await mailsTo("bert");
    expect(french?.subject).toBe("Résumé hebdomadaire de vos biens (16 novembre 2026 – 22 novembre 2026)");
    const text = french?.text ?? "";
    expect(text.startsWith("Bonjour Owner bert,")).toBe(true);
    expect(block(text, "Maison à Hal (1500 Hal)")).toContain("- Vues sur notre site: 11 (0)");
    expect(text).toContain(`${ORIGIN}/fr/proprietaire/bien/703/`);
    expect(text).toContain(`${ORIGIN}/fr/proprietaire/compte/`);
    expect(text).not.toMatch(/\/70[1245]\//);
    for (const mail of await mailsTo("anna")) expect(mail.text).not.toMatch(/\/70[345]\//);
  });

  it("leave out owners who chose never, deactivated owners, owners without property and staff", async () => {
    for (const owner of ["dora", "emil", "fien", "gert"]) expect(await mailsTo(owner), owner).toEqual([]);
    const claimed = await test.db.execute<{ id: string }>(
      sql`select id from users where owner_summary_last_period is not null order by id`,
    );
    expect(claimed.rows.map((row) => row.id)).toEqual(["anna", "bert", "carl", "hans"]);
  });
});
