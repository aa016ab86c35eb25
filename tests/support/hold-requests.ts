// Holding some of a page's requests back, to see the page before they are answered (its scripts,
// a captcha's challenge, a page reading its data back after a change). The test lets them go when
// it has looked.
import type { Page } from "@playwright/test";

/**
 * Holds every request matching `url` (only those sent with `method`, when one is given) until the
 * returned function is called; the others pass.
 */
export async function holdRequests(page: Page, url: string | RegExp, method?: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (method === undefined || route.request().method() === method) await released;
    // A request the page gave up on while it was held has no one left to answer.
    await route.continue().catch(() => {});
  });
  return release;
}
