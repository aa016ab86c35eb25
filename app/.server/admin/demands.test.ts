// Demands and newsletter sign-ups in the back office against PostgreSQL: the demand list's filters,
// unsubscribing a demand with its audit line, and the newsletter export that holds only addresses
// that confirmed and did not unsubscribe, each once.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertProperty, insertSettings, insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { auditLog } from "../db/auth-schema.ts";
import { demandMatches, demands, newsletterSubscribers } from "../db/lead-schema.ts";
import { demandDetail, demandFiltersOf, demandList, unsubscribeDemand } from "./demands.ts";
import { exportSubscribers, mailableSubscribers } from "./newsletter.ts";

const ACTOR = { id: null, name: "Jan De Smet" };
let database: TestDatabase;
let tokens = 0;

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  await insertSettings(database.db);
  await insertTypes(database.db);
  await insertProperty(database.db, { id: 901, title: "Woning met tuin", city: "Halle" });
});

afterAll(() => database?.cleanup());

beforeEach(async () => {
  await database.db.execute(
    "truncate demands, demand_matches, newsletter_subscribers, audit_log restart identity cascade",
  );
});

async function demand(email: string, state: { confirmed?: boolean; unsubscribed?: boolean } = {}) {
  tokens += 1;
  const [row] = await database.db
    .insert(demands)
    .values({
      token: `token-${tokens}`,
      language: "nl",
      email,
      name: email.split("@")[0] ?? "",
      criteria: { goal: 0, typeWebIds: [1], regions: ["1500"], budgetMax: 300_000 },
      confirmedAt: state.confirmed ? new Date() : null,
      unsubscribedAt: state.unsubscribed ? new Date() : null,
    })
    .returning({ id: demands.id });
  return row?.id ?? 0;
}

describe("the demand list", () => {
  it("filters by state and by name or e-mail, newest first", async () => {
    const active = await demand("active@example.be", { confirmed: true });
    const waiting = await demand("waiting@example.be");
    const gone = await demand("gone@example.be", { confirmed: true, unsubscribed: true });
    const ids = async (search: string) =>
      (await demandList(demandFiltersOf(new URLSearchParams(search)))).rows.map((row) => row.id);
    expect(await ids("")).toEqual([gone, waiting, active]);
    expect(await ids("state=active")).toEqual([active]);
    expect(await ids("state=unconfirmed")).toEqual([waiting]);
    expect(await ids("state=unsubscribed")).toEqual([gone]);
    expect(await ids("q=WAITING")).toEqual([waiting]);
    expect(await ids("q=%25")).toEqual([]);
  });

  it("shows a demand's matches with links to the properties", async () => {
    const id = await demand("match@example.be", { confirmed: true });
    await database.db.insert(demandMatches).values({ demandId: id, propertyId: 901 });
    const found = await demandDetail(id, "nl", "nl");
    expect(found?.typeNames).toEqual(["Huis"]);
    expect(found?.matches).toMatchObject([
      {
        propertyId: 901,
        title: "Woning met tuin",
        city: "Halle",
        published: true,
        href: "/nl/te-koop/halle/woning-met-tuin/901/",
      },
    ]);
  });
});

describe("unsubscribing a demand", () => {
  it("stops it once, with an audit line", async () => {
    const id = await demand("stop@example.be", { confirmed: true });
    expect(await unsubscribeDemand(ACTOR, id)).toBe(true);
    expect(await unsubscribeDemand(ACTOR, id)).toBe(false);
    const [row] = await database.db.select().from(demands).where(eq(demands.id, id));
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    const lines = await database.db.select().from(auditLog);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ action: "demand.unsubscribe", subject: `demand ${id}`, actorName: "Jan De Smet" });
  });
});

describe("the newsletter export", () => {
  it("holds confirmed, subscribed addresses only, each once, and is audited", async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 9, minutes));
    const rows = [
      { email: "yes@example.be", confirmedAt: at(0), unsubscribedAt: null },
      { email: "YES@example.be", confirmedAt: at(5), unsubscribedAt: null },
      { email: "waiting@example.be", confirmedAt: null, unsubscribedAt: null },
      { email: "left@example.be", confirmedAt: at(1), unsubscribedAt: at(2) },
      // Unsubscribed once, then signed up again and confirmed: a new consent.
      { email: "back@example.be", confirmedAt: at(1), unsubscribedAt: at(2) },
      { email: "back@example.be", confirmedAt: at(9), unsubscribedAt: null },
    ];
    await database.db
      .insert(newsletterSubscribers)
      .values(rows.map((row, index) => ({ ...row, token: `nl-${index}`, language: "fr", name: `Name ${index}` })));
    expect((await mailableSubscribers()).map((row) => [row.email, row.confirmedAt])).toEqual([
      ["back@example.be", at(9)],
      ["YES@example.be", at(5)],
    ]);
    expect(await exportSubscribers(ACTOR)).toHaveLength(2);
    const [line] = await database.db.select().from(auditLog);
    expect(line).toMatchObject({ action: "newsletter.export", details: { count: 2 } });
  });
});
