// The hashes a Content-Security-Policy lists to allow a page's inline scripts without a nonce
// (CSP Level 3 hash sources): what lets the page cache keep a page as the same bytes for every
// visitor, compressed once (docs/decisions/0041-kept-pages-allowed-by-hashes.md).
import { createHash } from "node:crypto";

/** An inline script element as the server writes it: its attributes and its text, up to its end tag. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC_ATTRIBUTE = /\bsrc\s*=/i;

/**
 * Types a browser runs as a script (a classic script's JavaScript MIME types, and modules); other
 * types are data (JSON-LD, the page's inert module list) and need no permission.
 */
function runsAsScript(attributes: string): boolean {
  const match = TYPE_ATTRIBUTE.exec(attributes);
  if (!match) return true;
  const type = (match[2] ?? match[3] ?? match[4] ?? "").trim().toLowerCase();
  return type === "" || type === "module" || /^(text|application)\/(x-)?(java|ecma)script$/.test(type);
}

/**
 * The base64 SHA-256 of every inline script the page runs, each once, in the order they come: the
 * browser hashes the element's text exactly as written (UTF-8), which is what is between the tags.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes) || !runsAsScript(attributes)) continue;
    hashes.add(createHash("sha256").update(text, "utf8").digest("base64"));
  }
  return [...hashes];
}
