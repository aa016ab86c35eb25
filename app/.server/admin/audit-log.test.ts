// Reading the audit log against PostgreSQL: the filters as the page's address gives them (bad ones
// named, never a failure), each filter and the paging on real rows, and a line as a manager reads it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { ADMIN_AUDIT_MESSAGES } from "../../i18n/messages/admin-audit.ts";
import { createUser } from "../auth/users.ts";
import { auditLog } from "../db/auth-schema.ts";
import { audit } from "./audit.ts";
import { AUDIT_LINES_PER_PAGE, type AuditFilters, auditFilterSearch, auditFiltersOf, auditLines } from "./audit-log.ts";
import { auditLineViews } from "./audit-view.ts";
import { fieldChanges } from "./edit-record.ts";

let database: TestDatabase;
const mia = { id: "", name: "Manager Mia" };
const els = { id: "", name: "Agent Els" };

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  const user = (name: string, role: "manager" | "agent") =>
    createUser(database.db, {
      name,
      email: `${name.replace(/\W/g, "")}@agency.test`,
      password: "long-enough-pw",
      role,
    });
  mia.id = await user(mia.name, "manager");
  els.id = await user(els.name, "agent");
});

afterAll(() => database?.cleanup());

beforeEach(async () => {
  await database.db.execute("truncate audit_log restart identity");
});

const filters = (values: Partial<AuditFilters> = {}): AuditFilters => ({
  actorId: null,
  kind: null,
  record: null,
  from: null,
  to: null,
  page: 1,
  ...values,
});

async function line(at: string, actor: { id: string; name: string }, action: string, subject = "") {
  await database.db
    .insert(auditLog)
    .values({ at: new Date(at), actorId: actor.id, actorName: actor.name, action, subject });
}

describe("auditFiltersOf", () => {
  it.each([
    ["", {}, []],
    ["from=2025-03-01&to=2025-03-31", { from: "2025-03-01", to: "2025-03-31" }, []],
    ["kind=property&record=40", { kind: "property", record: "40" }, []],
    ["kind=user&record=ab3f-9x", { kind: "user", record: "ab3f-9x" }, []],
    ["actor=abc_123", { actorId: "abc_123" }, []],
    ["page=3", { page: 3 }, []],
    ["from=2025-02-30", {}, ["from"]],
    ["to=yesterday", {}, ["to"]],
    ["from=2025-03-31&to=2025-03-01", { from: "2025-03-31" }, ["toBeforeFrom"]],
    ["kind=villa", {}, ["kind"]],
    ["record=40", {}, ["recordNeedsKind"]],
    ["kind=property&record=4O", { kind: "property" }, ["record"]],
    ["kind=property&record=-1", { kind: "property" }, ["record"]],
    ["kind=property&record=0x28", { kind: "property" }, ["record"]],
    ["kind=newsletter&record=3", { kind: "newsletter" }, ["record"]],
    ["actor=%27%3B%20drop", {}, ["actor"]],
    ["page=-2&kind=%00", { page: 1 }, ["kind"]],
  ])("?%s", (query, expected, problems) => {
    const read = auditFiltersOf(new URLSearchParams(query));
    expect(read.filters).toEqual(filters(expected as Partial<AuditFilters>));
    expect(read.problems).toEqual(problems);
  });

  it("gives the filters back for the paging links, the page left out", () => {
    const { filters: read } = auditFiltersOf(new URLSearchParams("kind=article&record=5&from=2025-01-01&page=2"));
    expect(auditFilterSearch(read).toString()).toBe("from=2025-01-01&kind=article&record=5");
  });
});

