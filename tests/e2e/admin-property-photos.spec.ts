// A property's photos in the back office: an agent uploads several at once, reorders them with the
// keyboard, makes one the cover, writes its alt text in Dutch and deletes another; the public detail
// page then shows the cover first with that alt text. Without JavaScript the same page still takes
// several files in one go (saying which were refused), moves and deletes with plain forms.
// The spec makes a property of its own, unpublished while it works (other specs pick published
// properties by id), published only for the last look at the public page, and removed afterwards.
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { LANGUAGE_NAMES, type Language } from "../../app/i18n/languages.ts";
import { ADMIN_EDITING_MESSAGES, type EditingMessages } from "../../app/i18n/messages/admin-editing.ts";
import { ADMIN_PHOTOS_MESSAGES, type AdminPhotosMessages } from "../../app/i18n/messages/admin-photos.ts";
import { demoAccount } from "../support/demo-accounts.ts";
import { announceChange, query } from "../support/e2e-database.ts";
import { holdRequests } from "../support/hold-requests.ts";
import { inAnyLanguage } from "../support/sign-in-form.ts";
import { openSignedIn } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, expectPictureLoaded, test } from "./fixtures.ts";

const AGENT = demoAccount("demo-agent");
const text = (pick: (m: AdminPhotosMessages) => string, values: Record<string, string | number> = {}) =>
  inAnyLanguage(ADMIN_PHOTOS_MESSAGES, pick, values);

async function makeProperty(id: number, reference: string, title: string): Promise<void> {
  await removeProperty(id);
  // Sold (marquee 3) and long ago: no spec looking for a visitable or the newest property picks it.
  await query(
    `insert into properties (id, reference, status, goal, type_web_id, marquee, zip, city, city_names, published_at)
     values ($1, $2, 'unpublished', 0, 1, 3, '1500', 'Halle', '{"nl":"Halle"}', '2000-01-01')`,
    [id, reference],
  );
  await query("insert into property_texts (property_id, language, title) values ($1, 'nl', $2), ($1, 'fr', $2)", [
    id,
    title,
  ]);
}

