// Projects edited in the back office: an agent creates one in Dutch and German with two units and a
// PDF, publishes it and finds it on the site (list, detail page with its units and price range, the
// document downloading as a PDF); a unit sold in the editor shows sold; a new title moves the page
// and the old address redirects. A text file named .pdf is refused in the staff member's language.
// Without JavaScript the same form adds a unit row and saves. axe checks every editor page the spec
// reaches (the fixtures reload them with their tabs and unit rows) and the form showing a refusal.
// The projects are this spec's own and are deleted at its end.
import { randomUUID } from "node:crypto";
import { type Browser, expect as baseExpect, type Page } from "@playwright/test";
import { href } from "../../app/i18n/links.ts";
import { ADMIN_EDITING_MESSAGES } from "../../app/i18n/messages/admin-editing.ts";
import { ADMIN_PROJECTS_MESSAGES, type AdminProjectsMessages } from "../../app/i18n/messages/admin-projects.ts";
import { demoAccount } from "../support/demo-accounts.ts";
import { query } from "../support/e2e-database.ts";
import { samplePdf } from "../support/sample-pdf.ts";
import { inAnyLanguage } from "../support/sign-in-form.ts";
import { newAccount, openSignedIn } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, rememberDeclinedCookies, test } from "./fixtures.ts";

const AGENT = demoAccount("demo-agent");
const made: number[] = [];

/** A text of the projects pages in whichever language the demo agent has (another spec may switch it). */
function t(pick: (m: AdminProjectsMessages) => string, values: Record<string, string | number> = {}): RegExp {
  return inAnyLanguage(ADMIN_PROJECTS_MESSAGES, pick, values);
}

const saveButton = inAnyLanguage(ADMIN_EDITING_MESSAGES, (m) => m.save);
const MISSING = new RegExp(
  Object.values(ADMIN_EDITING_MESSAGES)
    .map((m) => m.missingTranslation)
    .join("|"),
);

test.afterAll(async () => {
  // The spec's projects go, with the bytes of their documents (no other row shows those).
  for (const id of made) {
    const keys = await query<{ file_key: string }>("select file_key from project_documents where project_id = $1", [
      id,
    ]);
    await query("delete from projects where id = $1", [id]);
    for (const { file_key: key } of keys)
      await query(
        "delete from stored_documents where key = $1 and not exists (select 1 from project_documents where file_key = $1)",
        [key],
      );
  }
});

async function createProject(page: Page, title: string): Promise<number> {
  await page.goto("/admin/projects/");
  await page.getByLabel(t((m) => m.create.projectTitle)).fill(title);
  await page.getByLabel(t((m) => m.create.zip)).fill("1500");
  await page.getByLabel(t((m) => m.create.city)).fill("Halle");
  await page.getByRole("button", { name: t((m) => m.create.submit) }).click();
  await expect(page).toHaveURL(/\/admin\/projects\/\d+\/\?created$/);
  await expect(page.getByText(t((m) => m.editor.created))).toBeVisible();
  const id = Number(/\/admin\/projects\/(\d+)\//.exec(page.url())?.[1]);
  made.push(id);
  return id;
}

/** A unit row's field, named "Naam (Eenheid 2)" in the agent's language. */
function unitField(page: Page, field: (m: AdminProjectsMessages["editor"]) => string, number: number) {
  return page.getByLabel(
    inAnyLanguage(ADMIN_PROJECTS_MESSAGES, (m) => `${field(m.editor)} (${m.editor.unit})`, { number }),
  );
}

async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: saveButton }).click();
  await expect(page).toHaveURL(/\?saved$/);
  await expect(page.getByText(inAnyLanguage(ADMIN_EDITING_MESSAGES, (m) => m.saved))).toBeVisible();
}

