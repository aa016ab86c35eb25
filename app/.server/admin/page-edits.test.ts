// The page tree edited in the back office, against PostgreSQL: a free page is added under a parent
// with segments checked; a renamed or moved page keeps its old addresses (and those of the pages
// under it) answering with a redirect that leads straight to where it is now; a page taking an old
// address wins over the redirect; no page goes under itself; a save on a stale version is refused
// with who changed what; every change writes its audit line and is announced to every instance.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFormTestDatabase, useLeadSettings } from "../../../tests/support/lead-form-fixtures.ts";
import type { TestDatabase } from "../../../tests/support/test-database.ts";
import { until } from "../../../tests/support/until.ts";
import type { Language } from "../../i18n/languages.ts";
import { listPageSettings } from "../catalog/list/list-page-settings.ts";
import { listenForContentChanges } from "../content-changes.ts";
import { auditLog } from "../db/auth-schema.ts";
import { pageParamsSchema } from "../db/json-shapes.ts";
import { pathRedirects } from "../db/redirects-schema.ts";
import { modules, pages } from "../db/schema.ts";
import { findFreePage } from "../pages.ts";
import { redirectFor } from "../path-redirects.ts";
import { forgetSiteData, siteData } from "../site-settings.ts";
import { formBase, readFormBase } from "./edit-merge-form.ts";
import { recordVersion } from "./edit-record.ts";
import { pageEditorView, savePageContent } from "./page-editor.ts";
import { pageFieldNames, pageFormValues } from "./page-form.ts";
import { addModule, changeModule } from "./page-module-edits.ts";
import { createPage, deletePage, movePage, reorderPage, setPageInMenu, setPageStatus } from "./page-tree-edits.ts";

const JAN = { id: null, name: "Jan De Smet" };
const AN = { id: null, name: "An Peeters" };

let database: TestDatabase;
let ids: { home: number; about: number; howWeWork: number; contact: number };

async function row(id: number) {
  const [found] = await database.db.select().from(pages).where(eq(pages.id, id));
  if (!found) throw new Error(`no page ${id}`);
  return found;
}

const version = async (id: number) => recordVersion((await row(id)).updatedAt);

/** The site as a visitor in `language` sees it now (the in-process cache dropped first). */
async function visitor(language: Language) {
  forgetSiteData();
  const { settings, pages: rows } = await siteData();
  return { settings, pages: rows, language };
}

async function insertPage(values: Partial<typeof pages.$inferInsert> & { name: string }) {
  const [inserted] = await database.db
    .insert(pages)
    .values({ params: pageParamsSchema.parse({ title: { nl: values.name } }), ...values })
    .returning();
  if (!inserted) throw new Error("not inserted");
  return inserted.id;
}

beforeAll(async () => {
  database = await startFormTestDatabase();
  useLeadSettings();
});

afterAll(() => database.cleanup());

beforeEach(async () => {
  await database.db.delete(pages);
  await database.db.delete(auditLog);
  const home = await insertPage({ name: "Home", routeKey: "home", sort: 0 });
  const about = await insertPage({
    name: "Over ons",
    slugs: { nl: "over-ons", fr: "a-propos", de: "ueber-uns" },
    sort: 1,
    params: pageParamsSchema.parse({ title: { nl: "Over ons" }, flags: { isHaveSubMenu: true } }),
  });
  const howWeWork = await insertPage({
    name: "Onze werkwijze",
    parentId: about,
    slugs: { nl: "onze-werkwijze", de: "arbeitsweise" },
    sort: 0,
  });
  const contact = await insertPage({ name: "Contact", routeKey: "contact", sort: 2 });
  ids = { home, about, howWeWork, contact };
  // Dated a minute back: a save within the version's millisecond is not listed (changesSince).
  await database.db.update(pages).set({ updatedAt: sql`updated_at - interval '1 minute'` });
});

function saveValues(values: Record<string, string>, base: Awaited<ReturnType<typeof row>>) {
  const all = pageFormValues(base);
  for (const name of pageFieldNames()) all[name] ??= "";
  return { ...all, ...values };
}

