// Articles edited in the back office, against PostgreSQL: a new article, a save (cleaned HTML, the
// audit line with before and after), a save refused after someone else's, slugs checked against the
// other articles, a renamed slug still answering through the old one, team members' contact data,
// and the versions of the cookie policy that each consent record points to.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedMinimalSite } from "../../../tests/support/minimal-site.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { articleOldSlugs } from "../db/article-slugs-schema.ts";
import { auditLog } from "../db/auth-schema.ts";
import { moduleSettingsSchema } from "../db/json-shapes.ts";
import { articleCategories, articles, articleTexts, modules, pages } from "../db/schema.ts";
import { formText } from "../form-body.ts";
import { currentCookiePolicyVersion, recordUnversionedLegalTexts, versionsOf } from "../legal-versions.ts";
import { articleBySlug } from "../page-modules.ts";
import { forgetSiteData, siteData } from "../site-settings.ts";
import { readArticleForm } from "./article-form.ts";
import { articleForEditing, createArticle, type SaveOutcome, saveArticle } from "./articles.ts";
import { recordVersion } from "./edit-record.ts";

let database: TestDatabase;
const agent = { id: null, name: "Agent An" };
const other = { id: null, name: "Manager Mia" };
const category: Record<string, number> = {};

async function insertCategory(key: string, parentId: number | null = null, slugs = {}) {
  const [row] = await database.db
    .insert(articleCategories)
    .values({ key, names: { nl: key }, parentId, slugs })
    .returning({ id: articleCategories.id });
  category[key] = row?.id ?? 0;
}

async function insertArticle(
  key: string,
  categoryKey: string,
  texts: Partial<Record<Language, { slug: string; title: string; body?: string }>>,
  data: Record<string, string> = {},
) {
  const [row] = await database.db
    .insert(articles)
    .values({ key, categoryId: category[categoryKey] ?? 0, data })
    .returning({ id: articles.id });
  const id = row?.id ?? 0;
  for (const [language, text] of Object.entries(texts)) {
    await database.db.insert(articleTexts).values({ articleId: id, language, summary: "", body: "", ...text });
  }
  return id;
}

/** The editor's form as a browser sends it, from the stored article with some fields changed. */
async function formOf(id: number, changes: Record<string, string | string[]> = {}) {
  const found = await articleForEditing(id);
  if (!found) throw new Error(`no article ${id}`);
  const form = new FormData();
  form.set("intent", "save");
  form.set("version", recordVersion(found.article.updatedAt));
  form.set("status", found.article.status);
  form.set("sort", String(found.article.sort));
  form.set("categoryId", String(found.article.categoryId));
  for (const language of LANGUAGES) {
    const text = found.texts.find((row) => row.language === language);
    form.set(`title-${language}`, text?.title ?? "");
    form.set(`slug-${language}`, text?.slug ?? "");
    form.set(`summary-${language}`, text?.summary ?? "");
    form.set(`body-${language}`, text?.bodyHtml ?? text?.body ?? "");
  }
  for (const [name, value] of Object.entries(changes)) {
    form.delete(name);
    for (const one of [value].flat()) form.append(name, one);
  }
  return { form, kind: found.kind };
}

async function save(id: number, changes: Record<string, string | string[]> = {}, actor = agent): Promise<SaveOutcome> {
  const { form, kind } = await formOf(id, changes);
  const reading = readArticleForm(form, kind);
  if (!reading.ok) throw new Error(`form problems: ${JSON.stringify(reading.submission.reply().error)}`);
  return saveArticle(id, reading.input, formText(form, "version"), actor);
}

async function textOf(id: number, language: Language) {
  const [row] = await database.db
    .select()
    .from(articleTexts)
    .where(and(eq(articleTexts.articleId, id), eq(articleTexts.language, language)));
  return row;
}

async function context(language: Language) {
  forgetSiteData();
  return { ...(await siteData()), language };
}

let cookiePolicy = 0;