/** The site as a visitor sees it, in a browser of its own; waits until the change has reached it. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await rememberDeclinedCookies(context);
  return context.newPage();
}

test.describe
  .serial("a project of the spec's own, from the back office to the site", () => {
    const unique = randomUUID().slice(0, 6);
    const title = `Residentie Zuidpark ${unique}`;
    let id = 0;
    /** The project page's address under its first title. */
    let firstPath = "";

    test("an agent creates it in Dutch and German with two units and a PDF, and publishes it", async ({ page }) => {
      await openSignedIn(page, AGENT.id, "/admin/projects/");
      await expect(page).toHaveURL(/\/admin\/projects\/$/);
      id = await createProject(page, title);

      // The texts: Dutch, and German in its own tab, marked missing until it has a title.
      await page.getByLabel(t((m) => `${m.editor.description} (NL)`)).fill("Twee nieuwe woningen aan het Zuidpark.");
      const german = page.getByRole("tab", { name: /Deutsch/ });
      await expect(german).toContainText(MISSING);
      await german.click();
      await page.getByLabel(t((m) => `${m.editor.projectTitle} (DE)`)).fill(`Residenz Südpark ${unique}`);
      await page.getByLabel(t((m) => `${m.editor.description} (DE)`)).fill("Zwei neue Häuser am Südpark.");
      await page.getByLabel(t((m) => m.editor.delivery)).fill("voorjaar 2027");
      await page.getByLabel(t((m) => m.editor.status)).selectOption("published");

      // Two units, added in the page.
      const addUnit = page.getByRole("button", { name: t((m) => m.editor.addUnit) });
      await addUnit.click();
      await addUnit.click();
      for (const [number, name, price, surface] of [
        [1, "Woning Noord", "325.000", "120"],
        [2, "Woning Zuid", "345000", "130,5"],
      ] as const) {
        await unitField(page, (e) => e.unitName, number).fill(name);
        await unitField(page, (e) => e.floor, number).fill("0");
        await unitField(page, (e) => e.price, number).fill(price);
        await unitField(page, (e) => e.surface, number).fill(surface);
        await unitField(page, (e) => e.bedrooms, number).fill("3");
      }
      await unitField(page, (e) => e.unitStatus, 2).selectOption("option");

      // A PDF with its names.
      await page
        .getByLabel(t((m) => m.editor.documentName, { language: "NL" }))
        .last()
        .fill("Prijslijst Zuidpark");
      await page
        .getByLabel(t((m) => m.editor.documentName, { language: "DE" }))
        .last()
        .fill("Preisliste Südpark");
      await page.getByLabel(t((m) => m.editor.file)).setInputFiles({
        name: "prijslijst.pdf",
        mimeType: "application/pdf",
        buffer: samplePdf("Prijslijst", ["Woning Noord"]),
      });
      await save(page);
      await expect(page.getByRole("link", { name: "prijslijst-zuidpark.pdf" })).toBeVisible();

      // The unit rows are the saved units now, in their order.
      await expect(unitField(page, (e) => e.unitName, 1)).toHaveValue("Woning Noord");
      // A saved price is shown as it is typed and read back as the site writes it, never as bare digits.
      const price = unitField(page, (e) => e.price, 1);
      await expect(price).toHaveValue("325.000");
      await expect(price.locator("xpath=following-sibling::output")).toHaveText(/^= €\s325\.000$/);
      await expect(unitField(page, (e) => e.price, 2)).toHaveValue("345.000");
    });

    test("on a phone each unit field shows its own name, and its row is said to screen readers only", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await openSignedIn(page, AGENT.id, `/admin/projects/${id}/`);
      const name = unitField(page, (e) => e.unitName, 1);
      const label = page.locator(`label[for="${await name.getAttribute("id")}"]`);
      await expect(label).toBeVisible();
      const row = label.locator(".visually-hidden");
      await expect(row).toHaveText(t((m) => ` (${m.editor.unit})`, { number: 1 }));
      const box = await row.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(1);
    });

    test("visitors find it on the project list and its page: units, price range and the PDF, in German too", async ({
      browser,
    }) => {
      // On the site: the list, the detail page with its units, price range and document.
      const visitor = await visitorPage(browser);
      await expect(async () => {
        await visitor.goto(href("projects", "nl"));
        await baseExpect(visitor.getByRole("link", { name: title }).first()).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await visitor.getByRole("link", { name: title }).first().click();
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
      firstPath = new URL(visitor.url()).pathname;
      expect(firstPath).toBe(`/nl/projecten/residentie-zuidpark-${unique}/${id}/`);
      await expect(visitor.locator(".detail-pricebox .detail-price")).toHaveText(/^Van €\s325\.000 tot €\s345\.000$/);
      const rows = visitor.locator(".unit-table tbody tr");
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toContainText("Woning Noord");
      await expect(rows.nth(0)).toContainText(/€\s325\.000/);
      await expect(rows.nth(1)).toContainText("Optie");
      const link = visitor.getByRole("link", { name: "Prijslijst Zuidpark" });
      const download = await visitor.request.get((await link.getAttribute("href")) ?? "");
      expect(download.status()).toBe(200);
      expect(download.headers()["content-type"]).toBe("application/pdf");
      expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="[a-z0-9-]+\.pdf"$/);
      expect((await download.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
      // In German, under its German title.
      await visitor.goto(href("projects", "de"));
      await visitor
        .getByRole("link", { name: `Residenz Südpark ${unique}` })
        .first()
        .click();
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Residenz Südpark ${unique}`);
      await expect(visitor.getByRole("link", { name: "Preisliste Südpark" })).toBeVisible();
      await visitor.context().close();
    });

    test("a unit sold in the editor is sold on the project page, and leaves the price range", async ({
      page,
      browser,
    }) => {
      await openSignedIn(page, AGENT.id, `/admin/projects/${id}/`);
      await expect(page).toHaveURL(new RegExp(`/admin/projects/${id}/$`));
      await unitField(page, (e) => e.unitStatus, 2).selectOption("sold");
      await save(page);
      const visitor = await visitorPage(browser);
      await expect(async () => {
        await visitor.goto(firstPath);
        await baseExpect(visitor.locator(".unit-table tbody tr").nth(1)).toContainText("Verkocht", { timeout: 1_000 });
      }).toPass();
      await expect(visitor.locator(".detail-pricebox .detail-price")).toHaveText(/^€\s325\.000$/);
      await visitor.context().close();
    });

    test("a new title moves the project page, and its old address redirects to the new one", async ({
      page,
      request,
    }) => {
      await openSignedIn(page, AGENT.id, `/admin/projects/${id}/`);
      await expect(page).toHaveURL(new RegExp(`/admin/projects/${id}/$`));
      await page.getByLabel(t((m) => `${m.editor.projectTitle} (NL)`)).fill(`Hof Zuidpark ${unique}`);
      await save(page);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(`Hof Zuidpark ${unique}`);
      await expect(async () => {
        const moved = await request.get(firstPath, { maxRedirects: 0 });
        baseExpect(moved.status()).toBe(301);
        baseExpect(moved.headers().location).toBe(`/nl/projecten/hof-zuidpark-${unique}/${id}/`);
      }).toPass();
      expect((await request.get(`/nl/projecten/hof-zuidpark-${unique}/${id}/`)).status()).toBe(200);
    });
  });

test("a text file named .pdf is refused, said in the staff member's own language", async ({ page }) => {
  const agent = await newAccount("agent", "Agentin Test", { language: "de" });
  await openSignedIn(page, agent.id, "/admin/projects/");
  await expect(page).toHaveURL(/\/admin\/projects\/$/);
  const id = await createProject(page, `Projekt Textdatei ${randomUUID().slice(0, 6)}`);
  const de = ADMIN_PROJECTS_MESSAGES.de.editor;
  await page
    .getByLabel(`${de.documentName.replace("{language}", "NL")}`)
    .last()
    .fill("Prijslijst");
  await page.getByLabel(de.file).setInputFiles({
    name: "prijslijst.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("Dit is een tekstbestand, geen PDF.\n"),
  });
  await page.getByRole("button", { name: de.addDocument }).click();
  const notPdf = ADMIN_PROJECTS_MESSAGES.de.documentProblems.notPdf;
  // Beside the field, and in the list of what to correct above the form, which links to it.
  await expect(page.locator("#document-new-file-error")).toHaveText(notPdf);
  await expect(page.getByRole("link", { name: `${de.file}: ${notPdf}` })).toHaveAttribute("href", "#document-new-file");
  await expect(page.getByText(de.documentNotAdded)).toBeVisible();
  await expect(page.getByLabel(de.file)).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  const documents = await query("select id from project_documents where project_id = $1", [id]);
  expect(documents).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a unit row is added by the server and saved with the form", async ({ page }) => {
    await openSignedIn(page, AGENT.id, "/admin/projects/");
    await expect(page).toHaveURL(/\/admin\/projects\/$/);
    const id = await createProject(page, `Residentie Zonder Script ${randomUUID().slice(0, 6)}`);
    await page.getByRole("button", { name: t((m) => m.editor.addUnit) }).click();
    await expect(page.getByText(t((m) => m.editor.draft))).toBeVisible();
    await unitField(page, (e) => e.unitName, 1).fill("Lot 1");
    await unitField(page, (e) => e.price, 1).fill("199000");
    await save(page);
    const units = await query<{ name: string; price: string }>(
      "select name, price::text from project_units where project_id = $1",
      [id],
    );
    expect(units).toEqual([{ name: "Lot 1", price: "199000.00" }]);
  });
});