describe("adding a free page", () => {
  it("adds a draft under its parent, after its siblings, with its segments; published it is in the menu's tree", async () => {
    const outcome = await createPage(JAN, {
      name: "Vacatures",
      parentId: ids.about,
      titles: { nl: "Vacatures", de: "Stellenangebote" },
      slugs: { nl: "vacatures", de: "stellenangebote" },
    });
    expect(outcome.status).toBe("done");
    if (outcome.status !== "done") return;
    const created = await row(outcome.value.id);
    expect(created).toMatchObject({ parentId: ids.about, status: "draft", sort: 1, routeKey: null });
    expect(findFreePage(await visitor("de"), ["ueber-uns", "stellenangebote"])).toBeUndefined();
    expect((await setPageStatus(JAN, created.id, await version(created.id), "published")).status).toBe("done");
    expect(findFreePage(await visitor("de"), ["ueber-uns", "stellenangebote"])?.id).toBe(created.id);
    // French has no segment of its own: it uses the Dutch one.
    expect(findFreePage(await visitor("fr"), ["a-propos", "vacatures"])?.id).toBe(created.id);
    const [line] = await database.db.select().from(auditLog).where(eq(auditLog.action, "page.create"));
    expect(line?.subject).toBe(`page ${created.id}`);
    expect(line?.details.changes).toMatchObject({ name: { before: null, after: "Vacatures" } });
  });

  it("refuses a segment a sibling has, one the route table answers at the top, and a bad one", async () => {
    const taken = await createPage(JAN, {
      name: "Werkwijze bis",
      parentId: ids.about,
      titles: { nl: "Werkwijze" },
      slugs: { nl: "onze-werkwijze" },
    });
    expect(taken).toMatchObject({ status: "refused", fields: { "slug.nl": "taken" } });
    const reserved = await createPage(JAN, {
      name: "Kopen",
      parentId: null,
      titles: { nl: "Kopen" },
      slugs: { nl: "te-koop" },
    });
    expect(reserved).toMatchObject({ status: "refused", fields: { "slug.nl": "reserved" } });
    const bad = await createPage(JAN, { name: "X", parentId: null, titles: { nl: "X" }, slugs: { nl: "Mijn Pagina" } });
    expect(bad).toMatchObject({ status: "refused", fields: { "slug.nl": "invalid" } });
    const underRoute = await createPage(JAN, {
      name: "X",
      parentId: ids.contact,
      titles: { nl: "X" },
      slugs: { nl: "x" },
    });
    expect(underRoute).toMatchObject({ status: "refused", problem: "underRoutePage" });
  });
});

