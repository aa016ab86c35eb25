// A page's modules with formatting, drafts and a look, against PostgreSQL: a published module's
// save is a draft the preview shows and the site does not, until it is published (one module or all
// of the page's at once) or discarded; the text is cleaned as an article's body; the look's rules
// (a colour's contrast, the classes of the list, a gallery's pictures) refuse with their reasons,
// and the site draws what was published.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFormTestDatabase, useLeadSettings } from "../../../tests/support/lead-form-fixtures.ts";
import type { TestDatabase } from "../../../tests/support/test-database.ts";
import type { Language } from "../../i18n/languages.ts";
import type { ModuleView } from "../../shared/module-data.ts";
import { auditLog } from "../db/auth-schema.ts";
import { pageParamsSchema } from "../db/json-shapes.ts";
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
let moduleId = 0;

beforeAll(async () => {
  database = await startFormTestDatabase();
  useLeadSettings();
});

afterAll(() => database.cleanup());

async function version() {
  const [row] = await database.db.select().from(pages).where(eq(pages.id, pageId));
  return recordVersion(row?.updatedAt ?? new Date(0));
}

async function stored() {
  const [row] = await database.db.select().from(modules).where(eq(modules.id, moduleId));
  if (!row) throw new Error("no module");
  return row;
}

/** The page's modules as a visitor in `language` sees them, or as the preview shows them. */
async function shown(language: Language, preview = false): Promise<ModuleView[]> {
  forgetSiteData();
  const { settings, pages: rows } = await siteData();
  return pageModules({ settings, pages: rows, language }, pageId, preview);
}

/** The module's form as its editor draws it, with `changes` typed over it. */
async function form(changes: Record<string, string>) {
  const editor = await pageEditorView(pageId, "nl");
  const item = editor?.modules.find((candidate) => candidate.id === moduleId);
  if (!item) throw new Error("no module in the editor");
  return { ...item.values, ...changes };
}

async function save(changes: Record<string, string>) {
  return changeModule(JAN, pageId, await version(), moduleId, { kind: "configure", values: await form(changes) });
}

beforeEach(async () => {
  await database.db.delete(pages);
  await database.db.delete(auditLog);
  const [page] = await database.db
    .insert(pages)
    .values({
      name: "Over ons",
      slugs: { nl: "over-ons", de: "ueber-uns" },
      sort: 1,
      params: pageParamsSchema.parse({ title: { nl: "Over ons", de: "Über uns" } }),
    })
    .returning();
  pageId = page?.id ?? 0;
  const added = await addModule(JAN, pageId, await version(), "contact");
  if (added.status !== "done") throw new Error("not added");
  moduleId = added.value;
  await save({ "moduleText.nl": "Oude tekst", "moduleText.de": "Alter Text" });
  await changeModule(JAN, pageId, await version(), moduleId, { kind: "status", status: "published" });
});

describe("a published module's save", () => {
  it("is a draft: the preview shows it marked, the site keeps the old text until it is published", async () => {
    const saved = await save({ "moduleText.nl": "<p><strong>actief in Edingen</strong> nieuw</p>" });
    expect(saved.status).toBe("done");
    expect((await stored()).draft).not.toBeNull();
    expect((await shown("nl"))[0]).toMatchObject({ descriptionHtml: "<p>Oude tekst</p>", unpublished: false });
    expect((await shown("nl", true))[0]).toMatchObject({
      descriptionHtml: "<p><strong>actief in Edingen</strong> nieuw</p>",
      unpublished: true,
    });
    // The editor shows the draft, and says it is one.
    const editor = await pageEditorView(pageId, "nl");
    expect(editor?.modules[0]).toMatchObject({ hasDraft: true, published: true });
    expect(editor?.modules[0]?.values["moduleText.nl"]).toBe("<p><strong>actief in Edingen</strong> nieuw</p>");

    expect(
      (await changeModule(JAN, pageId, await version(), moduleId, { kind: "status", status: "published" })).status,
    ).toBe("done");
    expect((await stored()).draft).toBeNull();
    expect((await shown("nl"))[0]?.descriptionHtml).toBe("<p><strong>actief in Edingen</strong> nieuw</p>");
    // German had no change: it keeps its text.
    expect((await shown("de"))[0]?.descriptionHtml).toBe("<p>Alter Text</p>");
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subject, auditSubject("page", pageId)));
    expect(actions.map((line) => line.action)).toEqual(
      expect.arrayContaining(["page.module.draft", "page.module.publish"]),
    );
  });

  it("that equals what is published leaves no draft, and a draft can be discarded", async () => {
    await save({});
    expect((await stored()).draft).toBeNull();
    await save({ "moduleTitle.nl": "Nieuwe titel" });
    expect((await stored()).draft?.settings.title).toEqual({ nl: "Nieuwe titel" });
    expect((await changeModule(JAN, pageId, await version(), moduleId, { kind: "discard" })).status).toBe("done");
    expect((await stored()).draft).toBeNull();
    expect((await shown("nl", true))[0]?.title).toBe("");
    // Nothing left to discard.
    expect(await changeModule(JAN, pageId, await version(), moduleId, { kind: "discard" })).toMatchObject({
      status: "refused",
      problem: "noDraft",
    });
  });

  it("of every module of the page is published at once", async () => {
    await save({ "moduleTitle.nl": "Samen" });
    expect((await publishModuleDrafts(JAN, pageId, await version())).status).toBe("done");
    expect((await shown("nl"))[0]?.title).toBe("Samen");
    expect(await publishModuleDrafts(JAN, pageId, await version())).toMatchObject({ status: "refused" });
  });
});

