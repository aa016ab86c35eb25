// The detail page's gallery, as a visitor reviewed it: "desktop shows 5 of 8, phones 4, with no '+3'
// or 'all photos'; the lightbox has no thumbnails and showed a black screen with only '3 / 8' on first
// open; at 360 px the slide show's controls are cramped". In Dutch and German, on a phone and a wide
// screen: the number of photos shows, the last tile says how many more, "all photos" opens a grid of
// every photo (as many as the database holds), a photo of the grid opens the lightbox there, the next
// photo is asked for before the visitor steps, the strip marks the shown photo, the keyboard alone
// goes everywhere and focus comes back, and without JavaScript every photo is a link away.
import type { Page } from "@playwright/test";
import { fill, fillCount } from "../../app/i18n/fill.ts";
import { catalogDe } from "../../app/i18n/messages/catalog-de.ts";
import { catalogNl } from "../../app/i18n/messages/catalog-nl.ts";
import { demoListingIds } from "../support/demo-listings.ts";
import { query } from "../support/e2e-database.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

const LANGUAGES = { nl: catalogNl.gallery, de: catalogDe.gallery } as const;
/** Tiles the gallery shows: the first photo and three below on a phone, and four beside it from 900 px. */
const TILES = { 360: 4, 1280: 5 } as const;

interface Listing {
  id: number;
  keys: string[];
}

/**
 * A published property of the demo with more photos than a wide screen shows, and its photos in their
 * order, as the page shows them (rows with a stored picture). The demo's: the photo specs publish
 * listings of their own meanwhile, add and remove their photos, and delete them.
 */
async function listingWithManyPhotos(): Promise<Listing> {
  const [row] = await query<{ id: number; keys: string[] }>(
    `select p.id, array_agg(m.file_key order by m.position, m.id) as keys
       from properties p join media m on m.property_id = p.id and m.kind = 'photo' and m.file_key is not null
      where p.status = 'published' and p.id = any($1::int[])
      group by p.id having count(*) >= 7
      order by count(*) desc, p.id limit 1`,
    [demoListingIds()],
  );
  if (!row) throw new Error("the demo has no published property with seven photos or more");
  return row;
}

async function openListing(page: Page, listing: Listing, language: keyof typeof LANGUAGES): Promise<void> {
  await page.goto(`/property/${listing.id}/`);
  if (language !== "nl") {
    const href = await page.locator(`link[rel="alternate"][hreflang="${language}"]`).getAttribute("href");
    await page.goto(new URL(href ?? "", page.url()).pathname);
  }
}

/** Whether the page asked for a large picture of this photo (any width the lightbox offers). */
function largeOf(key: string) {
  const path = `/images/${encodeURIComponent(key)}?width=`;
  return (url: string) => {
    const at = url.indexOf(path);
    return at >= 0 && [600, 1000, 1360, 1920].includes(Number(new URL(url).searchParams.get("width")));
  };
}