describe("a changed address keeps answering", () => {
  async function rename(id: number, segment: string) {
    const base = await row(id);
    const outcome = await savePageContent(
      JAN,
      id,
      recordVersion(base.updatedAt),
      saveValues({ "slug.nl": segment }, base),
    );
    expect(outcome.status).toBe("done");
  }

  it("redirects the old address of the page and of the pages under it, one hop to where they are now", async () => {
    await rename(ids.about, "wie-zijn-we");
    const nl = await visitor("nl");
    expect(await redirectFor(nl, "/nl/over-ons/")).toBe("/nl/wie-zijn-we/");
    expect(await redirectFor(nl, "/nl/over-ons/onze-werkwijze/")).toBe("/nl/wie-zijn-we/onze-werkwijze/");
    // German did not change: nothing to redirect there.
    expect(await redirectFor(await visitor("de"), "/de/ueber-uns/")).toBeUndefined();
    // A chain collapses: A -> B -> C leaves A and B both leading straight to C.
    await rename(ids.about, "het-kantoor");
    const later = await visitor("nl");
    expect(await redirectFor(later, "/nl/over-ons/")).toBe("/nl/het-kantoor/");
    expect(await redirectFor(later, "/nl/wie-zijn-we/")).toBe("/nl/het-kantoor/");
    expect(await redirectFor(later, "/nl/over-ons/onze-werkwijze/")).toBe("/nl/het-kantoor/onze-werkwijze/");
    // Back to the first name: that address is a page again, no longer a redirect.
    await rename(ids.about, "over-ons");
    // English has no segments of its own: its addresses followed the Dutch ones, and redirect the same way.
    const rows = await database.db.select().from(pathRedirects);
    expect(rows.filter((redirect) => redirect.language === "en")).toHaveLength(4);
    expect(rows.flatMap((redirect) => (redirect.language === "nl" ? [redirect.fromPath] : [])).sort()).toEqual([
      "/nl/het-kantoor/",
      "/nl/het-kantoor/onze-werkwijze/",
      "/nl/wie-zijn-we/",
      "/nl/wie-zijn-we/onze-werkwijze/",
    ]);
  });

  it("lets a new page take an old address over from its redirect", async () => {
    await rename(ids.about, "wie-zijn-we");
    expect(await redirectFor(await visitor("nl"), "/nl/over-ons/")).toBe("/nl/wie-zijn-we/");
    const outcome = await createPage(JAN, {
      name: "Nieuw",
      parentId: null,
      titles: { nl: "Nieuw" },
      slugs: { nl: "over-ons" },
    });
    expect(outcome.status).toBe("done");
    const left = await database.db.select().from(pathRedirects).where(eq(pathRedirects.fromPath, "/nl/over-ons/"));
    expect(left).toEqual([]);
  });

  it("leads nowhere once the page is unpublished, and goes with the page when it is removed", async () => {
    await rename(ids.howWeWork, "werkwijze");
    expect(await redirectFor(await visitor("nl"), "/nl/over-ons/onze-werkwijze/")).toBe("/nl/over-ons/werkwijze/");
    await setPageStatus(JAN, ids.howWeWork, await version(ids.howWeWork), "draft");
    expect(await redirectFor(await visitor("nl"), "/nl/over-ons/onze-werkwijze/")).toBeUndefined();
    expect((await deletePage(JAN, ids.howWeWork, await version(ids.howWeWork))).status).toBe("done");
    expect(await database.db.select().from(pathRedirects)).toEqual([]);
  });
});

describe("moving and reordering", () => {
  it("never puts a page under itself or a page below it, nor a free page under a route-table page", async () => {
    expect(await movePage(JAN, ids.about, await version(ids.about), ids.about)).toMatchObject({ problem: "self" });
    expect(await movePage(JAN, ids.about, await version(ids.about), ids.howWeWork)).toMatchObject({
      problem: "descendant",
    });
    expect(await movePage(JAN, ids.howWeWork, await version(ids.howWeWork), ids.contact)).toMatchObject({
      problem: "underRoutePage",
    });
    expect((await row(ids.about)).parentId).toBeNull();
    // A route-table page may go under a free page: its address stays its own.
    expect((await movePage(JAN, ids.contact, await version(ids.contact), ids.about)).status).toBe("done");
    expect(await row(ids.contact)).toMatchObject({ parentId: ids.about, sort: 1 });
  });

  it("moves a page to the top, after the pages there, its old address redirecting", async () => {
    expect((await movePage(JAN, ids.howWeWork, await version(ids.howWeWork), null)).status).toBe("done");
    expect(await row(ids.howWeWork)).toMatchObject({ parentId: null, sort: 3 });
    expect(await redirectFor(await visitor("nl"), "/nl/over-ons/onze-werkwijze/")).toBe("/nl/onze-werkwijze/");
  });

  it("swaps a page with its neighbour, both stamped and audited", async () => {
    const contactBefore = await version(ids.contact);
    expect((await reorderPage(JAN, ids.about, await version(ids.about), "down")).status).toBe("done");
    expect((await row(ids.about)).sort).toBe(2);
    expect((await row(ids.contact)).sort).toBe(1);
    expect(await version(ids.contact)).not.toBe(contactBefore);
    const lines = await database.db.select().from(auditLog).where(eq(auditLog.action, "page.reorder"));
    expect(lines.map((line) => line.subject).sort()).toEqual([`page ${ids.about}`, `page ${ids.contact}`].sort());
  });
});

