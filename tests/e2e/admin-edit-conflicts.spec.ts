// Two windows on one listing (issue 34): a save made on a version someone saved over is merged field
// by field. A field only the other window changed is kept, silently; a field both changed differently
// is shown with both values, who saved the other one ("in another window" when it was the same
// person), and a choice; saving again goes through, without a reload and with the rest of the typing
// kept. With and without JavaScript, the stored values checked after. A status button (archive) asks
// no version: it goes through from a window someone saved over, and leaves that save as it was.
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { createArticle } from "../../app/.server/admin/articles.ts";
import { createListing } from "../../app/.server/admin/listing-editor.ts";
import { createProject } from "../../app/.server/admin/projects.ts";
import { setCurrentDatabase } from "../../app/.server/db/client.ts";
import { fill, fillCount } from "../../app/i18n/fill.ts";
import { ADMIN_EDITING_MESSAGES } from "../../app/i18n/messages/admin-editing.ts";
import { ADMIN_LISTING_MESSAGES } from "../../app/i18n/messages/admin-listings.ts";
import { ADMIN_PROJECTS_MESSAGES } from "../../app/i18n/messages/admin-projects.ts";
import { query, testDb } from "../support/e2e-database.ts";
import { draftListingValues } from "../support/listing-values.ts";
import { newAccount, openSignedIn } from "../support/staff-accounts.ts";
import { signInOnServer } from "../support/staff-sessions.ts";
import { expect, expectNoAxeViolations, rememberDeclinedCookies, test } from "./fixtures.ts";

const e = ADMIN_EDITING_MESSAGES.nl;
const f = ADMIN_LISTING_MESSAGES.nl.fields;
const p = ADMIN_LISTING_MESSAGES.nl.publish;

/** A draft listing of the spec's own: € 350.000, one bathroom; its id. */
async function listingOfItsOwn(title: string): Promise<number> {
  setCurrentDatabase(testDb());
  return createListing(
    {
      values: draftListingValues({ price: 350_000, bathrooms: 1, bedrooms: 3 }),
      texts: [{ language: "nl", title, description: "Een woning.", priceUnitText: "" }],
      videos: [],
      tours: [],
    },
    { id: null, name: "Conflict Spec" },
  );
}

async function stored(id: number) {
  const [row] = await query<{ price: string; bathrooms: number; title: string }>(
    `select p.price, p.bathrooms, t.title from properties p
       join property_texts t on t.property_id = p.id and t.language = 'nl' where p.id = $1`,
    [id],
  );
  return { price: Number(row?.price), bathrooms: row?.bathrooms, title: row?.title };
}

/** Archives through the publishing panel, which asks first and says what visitors will see. */
async function archive(page: Page): Promise<void> {
  await page.locator(".admin-archive summary").click();
  await expect(page.getByText(fillCount("nl", p.archiveHint, 90))).toBeVisible();
  await page.getByRole("button", { name: p.archiveConfirm, exact: true }).click();
}

/** Whether the listing is archived, and how many times the audit log says it was archived. */
async function archiving(id: number) {
  const [row] = await query<{ archived: boolean; lines: number }>(
    `select p.archived_at is not null as archived,
            (select count(*)::int from audit_log a where a.subject = 'property ' || p.id and a.action = 'property.archive') as lines
       from properties p where p.id = $1`,
    [id],
  );
  return row;
}

const bathrooms = (page: Page) => page.getByRole("textbox", { name: f.bathrooms, exact: true });
const price = (page: Page) => page.getByRole("textbox", { name: f.price, exact: true });
const title = (page: Page) => page.getByRole("textbox", { name: `${f.textTitle} (NL)`, exact: true });
const save = (page: Page) => page.getByRole("button", { name: e.save, exact: true }).first();

/**
 * Someone of the spec's own signed in on `path` in this window, shown once `opened` is, and a second
 * window of theirs on the same page, returned once it answers clicks: two windows on one version.
 */
async function twoWindows(page: Page, path: string, name: string, opened: (on: Page) => Locator): Promise<Page> {
  await openSignedIn(page, (await newAccount("agent", name)).id, path);
  await expect(opened(page)).toBeVisible();
  const tabB = await page.context().newPage();
  await tabB.goto(path);
  await tabB.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return tabB;
}

