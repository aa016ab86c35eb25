// The structure of a page's markup, without its words: what tells two pages apart for axe. Two
// properties' pages, a list filtered by another town or a thank-you page with another receipt are
// the same components around other data; axe finds on one what it would find on the other. A page
// with a part the other lacks (an empty state, a map, a gallery, a link without words) has a
// structure of its own and is checked again.
import { createHash } from "node:crypto";

/** Elements without a closing tag. */
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/** Elements axe needs words in (a name, a title): one left empty is a structure of its own. */
const NEEDS_WORDS = new Set(["a", "button", "h1", "h2", "h3", "h4", "h5", "h6", "label", "th", "title", "option"]);

/** Attributes whose values are the data, not the structure: only their presence counts. */
const VALUE_IS_DATA =
  /^(id|href|src|srcset|sizes|action|value|content|name|for|style|title|alt|aria-label|aria-labelledby|aria-describedby|aria-controls|aria-valuenow|aria-valuetext|datetime|width|height|placeholder|min|max|step|lang|hreflang|autocomplete|nonce|integrity|crossorigin|loading|fetchpriority|decoding|tabindex|colspan|rowspan|download|target|rel|accept|pattern|maxlength|minlength|list|form|xmlns.*|viewbox|d|points|transform|fill|stroke.*|cx|cy|r|x|y|x1|x2|y1|y2)$/;

function attributesOf(source: string): string[] {
  const parts: string[] = [];
  for (const [, rawName, quoted, single] of source.matchAll(
    /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|[^\s>]+))?/g,
  )) {
    const name = (rawName ?? "").toLowerCase();
    // The scripts' own markers (data-*) and React's hydration hints say nothing axe reads.
    if (name.startsWith("data-")) continue;
    const value = quoted ?? single ?? "";
    if (name === "class") {
      const classes = value.split(/\s+/).filter(Boolean).sort();
      parts.push(`.${classes.join(".").replace(/\d+/g, "#")}`);
    } else if (VALUE_IS_DATA.test(name)) {
      // An empty text alternative or name is what axe reports; a filled one is data.
      parts.push(value === "" && (name === "alt" || name.startsWith("aria-")) ? `${name}=""` : name);
    } else {
      parts.push(`${name}=${value.replace(/\d+/g, "#")}`);
    }
  }
  return parts.sort();
}

/**
 * A hash of the page's structure: every distinct element as its parent's tag, its own tag and its
 * attributes (class, role, type and the like with their values; the data's attributes by name
 * alone), whether an element that needs words has none, and the steps between heading levels. Words,
 * addresses, numbers and languages do not change it; the markup of scripts and styles is left out.
 */
export function markupStructure(html: string): string {
  const markup = html.replace(/<!--[\s\S]*?-->/g, "").replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, "");
  const elements = new Set<string>();
  // The steps between heading levels (h2 to h4 is what axe's heading order reports), not their
  // number: a list of twelve cards and one of three have the same.
  const headingSteps = new Set<string>();
  let lastHeading = "";
  const open: string[] = [];
  for (const match of markup.matchAll(/<(\/?)([a-zA-Z][\w:-]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g)) {
    const [whole, closing, rawTag, source = ""] = match;
    const tag = (rawTag ?? "").toLowerCase();
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at >= 0) open.length = at;
      continue;
    }
    const parent = open.at(-1) ?? "";
    let signature = `${parent}>${tag}${attributesOf(source).join(" ")}`;
    const end = (match.index ?? 0) + whole.length;
    if (NEEDS_WORDS.has(tag) && markup.startsWith(`</${tag}>`, end)) signature += " (empty)";
    elements.add(signature);
    if (/^h[1-6]$/.test(tag) && tag !== lastHeading) {
      headingSteps.add(`${lastHeading}>${tag}`);
      lastHeading = tag;
    }
    if (!VOID.has(tag) && !source.trimEnd().endsWith("/")) open.push(tag);
  }
  return createHash("sha256")
    .update([...elements].sort().join("\n"))
    .update(`\nheadings ${[...headingSteps].sort().join(" ")}`)
    .digest("hex")
    .slice(0, 32);
}
