// The audit log as a manager reads it: a listing's new price and an article's edited body, made in
// the back office, show in Dutch with the price before and after formatted, the body as the words
// that changed (never the whole body) and a link to each record's editor; the log is filtered by
// kind of record, record and day in a form that works without JavaScript; a bad filter is named on
// the page, never a server error. The listing and the article are the spec's own.
import type { Browser, Page } from "@playwright/test";
import { audit, auditSubject } from "../../app/.server/admin/audit.ts";
import { createListing } from "../../app/.server/admin/listing-editor.ts";
import { setCurrentDatabase } from "../../app/.server/db/client.ts";
import { brusselsDay } from "../../app/domain/brussels-day.ts";
import { ADMIN_AUDIT_MESSAGES } from "../../app/i18n/messages/admin-audit.ts";
import { ADMIN_EDITING_MESSAGES } from "../../app/i18n/messages/admin-editing.ts";
import { ADMIN_LISTING_MESSAGES } from "../../app/i18n/messages/admin-listings.ts";
import { query, removePropertyWithDocuments, testDb } from "../support/e2e-database.ts";
import { draftListingValues } from "../support/listing-values.ts";
import { measureSidewaysOverflow } from "../support/sideways-overflow.ts";
import { signedInManager } from "../support/staff-accounts.ts";
import { expect, test } from "./fixtures.ts";

const t = ADMIN_AUDIT_MESSAGES.nl;
const SAVE = ADMIN_EDITING_MESSAGES.nl.save;

const sentence = "Een ruime gezinswoning met tuin, garage en zolder in een rustige straat vlak bij het station.";
const BODY_BEFORE = `<p>${sentence.repeat(5)}</p><p>Het dak werd in 2019 vernieuwd.</p><p>${sentence.repeat(5)}</p>`;
const BODY_AFTER = `<p>${sentence.repeat(5)}</p><p>Het dak werd in 2023 volledig vernieuwd.</p><p>${sentence.repeat(5)}</p>`;

/** A draft listing of the spec's own at € 385.000, written as the editor writes one. */
async function listingOfItsOwn(word: string): Promise<number> {
  setCurrentDatabase(testDb());
  const values = draftListingValues({ price: 385_000 });
  return createListing(
    {
      values,
      texts: [{ language: "nl", title: `${word} met tuin`, description: "Een woning.", priceUnitText: "" }],
      videos: [],
      tours: [],
    },
    { id: null, name: "Audit Spec" },
  );
}

/** A manager of the spec's own in a browser without JavaScript (the article's plain text area, the GET form). */
async function managerWithoutScript(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signedInManager(context);
  return { page: await context.newPage(), close: () => context.close() };
}

/** A service of the spec's own, added on the articles overview; its id. */
async function articleOfItsOwn(page: Page, title: string): Promise<number> {
  const [services] = await query<{ id: number }>(
    "select id from article_categories where key = 'services' and parent_id is null",
  );
  await page.goto("/admin/articles/");
  await page.locator("select[name=categoryId]").selectOption(String(services?.id));
  await page.locator("input[name=title]").fill(title);
  await page.locator("form:has(input[name=title]) button[type=submit]").click();
  await expect(page).toHaveURL(/\/admin\/articles\/\d+\/$/);
  return Number(/\/admin\/articles\/(\d+)\/$/.exec(page.url())?.[1]);
}

async function saveBody(page: Page, body: string): Promise<void> {
  await page.locator("#article-body-nl").fill(body);
  await page.getByRole("button", { name: SAVE, exact: true }).first().click();
  await expect(page.locator("output.form-success")).toBeVisible();
}

