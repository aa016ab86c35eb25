// A listing's documents in the back office: an agent goes from the listing's editor to its documents
// page, adds two PDFs at once (named after their files), renames one in Dutch and German, moves the
// other up, adds a third with its names and deletes one, downloads one from the page; each save is
// one audit line. Published, the detail page lists them in Dutch and in German. A text file named
// .pdf is refused in the staff member's own language; a save over a list someone else changed is
// refused with who did it, keeping what was typed; without JavaScript a row moves and the list saves.
// A document kept for the agency only is neither on the detail page nor served to a visitor.
// The spec makes listings of its own, unpublished while it works (other specs pick published ones),
// published only for the visitor's look, and removed afterwards with their documents' bytes.
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { ADMIN_EDITING_MESSAGES } from "../../app/i18n/messages/admin-editing.ts";
import { ADMIN_FORMS_NL } from "../../app/i18n/messages/admin-forms/nl.ts";
import { ADMIN_LISTING_DOCUMENTS_MESSAGES } from "../../app/i18n/messages/admin-listing-documents.ts";
import { ADMIN_LISTING_MESSAGES } from "../../app/i18n/messages/admin-listings.ts";
import { announceChange, query, removePropertyWithDocuments } from "../support/e2e-database.ts";
import { samplePdf } from "../support/sample-pdf.ts";
import { newAccount, openSignedIn } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, rememberDeclinedCookies, test } from "./fixtures.ts";

const nl = ADMIN_LISTING_DOCUMENTS_MESSAGES.nl;
/** The row buttons' names, the form kit's. */
const rows = ADMIN_FORMS_NL.rows;
const de = ADMIN_LISTING_DOCUMENTS_MESSAGES.de;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));

/** An agent of the spec's own, so the back office speaks a language no other spec changes. */
async function newAgent(language: "nl" | "de") {
  return newAccount("agent", `Documenten ${language}`, { language });
}

async function makeProperty(id: number, title: string, source: "office" | "feed" = "office"): Promise<void> {
  await removePropertyWithDocuments(id);
  // Sold (marquee 3) and long ago: no spec looking for a visitable or the newest property picks it.
  await query(
    `insert into properties (id, reference, status, goal, type_web_id, marquee, zip, city, city_names, published_at, source)
     values ($1, $2, 'unpublished', 0, 1, 3, '1500', 'Halle', '{"nl":"Halle"}', '2000-01-01', $3)`,
    [id, `DOC-${id % 1000}`, source],
  );
  await query("insert into property_texts (property_id, language, title) values ($1, 'nl', $2), ($1, 'de', $2)", [
    id,
    title,
  ]);
}

const pdf = (name: string, text: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: samplePdf(text, [`${text} ${randomUUID()}`]),
});

/** The documents' Dutch names as the page's rows show them, in order. */
async function dutchNames(page: Page): Promise<string[]> {
  return page
    .locator(".admin-documents input[name$='.names.nl']")
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

/** Publishes the spec's listing and opens its page as a visitor who declined cookies. */
async function publishAndVisit(browser: Browser, id: number): Promise<Page> {
  await query("update properties set status = 'published' where id = $1", [id]);
  await announceChange();
  const visitor = await browser.newContext();
  await rememberDeclinedCookies(visitor);
  const site = await visitor.newPage();
  await site.goto(`/property/${id}/`);
  return site;
}

function documentsPath(id: number): string {
  return `/admin/properties/${id}/documents/`;
}

async function save(page: Page, button = ADMIN_EDITING_MESSAGES.nl.save): Promise<void> {
  // The page may show "saved" from the save before: wait for this one's answer, and for the form
  // drawn again from the saved list (a new version), so that what is typed next goes into that one.
  const version = page.locator("form.admin-editor-form input[name='version']");
  const before = await version.inputValue();
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: button, exact: true }).click();
  expect((await answered).status()).toBeLessThan(400);
  await expect(page).toHaveURL(/\/documents\/\?saved$/);
  await expect(page.locator("output.form-success")).toHaveText(nl.saved);
  await expect(version).not.toHaveValue(before);
}

