// A project's photos in the back office: an agent goes from the project's editor to its photo page,
// uploads two at once with the picker and drops a third on the zone, reorders them with the
// keyboard, makes one the cover, writes its alt text in Dutch and deletes another; and the public
// project page shows the cover chosen there first, with that alt text. Without JavaScript the same page
// takes several files in one go (saying which were refused), moves and deletes with plain forms.
// The spec makes projects of its own with the back office's create form (project numbers are handed
// out one at a time, so a parallel spec never gets the same one), published only for the last look
// at the public page, and removes them with their uploads afterwards.
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { ADMIN_PHOTOS_MESSAGES, type AdminPhotosMessages } from "../../app/i18n/messages/admin-photos.ts";
import { ADMIN_PROJECTS_MESSAGES, type AdminProjectsMessages } from "../../app/i18n/messages/admin-projects.ts";
import { demoAccount } from "../support/demo-accounts.ts";
import { announceChange, query } from "../support/e2e-database.ts";
import { holdRequests } from "../support/hold-requests.ts";
import { inAnyLanguage } from "../support/sign-in-form.ts";
import { openSignedIn } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, expectPictureLoaded, test } from "./fixtures.ts";

const AGENT = demoAccount("demo-agent");
const text = (pick: (m: AdminPhotosMessages) => string, values: Record<string, string | number> = {}) =>
  inAnyLanguage(ADMIN_PHOTOS_MESSAGES, pick, values);
const projectText = (pick: (m: AdminProjectsMessages) => string) => inAnyLanguage(ADMIN_PROJECTS_MESSAGES, pick);

/** Creates an unpublished project with the back office's form and opens its editor; gives its id. */
async function makeProject(page: Page, title: string): Promise<number> {
  await openSignedIn(page, AGENT.id, "/admin/projects/");
  await page.getByLabel(projectText((m) => m.create.projectTitle)).fill(title);
  await page.getByLabel(projectText((m) => m.create.zip)).fill("1500");
  await page.getByLabel(projectText((m) => m.create.city)).fill("Halle");
  await page.getByRole("button", { name: projectText((m) => m.create.submit) }).click();
  await expect(page).toHaveURL(/\/admin\/projects\/\d+\/\?created$/);
  return Number(/\/admin\/projects\/(\d+)\//.exec(page.url())?.[1]);
}

async function removeProject(id: number): Promise<void> {
  const keys = await query<{ file_key: string }>("select file_key from media where project_id = $1", [id]);
  await query("delete from projects where id = $1", [id]);
  await query("delete from media_originals where key = any($1::text[]) or key like $2", [
    keys.map((row) => row.file_key),
    `uproject${id}-%`,
  ]);
  await announceChange();
}

/** A JPEG of one colour: its size tells the photos apart on the page (img width and height). */
async function jpeg(name: string, width: number, height: number, colour: string) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** Chooses two photos with the picker (900x600, then 600x900) and sends them. */
async function sendTwoPhotos(page: Page): Promise<void> {
  await page
    .getByLabel(text((m) => m.upload.choose))
    .setInputFiles([await jpeg("gevel.jpg", 900, 600, "#c04040"), await jpeg("tuin.jpg", 600, 900, "#40a040")]);
  await page.getByRole("button", { name: text((m) => m.upload.send) }).click();
}

/** The photos in the order the list shows them, as "width x height". */
async function shownOrder(page: Page): Promise<string[]> {
  return page
    .locator(".photo-order-item img")
    .evaluateAll((images) => images.map((image) => `${image.getAttribute("width")}x${image.getAttribute("height")}`));
}

/** Presses `key` and waits until the focus is on another element than before. */
async function pressAndWaitForFocusToMove(page: Page, key: string): Promise<void> {
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      return element ? `${element.id} ${element.getAttribute("aria-label") ?? ""} ${element.textContent ?? ""}` : "";
    });
  const before = await focused();
  await page.keyboard.press(key);
  await expect.poll(focused).not.toBe(before);
}

/** What the photo page reads its data with: held, the page shows a saved change it has not read back. */
const PAGE_DATA = /\/photos\/_\.data$/;

function rows(page: Page): Locator {
  return page.locator(".photo-order-item");
}

/** Drops a file from the computer on the page's drop zone, as the pointer does. */
async function dropFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ bytes, name, type }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type }));
      return transfer;
    },
    { bytes: [...file.buffer], name: file.name, type: file.mimeType },
  );
  const zone = page.locator(".photo-drop-zone");
  await zone.dispatchEvent("dragenter", { dataTransfer });
  await zone.dispatchEvent("dragover", { dataTransfer });
  await expect(zone).toHaveAttribute("data-drop-target", "true");
  await zone.dispatchEvent("drop", { dataTransfer });
}