describe("two people on one page", () => {
  it("refuses the second save on the version both opened, saying who changed which fields", async () => {
    const opened = await row(ids.about);
    const first = await savePageContent(
      JAN,
      ids.about,
      recordVersion(opened.updatedAt),
      saveValues({ "title.nl": "Wie we zijn" }, opened),
    );
    expect(first.status).toBe("done");
    const second = await savePageContent(
      AN,
      ids.about,
      recordVersion(opened.updatedAt),
      saveValues({ "title.de": "Über uns" }, opened),
    );
    expect(second).toMatchObject({ status: "conflict", changes: [{ actorName: "Jan De Smet", fields: ["title"] }] });
    expect((await row(ids.about)).params.title).toEqual({ nl: "Wie we zijn" });
    // Module changes are made on the page's version too.
    const stale = await addModule(AN, ids.about, recordVersion(opened.updatedAt), "contact");
    expect(stale.status).toBe("conflict");
    expect((await setPageInMenu(AN, ids.about, "not a version", false)).status).toBe("conflict");
  });

  it("writes the audit line with the fields before and after, and announces the change", async () => {
    const heard: number[] = [];
    let listening = false;
    const listener = listenForContentChanges(database.url, {
      onChange: () => heard.push(1),
      onListening: (now) => {
        listening = now;
      },
    });
    try {
      await until(() => listening, "the listener's connection");
      const before = heard.length;
      const opened = await row(ids.about);
      await savePageContent(
        JAN,
        ids.about,
        recordVersion(opened.updatedAt),
        saveValues({ "seo.nl.metaTitle": "Wie wij zijn" }, opened),
      );
      await until(() => heard.length > before, "the content change announced after the save");
    } finally {
      await listener.close();
    }
    const [line] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "page.save"), eq(auditLog.subject, `page ${ids.about}`)));
    expect(line?.actorName).toBe("Jan De Smet");
    expect(line?.details.changes).toEqual({
      seo: { before: {}, after: { nl: { metaTitle: "Wie wij zijn", isActiveSEO: true } } },
    });
  });

  it("refuses bad fields without saving anything", async () => {
    const opened = await row(ids.about);
    const outcome = await savePageContent(
      JAN,
      ids.about,
      recordVersion(opened.updatedAt),
      saveValues({ "title.nl": "", "slug.de": "Über", "flags.redirect": "javascript:alert(1)", image: "../x" }, opened),
    );
    expect(outcome).toMatchObject({
      status: "refused",
      fields: {
        "title.nl": "missing",
        "slug.de": "invalid",
        "flags.redirect": "invalidRedirect",
        image: "invalidImage",
      },
    });
    expect((await row(ids.about)).updatedAt).toEqual(opened.updatedAt);
  });
});

