import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertProperty, insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { createUser } from "../auth/users.ts";
import { leads } from "../db/lead-schema.ts";
import { changeLeads } from "./lead-handling.ts";
import {
  type InboxViewer,
  LEADS_PER_PAGE,
  leadCount,
  leadExportRows,
  leadFilterSearch,
  leadFiltersOf,
  leadInbox,
} from "./leads.ts";
import { containsPattern } from "./paging.ts";
import { removeFilter, savedFilters, saveFilter } from "./saved-lead-filters.ts";

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
      assignee: null,
      sort: "received",
      direction: "desc",
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
      assignee: null,
      sort: "received",
      direction: "desc",
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

  it("reads whose requests and the order; an unknown column or person is left out", () => {
    expect(leadFiltersOf(new URLSearchParams("assignee=me&sort=agent"))).toMatchObject({
      assignee: "me",
      sort: "agent",
      direction: "asc",
    });
    expect(leadFiltersOf(new URLSearchParams("assignee=a'b&sort=price&dir=up"))).toMatchObject({
      assignee: null,
      sort: "received",
      direction: "desc",
    });
    expect(leadFiltersOf(new URLSearchParams("sort=person&dir=desc"))).toMatchObject({ direction: "desc" });
  });

  it("writes the filters back as the query string the export link uses", () => {
    const search =
      "kind=visit&verified=no&q=an&property=7&status=done&from=2026-01-01&to=2026-01-31&assignee=none&sort=form&dir=desc";
    expect(leadFilterSearch(leadFiltersOf(new URLSearchParams(`${search}&page=4`))).toString()).toBe(search);
  });
});