test("an agent uploads and drops photos, reorders by keyboard, picks the cover, writes an alt text and deletes", async ({
  page,
}) => {
  const title = `Residentie Fotopark ${Date.now() % 100_000}`;
  const id = await makeProject(page, title);
  try {
    // From the editor to the photo page and back, then to the photo page again.
    await page.getByRole("link", { name: projectText((m) => m.editor.managePhotos) }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/projects/${id}/photos/$`));
    await page.getByRole("link", { name: text((m) => m.backToProject) }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/projects/${id}/$`));
    await page.getByRole("link", { name: projectText((m) => m.editor.managePhotos) }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
    await expect(page.getByText(text((m) => m.list.none))).toBeVisible();
    await expectNoAxeViolations(page);

    // Two at once with the picker, each with its own progress; then one dropped on the zone.
    await sendTwoPhotos(page);
    await expect(page.locator(".photo-progress-summary")).toHaveText(
      text((m) => m.upload.summary, { added: 2, total: 2 }),
    );
    await expect.poll(() => shownOrder(page)).toEqual(["900x600", "600x900"]);
    await dropFile(page, await jpeg("inkom.jpg", 800, 800, "#4040c0"));
    await expect(page.locator(".photo-progress-summary")).toHaveText(
      text((m) => m.upload.summary, { added: 3, total: 3 }),
    );
    await expect(page.locator(".photo-progress progress")).toHaveCount(3);
    await expect.poll(() => shownOrder(page)).toEqual(["900x600", "600x900", "800x800"]);
    await expect(rows(page).first().locator(".photo-cover-badge")).toHaveText(text((m) => m.list.cover));

    // The keyboard: into the list, down to the third photo, its handle, pick it up, up past the
    // other two, drop.
    await page.getByRole("button", { name: text((m) => m.upload.send) }).focus();
    await page.keyboard.press("Tab");
    await expect(rows(page).first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(rows(page).nth(2)).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(rows(page).nth(2).locator(".photo-drag")).toBeFocused();
    // Picked up, the focus goes to a drop place; each arrow moves it to the next one. A key pressed
    // before the drag has begun would be lost, so each step waits for the focus to move.
    await pressAndWaitForFocusToMove(page, "Enter");
    for (let step = 0; step < 3; step++) await pressAndWaitForFocusToMove(page, "ArrowUp");
    // The saved order is read back slowly here: the next button is pressed before it arrives, and
    // builds on the move all the same.
    const releaseReading = await holdRequests(page, PAGE_DATA, "GET");
    await page.keyboard.press("Enter");
    await expect.poll(() => shownOrder(page)).toEqual(["800x800", "900x600", "600x900"]);
    await expect(page.locator("output.form-success")).toHaveText(text((m) => m.list.saved));

    // The last one becomes the cover: first, the others keep their order.
    await rows(page)
      .nth(2)
      .getByRole("button", { name: text((m) => m.list.makeCover) })
      .click();
    releaseReading();
    await expect.poll(() => shownOrder(page)).toEqual(["600x900", "800x800", "900x600"]);
    await expect(page.locator("output.form-success")).toHaveText(text((m) => m.list.saved));
    await expect(rows(page).first().locator(".photo-cover-badge")).toBeVisible();

    // The cover's alt text in Dutch.
    const alt = "Tuin van de residentie met speelweide en jonge bomen";
    const firstTexts = page.getByRole("form", { name: text((m) => m.list.photo, { index: 1 }) });
    await firstTexts.getByLabel(text((m) => m.texts.altIn, { language: "NL" })).fill(alt);
    await firstTexts.getByRole("button", { name: text((m) => m.texts.save) }).click();
    await expect(firstTexts.locator("output")).toHaveText(text((m) => m.texts.saved, { index: 1 }));
    await expect(rows(page).first()).not.toContainText(/\bNL\b/);

    // Delete the last, after saying yes.
    const last = rows(page).nth(2);
    await last.getByText(text((m) => m.list.remove)).click();
    await last.getByRole("button", { name: text((m) => m.list.reallyRemove) }).click();
    await expect.poll(() => shownOrder(page)).toEqual(["600x900", "800x800"]);
    await expect(page.locator("output.form-success")).toHaveText(text((m) => m.list.removed));
    await expectNoAxeViolations(page);

    expect(await query("select key from media_originals where key like $1", [`uproject${id}-%`])).toHaveLength(2);
    const lines = await query<{ action: string }>(
      "select action from audit_log where subject = $1 and action like 'project.photos.%' order by id",
      [`project ${id}`],
    );
    expect(lines.map((line) => line.action)).toEqual([
      "project.photos.add",
      "project.photos.add",
      "project.photos.add",
      "project.photos.reorder",
      "project.photos.cover",
      "project.photos.texts",
      "project.photos.delete",
    ]);

    // The editor shows the photos in their new order, the cover first with its alt text.
    await page.getByRole("link", { name: text((m) => m.backToProject) }).click();
    await expect(page.locator(".admin-photo-grid img").first()).toHaveAttribute("alt", alt);
  } finally {
    await removeProject(id);
  }
});

test("the project page shows the cover chosen in the back office first, with its alt text", async ({
  browser,
  page,
}) => {
  const title = `Residentie Voorgevel ${Date.now() % 100_000}`;
  const id = await makeProject(page, title);
  try {
    await page.getByRole("link", { name: projectText((m) => m.editor.managePhotos) }).click();
    await sendTwoPhotos(page);
    await expect.poll(() => shownOrder(page)).toEqual(["900x600", "600x900"]);
    await rows(page)
      .nth(1)
      .getByRole("button", { name: text((m) => m.list.makeCover) })
      .click();
    await expect.poll(() => shownOrder(page)).toEqual(["600x900", "900x600"]);
    const alt = "Tuin van de residentie met speelweide en jonge bomen";
    const firstTexts = page.getByRole("form", { name: text((m) => m.list.photo, { index: 1 }) });
    await firstTexts.getByLabel(text((m) => m.texts.altIn, { language: "NL" })).fill(alt);
    await firstTexts.getByRole("button", { name: text((m) => m.texts.save) }).click();
    await expect(firstTexts.locator("output")).toHaveText(text((m) => m.texts.saved, { index: 1 }));
    const keys = await page
      .locator(".photo-order-item img")
      .evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));

    // Published: the project page shows the cover first, with its Dutch alt text.
    await query("update projects set status = 'published' where id = $1", [id]);
    await announceChange();
    await page.goto(`/admin/projects/${id}/photos/`);
    await expect(page.getByRole("link", { name: text((m) => m.viewOnSite) })).toHaveAttribute(
      "href",
      new RegExp(`^/[a-z]{2}/[^/]+/[^/]+/${id}/$`),
    );
    // The editor's link goes to the page in the site's default language (Dutch), where the alt is.
    await page.getByRole("link", { name: text((m) => m.backToProject) }).click();
    const sitePath = await page
      .getByRole("link", { name: projectText((m) => m.editor.viewOnSite) })
      .getAttribute("href");
    expect(sitePath).toMatch(new RegExp(`^/nl/projecten/[^/]+/${id}/$`));
    const visitor = await browser.newContext();
    const site = await visitor.newPage();
    await site.goto(sitePath as string);
    await expect(site.getByRole("heading", { level: 1 })).toHaveText(title);
    const cover = site.locator(".gallery-main img");
    await expect(cover).toHaveAttribute("alt", alt);
    await expect(cover).toHaveAttribute("src", new RegExp(`^${keys[0]}\\?`));
    await expectPictureLoaded(cover);
    await expect(site.locator(".gallery-thumb img").first()).toHaveAttribute("src", new RegExp(`^${keys[1]}\\?`));
    await visitor.close();
  } finally {
    await removeProject(id);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form takes several files at once, says which were refused, moves and deletes", async ({ page }) => {
    const id = await makeProject(page, `Project zonder script ${Date.now() % 100_000}`);
    try {
      await page.getByRole("link", { name: projectText((m) => m.editor.managePhotos) }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/projects/${id}/photos/$`));
      await page
        .getByLabel(text((m) => m.upload.choose))
        .setInputFiles([
          await jpeg("gevel.jpg", 900, 600, "#806040"),
          { name: "plan.jpg", mimeType: "image/jpeg", buffer: Buffer.from("%PDF-1.7 not a picture\n") },
          await jpeg("dakterras.jpg", 600, 900, "#406080"),
        ]);
      await page.getByRole("button", { name: text((m) => m.upload.send) }).click();
      const results = page.locator(".photo-results");
      await expect(results.locator("output")).toHaveText(text((m) => m.upload.summary, { added: 2, total: 3 }));
      await expect(results.locator("li", { hasText: "plan.jpg" }).locator(".photo-progress-state")).toHaveText(
        text((m) => m.upload.refusals.notPicture),
      );
      expect(await shownOrder(page)).toEqual(["900x600", "600x900"]);

      await rows(page)
        .first()
        .getByRole("button", { name: text((m) => m.list.down) })
        .click();
      expect(await shownOrder(page)).toEqual(["600x900", "900x600"]);

      const last = rows(page).nth(1);
      await last.getByText(text((m) => m.list.remove)).click();
      await last.getByRole("button", { name: text((m) => m.list.reallyRemove) }).click();
      expect(await shownOrder(page)).toEqual(["600x900"]);
      expect(await query("select key from media_originals where key like $1", [`uproject${id}-%`])).toHaveLength(1);
      await page.getByRole("link", { name: text((m) => m.backToProject) }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/projects/${id}/$`));
    } finally {
      await removeProject(id);
    }
  });
});
