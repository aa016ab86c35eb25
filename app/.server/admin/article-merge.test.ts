// An article saved from a form opened before someone else's save, against PostgreSQL: the save merges
// the form field by field with the article as stored, in its transaction. A field only the other
// save changed is kept and named; one both changed differently is left to choose, nothing written;
// the choice to take the saved value goes through with the version the conflict gave.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formOpenedOn } from "../../../tests/support/form-merge.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { ADMIN_ARTICLES_MESSAGES } from "../../i18n/messages/admin-articles.ts";
import { articleCategories, articles, articleTexts } from "../db/schema.ts";
import { readArticleForm } from "./article-form.ts";
import {
  articleAuditKey,
  articleFieldDescriber,
  articleFormData,
  postedArticleFields,
  storedArticleFields,
} from "./article-merge.ts";
import { articleForEditing, saveArticle } from "./articles.ts";
import { recordVersion } from "./edit-record.ts";

let database: TestDatabase;
const agent = { id: null, name: "Agent An" };
const colleague = { id: null, name: "Manager Mia" };

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
});

afterAll(() => database?.cleanup());

/** A service with a Dutch text, dated a minute back so that a save after it is a newer version. */
async function serviceArticle(key: string): Promise<number> {
  const [category] = await database.db
    .insert(articleCategories)
    .values({ key: `services-${key}`, names: { nl: "Diensten" }, parentId: null, slugs: {} })
    .returning({ id: articleCategories.id });
  const [row] = await database.db
    .insert(articles)
    .values({ key, categoryId: category?.id ?? 0, sort: 3, data: {}, updatedAt: sql`now() - interval '1 minute'` })
    .returning({ id: articles.id });
  const id = row?.id ?? 0;
  await database.db
    .insert(articleTexts)
    .values({ articleId: id, language: "nl", slug: key, title: "Schatting", summary: "Binnen de week.", body: "" });
  return id;
}

/** The editor as opened now: its fields and its version. */
async function opened(id: number) {
  const found = await articleForEditing(id);
  if (!found) throw new Error(`no article ${id}`);
  return { fields: storedArticleFields(found), version: recordVersion(found.article.updatedAt) };
}

/** The form posted with some fields changed, as the route hands it to the save. */
function saveForm(
  id: number,
  form: { fields: Record<string, string>; version: string },
  changes: Record<string, string>,
  actor = agent,
  takeTheirs: readonly string[] = [],
) {
  const posted = articleFormData({ ...form.fields, ...changes });
  const reading = readArticleForm(posted, "services");
  if (!reading.ok) throw new Error(JSON.stringify(reading.submission.reply().error));
  return saveArticle(id, reading.input, form.version, actor, {
    merge: {
      ...formOpenedOn(form.fields, takeTheirs),
      sent: postedArticleFields(posted),
      read: (fields) => readArticleForm(articleFormData(fields), "services"),
    },
  });
}

async function stored(id: number) {
  const [row] = await database.db
    .select({ sort: articles.sort, summary: articleTexts.summary })
    .from(articles)
    .innerJoin(articleTexts, eq(articleTexts.articleId, articles.id))
    .where(eq(articles.id, id));
  return row;
}

describe("an article's form merged with what was saved meanwhile", () => {
  it("keeps the other's summary and my order, naming the summary taken", async () => {
    const id = await serviceArticle("schatting");
    const mine = await opened(id);
    expect(await saveForm(id, await opened(id), { "summary-nl": "Binnen twee dagen." }, colleague)).toMatchObject({
      kind: "saved",
      taken: [],
    });
    expect(await saveForm(id, mine, { sort: "7" })).toMatchObject({ kind: "saved", taken: ["summary-nl"] });
    expect(await stored(id)).toEqual({ sort: 7, summary: "Binnen twee dagen." });
  });

  it("asks about a summary both changed, writing nothing; taking the saved one then goes through", async () => {
    const id = await serviceArticle("verkoop");
    const mine = await opened(id);
    await saveForm(id, await opened(id), { "summary-nl": "Binnen twee dagen." }, colleague);
    const outcome = await saveForm(id, mine, { "summary-nl": "Op afspraak.", sort: "5" });
    if (outcome.kind !== "conflict") throw new Error(`not a conflict: ${outcome.kind}`);
    expect(outcome.merge?.merged.conflicts).toEqual(["summary-nl"]);
    expect(outcome.merge?.merged.fields).toMatchObject({ sort: "5" });
    expect(outcome.changes).toMatchObject([{ actorName: "Manager Mia", fields: ["summary.nl"] }]);
    expect(await stored(id)).toEqual({ sort: 3, summary: "Binnen twee dagen." });

    // The form comes back with the stored version and the stored fields as its base.
    const again = { fields: outcome.merge?.theirs ?? {}, version: outcome.version };
    const chosen = await saveForm(id, again, { "summary-nl": "Op afspraak.", sort: "5" }, agent, ["summary-nl"]);
    expect(chosen).toMatchObject({ kind: "saved" });
    expect(await stored(id)).toEqual({ sort: 5, summary: "Binnen twee dagen." });
  });

  it("refuses a stale save with who changed what when no form is behind it", async () => {
    const id = await serviceArticle("beheer");
    const mine = await opened(id);
    await saveForm(id, await opened(id), { "summary-nl": "Binnen twee dagen." }, colleague);
    const reading = readArticleForm(articleFormData({ ...mine.fields, sort: "9" }), "services");
    if (!reading.ok) throw new Error("refused");
    expect(await saveArticle(id, reading.input, mine.version, agent)).toMatchObject({
      kind: "conflict",
      changes: [{ actorName: "Manager Mia" }],
    });
    expect((await stored(id))?.sort).toBe(3);
  });
});

describe("an article's fields", () => {
  it("are posted as the form does, the spoken languages one by one", () => {
    const form = articleFormData({ "summary-nl": "Binnen de week.", languages: "nl,fr" });
    expect(form.getAll("languages")).toEqual(["nl", "fr"]);
    expect(postedArticleFields(form)).toMatchObject({ "summary-nl": "Binnen de week.", languages: "nl,fr" });
  });

  it("are named as the staff member reads them and as the audit line keeps them", () => {
    const describe = articleFieldDescriber(ADMIN_ARTICLES_MESSAGES.nl, [{ id: 12, name: "Diensten" }]);
    expect(describe("summary-nl").label).toBe("Samenvatting (NL)");
    expect(describe("body-nl").shown("<p>Wij komen <strong>langs</strong>.</p>")).toBe("Wij komen langs.");
    expect(describe("categoryId").shown("12")).toBe("Diensten");
    expect(describe("status").shown("published")).toBe("Gepubliceerd");
    expect([articleAuditKey("summary-nl"), articleAuditKey("phone"), articleAuditKey("sort")]).toEqual([
      "summary.nl",
      "data",
      "sort",
    ]);
  });
});