beforeAll(async () => {
  database = await createTestDatabase({ current: true, max: 4 });
  await seedMinimalSite(database.url);
  await insertCategory("services");
  await insertCategory("services-owners", category.services ?? null, { nl: "voor-eigenaars" });
  await insertCategory("team");
  await insertCategory("legal");
  await insertCategory("testimonials");
  cookiePolicy = await insertArticle("cookie-policy", "legal", {
    nl: { slug: "cookiebeleid", title: "Cookiebeleid", body: "Wij gebruiken cookies.\n\nU kiest zelf." },
    fr: { slug: "politique-cookies", title: "Politique cookies", body: "Nous utilisons des cookies." },
  });
  const [page] = await database.db.select().from(pages).where(eq(pages.routeKey, "cookiePolicy"));
  await database.db.insert(modules).values({
    pageId: page?.id ?? 0,
    sort: 0,
    relationType: "article",
    relationId: cookiePolicy,
    settings: moduleSettingsSchema.parse({ view: "single-view" }),
  });
});

afterAll(() => database?.cleanup());

describe("adding an article", () => {
  it("starts a draft in the site's language, its slug made from the title and kept unique", async () => {
    const first = await createArticle(category["services-owners"] ?? 0, "Verhuur van kantoren", "nl", agent);
    const second = await createArticle(category.services ?? 0, "Verhuur van kantoren", "nl", agent);
    if (!first.ok || !second.ok) throw new Error("not created");
    expect((await textOf(first.id, "nl"))?.slug).toBe("verhuur-van-kantoren");
    expect((await textOf(second.id, "nl"))?.slug).toBe("verhuur-van-kantoren-2");
    const [row] = await database.db.select().from(articles).where(eq(articles.id, first.id));
    expect(row?.status).toBe("draft");
    const [line] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `article ${first.id}`));
    expect(line?.action).toBe("article.create");
  });

  it("refuses testimonials (visitors send them) and titles with nothing to make a slug of", async () => {
    expect(await createArticle(category.testimonials ?? 0, "Top!", "nl", agent)).toEqual({
      ok: false,
      problem: "category",
    });
    expect(await createArticle(category.services ?? 0, "!!!", "nl", agent)).toEqual({ ok: false, problem: "title" });
    expect(await createArticle(999_999, "Iets", "nl", agent)).toEqual({ ok: false, problem: "category" });
  });
});

