// Moving through a page by keyboard alone, as a visitor without a mouse does.
import type { Locator, Page } from "@playwright/test";

/**
 * Presses Tab until the element has the focus, from wherever the focus is; the number of presses it
 * took. Fails when `limit` presses never reach it.
 */
export async function tabTo(page: Page, target: Locator, limit = 120): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${limit} presses of Tab never reached ${target}`);
}