async function removeProperty(id: number): Promise<void> {
  const keys = await query<{ file_key: string }>("select file_key from media where property_id = $1", [id]);
  await query("delete from properties where id = $1", [id]);
  await query("delete from media_originals where key = any($1::text[]) or key like $2", [
    keys.map((row) => row.file_key),
    `u${id}-%`,
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

const editing = (pick: (e: EditingMessages) => string, values: Record<string, string | number> = {}) =>
  inAnyLanguage(ADMIN_EDITING_MESSAGES, pick, values);

function rows(page: Page): Locator {
  return page.locator(".photo-order-item");
}

/** The one form of every photo's texts. */
function textsForm(on: Page): Locator {
  return on.getByRole("form", { name: text((m) => m.texts.heading) });
}

/** A field of the first photo in the texts form, its language's tab chosen first (with JavaScript). */
async function textsField(on: Page, pick: (m: AdminPhotosMessages) => string, language: Language): Promise<Locator> {
  const form = textsForm(on);
  const tab = form.getByRole("tab", { name: new RegExp(`^${LANGUAGE_NAMES[language]}`) });
  if ((await tab.getAttribute("aria-selected")) !== "true") await tab.click();
  return form
    .getByRole("group", { name: text((m) => m.list.photo, { index: 1 }) })
    .getByLabel(text(pick, { language: language.toUpperCase() }));
}

/** "Alt-tekst (NL), foto 1" in any language: a field of the texts form as a conflict names it. */
function fieldOfPhoto(pick: (m: AdminPhotosMessages) => string, code: string): RegExp {
  const names = Object.values(ADMIN_PHOTOS_MESSAGES).map(
    (m) => `${pick(m).replace("{language}", code)}, ${m.list.photo.replace("{index}", "1").toLowerCase()}`,
  );
  return new RegExp(`^(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`);
}

async function openPhotos(page: Page, id: number): Promise<void> {
  const path = `/admin/properties/${id}/photos/`;
  await openSignedIn(page, AGENT.id, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test("an agent uploads, reorders by keyboard, picks the cover, writes an alt text and deletes; the site follows", async ({
  browser,
  page,
}) => {
  const id = 880_000_001;
  const reference = `FOTO-${Date.now() % 100_000}`;
  await makeProperty(id, reference, "Rijwoning met tuin aan de Zenne");
  try {
    await openPhotos(page, id);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Rijwoning met tuin aan de Zenne");
    await expect(page.getByText(text((m) => m.list.none))).toBeVisible();

    // Three at once, each with its own progress; the list refreshes.
    await page
      .getByLabel(text((m) => m.upload.choose))
      .setInputFiles([
        await jpeg("woonkamer.jpg", 900, 600, "#c04040"),
        await jpeg("tuin.jpg", 600, 900, "#40a040"),
        await jpeg("keuken.jpg", 800, 800, "#4040c0"),
      ]);
    await page.getByRole("button", { name: text((m) => m.upload.send) }).click();
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
    await page.keyboard.press("Enter");
    await expect.poll(() => shownOrder(page)).toEqual(["800x800", "900x600", "600x900"]);
    await expect(page.locator("output.form-success")).toHaveText(text((m) => m.list.saved));

    // The last one becomes the cover: first, the others keep their order. The new order is read
    // back slowly here: the texts already follow it, so "Photo 1" is the cover's before it arrives.
    const releaseReading = await holdRequests(page, /\/photos\/_\.data$/, "GET");
    await rows(page)
      .nth(2)
      .getByRole("button", { name: text((m) => m.list.makeCover) })
      .click();
    await expect.poll(() => shownOrder(page)).toEqual(["600x900", "800x800", "900x600"]);
    await expect(rows(page).first().locator(".photo-cover-badge")).toBeVisible();

    // The cover's alt text in Dutch, typed before the order is read back: one form for all photos.
    const alt = "Tuin met terras en een oude notelaar";
    await (await textsField(page, (m) => m.texts.altIn, "nl")).fill(alt);
    releaseReading();
    await textsForm(page)
      .getByRole("button", { name: text((m) => m.texts.save) })
      .click();
    await expect(textsForm(page).locator("output")).toHaveText(text((m) => m.texts.savedAll));
    await expect(rows(page).first()).not.toContainText(/\bNL\b/);

    // Delete the last, after saying yes.
    const last = rows(page).nth(2);
    await last.getByText(text((m) => m.list.remove)).click();
    await last.getByRole("button", { name: text((m) => m.list.reallyRemove) }).click();
    await expect.poll(() => shownOrder(page)).toEqual(["600x900", "800x800"]);
    await expect(page.locator("output.form-success")).toHaveText(text((m) => m.list.removed));
    await expectNoAxeViolations(page);

    const keys = await page
      .locator(".photo-order-item img")
      .evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));
    const stored = await query<{ key: string; bytes: number }>(
      "select key, byte_size as bytes from media_originals where key like $1 order by key",
      [`u${id}-%`],
    );
    expect(stored).toHaveLength(2);
    const lines = await query<{ action: string }>("select action from audit_log where subject = $1 order by id", [
      `property ${id}`,
    ]);
    expect(lines.map((line) => line.action)).toEqual([
      "property.photos.add",
      "property.photos.add",
      "property.photos.add",
      "property.photos.reorder",
      "property.photos.cover",
      "property.photos.texts",
      "property.photos.delete",
    ]);

    // Published: the detail page shows the cover first, with its Dutch alt text.
    await query("update properties set status = 'published' where id = $1", [id]);
    await announceChange();
    const visitor = await browser.newContext();
    const site = await visitor.newPage();
    await site.goto(`/property/${id}/`);
    await expect(site).toHaveURL(/\/nl\/te-koop\//);
    const cover = site.locator(".gallery-main img");
    await expect(cover).toHaveAttribute("alt", alt);
    await expect(cover).toHaveAttribute("src", new RegExp(`^${keys[0]}\\?`));
    await expectPictureLoaded(cover);
    // The second photo has no alt text: the listing's type and town say what it shows.
    const second = site.locator(".gallery-thumb img").first();
    await expect(second).toHaveAttribute("src", new RegExp(`^${keys[1]}\\?`));
    await expect(second).toHaveAttribute("alt", "Huis in Halle");
    await visitor.close();
  } finally {
    await removeProperty(id);
  }
});

test("a photo's texts in two windows: the other window's caption is kept; both changing the alt text asks", async ({
  page,
}) => {
  const id = 880_000_003;
  await makeProperty(id, `FOTO-2V-${Date.now() % 100_000}`, "Gevel in twee vensters");
  try {
    await openPhotos(page, id);
    await page.getByLabel(text((m) => m.upload.choose)).setInputFiles([await jpeg("gevel.jpg", 900, 600, "#a06040")]);
    await page.getByRole("button", { name: text((m) => m.upload.send) }).click();
    const formOf = textsForm;
    await expect(formOf(page)).toBeVisible();
    const tabB = await page.context().newPage();
    await tabB.goto(`/admin/properties/${id}/photos/`);
    await tabB.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // Window B writes the Dutch caption and alt text; window A, opened before, the alt texts.
    const field = textsField;
    await (await field(tabB, (m) => m.texts.captionIn, "nl")).fill("Voorgevel");
    await (await field(tabB, (m) => m.texts.altIn, "nl")).fill("Gevel in rode baksteen");
    await formOf(tabB)
      .getByRole("button", { name: text((m) => m.texts.save) })
      .click();
    await expect(formOf(tabB).locator("output")).toHaveText(text((m) => m.texts.savedAll));

    await (await field(page, (m) => m.texts.altIn, "nl")).fill("Gevel met klimop");
    await (await field(page, (m) => m.texts.altIn, "fr")).fill("Façade avec du lierre");
    await formOf(page)
      .getByRole("button", { name: text((m) => m.texts.save) })
      .click();

    // Only the Dutch alt text is to choose, with both values; the caption was taken already.
    const conflict = formOf(page).locator(".admin-conflict");
    const choice = conflict.getByRole("group", { name: fieldOfPhoto((m) => m.texts.altIn, "NL") });
    await expect(choice).toContainText("Gevel met klimop");
    await expect(choice).toContainText("Gevel in rode baksteen");
    await expect(conflict.getByRole("group")).toHaveCount(1);
    // The caption only window B changed is taken, and said to be (in whichever language the agent reads).
    const takenCaption = Object.keys(ADMIN_EDITING_MESSAGES).map((language) => {
      const l = language as keyof typeof ADMIN_EDITING_MESSAGES;
      const photo = ADMIN_PHOTOS_MESSAGES[l].list.photo.replace("{index}", "1").toLowerCase();
      const caption = `${ADMIN_PHOTOS_MESSAGES[l].texts.captionIn.replace("{language}", "NL")}, ${photo}`;
      return ADMIN_EDITING_MESSAGES[l].choose.takenInAnotherWindow.replace("{fields}", caption);
    });
    expect(takenCaption).toContain(await conflict.locator(".admin-hint").innerText());
    await expect(await field(page, (m) => m.texts.captionIn, "nl")).toHaveValue("Voorgevel");
    await expect(await field(page, (m) => m.texts.altIn, "fr")).toHaveValue("Façade avec du lierre");
    await choice.getByRole("radio", { name: editing((e) => e.choose.takeTheirs) }).check();
    await formOf(page)
      .getByRole("button", { name: editing((e) => e.choose.saveAgain) })
      .click();
    await expect(formOf(page).locator("output")).toHaveText(text((m) => m.texts.savedAll));
    const stored = async () =>
      (
        await query<{ captions: unknown; alts: unknown }>("select captions, alts from media where property_id = $1", [
          id,
        ])
      )[0];
    await expect.poll(stored).toEqual({
      captions: { nl: "Voorgevel" },
      alts: { nl: "Gevel in rode baksteen", fr: "Façade avec du lierre" },
    });
    await tabB.close();
  } finally {
    await removeProperty(id);
  }
});

test("the upload form keeps its place when the page's scripts take over", async ({ page }) => {
  const [listing] = await query<{ id: number }>(
    "select id from properties where status = 'published' order by id limit 1",
  );
  await openPhotos(page, listing?.id ?? 0);
  // Loaded as a document, so the scripts take over the server's page (the fixture waits for that).
  await page.reload();
  // A click aimed at the upload button while the scripts start must land on it: anything the
  // scripts add above it would move it under the pointer (it did: the drop-zone text). Counted are
  // the shifts of the upload form and of what stands before it; below it nothing moves the button.
  const shifts = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const upload = document.querySelector(".photo-upload-form");
        const movesUpload = (node: Node | null | undefined) =>
          !upload ||
          (node !== null &&
            node !== undefined &&
            (node === upload ||
              node.contains(upload) ||
              (node.compareDocumentPosition(upload) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0));
        new PerformanceObserver((list) =>
          resolve(
            list
              .getEntries()
              .map((entry) => entry as PerformanceEntry & { value: number; sources: { node?: Node | null }[] })
              .filter((entry) => entry.sources.some((source) => movesUpload(source.node)))
              .map((entry) => entry.value),
          ),
        ).observe({ type: "layout-shift", buffered: true });
        // No shift at all: the observer is never called with buffered entries, so stop waiting.
        setTimeout(() => resolve([]), 1_000);
      }),
  );
  expect(shifts).toEqual([]);
  await expect(page.getByText(text((m) => m.upload.drop))).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form takes several files at once, says which were refused, moves and deletes", async ({ page }) => {
    const id = 880_000_002;
    await makeProperty(id, `FOTO-NOJS-${Date.now() % 100_000}`, "Appartement zonder script");
    try {
      await openPhotos(page, id);
      await page
        .getByLabel(text((m) => m.upload.choose))
        .setInputFiles([
          await jpeg("gevel.jpg", 900, 600, "#806040"),
          { name: "plan.jpg", mimeType: "image/jpeg", buffer: Buffer.from("%PDF-1.7 not a picture\n") },
          await jpeg("zolder.jpg", 600, 900, "#406080"),
        ]);
      await page.getByRole("button", { name: text((m) => m.upload.send) }).click();
      const results = page.locator(".photo-results");
      await expect(results.locator("output")).toHaveText(text((m) => m.upload.summary, { added: 2, total: 3 }));
      await expect(results.locator("li", { hasText: "plan.jpg" }).locator(".photo-progress-state")).toHaveText(
        text((m) => m.upload.refusals.notPicture),
      );
      expect(await shownOrder(page)).toEqual(["900x600", "600x900"]);

      // Every language's texts stand one under the other; one save keeps them all.
      const texts = textsForm(page);
      const french = texts.getByRole("group", { name: new RegExp(`^${LANGUAGE_NAMES.fr}`) });
      await french
        .getByRole("group", { name: text((m) => m.list.photo, { index: 2 }) })
        .getByLabel(text((m) => m.texts.altIn, { language: "FR" }))
        .fill("Façade côté jardin");
      await texts.getByRole("button", { name: text((m) => m.texts.save) }).click();
      await expect(textsForm(page).locator("output")).toHaveText(text((m) => m.texts.savedAll));
      expect(
        await query<{ alts: unknown }>("select alts from media where property_id = $1 order by position", [id]),
      ).toEqual([{ alts: {} }, { alts: { fr: "Façade côté jardin" } }]);

      await rows(page)
        .first()
        .getByRole("button", { name: text((m) => m.list.down) })
        .click();
      expect(await shownOrder(page)).toEqual(["600x900", "900x600"]);

      const last = rows(page).nth(1);
      await last.getByText(text((m) => m.list.remove)).click();
      await last.getByRole("button", { name: text((m) => m.list.reallyRemove) }).click();
      expect(await shownOrder(page)).toEqual(["600x900"]);
      expect(await query("select key from media_originals where key like $1", [`u${id}-%`])).toHaveLength(1);
    } finally {
      await removeProperty(id);
    }
  });
});
