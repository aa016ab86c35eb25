// The list's map view: as tall as the screen, overlapping markers grouped into numbered clusters that
// zoom in when chosen, popups with photo, price and energy label, and the list in step with the map.
// The page's HTML carries its properties once, as the list of links; the script asks for the points.
// The tiles come from OpenStreetMap, which then receives the visitor's IP address: they load once the
// visitor asks for them or accepted the embeds' category (social media); these tests are such a
// visitor, but for the first, which is one who has not.
import type { Locator, Page } from "@playwright/test";
import { fill, fillCount } from "../../app/i18n/fill.ts";
import { catalogDe } from "../../app/i18n/messages/catalog-de.ts";
import { catalogNl } from "../../app/i18n/messages/catalog-nl.ts";
import { de } from "../../app/i18n/messages/de.ts";
import { nl } from "../../app/i18n/messages/nl.ts";
import { holdRequests } from "../support/hold-requests.ts";
import { expect, expectNoAxeViolations, gotoHydrated, rememberEmbedsAllowed, test } from "./fixtures.ts";

const TILE_HOST = "https://tile.openstreetmap.org/";

/** Every request the page makes for a tile, from now on. */
function watchTiles(page: Page): string[] {
  const tiles: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(TILE_HOST)) tiles.push(request.url());
  });
  return tiles;
}

async function storedGrants(page: Page): Promise<string[]> {
  return JSON.parse((await page.evaluate(() => window.localStorage.getItem("consent"))) ?? "{}").granted ?? [];
}

test.describe("before the visitor allowed the embeds", () => {
  test("the map asks first and nothing reaches OpenStreetMap; the list works; once is not for good, always is", async ({
    page,
  }) => {
    const tiles = watchTiles(page);
    const points = page.waitForResponse((response) => response.url().includes("/api/map-points/nl/sale"));
    await gotoHydrated(page, "/nl/te-koop/?view=map");
    await points;
    const ask = page.locator(".map-view .lazy-map-ask");
    await expect(ask).toContainText(nl.consent.embed.mapText);
    const show = ask.getByRole("button", { name: nl.consent.embed.loadMap });
    await expect(show).toHaveText("Kaart tonen (OpenStreetMap)");
    const always = ask.getByRole("button", {
      name: fill(nl.consent.embed.alwaysAllow, { category: nl.consent.categories.social }),
    });
    await expect(always).toBeVisible();
    // The properties are links without the map.
    const links = page.locator(".map-view-list a");
    expect(await links.count()).toBeGreaterThan(10);
    await expect(links.first()).toHaveAttribute("href", /^\/nl\/te-koop\/.+\/\d+\/$/);
    await expect(page.locator(".tile-map")).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(tiles, "no tile before the visitor asks").toEqual([]);

    // Once: the map loads and takes the focus from the button that went; nothing is stored.
    await show.focus();
    await page.keyboard.press("Enter");
    const map = page.getByRole("region", { name: "Kaart" });
    await expect(map.locator(".map-cluster, .map-marker").first()).toBeVisible();
    await expect(map).toBeFocused();
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    expect(await storedGrants(page)).not.toContain("social");

    // A new visit asks again; "always" loads it and keeps the choice for the next one.
    tiles.length = 0;
    await gotoHydrated(page, "/nl/te-koop/?view=map");
    await expect(always).toBeVisible();
    expect(tiles).toEqual([]);
    await always.click();
    await expect(map.locator(".map-cluster, .map-marker").first()).toBeVisible();
    expect(await storedGrants(page)).toContain("social");
    await gotoHydrated(page, "/nl/te-koop/?view=map");
    await expect(map.locator(".map-cluster, .map-marker").first()).toBeVisible();
    await expect(page.locator(".lazy-map-ask")).toHaveCount(0);
  });

  test("a property's map asks too, in the page's language, and loads on the visitor's word", async ({ page }) => {
    const tiles = watchTiles(page);
    await gotoHydrated(page, "/de/zu-verkaufen/");
    const path = await page
      .locator(".listing-grid .property-card a[href]")
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute("href") ?? "").find((href) => /\/\d+\/$/.test(href)),
      );
    expect(path).toBeTruthy();
    await gotoHydrated(page, path ?? "");
    const section = page.locator('section[aria-labelledby="map-title"]');
    await expect(section.locator(".lazy-map-ask")).toContainText(de.consent.embed.mapText);
    await section.getByRole("button", { name: de.consent.embed.loadMap }).click();
    await expect(section.getByRole("region", { name: "Karte" })).toBeVisible();
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
  });
});

