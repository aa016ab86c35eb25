import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertProperty, insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { createUser } from "../auth/users.ts";
import { leads } from "../db/lead-schema.ts";
import { LEADS_PER_PAGE, leadExportRows, leadFilterSearch, leadFiltersOf, leadInbox } from "./leads.ts";
import { containsPattern } from "./paging.ts";

describe("leadFiltersOf", () => {
  it("reads the inbox's filters from its URL", () => {
    expect(leadFiltersOf(new URLSearchParams("kind=visit&verified=no&q=%20an%20&page=3"))).toEqual({
      kind: "visit",
      verified: false,
      query: "an",
      page: 3,
      propertyId: null,
      status: null,
      from: null,
      to: null,
    });
  });

  it("leaves out what it does not know instead of failing", () => {
    expect(leadFiltersOf(new URLSearchParams("kind=spam&verified=maybe&page=-2"))).toEqual({
      kind: null,
      verified: null,
      query: "",
      page: 1,
      propertyId: null,
      status: null,
      from: null,
      to: null,
    });
    expect(leadFiltersOf(new URLSearchParams(`q=${"x".repeat(300)}`)).query).toHaveLength(100);
  });
});

describe("containsPattern", () => {
  it("matches the typed text itself: its % and _ are not wildcards", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

describe("leadFiltersOf, the handling filters", () => {
  it("reads property, status and days; leaves out what is not one", () => {
    expect(
      leadFiltersOf(new URLSearchParams("property=512&status=in-progress&from=2026-03-01&to=2026-03-31")),
    ).toMatchObject({ propertyId: 512, status: "in-progress", from: "2026-03-01", to: "2026-03-31" });
    expect(leadFiltersOf(new URLSearchParams("property=5x&status=closed&from=2026-02-30&to=yesterday"))).toMatchObject({
      propertyId: null,
      status: null,
      from: null,
      to: null,
    });
  });

  it("writes the filters back as the query string the export link uses", () => {
    const search = "kind=visit&verified=no&q=an&property=7&status=done&from=2026-01-01&to=2026-01-31";
    expect(leadFilterSearch(leadFiltersOf(new URLSearchParams(`${search}&page=4`))).toString()).toBe(search);
  });
});

describe("the inbox against the database", () => {
  let database: TestDatabase;
  let agentId: string;

  beforeAll(async () => {
    database = await createTestDatabase({ current: true });
    await insertTypes(database.db);
    await insertProperty(database.db, { id: 7 });
    await insertProperty(database.db, { id: 8 });
    agentId = await createUser(database.db, {
      name: "Agent Els",
      email: "els@agency.test",
      password: "a-long-enough-password",
      role: "agent",
    });
  });

  afterAll(() => database?.cleanup());

  let next = 0;
  async function lead(values: Partial<typeof leads.$inferInsert>): Promise<number> {
    next += 1;
    const [row] = await database.db
      .insert(leads)
      .values({
        kind: "site-contact",
        language: "nl",
        email: `visitor${next}@example.be`,
        name: `Visitor ${next}`,
        fields: { message: `message ${next}` },
        verified: true,
        submissionKey: `key-${next}`,
        ...values,
      })
      .returning({ id: leads.id });
    return row?.id ?? 0;
  }

  const all = (search: string) => leadFiltersOf(new URLSearchParams(search));
  const ids = async (search: string) => (await leadInbox(all(search))).rows.map((row) => row.id).sort((a, b) => a - b);

  beforeEach(async () => {
    await database.db.execute("truncate leads restart identity cascade");
  });

  it("filters by property and status, and shows who has the lead", async () => {
    const onSeven = await lead({ propertyId: 7, status: "in-progress", assignedTo: agentId });
    const onEight = await lead({ propertyId: 8, status: "in-progress" });
    const doneOnSeven = await lead({ propertyId: 7, status: "done" });
    expect(await ids("property=7")).toEqual([onSeven, doneOnSeven]);
    expect(await ids("status=in-progress")).toEqual([onSeven, onEight]);
    expect(await ids("property=7&status=in-progress")).toEqual([onSeven]);
    const { total, rows } = await leadInbox(all("property=7&status=in-progress"));
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({ status: "in-progress", assignedTo: agentId, assigneeName: "Agent Els" });
  });

  it("finds a request by its phone, typed another way than the visitor typed it", async () => {
    const mobile = await lead({ fields: { phone: "+32 480 12 34 56" } });
    const landline = await lead({ fields: { phone: "02/512.34.56" } });
    await lead({ fields: { phone: "0470 99 88 77" } });
    expect(await ids("q=0480")).toEqual([mobile]);
    expect(await ids("q=0480%2F12.34.56")).toEqual([mobile]);
    expect(await ids("q=%2B32%202%20512")).toEqual([landline]);
    // Too few digits to be a phone: a name search as before.
    expect(await ids("q=048")).toEqual([]);
  });

  it("counts days in Brussels time, both ends included, across the change to summer time", async () => {
    // 29 March 2026 is the night the clocks go forward: 22:30 UTC is already 00:30 on the 30th.
    const lateOn29th = await lead({ createdAt: new Date("2026-03-29T21:59:00Z") });
    const earlyOn30th = await lead({ createdAt: new Date("2026-03-29T22:30:00Z") });
    const on31st = await lead({ createdAt: new Date("2026-03-31T21:30:00Z") });
    await lead({ createdAt: new Date("2026-03-31T22:00:00Z") });
    expect(await ids("from=2026-03-30&to=2026-03-31")).toEqual([earlyOn30th, on31st]);
    expect(await ids("to=2026-03-29")).toEqual([lateOn29th]);
    expect(await ids("from=2026-03-29&to=2026-03-29")).toEqual([lateOn29th]);
  });

  it("exports every lead the filters select, past the first page, with what was typed", async () => {
    for (let index = 0; index < LEADS_PER_PAGE + 3; index += 1) await lead({ kind: "visit", propertyId: 8 });
    await lead({ kind: "site-contact", propertyId: 8 });
    const filters = all("kind=visit&property=8&page=2");
    expect((await leadInbox(filters)).rows).toHaveLength(3);
    const exported = await leadExportRows(filters);
    expect(exported).toHaveLength(LEADS_PER_PAGE + 3);
    expect(exported.every((row) => row.kind === "visit")).toBe(true);
    expect(exported[0]?.fields).toMatchObject({ message: expect.stringMatching(/^message \d+$/) });
  });
});