describe("a module's text", () => {
  it("is cleaned as an article's body: markup kept, scripts, handlers and styles gone", async () => {
    await save({
      "moduleText.nl":
        '<p onclick="steal()"><b>vet</b> <i>schuin</i> <a href="javascript:alert(1)">weg</a></p><script>alert(1)</script><p style="color:red">rood</p><img src=x onerror=alert(1)>',
    });
    const html = (await stored()).draft?.settings.descriptions.nl ?? "";
    expect(html).toBe("<p><strong>vet</strong> <em>schuin</em> weg</p><p>rood</p>");
  });

  it("written before the editor, as plain paragraphs, is shown as paragraphs with nothing taken literally", async () => {
    await database.db
      .update(modules)
      .set({ settings: { ...(await stored()).settings, descriptions: { nl: "Een <b>vet</b>\n\nTwee & drie" } } })
      .where(eq(modules.id, moduleId));
    expect((await shown("nl"))[0]?.descriptionHtml).toBe("<p>Een <strong>vet</strong></p><p>Twee &amp; drie</p>");
  });

  it("written with Markdown's bold before the editor is bold on the site and in the editor, and saving it unchanged is no change", async () => {
    await database.db
      .update(modules)
      .set({
        settings: { ...(await stored()).settings, descriptions: { nl: "**actief in Edingen** <b>test</b> & meer" } },
      })
      .where(eq(modules.id, moduleId));
    const bold = "<p><strong>actief in Edingen</strong> <strong>test</strong> &amp; meer</p>";
    expect((await shown("nl"))[0]?.descriptionHtml).toBe(bold);
    expect((await pageEditorView(pageId, "nl"))?.modules[0]?.values["moduleText.nl"]).toBe(bold);
    expect((await save({})).status).toBe("done");
    expect((await stored()).draft).toBeNull();
  });
});

describe("a module's look", () => {
  it("draws a chosen colour with the ink that reads on it", async () => {
    await save({ backgroundType: "color", colorBackground: "#16343A", className: "module-centered", titleSize: "h3" });
    await publishModuleDrafts(JAN, pageId, await version());
    expect((await shown("nl"))[0]).toMatchObject({
      background: { type: "color", colour: "#16343a", ink: "light" },
      className: "module-centered",
      titleSize: "h3",
    });
    await save({ colorBackground: "#f5efe6" });
    await publishModuleDrafts(JAN, pageId, await version());
    expect((await shown("nl"))[0]?.background).toEqual({ type: "color", colour: "#f5efe6", ink: "dark" });
  });

  it.each([
    [{ backgroundType: "color", colorBackground: "#808080" }, { colorBackground: "lowContrast" }],
    [{ backgroundType: "color", colorBackground: "red" }, { colorBackground: "invalidColour" }],
    [{ backgroundType: "color", colorBackground: "" }, { colorBackground: "needsColour" }],
    [{ backgroundType: "image", image: "" }, { image: "needsImage" }],
    [{ backgroundType: "image", image: "../etc/passwd" }, { image: "invalidImage" }],
    [{ backgroundType: "gallery", images: "one" }, { images: "needsImages" }],
    [{ className: "hero; color: red" }, { className: "chooseOne" }],
    [{ span: "13" }, { span: "tooLarge" }],
    [{ backgroundType: "video" }, { backgroundType: "chooseOne" }],
  ])("refuses %o with its reason", async (changes, fields) => {
    const before = await stored();
    expect(await save(changes)).toMatchObject({ status: "refused", problem: "moduleFields", fields });
    expect((await stored()).draft).toEqual(before.draft);
  });

  it("draws a gallery of the pictures given, in their order, on the page's grid", async () => {
    await save({
      backgroundType: "gallery",
      images: "gevel-a, tuin-b\nkeuken-c",
      span: "6",
      contentRow: "2",
      colsSm: "12",
      colsMd: "6",
      colsLg: "4",
    });
    await publishModuleDrafts(JAN, pageId, await version());
    expect((await shown("de"))[0]).toMatchObject({
      background: { type: "gallery", imageKeys: ["gevel-a", "tuin-b", "keuken-c"] },
      span: 6,
      row: 2,
      cols: { sm: 12, md: 6, lg: 4 },
    });
    const [row] = await database.db
      .select()
      .from(modules)
      .where(and(eq(modules.id, moduleId), eq(modules.pageId, pageId)));
    expect(row?.settings.images).toEqual(["gevel-a", "tuin-b", "keuken-c"]);
  });
});
