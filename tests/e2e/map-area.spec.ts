// Searching the list on its map: "Search this area" once the map moved, and an area drawn corner by
// corner. The area goes into the list's address (one parameter), so a reload, a bookmark or a shared
// link shows the same list, without JavaScript too; the map view's points, its count and the list
// follow it. The map's tiles are stood in by the fixtures.
import type { Page } from "@playwright/test";
import { catalogDe } from "../../app/i18n/messages/catalog-de.ts";
import { catalogNl } from "../../app/i18n/messages/catalog-nl.ts";
import { boundsArea, readArea, writeArea } from "../../app/shared/list-area.ts";
import type { MapPoint } from "../../app/shared/listing-view.ts";
import { expect, gotoHydrated, rememberEmbedsAllowed, test } from "./fixtures.ts";

const list = catalogNl.list;

/** The total the list's toolbar states ("12 panden"). */
async function listTotal(page: Page): Promise<number> {
  return Number((await page.locator(".list-count").textContent())?.match(/\d+/)?.[0] ?? "-1");
}

/** The area of the page's address, read as the site reads it. */
function areaOf(page: Page) {
  const text = new URL(page.url()).searchParams.get("area");
  return text === null ? undefined : readArea(text);
}

/** A box around the first point of the sale list that holds some of its points, not all. */
async function someArea(page: Page): Promise<{ area: string; inside: number; all: number }> {
  const response = await page.request.get("/api/map-points/nl/sale?view=map");
  const points = (await response.json()) as MapPoint[];
  const [first] = points;
  if (!first) throw new Error("the demo has no points");
  for (const reach of [0.01, 0.03, 0.1, 0.3]) {
    const [south, west, north, east] = [
      first.latitude - reach,
      first.longitude - reach,
      first.latitude + reach,
      first.longitude + reach,
    ];
    const inside = points.filter(
      (point) => point.latitude > south && point.latitude < north && point.longitude > west && point.longitude < east,
    ).length;
    if (inside > 1 && inside < points.length)
      return { area: writeArea(boundsArea(south, west, north, east)), inside, all: points.length };
  }
  throw new Error("no box holds some of the points but not all");
}

/**
 * Starts drawing and brings the whole map into the window (the hint above it moved it down): the
 * box the test then clicks in.
 */