describe("saving an article", () => {
  it("stores the body cleaned, with its plain text, and writes the audit line with before and after", async () => {
    const id = await insertArticle("selling", "services-owners", {
      nl: { slug: "verkopen", title: "Verkopen", body: "Wij verkopen uw woning." },
    });
    const outcome = await save(id, {
      status: "published",
      "body-nl":
        "<p>Wij <strong>verkopen</strong> snel.</p><img src=x onerror=alert(1)><ul><li><p>eerlijk</p></li></ul>",
      "title-de": "Verkaufen",
      "body-de": "Wir verkaufen.",
    });
    expect(outcome.kind).toBe("saved");
    const nl = await textOf(id, "nl");
    expect(nl?.bodyHtml).toBe("<p>Wij <strong>verkopen</strong> snel.</p><ul><li><p>eerlijk</p></li></ul>");
    expect(nl?.body).toBe("Wij verkopen snel.\n\neerlijk");
    expect((await textOf(id, "de"))?.slug).toBe("verkaufen");
    const [line] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `article ${id}`), eq(auditLog.action, "article.save")));
    expect(line?.details.changes).toMatchObject({
      "body.nl": {
        before: "<p>Wij verkopen uw woning.</p>",
        after: "<p>Wij <strong>verkopen</strong> snel.</p><ul><li><p>eerlijk</p></li></ul>",
      },
      "title.de": { before: null, after: "Verkaufen" },
    });
  });

  it("says which fields changed, before and after, and touches nothing when nothing changed", async () => {
    const id = await insertArticle("renting", "services-owners", { nl: { slug: "verhuren", title: "Verhuren" } });
    await database.db.update(articles).set({ status: "draft" }).where(eq(articles.id, id));
    const outcome = await save(id, { status: "published", "title-nl": "Verhuren en beheren" });
    if (outcome.kind !== "saved") throw new Error(outcome.kind);
    expect(outcome.changes).toEqual({
      status: { before: "draft", after: "published" },
      "title.nl": { before: "Verhuren", after: "Verhuren en beheren" },
    });
    const again = await save(id);
    expect(again).toMatchObject({ kind: "saved", changes: {} });
  });

  it("refuses a save made on a form opened before someone else's save, saying who changed what", async () => {
    const id = await insertArticle("valuations", "services-owners", { nl: { slug: "schatten", title: "Schatten" } });
    // Dated a minute back: a save within the version's millisecond is not listed (changesSince).
    await database.db
      .update(articles)
      .set({ updatedAt: sql`updated_at - interval '1 minute'` })
      .where(eq(articles.id, id));
    const { form: stale, kind } = await formOf(id, { "title-nl": "Mijn titel" });
    expect((await save(id, { "summary-nl": "Gratis schatting." }, other)).kind).toBe("saved");
    const reading = readArticleForm(stale, kind);
    if (!reading.ok) throw new Error("problems");
    const outcome = await saveArticle(id, reading.input, formText(stale, "version"), agent);
    expect(outcome).toMatchObject({
      kind: "conflict",
      changes: [{ actorName: "Manager Mia", fields: ["summary.nl"] }],
    });
    expect((await textOf(id, "nl"))?.title).toBe("Schatten");
  });

  it("refuses a slug another article has in the same language, or a services sub-category's", async () => {
    const id = await insertArticle("new-builds", "services", { nl: { slug: "nieuwbouw", title: "Nieuwbouw" } });
    expect(await save(id, { "slug-nl": "verkopen" })).toEqual({
      kind: "problems",
      problems: { "slug-nl": { problem: "slugTaken" } },
    });
    expect(await save(id, { "slug-nl": "voor-eigenaars" })).toEqual({
      kind: "problems",
      problems: { "slug-nl": { problem: "slugSubCategory" } },
    });
    // Another language may use it.
    expect((await save(id, { "title-fr": "Vendre", "slug-fr": "verkopen" })).kind).toBe("saved");
  });

  it("keeps a team member's other data and writes phone, e-mail and languages spoken", async () => {
    const id = await insertArticle("team-an", "team", { nl: { slug: "an", title: "An" } }, { bivNumber: "509.123" });
    await save(id, { phone: "02 356 47 81", email: "an@agency.test", languages: ["nl", "fr", "xx"] });
    const [row] = await database.db.select().from(articles).where(eq(articles.id, id));
    expect(row?.data).toEqual({
      bivNumber: "509.123",
      phone: "02 356 47 81",
      email: "an@agency.test",
      languages: "nl,fr",
    });
  });
});

describe("the editor's form as the save takes it", () => {
  it("counts a language whose editor holds only an empty paragraph as no text", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      status: "draft",
      categoryId: "1",
      "title-nl": "Verkopen",
      "body-nl": "<p>Tekst</p>",
      "body-fr": "<p></p>",
      "body-en": "<p><br></p>",
    }))
      form.set(name, value);
    const reading = readArticleForm(form, "services");
    expect(reading.ok && Object.keys(reading.input.texts)).toEqual(["nl"]);
  });
});

