// A page's module formatted, drafted, previewed and published by a manager, and the site following:
// the text made bold in the rich-text editor in Dutch and German, a gallery of two uploaded pictures
// behind it, a style from the list; saved, it is a draft the signed preview shows (and says so)
// while the public pages keep the old text; published, the Dutch and German pages show the bold
// text, the style and the gallery. A colour on which no text reads is refused with its reason.
// Modules on the site moved and removed are a draft too: the public page keeps its order and its
// modules, the preview shows the new order without the removed one, until all is published. The
// page tree is compact and folds and unfolds by keyboard.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { moduleSettingsSchema, pageParamsSchema } from "../../app/.server/db/json-shapes.ts";
import { nl } from "../../app/i18n/messages/admin-page-modules/nl.ts";
import { nl as site } from "../../app/i18n/messages/nl.ts";
import { announceChange, query } from "../support/e2e-database.ts";
import { signedInManager } from "../support/staff-accounts.ts";
import { expect, test } from "./fixtures.ts";

const n = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
const NL_PATH = `/nl/modules-${n}/`;
const DE_PATH = `/de/module-${n}/`;
const ORDER_PATH = `/nl/volgorde-${n}/`;
const ORDER_TITLES = [`Eerste ${n}`, `Tweede ${n}`, `Derde ${n}`] as const;
let pageId = 0;
let orderPageId = 0;

