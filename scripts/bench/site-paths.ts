// Paths of pages whose address depends on the demo data: the first card of a list page.
import { href } from "../../app/i18n/links.ts";

/** The first link on the page `pagePath` that starts with `prefix` and ends in "/{id}/". */
export async function firstDetailPath(appUrl: string, pagePath: string, prefix = pagePath): Promise<string> {
  const html = await (await fetch(`${appUrl}${pagePath}`)).text();
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const found = new RegExp(`href="(${escaped}[^"?#]+/\\d+/)"`).exec(html)?.[1];
  if (!found) throw new Error(`no detail link found on ${pagePath}`);
  return found;
}

/** The first property of the Dutch sale list. */
export function firstPropertyPath(appUrl: string): Promise<string> {
  return firstDetailPath(appUrl, href("forSale", "nl"));
}
