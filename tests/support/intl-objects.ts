// Which Intl objects a page makes while it loads. A browser's first Intl object loads the locale's
// data: 30 to 110 ms of the main thread for a date format or a number's toLocaleString, inside the
// hydration (docs/decisions/0036-dates-written-by-the-site.md). The site writes its numbers, dates
// and plural forms itself, so its pages should make none.
import type { Page } from "@playwright/test";

const CONSTRUCTORS = [
  "Collator",
  "DateTimeFormat",
  "DisplayNames",
  "ListFormat",
  "NumberFormat",
  "PluralRules",
  "RelativeTimeFormat",
  "Segmenter",
] as const;

/**
 * From now on, every document `page` opens records each Intl object it makes and each locale method
 * it calls, until it marks itself hydrated (root.tsx): what a test or axe does afterwards is not the
 * page's load.
 */
export async function recordIntlObjects(page: Page): Promise<void> {
  await page.addInitScript(
    ({ constructors }) => {
      const whileLoading: string[] = [];
      Object.defineProperty(window, "__intlObjectsMade", { value: whileLoading });
      let loading = true;
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute("data-hydrated")) return;
        loading = false;
        observer.disconnect();
      }).observe(document, { attributes: true, attributeFilter: ["data-hydrated"], subtree: true });
      const record = (what: string) => {
        if (loading) whileLoading.push(what);
      };
      const intl = Intl as unknown as Record<string, object>;
      for (const name of constructors) {
        const original = intl[name];
        if (typeof original !== "function") continue;
        intl[name] = new Proxy(original, {
          construct(target, args, newTarget) {
            record(`new Intl.${name}(${JSON.stringify(args[0] ?? null)})`);
            return Reflect.construct(target as new (...a: unknown[]) => object, args, newTarget);
          },
          apply(target, self, args) {
            record(`Intl.${name}(${JSON.stringify(args[0] ?? null)})`);
            return Reflect.apply(target as (...a: unknown[]) => unknown, self, args);
          },
        });
      }
      const methods: [object, string][] = [
        [Number.prototype, "toLocaleString"],
        [Date.prototype, "toLocaleString"],
        [Date.prototype, "toLocaleDateString"],
        [Date.prototype, "toLocaleTimeString"],
        [String.prototype, "localeCompare"],
      ];
      for (const [prototype, name] of methods) {
        const owner = prototype as Record<string, (...a: unknown[]) => unknown>;
        const original = owner[name];
        if (!original) continue;
        owner[name] = function (this: unknown, ...args: unknown[]) {
          record(`${name}()`);
          return original.apply(this, args);
        };
      }
    },
    { constructors: CONSTRUCTORS },
  );
}

/** What the page's current document made while it loaded and hydrated (recordIntlObjects). */
export function intlObjectsMade(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as { __intlObjectsMade?: string[] }).__intlObjectsMade ?? [])]);
}
