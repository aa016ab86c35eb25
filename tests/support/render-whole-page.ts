// The site renders some of what lies below the first screen only as it comes near the screen
// (content-visibility: auto; docs/decisions/0038-below-the-screen-rendered-on-approach.md). Until
// then it is neither laid out nor painted, and it clips what sticks out of it: a check that reads the
// whole page at once (axe's colour contrast, a measure of the page's width) renders it all for the
// time of the check, as a visitor scrolling down would see each part, and leaves the page as it was.
import type { Locator, Page } from "@playwright/test";

const RENDERED = "data-rendered-for-a-check";

export async function withWholePageRendered<T>(page: Page, check: () => Promise<T>): Promise<T> {
  await page.evaluate((mark) => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility !== "auto") continue;
      element.style.contentVisibility = "visible";
      element.setAttribute(mark, "");
    }
  }, RENDERED);
  try {
    return await check();
  } finally {
    await page
      .evaluate((mark) => {
        for (const element of document.querySelectorAll<HTMLElement>(`[${mark}]`)) {
          element.style.contentVisibility = "";
          element.removeAttribute(mark);
        }
      }, RENDERED)
      // A check that ended on another page has nothing to put back.
      .catch(() => {});
  }
}

/**
 * Whether the browser has drawn what a part holds: a part that waits (content-visibility: auto, far
 * from the screen) is drawn without its contents, so its first child is what is asked about.
 */
export function contentsDrawn(part: Locator): Promise<boolean | undefined> {
  return part.evaluate((element) => element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }));
}
