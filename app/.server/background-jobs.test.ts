// The server's background work end to end on PostgreSQL: a property published and announced (as the
// import and the seed do) reaches a confirmed demand as one alert, through the same listener the
// server runs; unconfirmed demands hear nothing. Owners' summaries leave shortly after start, by the
// clock the jobs are given.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertProperty,
  insertSettings,
  insertTypes,
  startTestDatabase,
  type TestDatabase,
} from "../../tests/support/catalog-fixtures.ts";
import { until } from "../../tests/support/until.ts";
import { startBackgroundJobs } from "./background-jobs.ts";
import { announceContentChange, type ContentChangeListener, listenForContentChanges } from "./content-changes.ts";
import { propertyOwners, users } from "./db/auth-schema.ts";
import { demands } from "./db/lead-schema.ts";
import { forgetSiteData } from "./site-settings.ts";

let test: TestDatabase;
let listener: ContentChangeListener | undefined;
let jobs: ReturnType<typeof startBackgroundJobs> | undefined;

beforeAll(async () => {
  test = await startTestDatabase();
  forgetSiteData();
  await insertSettings(test.db);
  await insertTypes(test.db);
  await test.db.insert(demands).values([
    {
      token: "confirmed-token-0123456789",
      language: "nl",
      email: "koper@example.be",
      name: "An Peeters",
      criteria: { goal: 0, typeWebIds: [1], regions: ["1500"] },
      confirmedAt: new Date(),
    },
    {
      token: "unconfirmed-token-0123456789",
      language: "nl",
      email: "niet-bevestigd@example.be",
      name: "Bo",
      criteria: { goal: 0, typeWebIds: [1], regions: ["1500"] },
    },
  ]);
});

afterAll(async () => {
  jobs?.stop();
  await listener?.close();
  await test?.stop();
});

async function alerts() {
  const result = await test.db.$client.query(
    "select recipient, text from outgoing_mails where purpose = 'demand-match' order by id",
  );
  return result.rows as { recipient: { address: string }; text: string }[];
}

describe("background jobs", () => {
  it("alerts confirmed demands once after a published property is announced", async () => {
    jobs = startBackgroundJobs(test.db, { origin: "https://www.agency.be", defaultRetentionMonths: 24 });
    const url = test.db.$client.options.connectionString ?? "";
    let listening = false;
    listener = listenForContentChanges(url, {
      onChange: () => jobs?.contentChanged(),
      onListening: (value) => {
        listening = value;
      },
    });
    await until(async () => listening);

    await insertProperty(test.db, { id: 901, zip: "1500", type: 1, title: "Villa in Halle" });
    await insertProperty(test.db, { id: 902, zip: "9000", type: 1, title: "Huis in Gent" });
    await announceContentChange(test.db);
    await until(async () => (await alerts()).length > 0);

    const [alert, ...more] = await alerts();
    expect(more).toEqual([]);
    expect(alert?.recipient.address).toBe("koper@example.be");
    expect(alert?.text).toContain("Villa in Halle");
    expect(alert?.text).toContain("https://www.agency.be/nl/te-koop/halle/villa-in-halle/901/");
    expect(alert?.text).not.toContain("Gent");

    // Announced again with one new property: the next alert names only that one, the villa is not
    // alerted twice. (Waiting for this alert, rather than for a fixed time after an announcement
    // with nothing new, is what makes the check independent of the machine's speed.)
    await insertProperty(test.db, { id: 904, zip: "1500", type: 1, title: "Huis in Buizingen" });
    await announceContentChange(test.db);
    await until(async () => (await alerts()).length > 1);
    const [, second, ...later] = await alerts();
    expect(later).toEqual([]);
    expect(second?.recipient.address).toBe("koper@example.be");
    expect(second?.text).toContain("Huis in Buizingen");
    expect(second?.text).not.toContain("Villa in Halle");
  });
});

describe("owner summaries", () => {
  it("are sent shortly after start, for the period due by the jobs' clock", async () => {
    await insertProperty(test.db, { id: 903, zip: "1500", type: 1, title: "Huis in Lembeek" });
    await test.db
      .insert(users)
      .values({ id: "owner-1", name: "Eva", email: "eva@owner.test", role: "owner", ownerSummary: "weekly" });
    await test.db.insert(propertyOwners).values({ propertyId: 903, userId: "owner-1" });
    const summaries = async () =>
      (
        await test.db.$client.query<{ subject: string }>(
          "select subject from outgoing_mails where purpose = 'owner-summary' order by id",
        )
      ).rows;
    const started = startBackgroundJobs(test.db, {
      origin: "https://www.agency.be",
      defaultRetentionMonths: 24,
      // Monday 23 November 2026, 07:30 in Brussels: the week of 16 to 22 November is due.
      now: () => new Date("2026-11-23T06:30:00Z"),
      firstSummariesMs: 0,
    });
    try {
      await until(async () => (await summaries()).length > 0);
    } finally {
      started.stop();
    }
    expect((await summaries()).map((mail) => mail.subject)).toEqual([
      "Weekoverzicht van uw panden (16 november 2026 – 22 november 2026)",
    ]);
  });
});