describe("modules of a page", () => {
  it("adds, configures, reorders, publishes and removes, each on the page's version", async () => {
    const added = await addModule(JAN, ids.about, await version(ids.about), "property-list");
    expect(added.status).toBe("done");
    const second = await addModule(JAN, ids.about, await version(ids.about), "contact");
    if (added.status !== "done" || second.status !== "done") return;
    const list = async () =>
      (await database.db.select().from(modules).where(eq(modules.pageId, ids.about))).sort((a, b) => a.sort - b.sort);
    expect((await list()).map((module) => [module.relationType, module.status])).toEqual([
      ["property-list", "draft"],
      ["contact", "draft"],
    ]);
    const editor = await pageEditorView(ids.about, "nl");
    const values = {
      ...editor?.modules[0]?.values,
      maxItems: "8",
      numberItemOfRow: "2",
      goal: "1",
      "moduleTitle.nl": "Te huur",
    };
    expect(
      (await changeModule(JAN, ids.about, await version(ids.about), added.value, { kind: "configure", values })).status,
    ).toBe("done");
    expect((await list())[0]?.settings).toMatchObject({
      maxItems: 8,
      numberItemOfRow: 2,
      goal: 1,
      title: { nl: "Te huur" },
    });
    const tooMany = { ...values, maxItems: "500" };
    expect(
      await changeModule(JAN, ids.about, await version(ids.about), added.value, { kind: "configure", values: tooMany }),
    ).toMatchObject({
      status: "refused",
      fields: { maxItems: "tooLarge" },
    });
    await changeModule(JAN, ids.about, await version(ids.about), added.value, { kind: "move", direction: "down" });
    expect((await list()).map((module) => module.relationType)).toEqual(["contact", "property-list"]);
    await changeModule(JAN, ids.about, await version(ids.about), second.value, { kind: "status", status: "published" });
    expect((await list())[0]?.status).toBe("published");
    // A module on the site is marked to be removed; publishing removes it.
    await changeModule(JAN, ids.about, await version(ids.about), second.value, { kind: "remove" });
    expect((await list()).map((module) => [module.relationType, module.draft?.removed === true])).toEqual([
      ["contact", true],
      ["property-list", false],
    ]);
    await changeModule(JAN, ids.about, await version(ids.about), second.value, { kind: "status", status: "published" });
    expect((await list()).map((module) => module.relationType)).toEqual(["property-list"]);
    // Another page's module is not this page's to change.
    expect(
      await changeModule(JAN, ids.howWeWork, await version(ids.howWeWork), added.value, { kind: "remove" }),
    ).toMatchObject({ status: "refused", problem: "unknownModule" });
  });

  it("gives a list page the row length just published at once, not the one it kept", async () => {
    const forSale = await insertPage({ name: "Te koop", routeKey: "forSale", sort: 3 });
    const added = await addModule(JAN, forSale, await version(forSale), "property-list");
    if (added.status !== "done") throw new Error("not added");
    await changeModule(JAN, forSale, await version(forSale), added.value, { kind: "status", status: "published" });
    const perRow = async () => (await listPageSettings((await siteData()).pages, "forSale", "nl", "nl")).perRow;
    expect(await perRow()).toBe(4);
    const editor = await pageEditorView(forSale, "nl");
    const values = { ...editor?.modules[0]?.values, numberItemOfRow: "3" };
    const saved = await changeModule(JAN, forSale, await version(forSale), added.value, { kind: "configure", values });
    expect(saved.status).toBe("done");
    // A published module's save is its draft: the site keeps its row length until it is published.
    expect(await perRow()).toBe(4);
    await changeModule(JAN, forSale, await version(forSale), added.value, { kind: "status", status: "published" });
    expect(await perRow()).toBe(3);
  });
});

describe("a page saved on a version someone saved over, merged field by field", () => {
  /** The about page as a form opened it, and Jan's save of a new title since: the form's version is old. */
  async function openedThenRetitledByJan() {
    const opened = await row(ids.about);
    const base = readFormBase(formBase(pageFormValues(opened)));
    await savePageContent(
      JAN,
      ids.about,
      recordVersion(opened.updatedAt),
      saveValues({ "title.nl": "Wie wij zijn" }, opened),
    );
    return { opened, base };
  }

  it("keeps the other's title and saves my description, with nothing to choose", async () => {
    const { opened, base } = await openedThenRetitledByJan();
    const mine = saveValues({ "description.nl": "Een kantoor in Halle." }, opened);
    const saved = await savePageContent(AN, ids.about, recordVersion(opened.updatedAt), mine, {
      base,
      takeTheirs: new Set(),
    });
    expect(saved).toEqual({ status: "done", value: { taken: ["title.nl"] } });
    const params = (await row(ids.about)).params;
    expect([params.title.nl, params.description.nl]).toEqual(["Wie wij zijn", "Een kantoor in Halle."]);
  });

  it("asks about a title both changed, naming who saved the other, writing nothing; taking theirs saves theirs", async () => {
    const { opened, base } = await openedThenRetitledByJan();
    const mine = saveValues({ "title.nl": "Ons kantoor", "description.nl": "Een kantoor in Halle." }, opened);
    const asked = await savePageContent(AN, ids.about, recordVersion(opened.updatedAt), mine, {
      base,
      takeTheirs: new Set(),
    });
    if (asked.status !== "choose") throw new Error(`expected a choice, got ${asked.status}`);
    expect(asked.conflict.merged.conflicts).toEqual(["title.nl"]);
    expect(asked.conflict.changes).toMatchObject([{ actorName: "Jan De Smet", fields: ["title"] }]);
    const now = await row(ids.about);
    expect(now.params.description.nl).toBeUndefined();

    const again = await savePageContent(AN, ids.about, recordVersion(now.updatedAt), mine, {
      base: readFormBase(formBase(pageFormValues(now))),
      takeTheirs: new Set(["title.nl"]),
    });
    expect(again.status).toBe("done");
    const params = (await row(ids.about)).params;
    expect([params.title.nl, params.description.nl]).toEqual(["Wie wij zijn", "Een kantoor in Halle."]);
  });
});