async function startDrawing(page: Page, name: string) {
  await page.getByRole("button", { name }).click();
  const drawing = page.locator(".tile-map.tile-map-drawing");
  await expect(drawing).toBeVisible();
  await drawing.evaluate((map) => map.scrollIntoView({ block: "end" }));
  const box = (await drawing.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  return (x: number, y: number) => ({ x: box.x + box.width * x, y: box.y + box.height * y });
}

test.describe("with the embeds allowed", () => {
  test.beforeEach(async ({ page }) => {
    await rememberEmbedsAllowed(page.context());
  });

  test("'Search this area' appears once the map moved, and searches where it is, by keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/nl/te-koop/?view=map&type=1");
    const map = page.getByRole("region", { name: "Kaart" });
    await expect(map.locator(".map-cluster, .map-marker").first()).toBeVisible();
    const all = await listTotal(page);
    const search = page.getByRole("button", { name: list.areaSearch });
    await expect(search).toHaveCount(0);

    // The map zoomed in by its key: the button comes, just before the map in the page's order.
    await map.focus();
    await page.keyboard.press("+");
    await expect(search).toBeVisible();
    const count = page.locator(".map-view-count");
    await expect(count).toHaveText(/in beeld$/);
    const inView = Number((await count.textContent())?.match(/\d+/)?.[0]);
    expect(inView).toBeLessThan(all);
    const tiles = await map
      .locator(".tile-map-tile")
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src).sort());
    await page.keyboard.press("Shift+Tab");
    await expect(search).toBeFocused();
    await page.keyboard.press("Enter");

    // The address holds the view's four corners beside the type; the list holds what was in view.
    await expect.poll(() => areaOf(page)?.length).toBe(4);
    expect(new URL(page.url()).searchParams.get("type")).toBe("1");
    await expect.poll(() => listTotal(page)).toBe(inView);
    await expect(page.locator(".area-note")).toContainText(list.area);
    // The map keeps its view, takes the focus back, and the button goes until the map moves again.
    await expect(map.locator(".map-cluster, .map-marker").first()).toBeVisible();
    await expect(map).toBeFocused();
    await expect(search).toHaveCount(0);
    expect(
      await map
        .locator(".tile-map-tile")
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src).sort()),
    ).toEqual(tiles);
    await expect(page.locator(".map-view-list li")).toHaveCount(inView);
  });

  test("an area drawn with the mouse filters the list; a reload keeps it; 'Clear area' removes it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/nl/te-koop/?view=map");
    const map = page.getByRole("region", { name: "Kaart" });
    await expect(map.locator(".map-cluster, .map-marker").first()).toBeVisible();
    const all = await listTotal(page);

    // Escape gives up a drawing: nothing changes.
    let at = await startDrawing(page, list.areaDraw);
    await page.mouse.click(at(0.3, 0.3).x, at(0.3, 0.3).y);
    await expect(map.locator(".tile-map-shape circle")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: list.areaDraw })).toBeVisible();
    await expect(map.locator(".tile-map-shape circle")).toHaveCount(0);
    expect(areaOf(page)).toBeUndefined();

    // Three corners, then the first again: markers under a corner do not open.
    at = await startDrawing(page, list.areaDraw);
    await expect(page.getByText(list.areaHint)).toBeVisible();
    const done = page.getByRole("button", { name: list.areaDone });
    await expect(done).toBeDisabled();
    const corners = [at(0.2, 0.2), at(0.75, 0.25), at(0.55, 0.8)];
    for (const [index, corner] of corners.entries()) {
      await page.mouse.click(corner.x, corner.y);
      await expect(map.locator(".tile-map-shape circle")).toHaveCount(index + 1);
    }
    await expect(done).toBeEnabled();
    await expect(page.locator(".tile-map-popup")).toHaveCount(0);
    await page.mouse.click(corners[0]?.x ?? 0, corners[0]?.y ?? 0);
    await expect.poll(() => areaOf(page)?.length).toBe(3);
    await expect.poll(() => listTotal(page)).toBeLessThan(all);
    const inArea = await listTotal(page);
    await expect(page.locator(".map-view-list li")).toHaveCount(inArea);
    await expect(map.locator(".tile-map-shape polygon")).toHaveCount(1);

    // A reload shows the same list and the area on the map.
    const address = page.url();
    await page.reload();
    expect(page.url()).toBe(address);
    expect(await listTotal(page)).toBe(inArea);
    await expect(map.locator(".tile-map-shape polygon")).toHaveCount(1);

    // "Clear area": the whole list again.
    await page.locator(".area-note").getByRole("link", { name: list.areaClear }).click();
    await expect.poll(() => listTotal(page)).toBe(all);
    expect(areaOf(page)).toBeUndefined();
    await expect(page.locator(".area-note")).toHaveCount(0);
    await expect(map.locator(".tile-map-shape polygon")).toHaveCount(0);
  });

  test("'Done' closes an area of four corners; the other filters keep it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/nl/te-koop/?view=map");
    const map = page.getByRole("region", { name: "Kaart" });
    await expect(map.locator(".map-cluster, .map-marker").first()).toBeVisible();
    const at = await startDrawing(page, list.areaDraw);
    for (const [x, y] of [
      [0.2, 0.15],
      [0.8, 0.15],
      [0.8, 0.85],
      [0.2, 0.85],
    ] as const) {
      await page.mouse.click(at(x, y).x, at(x, y).y);
    }
    await expect(map.locator(".tile-map-shape circle")).toHaveCount(4);
    await page.getByRole("button", { name: list.areaDone }).click();
    await expect.poll(() => areaOf(page)?.length).toBe(4);
    const area = new URL(page.url()).searchParams.get("area");
    // The page of that address is shown (its note, its map) before the next change.
    await expect(page.locator(".area-note")).toContainText(list.area);
    await expect(map.locator(".tile-map-shape polygon")).toHaveCount(1);
    // The filter form sends the area with the rest.
    const bedrooms = page.getByLabel("Min. slaapkamers");
    await bedrooms.focus();
    await bedrooms.selectOption("2");
    await expect.poll(() => new URL(page.url()).searchParams.get("bedrooms")).toBe("2");
    expect(new URL(page.url()).searchParams.get("area")).toBe(area);
  });

  test("in German at 360 px, the tools and the note fit the screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const { area } = await someArea(page);
    await gotoHydrated(page, `/de/zu-verkaufen/?view=map&area=${area}`);
    const map = page.getByRole("region", { name: "Karte" });
    await expect(map.locator(".map-cluster, .map-marker, .map-area").first()).toBeVisible();
    await expect(page.locator(".area-note")).toContainText(catalogDe.list.area);
    await page.getByRole("button", { name: catalogDe.list.areaDraw }).click();
    await expect(page.getByText(catalogDe.list.areaHint)).toBeVisible();
    await expect(page.getByRole("button", { name: catalogDe.list.areaCancel })).toBeVisible();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(360);
    for (const locator of [page.locator(".area-note"), page.locator(".map-area-tools")]) {
      const { x = 0, width = 0 } = (await locator.boundingBox()) ?? {};
      expect(x + width).toBeLessThanOrEqual(360);
    }
    await page.getByRole("button", { name: catalogDe.list.areaCancel }).click();
    await expect(page.getByRole("button", { name: catalogDe.list.areaDraw })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, axe: false });

  test("a shared address with an area shows that area's list, in every view, with a link that drops it", async ({
    page,
  }) => {
    const { area, inside } = await someArea(page);
    await page.goto(`/nl/te-koop/?view=map&area=${area}`);
    expect(await listTotal(page)).toBe(inside);
    await expect(page.locator(".map-view-list li")).toHaveCount(inside);
    await page.goto(`/nl/te-koop/?area=${area}`);
    expect(await listTotal(page)).toBe(inside);
    await expect(page.locator(".area-note")).toContainText(list.area);
    await page.locator(".area-note").getByRole("link", { name: list.areaClear }).click();
    await expect(page.locator(".area-note")).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get("area")).toBeNull();
    expect(await listTotal(page)).toBeGreaterThan(inside);
  });

  test("an area the list cannot read is left out with a note, never an error", async ({ page }) => {
    for (const bad of ["50.8_4.3_50.9_4.4", `${"50.1_4.1_".repeat(25)}50.1_4.1`, "abc", "91_4_91_5_92_5"]) {
      const response = await page.goto(`/nl/te-koop/?area=${encodeURIComponent(bad)}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator(".area-note-unread")).toHaveText(list.areaUnread);
    }
  });
});