/** A JPEG of one colour. */
async function jpeg(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

test.beforeAll(async () => {
  const params = pageParamsSchema.parse({ title: { nl: `Werkwijze ${n}`, de: `Arbeitsweise ${n}` } });
  const [row] = await query<{ id: number }>(
    `insert into pages (parent_id, route_key, slugs, name, status, show_in_menu, sort, params)
     values (null, null, $1, $2, 'published', false, 98, $3) returning id`,
    [JSON.stringify({ nl: `modules-${n}`, de: `module-${n}` }), `Modules ${n}`, JSON.stringify(params)],
  );
  pageId = row?.id ?? 0;
  const settings = moduleSettingsSchema.parse({
    title: { nl: `Zo werken wij ${n}`, de: `So arbeiten wir ${n}` },
    descriptions: { nl: `Oude tekst ${n}`, de: `Alter Text ${n}` },
  });
  await query(
    `insert into modules (page_id, sort, status, relation_type, relation_id, settings)
     values ($1, 0, 'published', 'article', null, $2)`,
    [pageId, JSON.stringify(settings)],
  );
  // A second page with three text modules on the site, to move and remove.
  const [order] = await query<{ id: number }>(
    `insert into pages (parent_id, route_key, slugs, name, status, show_in_menu, sort, params)
     values (null, null, $1, $2, 'published', false, 99, $3) returning id`,
    [
      JSON.stringify({ nl: `volgorde-${n}` }),
      `Volgorde ${n}`,
      JSON.stringify(pageParamsSchema.parse({ title: { nl: `Volgorde ${n}` } })),
    ],
  );
  orderPageId = order?.id ?? 0;
  for (const [sort, title] of ORDER_TITLES.entries()) {
    await query(
      `insert into modules (page_id, sort, status, relation_type, relation_id, settings)
       values ($1, $2, 'published', 'article', null, $3)`,
      [orderPageId, sort, JSON.stringify(moduleSettingsSchema.parse({ title: { nl: title } }))],
    );
  }
  await announceChange();
});

test.afterAll(async () => {
  await query("delete from pages where id = any($1)", [[pageId, orderPageId]]);
  await announceChange();
});

const moduleItem = (page: Page) => page.getByRole("listitem", { name: /^Module 1:/ });

/** Types `text` into the open language's editor and makes `bold` (a word of it) bold with the toolbar. */
async function typeFormatted(page: Page, label: string, text: string, bold: string) {
  const editor = moduleItem(page).getByRole("textbox", { name: label });
  await expect(editor).toHaveAttribute("contenteditable", "true");
  await editor.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
  // The last word selected by the keyboard, made bold by the toolbar's button.
  await page.keyboard.press("End");
  for (let i = 0; i < bold.length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await moduleItem(page).getByRole("button", { name: "Vet" }).click();
}

test("a module's formatted text and gallery are a draft in the preview, then on the Dutch and German pages once published", async ({
  page,
  request,
}) => {
  await signedInManager(page.context());
  await page.goto(`/admin/pages/${pageId}/`);
  await moduleItem(page).getByText("Instellen").click();
  await expect(moduleItem(page).getByText(nl.editingLive)).toBeVisible();

  await typeFormatted(page, "Tekst (NL)", `Actief in Edingen ${n}`, `${n}`);
  await moduleItem(page)
    .getByRole("tab", { name: /^Deutsch/ })
    .click();
  await typeFormatted(page, "Tekst (DE)", `Aktiv in Enghien ${n}`, `${n}`);

  await moduleItem(page)
    .getByLabel(nl.className, { exact: true })
    .selectOption({ label: nl.classes["module-centered"] ?? "" });
  await moduleItem(page)
    .getByLabel(nl.backgroundType, { exact: true })
    .selectOption({ label: nl.backgrounds.gallery ?? "" });
  const gallery = moduleItem(page).getByRole("group", { name: nl.images });
  await gallery
    .getByLabel("Afbeeldingen toevoegen")
    .setInputFiles([await jpeg("gevel.jpg", "#2a6f97"), await jpeg("tuin.jpg", "#588157")]);
  await expect(gallery.getByRole("img")).toHaveCount(2);

  await moduleItem(page).getByRole("button", { name: nl.saveDraft }).click();
  await expect(page.getByText(nl.done.draftSaved ?? "", { exact: true })).toBeVisible();
  await expect(moduleItem(page).getByText(nl.hasDraft)).toBeVisible();

  // The site still shows the published text.
  const publicHtml = async (path: string) => (await request.get(path)).text();
  expect(await publicHtml(NL_PATH)).toContain(`Oude tekst ${n}`);
  expect(await publicHtml(NL_PATH)).not.toContain("Edingen");

  // The preview shows the draft, and says it is not on the site yet.
  const preview = await moduleItem(page)
    .getByRole("link", { name: `${nl.previewDraft} (Nederlands)` })
    .getAttribute("href");
  await page.goto(preview ?? "");
  await expect(page.getByText(site.frame.previewUnpublished)).toBeVisible();
  await expect(page.locator(".module-description strong")).toHaveText(`${n}`);
  await expect(page.locator(".module-gallery img")).toHaveCount(2);

  await page.goto(`/admin/pages/${pageId}/`);
  await moduleItem(page)
    .getByRole("button", { name: new RegExp(`^${nl.publishChanges} ?: Module 1$`) })
    .click();
  await expect(page.getByText(nl.done.draftPublished ?? "", { exact: true })).toBeVisible();

  await expect(async () => {
    const html = await publicHtml(NL_PATH);
    expect(html).toContain(`Actief in Edingen <strong>${n}</strong>`);
    expect(html).not.toContain(`Oude tekst ${n}`);
  }).toPass();
  expect(await publicHtml(DE_PATH)).toContain(`Aktiv in Enghien <strong>${n}</strong>`);
  for (const path of [NL_PATH, DE_PATH]) {
    await page.goto(path);
    const module = page.locator("section.module-centered");
    await expect(module.locator(".module-description strong")).toHaveText(`${n}`);
    await expect(module.locator(".module-gallery img")).toHaveCount(2);
    await expect(page.getByText(site.frame.previewUnpublished)).toHaveCount(0);
  }
});

test("a background colour on which no text reads is refused with its reason; a dark one takes white text", async ({
  page,
}) => {
  await signedInManager(page.context());
  await page.goto(`/admin/pages/${pageId}/`);
  await moduleItem(page).getByText("Instellen").click();
  await moduleItem(page)
    .getByLabel(nl.backgroundType, { exact: true })
    .selectOption({ label: nl.backgrounds.color ?? "" });
  const colour = moduleItem(page).getByLabel(nl.colorBackground, { exact: true });
  await colour.fill("#808080");
  await moduleItem(page).getByRole("button", { name: nl.saveDraft }).click();
  await expect(moduleItem(page).getByText(nl.fieldErrors.lowContrast ?? "")).toBeVisible();
  await expect(colour).toHaveAttribute("aria-invalid", "true");

  await colour.fill("#16343a");
  await moduleItem(page).getByRole("button", { name: nl.saveDraft }).click();
  await expect(page.getByText(nl.done.draftSaved ?? "", { exact: true })).toBeVisible();
  const [row] = await query<{ draft: { settings: { colorBackground: string } } }>(
    "select draft from modules where page_id = $1",
    [pageId],
  );
  expect(row?.draft.settings.colorBackground).toBe("#16343a");
  const preview = await moduleItem(page)
    .getByRole("link", { name: `${nl.previewDraft} (Deutsch)` })
    .getAttribute("href");
  await page.goto(preview ?? "");
  await expect(page.locator("section.ink-light .module-fill rect")).toHaveAttribute("fill", "#16343a");
});

/** The module titles a page's HTML shows, in their order. */
function titlesIn(html: string): string[] {
  return ORDER_TITLES.filter((title) => html.includes(title)).sort((a, b) => html.indexOf(a) - html.indexOf(b));
}

test("modules on the site moved and removed are a draft: the public page keeps them until all is published", async ({
  page,
  request,
}) => {
  const [first, second, third] = ORDER_TITLES;
  const item = (title: string) => page.getByRole("listitem", { name: new RegExp(`${title}$`) });
  const publicTitles = async () => titlesIn(await (await request.get(ORDER_PATH)).text());
  await signedInManager(page.context());
  await page.goto(`/admin/pages/${orderPageId}/`);

  await item(first)
    .getByRole("button", { name: /^Omlaag ?: Module 1$/ })
    .click();
  await expect(page.getByText(nl.done.moveDrafted ?? "", { exact: true })).toBeVisible();
  // The editor lists the new order, each moved module saying its place is not on the site yet.
  await expect(page.getByRole("listitem", { name: /^Module 1:/ })).toHaveAccessibleName(new RegExp(`${second}$`));
  await expect(item(first).getByText(nl.moved)).toBeVisible();
  await expect(page.getByText(nl.orderWaiting)).toBeVisible();

  await item(third)
    .getByRole("button", { name: /^Verwijderen ?: Module 3$/ })
    .click();
  await expect(page.getByText(nl.done.removalDrafted ?? "", { exact: true })).toBeVisible();
  await expect(item(third).getByText(nl.removing)).toBeVisible();
  await expect(item(third).locator("del")).toContainText(third);
  await expect(item(third).getByRole("button", { name: new RegExp(`^${nl.undoRemove} ?: Module 3$`) })).toBeVisible();

  // The site keeps its order and all three modules.
  expect(await publicTitles()).toEqual([first, second, third]);
  // The preview shows the new order without the module to be removed.
  const preview = await page
    .getByRole("link", { name: `${nl.previewDraft} (Nederlands)` })
    .first()
    .getAttribute("href");
  const previewHtml = await (await request.get(preview ?? "")).text();
  expect(titlesIn(previewHtml)).toEqual([second, first]);

  await page.getByRole("button", { name: nl.publishAll }).click();
  await expect(page.getByText(nl.done.draftPublished ?? "", { exact: true })).toBeVisible();
  await expect(page.getByRole("listitem", { name: /^Module / })).toHaveCount(2);
  await expect(page.getByText(nl.orderWaiting)).toHaveCount(0);
  await expect(async () => {
    expect(await publicTitles()).toEqual([second, first]);
  }).toPass();
});

test("the page tree fits a screen and folds and unfolds by keyboard", async ({ page }) => {
  await signedInManager(page.context());
  await page.goto("/admin/pages/");
  // One line a page: the tree is as tall as its top-level pages' lines, their sub-pages folded.
  const tree = page.locator(".admin-tree-root");
  const lines = await tree.locator(":scope > li").count();
  const height = (await tree.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
  expect(height / lines).toBeLessThan(60);

  const toggle = page.getByRole("button", { name: /onderliggende pagina's van Over ons$/ });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const child = page.getByRole("link", { name: "Onze werkwijze", exact: true });
  await expect(child).toBeHidden();
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(child).toBeVisible();
  // The actions of the page under it, by keyboard too.
  await child.focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: /^Omhoog ?: Onze werkwijze$/ })).toBeVisible();
  await page.keyboard.press("Enter");
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(child).toBeHidden();
});
