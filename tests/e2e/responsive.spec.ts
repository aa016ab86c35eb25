// Issue 2, point 5: pages look right at 360, 768 and 1280 px: nothing sticks out sideways.
import { href } from "../../app/i18n/links.ts";
import { expect, test } from "./fixtures.ts";

const paths = [
  href("home", "nl"),
  href("forSale", "nl"),
  href("services", "fr"),
  href("team", "en"),
  href("contact", "de"),
  href("demandRegister", "nl"),
  "/nl/bestaat-niet/",
];

for (const width of [360, 768, 1280]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    // At 360 px every page type in every language is no-sideways-scroll.spec.ts's, culprits named.
    if (width > 360) {
      test("no page scrolls sideways", async ({ page }) => {
        for (const path of paths) {
          await page.goto(path);
          const { scrollWidth, innerWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
          }));
          expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(innerWidth);
        }
      });
    }

    test("the home page's search box fits on the screen, and its new properties fill their rows", async ({ page }) => {
      await page.goto(href("home", "fr"));
      // A section that clips its overflow hides a cut-off control from a check of the page's width.
      const submit = page.getByRole("main").getByRole("search").getByRole("button").first();
      const box = await submit.boundingBox();
      expect(box, "the search button is rendered").not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);

      // No card alone on a row.
      const tops = await page
        .locator(".listing-grid")
        .first()
        .locator(":scope > *")
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
      const perRow = [
        ...tops.reduce((rows, top) => rows.set(top, (rows.get(top) ?? 0) + 1), new Map<number, number>()).values(),
      ];
      expect(tops.length).toBe(4);
      expect(new Set(perRow).size, `cards per row: ${perRow.join(", ")}`).toBe(1);
    });
  });
}
