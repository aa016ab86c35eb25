// A change a manager saves is announced to the servers, not awaited: a spec that reads its effect on a
// public page asks for the page until it holds the new texts, then opens it in the browser.
import type { Page } from "@playwright/test";
import { expect } from "../e2e/fixtures.ts";

export const NBSP = "\u00a0";

/** Waits until the server's page holds every text, then opens it. */
export async function openWhenItShows(page: Page, path: string, texts: string[]): Promise<void> {
  await expect
    .poll(async () => {
      const html = (await (await page.request.get(path)).text()).replaceAll("&nbsp;", NBSP);
      return texts.filter((text) => !html.includes(text));
    })
    .toEqual([]);
  await page.goto(path);
}