describe("a renamed slug", () => {
  it("keeps answering, for the article's address today; another article taking it wins", async () => {
    const id = await insertArticle("management", "services", {
      nl: { slug: "beheer", title: "Beheer" },
      fr: { slug: "gestion", title: "Gestion" },
    });
    await save(id, { "slug-nl": "vastgoedbeheer" });
    const found = await articleBySlug(await context("nl"), "services", "beheer");
    expect(found.view.href).toBe("/nl/onze-gouden-diensten/vastgoedbeheer/");
    const [old] = await database.db.select().from(articleOldSlugs).where(eq(articleOldSlugs.slug, "beheer"));
    expect(old).toMatchObject({ language: "nl", articleId: id });

    // Renamed twice: the first address still leads to the article.
    await save(id, { "slug-nl": "beheer-van-vastgoed" });
    expect((await articleBySlug(await context("nl"), "services", "beheer")).view.href).toBe(
      "/nl/onze-gouden-diensten/beheer-van-vastgoed/",
    );

    // Another article takes the old slug: it answers there now.
    const taker = await insertArticle("taker", "services", { nl: { slug: "beheer", title: "Beheer (nieuw)" } });
    expect((await articleBySlug(await context("nl"), "services", "beheer")).view.id).toBe(taker);

    // Back to a slug it had: that address is no longer an old one.
    await save(id, { "slug-nl": "vastgoedbeheer" });
    const olds = await database.db.select().from(articleOldSlugs).where(eq(articleOldSlugs.articleId, id));
    expect(olds.map((row) => row.slug).sort()).toEqual(["beheer", "beheer-van-vastgoed"]);
  });

  it("answers nothing for a slug no article ever had", async () => {
    await expect(articleBySlug(await context("nl"), "services", "nooit-bestaan")).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});

describe("versions of the cookie policy", () => {
  const current = (language: Language) => currentCookiePolicyVersion(language, "nl");

  it("records the texts published before versions were kept, once", async () => {
    expect(await recordUnversionedLegalTexts(database.db)).toBe(2);
    expect(await recordUnversionedLegalTexts(database.db)).toBe(0);
    const versions = await versionsOf(cookiePolicy);
    expect(versions.map((row) => [row.language, row.publishedBy])).toEqual(
      expect.arrayContaining([
        ["nl", null],
        ["fr", null],
      ]),
    );
  });

  it("keeps every published version; the one in force is the latest of the visitor's language", async () => {
    const first = await current("nl");
    const french = await current("fr");
    expect(first?.language).toBe("nl");
    const outcome = await save(cookiePolicy, {
      "body-nl": "<p>Wij gebruiken cookies.</p><p>U kiest zelf, en <strong>weigeren</strong> is even makkelijk.</p>",
    });
    expect(outcome).toMatchObject({ kind: "saved", versions: 1 });
    const latest = await current("nl");
    expect(latest?.id).not.toBe(first?.id);
    expect(latest?.bodyHtml).toContain("<strong>weigeren</strong>");
    expect(latest?.publishedBy).toBe("Agent An");
    // The French text did not change; there is no English text, so the default language's applies.
    expect((await current("fr"))?.id).toBe(french?.id);
    expect((await current("en"))?.id).toBe(latest?.id);
    const all = await versionsOf(cookiePolicy);
    expect(all.map((row) => row.id)).toEqual(expect.arrayContaining([first?.id, french?.id, latest?.id]));
    expect(all).toHaveLength(3);
  });

  it("keeps no version of a draft, and none of a save that changes nothing in the text", async () => {
    const count = (await versionsOf(cookiePolicy)).length;
    await save(cookiePolicy, { sort: "4" });
    expect(await versionsOf(cookiePolicy)).toHaveLength(count);
    await save(cookiePolicy, { status: "draft", "body-nl": "<p>Concept.</p>" });
    expect(await versionsOf(cookiePolicy)).toHaveLength(count);
    // Published again: the text it is published with becomes a version.
    expect(await save(cookiePolicy, { status: "published" })).toMatchObject({ versions: 1 });
  });

  it("keeps the text as it stood when no version holds it yet, before the new one", async () => {
    await database.db
      .update(articleTexts)
      .set({ body: "Met de hand gewijzigd.", bodyHtml: null })
      .where(and(eq(articleTexts.articleId, cookiePolicy), eq(articleTexts.language, "fr")));
    await save(cookiePolicy, { "body-fr": "<p>Nouvelle version.</p>" });
    const fr = (await versionsOf(cookiePolicy)).filter((row) => row.language === "fr");
    expect(fr).toHaveLength(3);
    const [newest, kept] = fr;
    expect(newest?.publishedBy).toBe("Agent An");
    expect(kept?.publishedBy).toBeNull();
  });
});
