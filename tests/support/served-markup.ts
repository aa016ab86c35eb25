// Pages read as the server wrote them, without a browser. A check of markup alone (a page's
// language, a heading's words, where a link leads, what a page leaves out) needs no layout, script
// or keyboard: a request and a parse take milliseconds, where a new browser tab costs about a
// second and a half of the machine's time before the test checks anything (docs/testing.md).
// Layout, scripts, focus and axe stay with the browser.
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { type HTMLElement, parse } from "node-html-parser";

export interface ServedPage {
  response: APIResponse;
  /** The whole document; `.text` of an element is its words with entities decoded. */
  document: HTMLElement;
}

/** GET `path` without following redirects, and its body parsed as HTML. */
export async function servedPage(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<ServedPage> {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  return { response, document: parse(await response.text()) };
}

/** The first element `selector` finds, or a failure that names the selector. */
export function one(document: HTMLElement, selector: string): HTMLElement {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`no element matches ${selector}`);
  return element;
}

/** The first element `selector` finds within `root` whose aria-label is `label` (no CSS escaping of the words). */
export function labelled(root: HTMLElement, selector: string, label: string): HTMLElement {
  const element = root.querySelectorAll(selector).find((found) => found.getAttribute("aria-label") === label);
  if (!element) throw new Error(`no ${selector} labelled "${label}"`);
  return element;
}

/** The first link within `root` whose words (visually hidden ones included, as a screen reader reads them) are `name`. */
export function linkNamed(root: HTMLElement, name: string | RegExp): HTMLElement | undefined {
  return root
    .querySelectorAll("a")
    .find((link) => (typeof name === "string" ? words(link.text) === words(name) : name.test(words(link.text))));
}

/** Words as a reader meets them: every run of white space (no-break spaces included) one space. */
export function words(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The elements within `root` whose words are exactly `text`, as Playwright's exact getByText finds them. */
export function withText(root: HTMLElement, text: string): HTMLElement[] {
  return root.querySelectorAll("*").filter((element) => words(element.text) === words(text));
}