/** A browser of someone signed in (a person of the spec's own), with or without JavaScript. */
async function signedIn(browser: Browser, name: string, javaScriptEnabled = true): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled });
  await rememberDeclinedCookies(context);
  await signInOnServer(context, (await newAccount("agent", name)).id);
  return context;
}

test("one person in two windows: the other window's bathrooms are kept; both changing them asks, once, in another window", async ({
  page,
}) => {
  const id = await listingOfItsOwn(`Twee vensters ${Date.now().toString(36)}`);
  const tabB = await twoWindows(page, `/admin/properties/${id}/`, "Vera Venster", price);
  await expect(price(page)).toHaveValue("350.000");

  // Tab B changes the bathrooms and saves; tab A, opened before, changes the price and saves.
  await bathrooms(tabB).fill("2");
  await save(tabB).click();
  await expect(tabB.getByText(e.saved)).toBeVisible();
  await price(page).fill("385.000");
  await save(page).click();
  await expect(page.getByText(fill(e.choose.savedTogether, { fields: f.bathrooms }))).toBeVisible();
  await expect(bathrooms(page)).toHaveValue("2");
  await expect.poll(() => stored(id)).toMatchObject({ price: 385_000, bathrooms: 2 });

  // Now both change the bathrooms: tab B (opened before A's save) first, then A with a new title.
  await bathrooms(tabB).fill("3");
  await save(tabB).click();
  await expect(tabB.getByText(fill(e.choose.savedTogether, { fields: f.price }))).toBeVisible();
  const typedTitle = "Woning met tuin, nu met drie badkamers";
  await bathrooms(page).fill("4");
  await title(page).fill(typedTitle);
  await save(page).click();

  const summary = page.getByRole("heading", { name: e.choose.title });
  await expect(summary).toBeFocused();
  const bathroomsChoice = page.getByRole("group", { name: f.bathrooms, exact: true });
  await expect(bathroomsChoice).toContainText(`${e.choose.yours}4`);
  await expect(bathroomsChoice).toContainText(/Opgeslagen in een ander venster op .+3/);
  // Only the bathrooms are asked: the price A saved before is no conflict.
  await expect(page.locator(".admin-conflict fieldset")).toHaveCount(1);
  await expect(title(page)).toHaveValue(typedTitle);
  expect(await stored(id)).toMatchObject({ bathrooms: 3, title: expect.not.stringContaining("drie") });
  await expectNoAxeViolations(page);

  await bathroomsChoice.getByRole("radio", { name: e.choose.takeTheirs }).check();
  await page.getByRole("button", { name: e.choose.saveAgain }).click();
  await expect(page.getByText(e.saved)).toBeVisible();
  await expect.poll(() => stored(id)).toEqual({ price: 385_000, bathrooms: 3, title: typedTitle });
  await expect(bathrooms(page)).toHaveValue("3");
  await expect(title(page)).toHaveValue(typedTitle);
  await tabB.close();
});

test("two people: the conflict names who saved the other value; keeping mine saves mine", async ({ page, browser }) => {
  const id = await listingOfItsOwn(`Twee mensen ${Date.now().toString(36)}`);
  await openSignedIn(page, (await newAccount("agent", "Anna Eerst")).id, `/admin/properties/${id}/`);
  await expect(price(page)).toHaveValue("350.000");
  const other = await signedIn(browser, "Bert Tweede");
  const second = await other.newPage();
  await second.goto(`/admin/properties/${id}/`);
  await bathrooms(second).fill("2");
  await save(second).click();
  await expect(second.getByText(e.saved)).toBeVisible();

  await bathrooms(page).fill("5");
  await price(page).fill("399.000");
  await save(page).click();
  const bathroomsChoice = page.getByRole("group", { name: f.bathrooms, exact: true });
  await expect(bathroomsChoice).toContainText(/Opgeslagen door Bert Tweede op .+2/);
  await expect(page.getByRole("radio", { name: e.choose.keepMine })).toBeChecked();
  await page.getByRole("button", { name: e.choose.saveAgain }).click();
  await expect(page.getByText(e.saved)).toBeVisible();
  await expect.poll(() => stored(id)).toMatchObject({ price: 399_000, bathrooms: 5 });
  await other.close();
});