describe("auditLines", () => {
  it("filters by kind of record: its subjects and its actions", async () => {
    await line("2025-03-10T10:00:00Z", mia, "property.edit", "property 40");
    await line("2025-03-10T10:01:00Z", mia, "visit-slot.add", "property 41");
    await line("2025-03-10T10:02:00Z", mia, "article.save", "article 40");
    await line("2025-03-10T10:03:00Z", mia, "settings.save", "site-settings");
    await line("2025-03-10T10:04:00Z", els, "sign-in", `user ${els.id}`);
    await line("2025-03-10T10:05:00Z", els, "sign-out");
    await line("2025-03-10T10:06:00Z", mia, "gdpr.erase");
    const actions = async (kind: AuditFilters["kind"]) =>
      (await auditLines(filters({ kind }))).rows.map((row) => row.action);
    expect(await actions("property")).toEqual(["visit-slot.add", "property.edit"]);
    expect(await actions("article")).toEqual(["article.save"]);
    expect(await actions("settings")).toEqual(["settings.save"]);
    expect(await actions("user")).toEqual(["sign-out", "sign-in"]);
    expect(await actions("privacy")).toEqual(["gdpr.erase"]);
    expect(await actions("project")).toEqual([]);
  });

  it("filters by one record, and by person", async () => {
    await line("2025-03-10T10:00:00Z", mia, "property.edit", "property 40");
    await line("2025-03-10T10:01:00Z", els, "property.publish", "property 40");
    await line("2025-03-10T10:02:00Z", mia, "property.edit", "property 400");
    await line("2025-03-10T10:03:00Z", mia, "article.save", "article 40");
    const found = await auditLines(filters({ kind: "property", record: "40" }));
    expect(found.rows.map((row) => [row.action, row.subject])).toEqual([
      ["property.publish", "property 40"],
      ["property.edit", "property 40"],
    ]);
    const byEls = await auditLines(filters({ actorId: els.id }));
    expect(byEls.rows.map((row) => row.action)).toEqual(["property.publish"]);
    expect(found.actors).toEqual([
      { id: els.id, name: els.name },
      { id: mia.id, name: mia.name },
    ]);
  });

  it("has an index on the subject for the record filter and a refused save's changes since (subject, then time)", async () => {
    const found = await database.db.execute<{ indexdef: string }>(
      "select indexdef from pg_indexes where tablename = 'audit_log' and indexname = 'audit_log_subject_idx'",
    );
    // text_pattern_ops: also the kind filter's prefix (subject LIKE 'lead %'), whatever the collation.
    expect(found.rows.map((row) => row.indexdef)).toEqual([expect.stringMatching(/\(subject text_pattern_ops, at\)$/)]);
  });

  it("filters by days in Brussels, both ends included", async () => {
    // 23:30 UTC on 9 March is 00:30 on 10 March in Brussels; 22:30 UTC on 11 March is 23:30 there.
    await line("2025-03-09T22:30:00Z", mia, "page.save", "page 1");
    await line("2025-03-09T23:30:00Z", mia, "page.save", "page 2");
    await line("2025-03-11T22:30:00Z", mia, "page.save", "page 3");
    await line("2025-03-11T23:30:00Z", mia, "page.save", "page 4");
    const subjects = async (from: string | null, to: string | null) =>
      (await auditLines(filters({ from, to }))).rows.map((row) => row.subject);
    expect(await subjects("2025-03-10", "2025-03-11")).toEqual(["page 3", "page 2"]);
    expect(await subjects("2025-03-12", null)).toEqual(["page 4"]);
    expect(await subjects(null, "2025-03-09")).toEqual(["page 1"]);
  });

  it("pages newest first, the count over every page", async () => {
    const values = Array.from({ length: AUDIT_LINES_PER_PAGE + 3 }, (_, index) => ({
      at: new Date(Date.UTC(2025, 0, 1, 0, index)),
      actorId: mia.id,
      actorName: mia.name,
      action: "lead.note",
      subject: `lead ${index + 1}`,
    }));
    await database.db.insert(auditLog).values(values);
    const first = await auditLines(filters());
    const second = await auditLines(filters({ page: 2 }));
    expect(first.total).toBe(AUDIT_LINES_PER_PAGE + 3);
    expect(first.rows).toHaveLength(AUDIT_LINES_PER_PAGE);
    expect(first.rows[0]?.subject).toBe(`lead ${AUDIT_LINES_PER_PAGE + 3}`);
    expect(second.rows.map((row) => row.subject)).toEqual(["lead 3", "lead 2", "lead 1"]);
    expect((await auditLines(filters({ page: 3 }))).rows).toEqual([]);
  });
});

