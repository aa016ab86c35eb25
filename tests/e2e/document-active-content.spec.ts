import { ADMIN_LISTING_DOCUMENTS_MESSAGES } from "../../app/i18n/messages/admin-listing-documents.ts";
import { query, removePropertyWithDocuments } from "../support/e2e-database.ts";
import { samplePdf } from "../support/sample-pdf.ts";
import { newAccount, openSignedIn } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

const fr = ADMIN_LISTING_DOCUMENTS_MESSAGES.fr;
const ID = 880_000_021;

test.beforeAll(async () => {
  await removePropertyWithDocuments(ID);
  await query(
    `insert into properties (id, reference, status, goal, type_web_id, marquee, zip, city, city_names, published_at, source)
     values ($1, 'DOC-021', 'unpublished', 0, 1, 3, '1500', 'Halle', '{"nl":"Halle"}', '2000-01-01', 'office')`,
    [ID],
  );
  await query("insert into property_texts (property_id, language, title) values ($1, 'nl', 'Woning met script')", [ID]);
});

test.afterAll(() => removePropertyWithDocuments(ID));

/** The sample PDF whose catalog runs a script when the document is opened. */
function pdfWithScript(): Buffer {
  const text = samplePdf("Prijslijst", ["Appartement 1"]).toString("latin1");
  return Buffer.from(
    text.replace("/Pages 2 0 R >>", "/Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>"),
    "latin1",
  );
}

test("a PDF with a script or HTML in it is refused, said in the staff member's own language", async ({ page }) => {
  const agent = await newAccount("agent", "Agente Documents", { language: "fr" });
  const path = `/admin/properties/${ID}/documents/`;
  await openSignedIn(page, agent.id, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  const refused = [
    { name: "liste-des-prix.pdf", mimeType: "application/pdf", buffer: pdfWithScript() },
    {
      name: "plans.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n<html><body><script>alert(document.domain)</script></body></html>\n"),
    },
  ];
  for (const file of refused) {
    await page.getByLabel(fr.editor.file).setInputFiles(file);
    await page.getByRole("button", { name: fr.editor.addDocument }).click();
    const refusal = fr.documentProblems.activeContent.replace("{file}", file.name);
    await expect(page.locator("#document-new-file-error")).toHaveText(refusal);
    await expect(page.getByText(fr.notAdded)).toBeVisible();
    expect(await query("select id from property_documents where property_id = $1", [ID])).toEqual([]);
  }
  await expectNoAxeViolations(page);
});