describe("a module saved on a version someone saved over, merged field by field", () => {
  /** A contact module's form as opened, and its fields as posted with `changes`. */
  async function openedModule() {
    const added = await addModule(JAN, ids.about, await version(ids.about), "contact");
    if (added.status !== "done") throw new Error("not added");
    const editor = await pageEditorView(ids.about, "nl");
    const values = editor?.modules[0]?.values ?? {};
    return { moduleId: added.value, opened: await version(ids.about), values, base: readFormBase(formBase(values)) };
  }

  const settingsOf = async (moduleId: number) =>
    (await database.db.select().from(modules).where(eq(modules.id, moduleId)))[0]?.settings;

  it("saves a module the other save left alone, after the page changed meanwhile", async () => {
    const { moduleId, opened, values, base } = await openedModule();
    expect((await setPageInMenu(JAN, ids.about, opened, false)).status).toBe("done");
    const mine = { ...values, "moduleTitle.nl": "Schrijf ons" };
    const saved = await changeModule(AN, ids.about, opened, moduleId, {
      kind: "configure",
      values: mine,
      merge: { base, takeTheirs: new Set() },
    });
    expect(saved).toEqual({ status: "done", value: { taken: [] } });
    expect((await settingsOf(moduleId))?.title).toEqual({ nl: "Schrijf ons" });
  });

  it("takes a field only the other changed, asks about one both changed, and saves the choice", async () => {
    const { moduleId, opened, values, base } = await openedModule();
    const jans = { ...values, "moduleTitle.nl": "Bel ons", maxItems: "6" };
    expect((await changeModule(JAN, ids.about, opened, moduleId, { kind: "configure", values: jans })).status).toBe(
      "done",
    );
    const mine = { ...values, "moduleTitle.nl": "Schrijf ons", "moduleText.nl": "We antwoorden snel." };
    const asked = await changeModule(AN, ids.about, opened, moduleId, {
      kind: "configure",
      values: mine,
      merge: { base, takeTheirs: new Set() },
    });
    if (asked.status !== "choose") throw new Error(`expected a choice, got ${asked.status}`);
    expect(asked.conflict.merged.conflicts).toEqual(["moduleTitle.nl"]);
    expect(asked.conflict.merged.taken).toEqual(["maxItems"]);
    expect(asked.conflict.changes).toMatchObject([{ actorName: "Jan De Smet", fields: [`module ${moduleId}`] }]);
    expect((await settingsOf(moduleId))?.title).toEqual({ nl: "Bel ons" });

    // Saving again from the answer: the page's version now, the module's fields as stored for base.
    const now = await version(ids.about);
    const stored = (await pageEditorView(ids.about, "nl"))?.modules[0]?.values ?? {};
    const kept = await changeModule(AN, ids.about, now, moduleId, {
      kind: "configure",
      values: asked.conflict.merged.fields,
      merge: { base: readFormBase(formBase(stored)), takeTheirs: new Set() },
    });
    expect(kept.status).toBe("done");
    expect(await settingsOf(moduleId)).toMatchObject({
      title: { nl: "Schrijf ons" },
      descriptions: { nl: "<p>We antwoorden snel.</p>" },
      maxItems: 6,
    });
  });

  it("refuses a module's change on an older version when no form's merge comes with it", async () => {
    const { moduleId, opened, values } = await openedModule();
    expect((await setPageInMenu(JAN, ids.about, opened, false)).status).toBe("done");
    const stale = await changeModule(AN, ids.about, opened, moduleId, { kind: "configure", values });
    expect(stale).toMatchObject({ status: "conflict", changes: [{ actorName: "Jan De Smet" }] });
  });
});