test.describe("with the embeds allowed", () => {
  test.beforeEach(async ({ page }) => {
    await rememberEmbedsAllowed(page.context());
  });

  /** The list's heading says how many properties are in view, one in the singular ("1 pand in beeld"). */
  async function expectInViewCount(count: Locator): Promise<void> {
    await expect(count).toHaveText(/^\d+ pand(en)? in beeld$/);
    const said = async () => {
      const text = (await count.textContent()) ?? "";
      return text === fillCount("nl", catalogNl.list.mapInView, Number(text.match(/\d+/)?.[0]));
    };
    await expect.poll(said).toBe(true);
  }

  for (const { width, height } of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    test(`the map fills the screen's height at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto("/de/zu-verkaufen/?view=map");
      const box = await page.locator(".map-view .lazy-map-canvas").boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(height - 170);
      expect(box?.width ?? 0).toBeGreaterThan(width / 2);
    });
  }

  test("overlapping markers are clusters with their count; choosing one zooms in and the list follows the map", async ({
    page,
  }) => {
    await page.goto("/nl/te-koop/?view=map");
    const clusters = page.locator(".map-cluster");
    await expect(clusters.first()).toBeVisible();
    const counts = (await clusters.allTextContents()).map(Number);
    const singles = await page.locator(".map-marker, .map-area").count();
    const total = Number(
      (await page.locator(".list-count, .result-count").first().textContent())?.match(/\d+/)?.[0] ?? "0",
    );
    // Every property of the page is on the map once: in a cluster or on its own.
    expect(counts.reduce((sum, count) => sum + count, 0) + singles).toBe(total);
    await expect(clusters.first()).toHaveAttribute("title", /^\d+ panden, inzoomen$/);

    const before = await page.locator(".map-view-list li").count();
    await clusters.first().click();
    await expect.poll(() => page.locator(".map-view-list li").count()).toBeLessThan(before);
    await expectInViewCount(page.locator(".map-view-count"));
  });

  test("a marker's popup shows the photo, the title as a link, the price and the energy label", async ({ page }) => {
    await page.goto("/nl/te-koop/?view=map");
    await expect(page.locator(".map-cluster, .map-marker").first()).toBeVisible();
    // Zoom in until a single marker stands alone, then open it.
    const count = page.locator(".map-view-count");
    for (let step = 0; step < 6 && (await page.locator(".map-marker").count()) === 0; step++) {
      const before = await count.textContent();
      await page.locator(".map-cluster").first().click();
      // The list follows the map once the zoom has ended.
      await expect.poll(() => count.textContent()).not.toBe(before);
    }
    await page.locator(".map-marker").first().click();
    const popup = page.locator(".tile-map-popup .map-popup");
    await expect(popup).toBeVisible();
    const photo = popup.locator("img.map-popup-photo");
    await expect(photo).toHaveAttribute("src", /^\/images\/.+\?width=250&/);
    // A photo as sharp as the popup is wide, not the search box's 60 px square stretched.
    await expect(photo).toHaveAttribute("srcset", /width=600&format=webp 600w$/);
    // Its frame is fixed: the popup was placed by its height when it opened, before the photo came.
    const opened = await popup.boundingBox();
    await expect.poll(() => photo.evaluate((image) => (image as HTMLImageElement).complete)).toBe(true);
    expect(await popup.boundingBox()).toEqual(opened);
    await expect(popup.locator("a.map-popup-title")).toHaveAttribute("href", /^\/nl\/te-koop\//);
    await expect(popup.locator(".map-popup-price")).toHaveText(/€|Prijs/);
  });

  test("the map moves and zooms by buttons, keys and dragging, and the list follows it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/nl/te-koop/?view=map");
    const map = page.getByRole("region", { name: "Kaart" });
    await expect(map.locator(".map-cluster, .map-marker").first()).toBeVisible();
    const count = page.locator(".map-view-count");
    await expectInViewCount(count);
    const inView = async () => Number((await count.textContent())?.match(/\d+/)?.[0]);
    const all = await inView();
    const tiles = () =>
      map.locator(".tile-map-tile").evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));

    // The zoom buttons, named in the page's language.
    const before = await tiles();
    await map.getByRole("button", { name: "Inzoomen", exact: true }).click();
    await expect.poll(inView).toBeLessThan(all);
    const zoomed = await tiles();
    expect(Number(/\/(\d+)\/\d+\/\d+\.png$/.exec(zoomed[0] ?? "")?.[1])).toBe(
      Number(/\/(\d+)\/\d+\/\d+\.png$/.exec(before[0] ?? "")?.[1]) + 1,
    );
    await map.getByRole("button", { name: "Uitzoomen", exact: true }).click();
    await expect.poll(inView).toBe(all);

    // Keys, once the map has the focus: + zooms in, the arrows move it.
    await map.focus();
    await page.keyboard.press("+");
    await expect.poll(inView).toBeLessThan(all);
    const zoomedIn = await inView();
    for (let step = 0; step < 12; step++) await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await tiles()).join()).not.toBe(zoomed.join());
    expect(await inView()).not.toBe(zoomedIn);

    // A drag moves the map as far as the pointer went; the list follows when it ends.
    await page.keyboard.press("-");
    await expect.poll(inView).toBeGreaterThan(0);
    const box = (await map.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    const first = await map.locator(".map-cluster, .map-marker").first().boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 60, { steps: 8 });
    await page.mouse.up();
    const moved = await map.locator(".map-cluster, .map-marker").first().boundingBox();
    expect(Math.round((moved?.x ?? 0) - (first?.x ?? 0))).toBe(120);
    expect(Math.round((moved?.y ?? 0) - (first?.y ?? 0))).toBe(60);
  });

  test("a popup closes with its button or Escape, and the focus goes back to its marker", async ({ page }) => {
    await page.goto("/nl/te-koop/?view=map");
    const map = page.getByRole("region", { name: "Kaart" });
    await expect(map.locator(".map-cluster, .map-marker").first()).toBeVisible();
    // Clusters are opened by keyboard: a mouse click waits for ever when the first cluster lies under
    // the zoom buttons, where the other specs' listings can put it.
    for (let step = 0; step < 6 && (await map.locator(".map-marker").count()) === 0; step++) {
      await map.locator(".map-cluster").first().focus({ timeout: 10_000 });
      await page.keyboard.press("Enter");
    }
    const marker = map.locator(".map-marker").first();
    await expect(marker).toBeVisible();
    const title = (await marker.getAttribute("aria-label")) ?? "";
    await marker.focus();
    await page.keyboard.press("Enter");
    const popup = map.locator(".tile-map-popup");
    await expect(popup.locator(".map-popup-title")).toHaveText(title);
    await page.keyboard.press("Escape");
    await expect(popup).toHaveCount(0);
    await expect(marker).toBeFocused();

    await page.keyboard.press("Enter");
    await popup.getByRole("button", { name: "Sluiten" }).click();
    await expect(popup).toHaveCount(0);
    await expect(marker).toBeFocused();

    // A drag moves the map under an open popup and leaves it open; a click on the map beside the
    // markers closes it.
    await marker.focus();
    await page.keyboard.press("Enter");
    await expect(popup).toHaveCount(1);
    const box = (await map.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    await page.mouse.move(box.x + 20, box.y + box.height - 60);
    await page.mouse.down();
    await page.mouse.move(box.x + 80, box.y + box.height - 90, { steps: 5 });
    await page.mouse.up();
    await expect(popup).toHaveCount(1);
    const empty = await map.evaluate((element) => {
      const box = element.getBoundingClientRect();
      for (let y = box.bottom - 40; y > box.top + 100; y -= 20) {
        for (let x = box.left + 60; x < box.right - 60; x += 20) {
          if (document.elementFromPoint(x, y)?.classList.contains("tile-map-markers")) return { x, y };
        }
      }
      return undefined;
    });
    expect(empty).toBeDefined();
    await page.mouse.click(empty?.x ?? 0, empty?.y ?? 0);
    await expect(popup).toHaveCount(0);
  });

  test("a marker that takes the focus outside the view brings the map to it, and its popup opens whole inside the map", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/nl/te-koop/?view=map");
    const map = page.getByRole("region", { name: "Kaart" });
    await expect(map.locator(".map-cluster, .map-marker").first()).toBeVisible();
    /** The index of the first marker wholly outside the map's box, -1 when every one is inside it. */
    const outside = () =>
      map.evaluate((root) => {
        const box = root.getBoundingClientRect();
        return [...root.querySelectorAll(".map-marker")].findIndex((marker) => {
          const at = marker.getBoundingClientRect();
          return at.right < box.left || at.left > box.right || at.bottom < box.top || at.top > box.bottom;
        });
      });
    // Zoomed in far enough, some markers lie outside the view (the demo's towns are kilometres apart).
    await map.focus();
    for (let step = 0; step < 8 && (await outside()) < 0; step++) await page.keyboard.press("+");
    const index = await outside();
    expect(index).toBeGreaterThanOrEqual(0);

    const marker = map.locator(".map-marker").nth(index);
    await marker.focus();
    const mapBox = await map.boundingBox();
    const inside = (box: { x: number; y: number; width: number; height: number } | null) =>
      mapBox !== null &&
      box !== null &&
      box.x >= mapBox.x &&
      box.y >= mapBox.y &&
      box.x + box.width <= mapBox.x + mapBox.width &&
      box.y + box.height <= mapBox.y + mapBox.height;
    // The map moved to the marker by its own means: the browser did not scroll the clipped map.
    expect(inside(await marker.boundingBox())).toBe(true);
    // The browser's own scroll is undone in the map's scroll handler, which runs with the next frame.
    await expect.poll(() => map.evaluate((root) => [root.scrollTop, root.scrollLeft])).toEqual([0, 0]);

    await page.keyboard.press("Enter");
    const popup = map.locator(".tile-map-popup");
    await expect(popup.locator(".map-popup-photo")).toBeVisible();
    await expect
      .poll(() => popup.locator(".map-popup-photo").evaluate((image) => (image as HTMLImageElement).complete))
      .toBe(true);
    expect(inside(await popup.boundingBox())).toBe(true);
    await popup.getByRole("button", { name: "Sluiten" }).click();
    await expect(popup).toHaveCount(0);
    await expect(marker).toBeFocused();
  });

  for (const width of [360, 1280]) {
    test(`a marker at the map's top edge opens its popup whole inside the map, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/de/zu-verkaufen/?view=map");
      const map = page.getByRole("region", { name: catalogDe.detail.map });
      await expect(map.locator(".map-cluster, .map-marker").first()).toBeVisible();
      for (let step = 0; step < 6 && (await map.locator(".map-marker").count()) === 0; step++) {
        await map.locator(".map-cluster").first().click();
        await expect(map.locator(".map-cluster, .map-marker").first()).toBeVisible();
      }
      const marker = map.locator(".map-marker").first();
      const box = (await map.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
      const at = (await marker.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
      // Dragged from an empty spot at the map's left, so that the marker's head touches the map's top.
      const from = { x: box.x + 8, y: at.y };
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + (box.x + box.width / 2 - (at.x + at.width / 2)), box.y + 4, { steps: 8 });
      await page.mouse.up();
      const moved = (await marker.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
      expect(moved.y - box.y).toBeGreaterThanOrEqual(0);
      expect(moved.y - box.y).toBeLessThan(8);

      await marker.click();
      const popup = map.locator(".tile-map-popup");
      await expect(popup.locator(".map-popup-photo")).toBeVisible();
      await expect
        .poll(() => popup.locator(".map-popup-photo").evaluate((image) => (image as HTMLImageElement).complete))
        .toBe(true);
      const shown = (await popup.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
      expect(shown.y).toBeGreaterThanOrEqual(box.y);
      expect(shown.x).toBeGreaterThanOrEqual(box.x);
      expect(shown.x + shown.width).toBeLessThanOrEqual(box.x + box.width);
      // The close button is there to be pressed, not under the page's header or off the map.
      await popup.getByRole("button", { name: catalogDe.detail.closePopup }).click();
      await expect(popup).toHaveCount(0);
    });
  }

  test("the page carries each property once, as a link; the script asks for the points apart and keeps that list", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/nl/te-koop/?view=map")).text();
    const hrefs = [...html.matchAll(/<a href="(\/nl\/te-koop\/[^"?]+\/\d+\/)"/g)].map((match) => match[1] ?? "");
    expect(hrefs.length).toBeGreaterThan(10);
    // Not a second time in the page's data for the script.
    for (const href of hrefs) expect(html.split(href).length - 1, href).toBe(1);

    // The server's list is marked before the scripts run; the points are held until the page's
    // script has started, so the page has rendered again (its frame's state) while they were on their way.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const list = document.querySelector(".map-view-list");
        if (list) Object.assign(list, { fromServer: true });
      });
    });
    const release = await holdRequests(page, "**/api/map-points/nl/sale?**");
    const asked = page.waitForResponse((response) => response.url().includes("/api/map-points/nl/sale"));
    await page.goto("/nl/te-koop/?view=map");
    await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer")));
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    release();
    expect((await asked).status()).toBe(200);
    await expect(page.locator(".map-cluster, .map-marker").first()).toBeVisible();
    // Hydrated in place: the same list element, never the loading note in between.
    expect(
      await page
        .locator(".map-view-list")
        .evaluate((list) => (list as HTMLElement & { fromServer?: boolean }).fromServer),
    ).toBe(true);
    // Hydrated with the same points: the list follows the map, every link one of the server's.
    await expectInViewCount(page.locator(".map-view-count"));
    const shown = await page
      .locator(".map-view-list a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(shown.length).toBeGreaterThan(0);
    for (const href of shown) expect(hrefs).toContain(href);
  });

  test("reached from the grid, the view says the map is loading, then shows it with its list", async ({ page }) => {
    await page.goto("/de/zu-verkaufen/");
    // The visitor allowed the maps: the prompt that asks is never drawn, not even for a frame.
    await page.evaluate(() => {
      const seen = document.documentElement.dataset;
      new MutationObserver(() => {
        if (document.querySelector(".lazy-map-ask")) seen.mapPromptSeen = "yes";
      }).observe(document.body, { childList: true, subtree: true });
    });
    const release = await holdRequests(page, "**/api/map-points/de/sale?**");
    await page.getByRole("navigation", { name: "Ansicht" }).getByRole("link", { name: "Karte" }).click();
    await expect(page).toHaveURL(/\/de\/zu-verkaufen\/\?view=map$/);
    await expect(page.getByRole("status").filter({ hasText: "Karte wird geladen …" })).toBeVisible();
    release();
    await expect(page.locator(".map-cluster, .map-marker").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.mapPromptSeen)).toBeUndefined();
    await expect(page.locator(".map-view-list a").first()).toHaveAttribute("href", /^\/de\/zu-verkaufen\//);
  });
});

test.describe("without JavaScript", () => {
  // axe needs the page's scripts, and would load the map's tiles from the internet with them: the
  // same page with JavaScript is checked by the tests above.
  test.use({ javaScriptEnabled: false, axe: false });

  test("the map view lists every property of the search as a link, with its town and price", async ({ page }) => {
    await page.goto("/de/zu-verkaufen/?view=map");
    const total = Number((await page.locator(".list-count").textContent())?.match(/\d+/)?.[0] ?? "0");
    expect(total).toBeGreaterThan(10);
    await expect(page.locator(".map-view-count")).toHaveText(`${total} Immobilien auf der Karte`);
    const items = page.locator(".map-view-list li");
    await expect(items).toHaveCount(total);
    await expect(items.first().locator("a")).toBeVisible();
    // German writes the euro sign after the amount.
    await expect(items.first()).toContainText(/ · ([\d.]+\s€|Preis)/);
  });
});
