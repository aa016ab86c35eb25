// What makes a page wider than its screen, measured in the browser: the page's own width, whether
// html or body hide sideways overflow (which would hide what is looked for), and the first few
// culprits, visible elements past the right edge whose ancestors do not clip them. Sections the page
// renders only near the screen are rendered whole first.
import type { Page } from "@playwright/test";
import { withWholePageRendered } from "./render-whole-page.ts";

export interface SidewaysOverflow {
  scrollWidth: number;
  viewport: number;
  clipped: boolean;
  culprits: string[];
}

export function measureSidewaysOverflow(page: Page): Promise<SidewaysOverflow> {
  return withWholePageRendered(page, () =>
    page.evaluate(() => {
      const viewport = window.innerWidth;
      const culprits: string[] = [];
      for (const element of document.querySelectorAll("body *")) {
        const box = element.getBoundingClientRect();
        if (box.right <= viewport + 1 || box.width === 0 || !element.checkVisibility({ visibilityProperty: true }))
          continue;
        let ancestor = element.parentElement;
        while (ancestor && getComputedStyle(ancestor).overflowX === "visible") ancestor = ancestor.parentElement;
        if (ancestor && ancestor !== document.body && ancestor !== document.documentElement) continue;
        const name = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(" ").join(".")}` : ""}`;
        culprits.push(`${name} (${Math.round(box.right)} px) "${(element.textContent ?? "").trim().slice(0, 40)}"`);
      }
      return {
        scrollWidth: document.documentElement.scrollWidth,
        viewport,
        clipped: [document.documentElement, document.body].some(
          (element) => getComputedStyle(element).overflowX !== "visible",
        ),
        culprits: culprits.slice(0, 3),
      };
    }),
  );
}
