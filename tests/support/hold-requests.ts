// Holding some of a page's requests back, to see the page before they are answered (its scripts,
// a captcha's challenge). The test lets them go when it has looked.
import type { Page } from "@playwright/test";

/** Holds every request matching `url` until the returned function is called. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