test("without JavaScript the conflict is chosen in the page the server sends, and saving again goes through", async ({
  browser,
}) => {
  const id = await listingOfItsOwn(`Zonder scripts ${Date.now().toString(36)}`);
  const context = await signedIn(browser, "Nora Script", false);
  const tabA = await context.newPage();
  const tabB = await context.newPage();
  await tabA.goto(`/admin/properties/${id}/`);
  await tabB.goto(`/admin/properties/${id}/`);
  await bathrooms(tabB).fill("2");
  await save(tabB).click();
  await expect(tabB.getByText(e.saved)).toBeVisible();

  await bathrooms(tabA).fill("3");
  await price(tabA).fill("410.000");
  await save(tabA).click();
  const bathroomsChoice = tabA.getByRole("group", { name: f.bathrooms, exact: true });
  await expect(bathroomsChoice).toContainText(/Opgeslagen in een ander venster op .+2/);
  await expect(price(tabA)).toHaveValue("410.000");
  await bathroomsChoice.getByRole("radio", { name: e.choose.takeTheirs }).check();
  await tabA.getByRole("button", { name: e.choose.saveAgain }).click();
  await expect(tabA.getByText(e.saved)).toBeVisible();
  await expect.poll(() => stored(id)).toMatchObject({ price: 410_000, bathrooms: 2 });
  await context.close();
});

test("a status button in a window someone saved over: archived at once, the other window's bathrooms stay, and a second archive is done already", async ({
  page,
}) => {
  const id = await listingOfItsOwn(`Archief ${Date.now().toString(36)}`);
  const tabB = await twoWindows(page, `/admin/properties/${id}/`, "Ada Archief", price);
  await bathrooms(tabB).fill("2");
  await save(tabB).click();
  await expect(tabB.getByText(e.saved)).toBeVisible();

  // Window A, opened before B's save, types a price it does not save and archives: no conflict.
  await price(page).fill("399.000");
  await archive(page);
  await expect(page.getByText(p.archivedDone, { exact: true })).toBeVisible();
  await expect(page.getByText(p.archived, { exact: true })).toBeVisible();
  expect(await stored(id)).toMatchObject({ price: 350_000, bathrooms: 2 });
  expect(await archiving(id)).toEqual({ archived: true, lines: 1 });
  // The form is drawn afresh from what is stored: A's next save keeps B's bathrooms.
  await expect(bathrooms(page)).toHaveValue("2");
  await price(page).fill("385.000");
  await save(page).click();
  await expect(page.getByText(e.saved)).toBeVisible();
  await expect.poll(() => stored(id)).toMatchObject({ price: 385_000, bathrooms: 2 });

  // B, still showing the listing before the archive, archives it too: done already, said as done.
  await archive(tabB);
  await expect(tabB.getByText(p.archivedDone, { exact: true })).toBeVisible();
  await expect(tabB.getByText(p.archived, { exact: true })).toBeVisible();
  expect(await archiving(id)).toEqual({ archived: true, lines: 1 });
  expect(await stored(id)).toMatchObject({ price: 385_000, bathrooms: 2 });
  await tabB.close();
});

test("a publication refused from a window someone saved over sends back the merged form: saving it keeps the other window's bathrooms", async ({
  page,
}) => {
  // A draft without the Flemish mentions: publishing saves the form, then is refused.
  const id = await listingOfItsOwn(`Geweigerd ${Date.now().toString(36)}`);
  const tabB = await twoWindows(page, `/admin/properties/${id}/`, "Rik Refus", price);
  await bathrooms(tabB).fill("2");
  await save(tabB).click();
  await expect(tabB.getByText(e.saved)).toBeVisible();

  await price(page).fill("385.000");
  await page.getByRole("button", { name: p.publish, exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: p.refused })).toBeVisible();
  await expect.poll(() => stored(id)).toMatchObject({ price: 385_000, bathrooms: 2 });
  await expect(bathrooms(page)).toHaveValue("2");
  await expect(price(page)).toHaveValue("385.000");
  await title(page).fill("Woning met twee badkamers");
  await save(page).click();
  await expect(page.getByText(e.saved)).toBeVisible();
  await expect.poll(() => stored(id)).toEqual({ price: 385_000, bathrooms: 2, title: "Woning met twee badkamers" });
  await tabB.close();
});

