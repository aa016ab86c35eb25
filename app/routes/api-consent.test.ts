// A recorded cookie choice points to the cookie policy text in force when it was made (in the
// visitor's language, else the default one), and keeps the date of that text as policy_version.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { useLeadSettings } from "../../tests/support/lead-form-fixtures.ts";
import { seedMinimalSite } from "../../tests/support/minimal-site.ts";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database.ts";
import { moduleSettingsSchema } from "../.server/db/json-shapes.ts";
import { legalTextVersions } from "../.server/db/legal-versions-schema.ts";
import { articleCategories, articles, articleTexts, consentRecords, modules, pages } from "../.server/db/schema.ts";
import { recordUnversionedLegalTexts } from "../.server/legal-versions.ts";
import { clientAddressContext } from "../.server/request-context.ts";
import { forgetSiteData } from "../.server/site-settings.ts";
import type { Language } from "../i18n/languages.ts";
import { action } from "./api-consent.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ current: true, max: 4 });
  await seedMinimalSite(database.url);
  forgetSiteData();
  useLeadSettings();
});

afterAll(() => database?.cleanup());

async function recordConsent(language: Language, granted: string[] = ["analytics"]) {
  const consentId = randomUUID();
  const request = new Request("http://site.test/api/consent", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ consentId, granted, language }),
  });
  const context = { get: (key: unknown) => (key === clientAddressContext ? "198.51.100.7" : undefined) };
  const answer: Response = await action({ request, context } as never);
  expect(answer.status).toBe(204);
  const [row] = await database.db.select().from(consentRecords).where(eq(consentRecords.consentId, consentId));
  return row;
}

it("records no version while the cookie policy page shows no article, and the page's date as before", async () => {
  const record = await recordConsent("nl");
  expect(record?.policyTextVersionId).toBeNull();
  expect(record?.policyVersion).toBeInstanceOf(Date);
});

it("points each consent to the cookie policy version of its language, else the default language's", async () => {
  const [legal] = await database.db
    .insert(articleCategories)
    .values({ key: "legal", names: { nl: "Juridisch" } })
    .returning();
  const [article] = await database.db
    .insert(articles)
    .values({ key: "cookie-policy", categoryId: legal?.id ?? 0 })
    .returning();
  const articleId = article?.id ?? 0;
  await database.db.insert(articleTexts).values([
    { articleId, language: "nl", slug: "cookiebeleid", title: "Cookiebeleid", body: "Tekst." },
    { articleId, language: "fr", slug: "cookies", title: "Cookies", body: "Texte." },
  ]);
  const [page] = await database.db.select().from(pages).where(eq(pages.routeKey, "cookiePolicy"));
  await database.db.insert(modules).values({
    pageId: page?.id ?? 0,
    sort: 0,
    relationType: "article",
    relationId: articleId,
    settings: moduleSettingsSchema.parse({}),
  });
  await recordUnversionedLegalTexts(database.db);
  const versions = await database.db.select().from(legalTextVersions).where(eq(legalTextVersions.articleId, articleId));
  const nl = versions.find((row) => row.language === "nl");
  const fr = versions.find((row) => row.language === "fr");

  const dutch = await recordConsent("nl");
  expect(dutch?.policyTextVersionId).toBe(nl?.id);
  expect(dutch?.policyVersion?.getTime()).toBe(nl?.publishedAt.getTime());
  expect((await recordConsent("fr"))?.policyTextVersionId).toBe(fr?.id);
  expect((await recordConsent("de"))?.policyTextVersionId).toBe(nl?.id);
});

it("records the preferences category with the others, strictly necessary always among them", async () => {
  expect((await recordConsent("nl", ["preferences"]))?.granted).toEqual(["necessary", "preferences"]);
  expect((await recordConsent("en", ["preferences", "analytics", "social"]))?.granted).toEqual([
    "necessary",
    "preferences",
    "analytics",
    "social",
  ]);
});
