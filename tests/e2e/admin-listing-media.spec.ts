// Photos and documents in the sitting that makes a listing: the new listing's first save leads to
// its editor at the photos; two photos dropped at once are sent one by one with their progress and
// appear in their order in the one form of their texts (an empty alt text shows the listing's type
// and town), the cover's alt text is saved, a PDF chosen is added to the documents at once, all
// without leaving the page. Without JavaScript the documents' form posts and comes back to the editor. The spec's
// listings are drafts of its own, removed afterwards with their stored files.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { ADMIN_EDITING_MESSAGES } from "../../app/i18n/messages/admin-editing.ts";
import { ADMIN_LISTING_DOCUMENTS_MESSAGES } from "../../app/i18n/messages/admin-listing-documents.ts";
import { ADMIN_LISTING_MESSAGES } from "../../app/i18n/messages/admin-listings.ts";
import { ADMIN_PHOTOS_MESSAGES } from "../../app/i18n/messages/admin-photos.ts";
import { query, removePropertyWithDocuments } from "../support/e2e-database.ts";
import { samplePdf } from "../support/sample-pdf.ts";
import { newAccount, openSignedIn } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

const t = ADMIN_LISTING_MESSAGES.nl;
const d = ADMIN_LISTING_DOCUMENTS_MESSAGES.nl;
const p = ADMIN_PHOTOS_MESSAGES.nl;

async function jpeg(width: number, height: number, colour: string): Promise<string> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return buffer.toString("base64");
}

/** Drops files on the photos' drop zone as a file manager does. */
async function dropPhotos(page: Page, files: { name: string; base64: string }[]): Promise<void> {
  const transfer = await page.evaluateHandle((sent) => {
    const data = new DataTransfer();
    for (const file of sent) {
      const bytes = Uint8Array.from(atob(file.base64), (character) => character.charCodeAt(0));
      data.items.add(new File([bytes], file.name, { type: "image/jpeg" }));
    }
    return data;
  }, files);
  const zone = page.locator(".photo-drop-zone");
  await zone.dispatchEvent("dragenter", { dataTransfer: transfer });
  await zone.dispatchEvent("dragover", { dataTransfer: transfer });
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
}

async function removeListing(id: number): Promise<void> {
  const keys = await query<{ file_key: string }>("select file_key from media where property_id = $1", [id]);
  await query("delete from media_originals where key = any($1::text[])", [keys.map((row) => row.file_key)]);
  await removePropertyWithDocuments(id);
}

test("a new listing's first save leads to its photos and documents, added without leaving the page", async ({
  page,
}) => {
  const me = await newAccount("agent", "Mona Media");
  await openSignedIn(page, me.id, "/admin/properties/new/");
  await page.getByLabel("Type", { exact: true }).selectOption({ label: "Huis" });
  await page.getByLabel("Postcode").fill("1500");
  await page.getByLabel("Gemeente", { exact: true }).fill("Halle");
  await page.getByLabel("Titel (NL)").fill("Woning met foto's");
  await page.getByRole("button", { name: ADMIN_EDITING_MESSAGES.nl.save, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/properties\/\d+\/\?done=created#photos$/);
  const id = Number(/\/admin\/properties\/(\d+)\//.exec(page.url())?.[1]);
  try {
    await expect(page.getByText(t.created)).toBeVisible();
    const photos = page.getByRole("region", { name: t.media.photos.replace("{count}", "0") });
    await expect(photos).toBeInViewport();
    const address = page.url();
    let navigations = 0;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });

    await dropPhotos(page, [
      { name: "gevel.jpg", base64: await jpeg(900, 600, "#806040") },
      { name: "tuin.jpg", base64: await jpeg(600, 900, "#408060") },
    ]);
    const progress = page.locator(".photo-progress li");
    await expect(progress).toHaveCount(2);
    await expect(page.locator(".photo-progress-summary")).toHaveText("2 van 2 foto's toegevoegd.");
    await expect(progress.locator("progress").first()).toHaveAttribute("value", "1");
    // The photos in their order, each with its texts in one form, a language at a time.
    const texts = page.getByRole("form", { name: p.texts.heading });
    const shown = texts.locator(".photo-texts-row:visible img");
    await expect(shown).toHaveCount(2);
    expect(await shown.evaluateAll((images) => images.map((image) => image.getAttribute("width")))).toEqual([
      "900",
      "600",
    ]);
    const coverAlt = texts.getByRole("group", { name: "Foto 1" }).getByLabel("Alt-tekst (NL)");
    await expect(coverAlt).toHaveAttribute("placeholder", "Huis in Halle");
    await coverAlt.fill("Gevel met voortuin");
    await texts.getByRole("button", { name: p.texts.save }).click();
    await expect(texts.locator("output")).toHaveText(p.texts.savedAll);
    expect(
      await query<{ alts: unknown }>(
        "select alts from media where property_id = $1 and kind = 'photo' order by position",
        [id],
      ),
    ).toEqual([{ alts: { nl: "Gevel met voortuin" } }, { alts: {} }]);

    // A PDF chosen is added at once, named after its file.
    await page
      .getByLabel(d.editor.file)
      .setInputFiles([
        { name: "plan-gelijkvloers.pdf", mimeType: "application/pdf", buffer: samplePdf("Plan", ["Plan"]) },
      ]);
    const documents = page.getByRole("region", { name: t.media.documents.replace("{count}", "1") });
    await expect(documents.getByText(d.saved)).toBeVisible();
    await expect(documents.locator("input[name='documents[0].names.nl']")).toHaveValue("plan-gelijkvloers");
    await expectNoAxeViolations(page);

    expect(page.url()).toBe(address);
    expect(navigations).toBe(0);
    expect(await query("select 1 from media where property_id = $1 and kind = 'photo'", [id])).toHaveLength(2);
    expect(await query("select 1 from property_documents where property_id = $1", [id])).toHaveLength(1);
    // The photo page says the same order.
    await page.getByRole("link", { name: t.media.manage }).click();
    // The editor shows its photos too: count them once the photo page is there, not before.
    await expect(page).not.toHaveURL(address);
    const order = page.locator(".photo-order-item img");
    await expect(order).toHaveCount(2);
    await expect
      .poll(() => order.evaluateAll((images) => images.map((image) => image.getAttribute("width"))))
      .toEqual(["900", "600"]);
  } finally {
    await removeListing(id);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the editor's documents form posts and comes back to the editor", async ({ page }) => {
    const id = 880_000_311;
    await removeListing(id);
    await query(
      `insert into properties (id, status, goal, type_web_id, marquee, zip, city, city_names, published_at, source)
       values ($1, 'unpublished', 0, 1, 3, '1500', 'Halle', '{"nl":"Halle"}', '2000-01-01', 'office')`,
      [id],
    );
    await query("insert into property_texts (property_id, language, title) values ($1, 'nl', 'Woning zonder script')", [
      id,
    ]);
    try {
      await openSignedIn(page, (await newAccount("agent", "Nico Noscript")).id, `/admin/properties/${id}/`);
      const documents = page.locator("#documents");
      await documents
        .getByLabel(d.editor.file)
        .setInputFiles([{ name: "epc.pdf", mimeType: "application/pdf", buffer: samplePdf("EPC", ["EPC"]) }]);
      await documents.getByRole("button", { name: d.editor.saveInPlace, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/properties/${id}/\\?done=documents#documents$`));
      await expect(page.locator("output.form-success")).toHaveText(d.saved);
      await expect(documents.locator("input[name='documents[0].names.nl']")).toHaveValue("epc");
    } finally {
      await removeListing(id);
    }
  });
});
