// Moving and removing a page's modules, against PostgreSQL: a module on the site takes its new place
// or its removal in its draft, which the signed preview and the editor show while the site keeps its
// order and its modules, until published (one module or the page's drafts at once) or discarded. A
// module not on the site moves and goes at once. Each on the page's version.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFormTestDatabase, useLeadSettings } from "../../../tests/support/lead-form-fixtures.ts";
import type { TestDatabase } from "../../../tests/support/test-database.ts";
import { auditLog } from "../db/auth-schema.ts";
import { moduleSettingsSchema, pageParamsSchema } from "../db/json-shapes.ts";
import { modules, pages } from "../db/schema.ts";
import { pageModules } from "../page-modules.ts";
import { forgetSiteData, siteData } from "../site-settings.ts";
import { auditSubject } from "./audit.ts";
import { recordVersion } from "./edit-record.ts";
import { pageEditorView } from "./page-editor.ts";
import { addModule, changeModule, publishModuleDrafts } from "./page-module-edits.ts";

const JAN = { id: null, name: "Jan De Smet" };

let database: TestDatabase;
let pageId = 0;
/** The modules by their titles: A, B and C on the site, in that order. */
let id: Record<string, number> = {};

beforeAll(async () => {
  database = await startFormTestDatabase();
  useLeadSettings();
});

afterAll(() => database.cleanup());

async function version() {
  const [row] = await database.db.select().from(pages).where(eq(pages.id, pageId));
  return recordVersion(row?.updatedAt ?? new Date(0));
}

/** The titles of the page's modules as a visitor sees them, or as the signed preview shows them. */
async function titles(preview = false): Promise<string[]> {
  forgetSiteData();
  const { settings, pages: rows } = await siteData();
  return (await pageModules({ settings, pages: rows, language: "nl" }, pageId, preview)).map((view) => view.title);
}

/** The titles in the editor's order, each with what it says of the module. */
async function editor() {
  const view = await pageEditorView(pageId, "nl");
  return (view?.modules ?? []).map(({ title, hasDraft, changed, moved, removing, first, last }) => ({
    title,
    hasDraft,
    changed,
    moved,
    removing,
    first,
    last,
  }));
}

const stored = () => database.db.select().from(modules).where(eq(modules.pageId, pageId));

async function actions() {
  const lines = await database.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.subject, auditSubject("page", pageId)));
  return lines.map((line) => line.action);
}

const change = async (title: string, action: Parameters<typeof changeModule>[4]) =>
  changeModule(JAN, pageId, await version(), id[title] ?? 0, action);
const move = (title: string, direction: "up" | "down") => change(title, { kind: "move", direction });

/** A module added as the editor adds one (not on the site), titled `title`. */
async function addDraftModule(title: string) {
  const added = await addModule(JAN, pageId, await version(), "contact");
  if (added.status !== "done") throw new Error("not added");
  id[title] = added.value;
  await database.db
    .update(modules)
    .set({ settings: moduleSettingsSchema.parse({ title: { nl: title } }) })
    .where(eq(modules.id, added.value));
}

beforeEach(async () => {
  await database.db.delete(pages);
  await database.db.delete(auditLog);
  const [page] = await database.db
    .insert(pages)
    .values({
      name: "Over ons",
      slugs: { nl: "over-ons" },
      sort: 1,
      params: pageParamsSchema.parse({ title: { nl: "Over ons" } }),
    })
    .returning();
  pageId = page?.id ?? 0;
  id = {};
  for (const [sort, title] of ["A", "B", "C"].entries()) {
    const [row] = await database.db
      .insert(modules)
      .values({
        pageId,
        sort,
        status: "published",
        relationType: "contact",
        settings: moduleSettingsSchema.parse({ title: { nl: title } }),
      })
      .returning();
    id[title] = row?.id ?? 0;
  }
});

