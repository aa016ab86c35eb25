// The list's map view: as tall as the screen, overlapping markers grouped into numbered clusters that
// zoom in when chosen, popups with photo, price and energy label, and the list in step with the map.
import { expect, test } from "./fixtures.ts";

const TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test.beforeEach(async ({ page }) => {
  await page.route("https://tile.openstreetmap.org/**", (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: TILE }),
  );
});

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
  await expect(page.locator(".map-view-count")).toHaveText(/^\d+ panden in beeld$/);
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
  const popup = page.locator(".leaflet-popup .map-popup");
  await expect(popup).toBeVisible();
  await expect(popup.locator("img.map-popup-photo")).toHaveAttribute("src", /^\/images\//);
  await expect(popup.locator("a.map-popup-title")).toHaveAttribute("href", /^\/nl\/te-koop\//);
  await expect(popup.locator(".map-popup-price")).toHaveText(/€|Prijs/);
});