describe("a line as a manager reads it", () => {
  it("names the action, the record with its editor, and each change in the staff language", async () => {
    const body = (price: string) =>
      `<p>${"Een ruime gezinswoning met tuin, garage en zolder in een rustige straat. ".repeat(6)}Vraagprijs ${price} euro.</p><p>${"Bezoek op afspraak. ".repeat(10)}</p>`;
    await audit(mia, {
      action: "property.edit",
      subject: "property 40",
      details: {
        changes: fieldChanges(
          {
            price: 385000,
            bedrooms: 3,
            publishPrice: true,
            texts: [{ language: "nl", title: "Villa", description: body("385.000") }],
          },
          {
            price: 395000,
            bedrooms: 4,
            publishPrice: false,
            texts: [{ language: "nl", title: "Villa", description: body("395.000") }],
          },
        ),
      },
    });
    await audit(mia, {
      action: "user.update",
      subject: `user ${els.id}`,
      details: { role: { from: "agent", to: "manager" } },
    });
    const { rows, userNames } = await auditLines(filters());
    const [userLine, propertyLine] = auditLineViews(rows, "nl", ADMIN_AUDIT_MESSAGES.nl, userNames);

    expect(propertyLine?.action).toBe("Pand gewijzigd");
    expect(propertyLine?.record).toEqual({ label: "Pand 40", href: "/admin/properties/40/" });
    expect(propertyLine?.changes).toContainEqual({ field: "Prijs", before: "€\u00a0385.000", after: "€\u00a0395.000" });
    expect(propertyLine?.changes).toContainEqual({ field: "Slaapkamers", before: "3", after: "4" });
    expect(propertyLine?.changes).toContainEqual({ field: "Prijs tonen", before: "ja", after: "nee" });
    const description = propertyLine?.changes.find((change) => change.field === "Beschrijving (NL)");
    const words = description && "diff" in description ? description.diff : [];
    expect(words).toContainEqual({ kind: "del", text: "385.000" });
    expect(words).toContainEqual({ kind: "ins", text: "395.000" });
    // Never the whole body: a few words around the change.
    expect(JSON.stringify(words).length).toBeLessThan(300);
    expect(JSON.stringify(propertyLine)).not.toContain("<p>");

    expect(userLine?.action).toBe("Gebruiker gewijzigd");
    expect(userLine?.record).toEqual({ label: `Gebruiker ${els.name}`, href: `/admin/users/${els.id}/` });
    expect(userLine?.changes).toEqual([{ field: "Rol", before: "Makelaar", after: "Beheerder" }]);

    const [, inGerman] = auditLineViews(rows, "de", ADMIN_AUDIT_MESSAGES.de, userNames);
    expect(inGerman?.action).toBe("Immobilie geändert");
    expect(inGerman?.changes).toContainEqual({ field: "Preis", before: "385.000\u00a0€", after: "395.000\u00a0€" });
  });

  it("says a living area copied into the details once, and the CRM's energy facts by name and in words", async () => {
    await audit(mia, {
      action: "property.edit",
      subject: "property 41",
      details: {
        changes: fieldChanges(
          {
            livingArea: 215,
            details: { surfaces: { living: 215 }, energy: { epcValue: 355, epcStatus: "available" } },
          },
          {
            livingArea: 1234.5,
            details: { surfaces: { living: 1234.5 }, energy: { epcStatus: "in-application" } },
          },
        ),
      },
    });
    const { rows, userNames } = await auditLines(filters());
    const [line] = auditLineViews(rows, "de", ADMIN_AUDIT_MESSAGES.de, userNames);
    const changes = [
      { field: "Wohnfläche", before: "215\u00a0m²", after: "1.234,5\u00a0m²" },
      { field: "EPC-Wert (CRM)", before: "355", after: "(leer)" },
      { field: "EPC-Status", before: "Vorhanden", after: "Beantragt" },
    ];
    expect(line?.changes).toHaveLength(changes.length);
    expect(line?.changes).toEqual(expect.arrayContaining(changes));
  });

  it("counts a list of records it does not spell out, one in the singular", async () => {
    await audit(mia, {
      action: "project.edit",
      subject: "project 7",
      details: { units: { from: [{ name: "Lot 1" }], to: [{ name: "Lot 1" }, { name: "Lot 2" }] } },
    });
    const { rows, userNames } = await auditLines(filters());
    const [dutch] = auditLineViews(rows, "nl", ADMIN_AUDIT_MESSAGES.nl, userNames);
    expect(dutch?.changes).toEqual([expect.objectContaining({ before: "1 item", after: "2 items" })]);
    const [french] = auditLineViews(rows, "fr", ADMIN_AUDIT_MESSAGES.fr, userNames);
    expect(french?.changes).toEqual([expect.objectContaining({ before: "1 élément", after: "2 éléments" })]);
  });

  it("shows an action it has no label for by its code, a subject it cannot link without a link, and how someone signed in in words", async () => {
    await audit(mia, { action: "sign-in.success", subject: "something 12", details: { how: "password" } });
    const { rows, userNames } = await auditLines(filters());
    const [view] = auditLineViews(rows, "en", ADMIN_AUDIT_MESSAGES.en, userNames);
    expect(view?.action).toBe("sign-in.success");
    expect(view?.record).toBeNull();
    expect(view?.notes).toEqual([{ label: "How", value: "With a password" }]);
  });
});