for (const [language, m] of Object.entries(LANGUAGES) as [keyof typeof LANGUAGES, typeof catalogNl.gallery][]) {
  for (const width of [360, 1280] as const) {
    test.describe(`${language}, ${width} px wide`, () => {
      test.use({ viewport: { width, height: width === 360 ? 740 : 800 } });

      test("the gallery shows how many photos, all open in a grid, and the lightbox steps with thumbnails", async ({
        page,
      }) => {
        const listing = await listingWithManyPhotos();
        const total = listing.keys.length;
        await openListing(page, listing, language);
        const gallery = page.locator(".gallery");

        const all = gallery.getByRole("link", { name: fill(m.all, { count: total }) });
        await expect(all).toBeVisible();
        const more = gallery.getByRole("link", { name: fillCount(language, m.more, total - TILES[width]) });
        await expect(more).toBeVisible();
        await expect(gallery.locator(".gallery-grid img:visible")).toHaveCount(TILES[width]);

        await more.click();
        const grid = page.getByRole("dialog", { name: fill(m.overview, { count: total }) });
        await expect(grid).toBeVisible();
        const photos = grid.getByRole("link");
        await expect(photos).toHaveCount(total);
        for (const [index, key] of listing.keys.entries()) {
          const photo = photos.nth(index);
          await expect(photo).toHaveAccessibleName(new RegExp(fill(m.position, { index: index + 1, total })));
          await expect(photo.locator("img")).toHaveAttribute("alt", /\S/);
          await expect(photo.locator("img")).toHaveAttribute("src", new RegExp(encodeURIComponent(key)));
        }
        await expectNoAxeViolations(page);

        // The fourth photo's large picture is asked for while the third is shown, before any step.
        const asked: string[] = [];
        page.on("request", (request) => asked.push(request.url()));
        await photos.nth(2).click();
        const lightbox = page.locator("dialog.lightbox");
        await expect(lightbox).toBeVisible();
        await expect(lightbox.locator(".lightbox-counter")).toHaveText(fill(m.counter, { index: 3, total }));
        await expect(lightbox.locator("[aria-live=polite]")).toHaveText(fill(m.position, { index: 3, total }));
        const next = listing.keys[3] ?? "";
        await expect.poll(() => asked.some(largeOf(next)), { message: "the next photo was asked for" }).toBe(true);
        const preloaded = asked.filter(largeOf(next));

        const strip = lightbox.getByRole("list", { name: m.thumbnails }).getByRole("button");
        await expect(strip).toHaveCount(total);
        await expect(strip.nth(2)).toHaveAttribute("aria-current", "true");
        await expect(lightbox.locator("[aria-current]")).toHaveCount(1);
        await expectNoAxeViolations(page);

        await lightbox.getByRole("button", { name: m.next }).click();
        await expect(lightbox.locator(".lightbox-counter")).toHaveText(fill(m.counter, { index: 4, total }));
        await expect(strip.nth(3)).toHaveAttribute("aria-current", "true");
        const shown = lightbox.locator("img.lightbox-image");
        await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.currentSrc)).not.toBe("");
        expect(preloaded).toContain(await shown.evaluate((image: HTMLImageElement) => image.currentSrc));

        // Room for a finger and no control over the photo.
        const picture = await shown.boundingBox();
        for (const button of await lightbox.getByRole("button").filter({ visible: true }).all()) {
          const box = await button.boundingBox();
          if (!box || !picture) throw new Error("a control or the photo has no box");
          expect(box.width).toBeGreaterThanOrEqual(44);
          expect(box.height).toBeGreaterThanOrEqual(44);
          const apart =
            box.y + box.height <= picture.y + 0.5 ||
            box.y >= picture.y + picture.height - 0.5 ||
            box.x + box.width <= picture.x + 0.5 ||
            box.x >= picture.x + picture.width - 0.5;
          expect(apart, "a control lies over the photo").toBe(true);
        }
        const counter = await lightbox.locator(".lightbox-counter").boundingBox();
        expect(counter?.height ?? 0).toBeLessThan(40); // on one line

        await page.keyboard.press("Escape");
        await expect(lightbox).toBeHidden();
        await expect(grid).toBeVisible();
        await expect(photos.nth(2)).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(grid).toBeHidden();
        await expect(more).toBeFocused();
      });

      test("the keyboard alone opens all photos, a photo, steps and comes back", async ({ page }) => {
        const listing = await listingWithManyPhotos();
        const total = listing.keys.length;
        await openListing(page, listing, language);
        const all = page.getByRole("link", { name: fill(m.all, { count: total }) });
        // From the first photo, the link to all photos is the next stop.
        await page.locator(".gallery-main a").first().focus();
        await page.keyboard.press("Tab");
        await expect(all).toBeFocused();
        await page.keyboard.press("Enter");
        const grid = page.getByRole("dialog", { name: fill(m.overview, { count: total }) });
        await expect(grid).toBeVisible();
        await expect(grid.getByRole("button", { name: m.close })).toBeFocused();
        await page.keyboard.press("Tab");
        await page.keyboard.press("Tab");
        const second = grid.getByRole("link").nth(1);
        await expect(second).toBeFocused();
        await page.keyboard.press("Enter");

        const lightbox = page.locator("dialog.lightbox");
        const counter = lightbox.locator(".lightbox-counter");
        await expect(counter).toHaveText(fill(m.counter, { index: 2, total }));
        await expect(lightbox.getByRole("button", { name: m.close })).toBeFocused();
        await page.keyboard.press("ArrowRight");
        await expect(counter).toHaveText(fill(m.counter, { index: 3, total }));
        await page.keyboard.press("ArrowLeft");
        await page.keyboard.press("ArrowLeft");
        await expect(counter).toHaveText(fill(m.counter, { index: 1, total }));
        // The strip is one stop, its marked thumbnail; the arrows step from there and focus follows.
        const strip = lightbox.getByRole("list", { name: m.thumbnails }).getByRole("button");
        for (let tab = 0; tab < 4 && !(await strip.nth(0).evaluate((node) => node === document.activeElement)); tab++) {
          await page.keyboard.press("Tab");
        }
        await expect(strip.nth(0)).toBeFocused();
        await expect(strip.nth(0)).toHaveAttribute("aria-current", "true");
        await page.keyboard.press("ArrowRight");
        await expect(strip.nth(1)).toBeFocused();
        await expect(strip.nth(1)).toHaveAttribute("aria-current", "true");
        await expect(counter).toHaveText(fill(m.counter, { index: 2, total }));

        await page.keyboard.press("Escape");
        await expect(lightbox).toBeHidden();
        await expect(second).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(grid).toBeHidden();
        await expect(all).toBeFocused();
      });
    });
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test("every photo is a link away from the gallery", async ({ page, request }) => {
    const listing = await listingWithManyPhotos();
    const total = listing.keys.length;
    await page.goto(`/property/${listing.id}/`);
    await page.getByRole("link", { name: fill(catalogNl.gallery.all, { count: total }) }).click();
    const grid = page.locator("#gallery-all");
    await expect(grid).toBeVisible();
    await expect(grid.getByRole("heading", { name: fill(catalogNl.gallery.overview, { count: total }) })).toBeVisible();
    const photos = grid.getByRole("link", { name: /\S/ }).filter({ has: page.locator("img") });
    await expect(photos).toHaveCount(total);
    for (const [index, key] of listing.keys.entries()) {
      const href = (await photos.nth(index).getAttribute("href")) ?? "";
      expect(href).toContain(encodeURIComponent(key));
      expect((await request.get(href)).status()).toBe(200);
    }
  });
});

test.describe("a slow large picture", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the lightbox shows the tile-sized photo and a spinner until the large one is there", async ({ page }) => {
    const listing = await listingWithManyPhotos();
    const total = listing.keys.length;
    const key = listing.keys[5] ?? "";
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => largeOf(key)(url.toString()),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(`/property/${listing.id}/`);
    await page.getByRole("link", { name: fill(catalogNl.gallery.all, { count: total }) }).click();
    await page
      .getByRole("dialog", { name: fill(catalogNl.gallery.overview, { count: total }) })
      .getByRole("link")
      .nth(5)
      .click();
    const lightbox = page.locator("dialog.lightbox");
    await expect(lightbox.locator(".lightbox-counter")).toHaveText(
      fill(catalogNl.gallery.counter, { index: 6, total }),
    );
    const placeholder = lightbox.locator("img.lightbox-placeholder");
    await expect(placeholder).toBeVisible();
    await expect
      .poll(() => placeholder.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await expect(lightbox.locator(".lightbox-spinner")).toBeVisible();
    release();
    await expect(placeholder).toHaveCount(0);
    await expect(lightbox.locator(".lightbox-spinner")).toHaveCount(0);
    await expect(lightbox.locator("img.lightbox-image")).toBeVisible();
  });
});