test("an article in two windows: the other window's summary is kept; both changing it asks, and the saved one can be taken", async ({
  page,
}) => {
  setCurrentDatabase(testDb());
  const [services] = await query<{ id: number }>(
    "select id from article_categories where key = 'services' and parent_id is null",
  );
  const created = await createArticle(services?.id ?? 0, `Dienst ${Date.now().toString(36)}`, "nl", {
    id: null,
    name: "Conflict Spec",
  });
  if (!created.ok) throw new Error("no article");
  const summary = (on: Page) => on.locator("#article-summary-nl");
  const summaryStored = async () =>
    (
      await query<{ summary: string; sort: number }>(
        "select t.summary, a.sort from articles a join article_texts t on t.article_id = a.id and t.language = 'nl' where a.id = $1",
        [created.id],
      )
    )[0];
  const tabB = await twoWindows(page, `/admin/articles/${created.id}/`, "Wim Venster", summary);

  await summary(tabB).fill("Schattingen binnen de week.");
  await save(tabB).click();
  await expect(tabB.getByText("Opgeslagen.", { exact: true })).toBeVisible();
  await page.locator("#article-sort").fill("7");
  await save(page).click();
  await expect(page.getByText(fill(e.choose.savedTogether, { fields: "Samenvatting (NL)" }))).toBeVisible();
  await expect.poll(summaryStored).toEqual({ summary: "Schattingen binnen de week.", sort: 7 });

  await summary(tabB).fill("Schattingen binnen twee dagen.");
  await save(tabB).click();
  await expect(tabB.getByText(fill(e.choose.savedTogether, { fields: "Volgorde" }))).toBeVisible();
  await summary(page).fill("Schattingen op afspraak.");
  await save(page).click();
  await expect(page.getByRole("heading", { name: e.choose.title })).toBeFocused();
  const choice = page.getByRole("group", { name: "Samenvatting (NL)", exact: true });
  await expect(choice).toContainText(`${e.choose.yours}Schattingen op afspraak.`);
  await expect(choice).toContainText(/Opgeslagen in een ander venster op .+Schattingen binnen twee dagen\./);
  await expectNoAxeViolations(page);
  await choice.getByRole("radio", { name: e.choose.takeTheirs }).check();
  await page.getByRole("button", { name: e.choose.saveAgain }).click();
  await expect(page.locator("output.form-success")).toBeVisible();
  await expect.poll(summaryStored).toEqual({ summary: "Schattingen binnen twee dagen.", sort: 7 });
  await tabB.close();
});

test("a project in two windows: the other window's delivery is kept; both changing it asks, and keeping mine saves mine", async ({
  page,
}) => {
  setCurrentDatabase(testDb());
  const id = await createProject({ title: `Residentie ${Date.now().toString(36)}`, zip: "1500", city: "Halle" }, "nl", {
    id: null,
    name: "Conflict Spec",
  });
  const p = ADMIN_PROJECTS_MESSAGES.nl.editor;
  const delivery = (on: Page) => on.getByRole("textbox", { name: p.delivery, exact: true });
  const number = (on: Page) => on.getByRole("textbox", { name: p.number, exact: true });
  const stored = async () =>
    (
      await query<{ number: string | null; delivery: string | null }>(
        "select number, delivery from projects where id = $1",
        [id],
      )
    )[0];
  const tabB = await twoWindows(page, `/admin/projects/${id}/`, "Pia Venster", delivery);

  await delivery(tabB).fill("voorjaar 2027");
  await save(tabB).click();
  await expect(tabB.getByText(e.saved)).toBeVisible();
  await number(page).fill("P-12");
  await save(page).click();
  await expect(page.getByText(e.saved)).toBeVisible();
  await expect.poll(stored).toEqual({ number: "P-12", delivery: "voorjaar 2027" });
  await expect(delivery(page)).toHaveValue("voorjaar 2027");

  await delivery(tabB).fill("zomer 2027");
  await save(tabB).click();
  // The notice of its first save is still on the page: the stored value says this one is done.
  await expect.poll(stored).toEqual({ number: "P-12", delivery: "zomer 2027" });
  await delivery(page).fill("najaar 2027");
  await save(page).click();
  await expect(page.getByRole("heading", { name: e.choose.title })).toBeFocused();
  const choice = page.getByRole("group", { name: p.delivery, exact: true });
  await expect(choice).toContainText(`${e.choose.yours}najaar 2027`);
  await expect(choice).toContainText(/Opgeslagen in een ander venster op .+zomer 2027/);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: e.choose.saveAgain }).click();
  await expect(page.getByText(e.saved)).toBeVisible();
  await expect.poll(stored).toEqual({ number: "P-12", delivery: "najaar 2027" });
  await tabB.close();
});
