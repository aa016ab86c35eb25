// A page is readable before its scripts (every link and form works without them), so it paints
// first and only then asks for them: requested earlier, they would share a slow link with the
// stylesheet and push the first paint back.
import { expect, test } from "./fixtures.ts";

for (const path of ["/nl/", "/de/zu-verkaufen/", "/nl/contact/"]) {
  test(`${path} requests its scripts only after its first contentful paint`, async ({ page }) => {
    await page.goto(path);
    const { firstPaint, scriptStarts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scriptStarts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(firstPaint).toBeGreaterThan(0);
    expect(scriptStarts.length).toBeGreaterThan(3);
    expect(Math.min(...scriptStarts)).toBeGreaterThan(firstPaint ?? Number.POSITIVE_INFINITY);
  });
}