describe("a move among the modules on the site", () => {
  it("is a draft: the site keeps its order, the preview and the editor show the new one", async () => {
    expect((await move("C", "up")).status).toBe("done");
    expect(await titles()).toEqual(["A", "B", "C"]);
    expect(await titles(true)).toEqual(["A", "C", "B"]);
    expect(await editor()).toEqual([
      { title: "A", hasDraft: false, changed: false, moved: false, removing: false, first: true, last: false },
      { title: "C", hasDraft: true, changed: false, moved: true, removing: false, first: false, last: false },
      { title: "B", hasDraft: true, changed: false, moved: true, removing: false, first: false, last: true },
    ]);
    // A place is no change of what the module shows: the preview does not mark it as one.
    forgetSiteData();
    const { settings, pages: rows } = await siteData();
    const previewed = await pageModules({ settings, pages: rows, language: "nl" }, pageId, true);
    expect(previewed.map((view) => view.unpublished)).toEqual([false, false, false]);
    expect(await actions()).toEqual(["page.module.draft"]);

    // Moved again, up from the editor's order: the new order goes on from the draft's.
    await move("C", "up");
    expect(await titles(true)).toEqual(["C", "A", "B"]);
    expect(await titles()).toEqual(["A", "B", "C"]);
  });

  it("is published whole with any moved module, and is on the site then", async () => {
    await move("C", "up");
    await move("C", "up");
    // Publishing B, one of the moved modules, brings the page's whole new order to the site.
    expect((await change("B", { kind: "status", status: "published" })).status).toBe("done");
    expect(await titles()).toEqual(["C", "A", "B"]);
    expect(await titles(true)).toEqual(["C", "A", "B"]);
    expect((await stored()).every((row) => row.draft === null)).toBe(true);
    expect(await actions()).toContain("page.module.publish");
  });

  it("goes back whole when a moved module's changes are discarded, its form's draft of another module kept", async () => {
    const edited = await pageEditorView(pageId, "nl");
    const values = { ...edited?.modules.find((item) => item.title === "A")?.values, "moduleTitle.nl": "A2" };
    expect((await change("A", { kind: "configure", values })).status).toBe("done");
    await move("A", "down");
    expect(await titles(true)).toEqual(["B", "A2", "C"]);
    expect((await change("B", { kind: "discard" })).status).toBe("done");
    expect(await titles(true)).toEqual(["A2", "B", "C"]);
    expect(await titles()).toEqual(["A", "B", "C"]);
    // A keeps its text's draft, no longer its place.
    expect(await editor()).toMatchObject([
      { title: "A2", changed: true, moved: false },
      { title: "B", hasDraft: false },
      { title: "C", hasDraft: false },
    ]);
  });
});

describe("a removal of a module on the site", () => {
  it("marks it: the site keeps it, the preview and the editor do not; discarding keeps it", async () => {
    expect((await change("B", { kind: "remove" })).status).toBe("done");
    expect(await titles()).toEqual(["A", "B", "C"]);
    expect(await titles(true)).toEqual(["A", "C"]);
    expect((await editor())[1]).toMatchObject({ title: "B", hasDraft: true, removing: true, changed: false });
    expect(await actions()).toEqual(["page.module.draft"]);

    expect((await change("B", { kind: "discard" })).status).toBe("done");
    expect(await titles(true)).toEqual(["A", "B", "C"]);
    expect((await stored()).find((row) => row.id === id.B)?.draft).toBeNull();
  });

  it("is applied when the module is published, audited as its removal", async () => {
    await change("B", { kind: "remove" });
    expect((await change("B", { kind: "status", status: "published" })).status).toBe("done");
    expect(await titles()).toEqual(["A", "C"]);
    expect((await stored()).map((row) => row.id)).not.toContain(id.B);
    expect(await actions()).toEqual(["page.module.draft", "page.module.remove"]);
  });

  it("and a new order are published with every draft of the page at once", async () => {
    await move("A", "down");
    await change("C", { kind: "remove" });
    expect(await titles()).toEqual(["A", "B", "C"]);
    expect(await titles(true)).toEqual(["B", "A"]);
    expect((await publishModuleDrafts(JAN, pageId, await version())).status).toBe("done");
    expect(await titles()).toEqual(["B", "A"]);
    expect((await stored()).map((row) => row.id)).toEqual(expect.arrayContaining([id.A, id.B]));
    expect(await stored()).toHaveLength(2);
    expect((await stored()).every((row) => row.draft === null)).toBe(true);
    expect(await publishModuleDrafts(JAN, pageId, await version())).toMatchObject({ status: "refused" });
  });
});

describe("a module not on the site", () => {
  it("moves and is removed at once, leaving the site's modules as they are", async () => {
    await addDraftModule("D");
    await addDraftModule("E");
    expect((await move("E", "up")).status).toBe("done");
    expect(await titles(true)).toEqual(["A", "B", "C", "E", "D"]);
    expect((await stored()).every((row) => row.draft === null)).toBe(true);
    expect((await change("D", { kind: "remove" })).status).toBe("done");
    expect((await stored()).map((row) => row.id)).not.toContain(id.D);
    expect(await titles()).toEqual(["A", "B", "C"]);
    expect(await actions()).toEqual(["page.module.add", "page.module.add", "page.module.move", "page.module.remove"]);
  });
});

describe("a move or removal on a version someone saved over", () => {
  it("is refused, nothing changed", async () => {
    const opened = await version();
    await move("C", "up");
    for (const action of [{ kind: "move", direction: "down" }, { kind: "remove" }] as const) {
      const stale = await changeModule(JAN, pageId, opened, id.A ?? 0, action);
      expect(stale).toMatchObject({ status: "conflict" });
    }
    expect(await titles(true)).toEqual(["A", "C", "B"]);
    expect(await titles()).toEqual(["A", "B", "C"]);
  });
});