test("a manager reads a new price and an edited body in Dutch, each linked to its record, and filters the log", async ({
  browser,
}) => {
  const word = `Logwoning${Date.now().toString(36)}`;
  const propertyId = await listingOfItsOwn(word);
  const { page, close } = await managerWithoutScript(browser);
  try {
    // The price changed in the listing's editor.
    await page.goto(`/admin/properties/${propertyId}/`);
    await page.getByLabel(ADMIN_LISTING_MESSAGES.nl.fields.price).fill("395000");
    await page.getByRole("button", { name: SAVE, exact: true }).first().click();
    await expect(page.getByText(ADMIN_EDITING_MESSAGES.nl.saved, { exact: true })).toBeVisible();

    // An article's body written, then one sentence of it changed.
    const articleId = await articleOfItsOwn(page, `Logdienst ${word}`);
    await saveBody(page, BODY_BEFORE);
    await saveBody(page, BODY_AFTER);

    // The log of the listing: the action in Dutch, the price before and after, a link to the editor.
    await page.goto(`/admin/audit/?kind=property&record=${propertyId}`);
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    const priceLine = page.locator("tbody tr", { hasText: t.actions["property.edit"] });
    await expect(priceLine).toHaveCount(1);
    await expect(priceLine).toContainText(t.fields.price);
    await expect(priceLine.locator(".audit-before")).toHaveText(["€\u00a0385.000"]);
    await expect(priceLine.locator(".audit-after")).toHaveText(["€\u00a0395.000"]);
    await expect(priceLine.getByRole("link", { name: `Pand ${propertyId}` })).toHaveAttribute(
      "href",
      `/admin/properties/${propertyId}/`,
    );
    await expect(page.locator("tbody")).not.toContainText("property.edit");

    // The log of the article: the words that changed, a few around them, never the whole body.
    await page.goto(`/admin/audit/?kind=article&record=${articleId}`);
    const bodyLine = page.locator("tbody tr", { hasText: t.actions["article.save"] }).first();
    await expect(bodyLine.locator("del")).toHaveText(["2019"]);
    await expect(bodyLine.locator("ins")).toHaveText(["2023 volledig"]);
    await expect(bodyLine).toContainText(`${t.fields.body} (NL)`);
    await expect(bodyLine).not.toContainText("<p>");
    expect((await bodyLine.locator(".audit-diff").innerText()).length).toBeLessThan(200);
    await bodyLine.getByRole("link", { name: `Artikel ${articleId}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/articles/${articleId}/$`));

    // Filtered by kind and day through the form: today's property lines, no article line.
    await page.goto("/admin/audit/");
    const today = brusselsDay(new Date());
    await page.getByLabel(t.filters.kind, { exact: true }).selectOption({ label: t.kinds.property });
    await page.getByLabel(t.filters.from, { exact: true }).fill(today);
    await page.getByLabel(t.filters.to, { exact: true }).fill(today);
    await page.getByRole("button", { name: t.filters.apply }).click();
    await expect(page).toHaveURL(/kind=property/);
    await expect(page.getByLabel(t.filters.kind, { exact: true })).toHaveValue("property");
    await expect(page.locator("tbody")).toContainText(`Pand ${propertyId}`);
    await expect(page.locator("tbody")).not.toContainText(t.actions["article.save"]);

    // A day that has not come yet: nothing.
    await page.goto(`/admin/audit/?kind=property&from=2999-01-01`);
    await expect(page.getByText(t.empty)).toBeVisible();
  } finally {
    await close();
    await removePropertyWithDocuments(propertyId);
  }
});

test("bad filters are named on the page, in the manager's language, and the log still shows", async ({ page }) => {
  await signedInManager(page);
  const answer = await page.goto("/admin/audit/?from=2025-02-30&to=tomorrow&kind=villa&record=12");
  expect(answer?.status()).toBe(200);
  const problems = page.getByRole("alert");
  for (const problem of [t.problems.from, t.problems.to, t.problems.kind, t.problems.recordNeedsKind]) {
    await expect(problems).toContainText(problem);
  }
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();

  const record = await page.goto("/admin/audit/?kind=property&record=12abc");
  expect(record?.status()).toBe(200);
  await expect(page.getByRole("alert")).toHaveText(t.problems.record);
  await expect(page.getByLabel(t.filters.record, { exact: true })).toHaveValue("12abc");
});

test("a change to a long web address fits a phone's screen: the address breaks inside its card", async ({ page }) => {
  const id = await listingOfItsOwn(`Adreswoning${Date.now().toString(36)}`);
  try {
    // A Street View address as the editor keeps one: 130 characters without a space.
    const streetView =
      "https://www.google.com/maps/@50.7335204,4.2345678,3a,75y,90.12h,87.5t/data=!3m6!1e1!3m4!1sAbCdEfGhIjKlMnOpQrStUv!2e0!7i16384!8i8192";
    await audit(
      { id: null, name: "Audit Spec" },
      {
        action: "property.update",
        subject: auditSubject("property", id),
        details: { changes: { streetView: { before: "", after: streetView } } },
      },
    );
    await page.setViewportSize({ width: 360, height: 740 });
    await signedInManager(page);
    await page.goto(`/admin/audit/?kind=property&record=${id}`);
    await expect(page.getByText(streetView.slice(0, 30))).toBeVisible();
    const measured = await measureSidewaysOverflow(page);
    expect(measured.scrollWidth, measured.culprits.join("; ")).toBeLessThanOrEqual(measured.viewport);
  } finally {
    await removePropertyWithDocuments(id);
  }
});