describe("the inbox against the database", () => {
  let database: TestDatabase;
  let agentId: string;
  let otherId: string;

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
    otherId = await createUser(database.db, {
      name: "Bram Agent",
      email: "bram@agency.test",
      password: "a-long-enough-password",
      role: "agent",
    });
    viewer = { id: agentId, language: "nl", fallback: "nl" };
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
  let viewer: InboxViewer;
  const ids = async (search: string) =>
    (await leadInbox(all(search), viewer)).rows.map((row) => row.id).sort((a, b) => a - b);

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
    const { total, rows } = await leadInbox(all("property=7&status=in-progress"), viewer);
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
    expect((await leadInbox(filters, viewer)).rows).toHaveLength(3);
    const exported = await leadExportRows(filters, viewer.id);
    expect(exported).toHaveLength(LEADS_PER_PAGE + 3);
    expect(exported.every((row) => row.kind === "visit")).toBe(true);
    expect(exported[0]?.fields).toMatchObject({ message: expect.stringMatching(/^message \d+$/) });
  });

  it("filters on the viewer's own requests, on nobody's, and on one colleague's", async () => {
    const mine = await lead({ assignedTo: agentId });
    const theirs = await lead({ assignedTo: otherId });
    const nobodys = await lead({});
    expect(await ids("assignee=me")).toEqual([mine]);
    expect(await ids("assignee=none")).toEqual([nobodys]);
    expect(await ids(`assignee=${otherId}`)).toEqual([theirs]);
    // "Mine" is whoever looks: the same saved link shows the colleague their own.
    const forOther = await leadInbox(all("assignee=me"), { ...viewer, id: otherId });
    expect(forOther.rows.map((row) => row.id)).toEqual([theirs]);
    expect(await leadCount(all("assignee=me"), agentId)).toBe(1);
  });

  it("sorts on each column both ways, rows without a value last, and the newest first within a tie", async () => {
    await insertProperty(database.db, { id: 9 });
    await database.db.execute("update properties set reference = case id when 8 then 'A-100' else 'B-200' end");
    const anna = await lead({ name: "anna", kind: "valuation", status: "done", propertyId: 9, assignedTo: otherId });
    const bert = await lead({ name: "Bert", kind: "visit", status: "new", propertyId: 8, assignedTo: agentId });
    const none = await lead({ name: "", email: "x@example.be", kind: "site-contact", status: "spam" });
    const order = async (search: string) => (await leadInbox(all(search), viewer)).rows.map((row) => row.id);
    expect(await order("")).toEqual([none, bert, anna]);
    expect(await order("sort=received&dir=asc")).toEqual([anna, bert, none]);
    expect(await order("sort=person")).toEqual([anna, bert, none]);
    expect(await order("sort=person&dir=desc")).toEqual([bert, anna, none]);
    expect(await order("sort=property")).toEqual([bert, anna, none]);
    // Statuses go the way a request goes: new, in progress, done, spam.
    expect(await order("sort=status")).toEqual([bert, anna, none]);
    // "Agent Els" before "Bram Agent"; the request nobody has comes last.
    expect(await order("sort=agent")).toEqual([bert, anna, none]);
    expect(await order("sort=agent&dir=desc")).toEqual([anna, bert, none]);
    // Forms by their Dutch names: Bezoek, Contact, Waardebepaling.
    expect(await order("sort=form")).toEqual([bert, none, anna]);
    const rows = (await leadInbox(all("sort=property"), viewer)).rows;
    expect(rows[0]).toMatchObject({ propertyReference: "A-100", propertyTitle: "Woning 8" });
  });

  it("changes the ticked requests at once, each with its own audit line, and counts only what changed", async () => {
    await database.db.execute("truncate audit_log");
    const first = await lead({});
    const second = await lead({ status: "in-progress" });
    const actor = { id: agentId, name: "Agent Els" };
    expect(await changeLeads(actor, [second, first, first], { status: "in-progress" })).toBe(1);
    expect(await changeLeads(actor, [first, second], { assignedTo: otherId })).toBe(2);
    expect(await changeLeads(actor, [first, second], { assignedTo: "no-such-user" })).toBe("no-staff");
    expect(await changeLeads(actor, [first, 999_999], { status: "spam" })).toBe(1);
    const rows = (await leadInbox(all(""), viewer)).rows;
    expect(rows.map((row) => [row.id, row.status, row.assigneeName])).toEqual([
      [second, "in-progress", "Bram Agent"],
      [first, "spam", "Bram Agent"],
    ]);
    const lines = await database.db.execute<{ action: string; subject: string }>(
      "select action, subject from audit_log where action like 'lead.%' order by id",
    );
    expect(lines.rows.map((line) => `${line.action} ${line.subject}`)).toEqual([
      `lead.status lead ${first}`,
      `lead.assign lead ${first}`,
      `lead.assign lead ${second}`,
      `lead.status lead ${first}`,
    ]);
  });

  it("keeps each person's saved filters as the list reads them, replaced under the same name, removed only by them", async () => {
    await saveFilter(agentId, "Nieuw", new URLSearchParams("status=new&page=3&junk=1"));
    await saveFilter(agentId, "Nieuw", new URLSearchParams("status=new&assignee=none"));
    await saveFilter(agentId, "Mijn bezoeken", new URLSearchParams("kind=visit&assignee=me&sort=person"));
    await saveFilter(otherId, "Nieuw", new URLSearchParams("status=done"));
    const mine = await savedFilters(agentId);
    expect(mine.map((row) => [row.name, row.search])).toEqual([
      ["Mijn bezoeken", "kind=visit&assignee=me&sort=person&dir=asc"],
      ["Nieuw", "status=new&assignee=none"],
    ]);
    const theirs = await savedFilters(otherId);
    expect(await removeFilter(agentId, theirs[0]?.id ?? 0)).toBe(false);
    expect(await removeFilter(agentId, mine[0]?.id ?? 0)).toBe(true);
    expect((await savedFilters(agentId)).map((row) => row.name)).toEqual(["Nieuw"]);
    expect(await savedFilters(otherId)).toHaveLength(1);
  });
});