test("an agent adds, renames, reorders, deletes and downloads a listing's documents, each save one audit line", async ({
  page,
}) => {
  const id = 880_000_011;
  await makeProperty(id, "Woning met documenten");
  try {
    await openSignedIn(page, (await newAgent("nl")).id, `/admin/properties/${id}/`);
    await expect(page).toHaveURL(new RegExp(`/admin/properties/${id}/$`));
    await page.getByRole("link", { name: ADMIN_LISTING_MESSAGES.nl.publish.documents }).click();
    await expect(page).toHaveURL(new RegExp(`${documentsPath(id)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      fill(nl.title, { name: `DOC-${id % 1000} · Woning met documenten` }),
    );
    await expect(page.getByText(nl.editor.noDocuments)).toBeVisible();
    await expectNoAxeViolations(page);

    // Nothing changed, nothing said: not on arrival, nor once a name typed is taken back (the
    // hidden version the form carries is no change of the person's).
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const newName = page.locator("[id='documents-newDocument.names.nl']");
    await newName.fill("Plan");
    await expect(page.getByText(nl.draft)).toBeVisible();
    await newName.fill("");
    await expect(page.getByText(nl.draft)).toBeHidden();

    // Two at once, without names: each is named after its file.
    await page
      .getByLabel(nl.editor.file)
      .setInputFiles([pdf("EPC-attest.pdf", "EPC"), pdf("grondplan_gelijkvloers.pdf", "Grondplan")]);
    await save(page, nl.editor.addDocument);
    await expect.poll(() => dutchNames(page)).toEqual(["EPC-attest", "grondplan gelijkvloers"]);
    await expect(page.getByRole("link", { name: "epc-attest.pdf" })).toBeVisible();

    // Renamed in Dutch and German, the plan moved up: one save.
    await page.locator("[id='documents-documents[0].names.nl']").fill("EPC-attest 2024");
    await page.locator("[id='documents-documents[0].names.de']").fill("Energieausweis 2024");
    await page.locator("[id='documents-documents[1].names.nl']").fill("Grondplan gelijkvloers");
    await page.locator("[id='documents-documents[1].names.de']").fill("Grundriss Erdgeschoss");
    await page.getByRole("button", { name: fill(rows.moveUp, { name: "grondplan gelijkvloers" }) }).click();
    await expect(page.getByText(nl.draft)).toBeVisible();
    await save(page);
    await expect.poll(() => dutchNames(page)).toEqual(["Grondplan gelijkvloers", "EPC-attest 2024"]);
    await expect(page.locator("[id='documents-documents[1].names.de']")).toHaveValue("Energieausweis 2024");

    // A third with its names.
    await page.locator("[id='documents-newDocument.names.nl']").fill("Bodemattest");
    await page.locator("[id='documents-newDocument.names.de']").fill("Bodenbescheinigung");
    await page.getByLabel(nl.editor.file).setInputFiles(pdf("bodem.pdf", "Bodem"));
    await save(page, nl.editor.addDocument);
    await expect.poll(() => dutchNames(page)).toEqual(["Grondplan gelijkvloers", "EPC-attest 2024", "Bodemattest"]);

    // The EPC deleted.
    await page.getByRole("button", { name: fill(rows.remove, { name: "EPC-attest 2024" }) }).click();
    await save(page);
    await expect.poll(() => dutchNames(page)).toEqual(["Grondplan gelijkvloers", "Bodemattest"]);
    await expectNoAxeViolations(page);

    // Staff download one from the page, while the listing is offline.
    const link = page.getByRole("link", { name: "bodemattest.pdf" });
    const download = await page.request.get((await link.getAttribute("href")) ?? "");
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("application/pdf");
    expect(download.headers()["cache-control"]).toBe("no-store");
    expect((await download.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const lines = await query<{ action: string }>("select action from audit_log where subject = $1 order by id", [
      `property ${id}`,
    ]);
    expect(lines.map((line) => line.action)).toEqual(Array(4).fill("property.documents.update"));
  } finally {
    await removePropertyWithDocuments(id);
  }
});

test("published, a listing's documents are on its detail page in Dutch and in German, and download", async ({
  page,
  browser,
}) => {
  const id = 880_000_015;
  await makeProperty(id, "Woning met documenten op de site");
  try {
    await openSignedIn(page, (await newAgent("nl")).id, documentsPath(id));
    await expect(page).toHaveURL(new RegExp(`${documentsPath(id)}$`));
    for (const [file, dutch, german] of [
      ["grondplan.pdf", "Grondplan gelijkvloers", "Grundriss Erdgeschoss"],
      ["bodem.pdf", "Bodemattest", "Bodenbescheinigung"],
    ] as const) {
      await page.locator("[id='documents-newDocument.names.nl']").fill(dutch);
      await page.locator("[id='documents-newDocument.names.de']").fill(german);
      await page.getByLabel(nl.editor.file).setInputFiles(pdf(file, dutch));
      await save(page, nl.editor.addDocument);
    }
    await expect.poll(() => dutchNames(page)).toEqual(["Grondplan gelijkvloers", "Bodemattest"]);

    const site = await publishAndVisit(browser, id);
    await expect(site).toHaveURL(/\/nl\/te-koop\//);
    const documents = site.locator(".document-list a");
    await expect(documents).toHaveText(["Grondplan gelijkvloers", "Bodemattest"]);
    const german = await site.locator('link[rel="alternate"][hreflang="de"]').getAttribute("href");
    await site.goto(new URL(german ?? "", site.url()).pathname);
    await expect(site.locator("html")).toHaveAttribute("lang", /^de/);
    await expect(documents).toHaveText(["Grundriss Erdgeschoss", "Bodenbescheinigung"]);
    const file = await site.request.get((await documents.first().getAttribute("href")) ?? "");
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await site.context().close();
  } finally {
    await removePropertyWithDocuments(id);
  }
});

test("a document kept for the agency only is not on the published listing's page nor served to visitors; the agent still has it", async ({
  page,
  browser,
}) => {
  const id = 880_000_017;
  await makeProperty(id, "Woning met een intern mandaat");
  try {
    await openSignedIn(page, (await newAgent("nl")).id, documentsPath(id));
    await page.locator("[id='documents-newDocument.names.nl']").fill("Verkoopmandaat");
    const newInternal = page.locator("[id='documents-newDocument.internal']");
    await expect(newInternal).toHaveAccessibleName(nl.editor.internal);
    await newInternal.check();
    await page.getByLabel(nl.editor.file).setInputFiles(pdf("mandaat.pdf", "Mandaat"));
    await save(page, nl.editor.addDocument);
    await page.locator("[id='documents-newDocument.names.nl']").fill("Bodemattest");
    await page.getByLabel(nl.editor.file).setInputFiles(pdf("bodem.pdf", "Bodem"));
    await save(page, nl.editor.addDocument);
    // The list shows which is which: the mandate's box ticked, the attest's not.
    await expect(page.locator("[id='documents-documents[0].internal']")).toBeChecked();
    await expect(page.locator("[id='documents-documents[1].internal']")).not.toBeChecked();
    const [mandate] = await query<{ id: number }>(
      "select id from property_documents where property_id = $1 and internal",
      [id],
    );
    const staffLink = page.locator(".admin-documents legend a").first();
    const staffFile = await page.request.get((await staffLink.getAttribute("href")) ?? "");
    expect(staffFile.status()).toBe(200);

    const site = await publishAndVisit(browser, id);
    await expect(site.locator(".document-list a")).toHaveText(["Bodemattest"]);
    const guessed = await site.request.get(`/documents/property/${mandate?.id}/verkoopmandaat.pdf`);
    expect(guessed.status()).toBe(404);
    await site.context().close();
  } finally {
    await removePropertyWithDocuments(id);
  }
});

test("a text file named .pdf is refused, said in the staff member's own language", async ({ page }) => {
  const id = 880_000_012;
  await makeProperty(id, "Woning met tekstbestand");
  try {
    await openSignedIn(page, (await newAgent("de")).id, documentsPath(id));
    await expect(page).toHaveURL(new RegExp(`${documentsPath(id)}$`));
    await page.getByLabel(de.editor.file).setInputFiles({
      name: "preisliste.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("Dies ist eine Textdatei, kein PDF.\n"),
    });
    await page.getByRole("button", { name: de.editor.addDocument }).click();
    const refusal = fill(de.documentProblems.notPdf, { file: "preisliste.pdf" });
    await expect(page.locator("#document-new-file-error")).toHaveText(refusal);
    await expect(page.getByRole("link", { name: `${de.editor.file}: ${refusal}` })).toHaveAttribute(
      "href",
      "#document-new-file",
    );
    await expect(page.getByText(de.notAdded)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await query("select id from property_documents where property_id = $1", [id])).toEqual([]);

    // Two files with one name: said, nothing stored.
    await page.locator("[id='documents-newDocument.names.nl']").fill("Plannen");
    await page.getByLabel(de.editor.file).setInputFiles([pdf("a.pdf", "A"), pdf("b.pdf", "B")]);
    await page.getByRole("button", { name: de.editor.addDocument }).click();
    await expect(
      page.getByRole("link", { name: `${de.editor.newDocument}: ${de.problems.namesForOneFile}` }),
    ).toBeVisible();
    expect(await query("select id from property_documents where property_id = $1", [id])).toEqual([]);
  } finally {
    await removePropertyWithDocuments(id);
  }
});

test("a save over a list someone else changed is refused with who did it, keeping what was typed; a feed listing says the import leaves documents alone", async ({
  browser,
}) => {
  const id = 880_000_013;
  await makeProperty(id, "Woning uit de feed", "feed");
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const agent = await newAgent("nl");
    const one = await first.newPage();
    await openSignedIn(one, agent.id, documentsPath(id));
    await expect(one).toHaveURL(new RegExp(`${documentsPath(id)}$`));
    // Pages of contexts the test makes itself are not waited for as the fixture's page is: a save
    // clicked while the page's scripts still load is the browser's own submission, not the editor's.
    await one.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(one.getByText(nl.feedNotice)).toBeVisible();
    await one.getByLabel(nl.editor.file).setInputFiles(pdf("lastenboek.pdf", "Lastenboek"));
    await save(one, nl.editor.addDocument);

    const other = await newAgent("nl");
    const two = await second.newPage();
    await openSignedIn(two, other.id, documentsPath(id));
    await expect(two).toHaveURL(new RegExp(`${documentsPath(id)}$`));
    await two.locator("html[data-hydrated]").waitFor({ state: "attached" });

    await one.locator("[id='documents-documents[0].names.nl']").fill("Lastenboek fase 1");
    await save(one);

    await two.locator("[id='documents-documents[0].names.nl']").fill("Lastenboek (ontwerp)");
    await two.getByRole("button", { name: ADMIN_EDITING_MESSAGES.nl.save, exact: true }).click();
    await expect(two.getByRole("heading", { name: ADMIN_EDITING_MESSAGES.nl.conflict.title })).toBeVisible();
    await expect(two.locator(".admin-conflict")).toContainText("Documenten nl");
    await expect(two.locator(".admin-conflict")).toContainText(nl.fieldName);
    await expect(two.locator("[id='documents-documents[0].names.nl']")).toHaveValue("Lastenboek (ontwerp)");
    await expectNoAxeViolations(two);
    const [stored] = await query<{ names: { nl: string } }>(
      "select names from property_documents where property_id = $1",
      [id],
    );
    expect(stored?.names.nl).toBe("Lastenboek fase 1");
    // Saved again, now over the list it was shown: taken.
    await two.getByRole("button", { name: ADMIN_EDITING_MESSAGES.nl.save, exact: true }).click();
    await expect(two).toHaveURL(/\?saved$/);
    await expect(two.locator("[id='documents-documents[0].names.nl']")).toHaveValue("Lastenboek (ontwerp)");
  } finally {
    await first.close();
    await second.close();
    await removePropertyWithDocuments(id);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("documents are added, a row moves down by the server and the list saves", async ({ page }) => {
    const id = 880_000_014;
    await makeProperty(id, "Woning zonder script");
    try {
      await openSignedIn(page, (await newAgent("nl")).id, documentsPath(id));
      await expect(page).toHaveURL(new RegExp(`${documentsPath(id)}$`));
      await page.getByLabel(nl.editor.file).setInputFiles([pdf("eerste.pdf", "Een"), pdf("tweede.pdf", "Twee")]);
      await save(page, nl.editor.addDocument);
      await expect.poll(() => dutchNames(page)).toEqual(["eerste", "tweede"]);
      await page.getByRole("button", { name: fill(rows.moveDown, { name: "eerste" }) }).click();
      await expect(page.getByText(nl.draft)).toBeVisible();
      await expect.poll(() => dutchNames(page)).toEqual(["tweede", "eerste"]);
      await save(page);
      await expect.poll(() => dutchNames(page)).toEqual(["tweede", "eerste"]);
    } finally {
      await removePropertyWithDocuments(id);
    }
  });
});
