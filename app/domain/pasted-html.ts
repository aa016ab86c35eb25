// What is pasted into the rich-text editor, reduced before the browser parses it. Any HTML parse in
// the page (the editor's own, even DOMParser's) offers the pasted event handlers to the CSP, which
// blocks and reports them, and a parsed picture may be fetched from someone else's server. So the
// pasted text is rewritten as a string first: code and embedded things go with their content,
// pictures and the like go, and every other tag is written again bare (a link keeps its address
// only). The server cleans what is saved whatever arrives (app/.server/article-html.ts); this only
// keeps the editor from parsing pasted code.

/** Elements dropped with everything inside them. */
const WITH_CONTENT = [
  "script",
  "style",
  "template",
  "noscript",
  "iframe",
  "object",
  "svg",
  "math",
  "textarea",
  "select",
  "title",
  "head",
  "xmp",
];
/** Elements dropped, their content (if any) kept as text. */
const DROPPED = new Set([
  "img",
  "picture",
  "source",
  "video",
  "audio",
  "track",
  "embed",
  "link",
  "meta",
  "base",
  "input",
  "button",
  "form",
  "frame",
  "frameset",
  "canvas",
  "area",
  "map",
  "param",
]);

/** A start or end tag, quoted attribute values (which may hold ">") included. */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const HREF = /\shref\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

function hrefOf(attributes: string): string | null {
  const match = HREF.exec(attributes);
  if (!match) return null;
  return (match[2] ?? match[3] ?? match[4] ?? "").replace(/"/g, "&quot;");
}

export function pastedHtml(html: string): string {
  let text = html.replace(/<!--[\s\S]*?(-->|$)/g, "");
  for (const name of WITH_CONTENT) {
    text = text.replace(new RegExp(`<${name}\\b[\\s\\S]*?(</${name}\\s*>|$)`, "gi"), "");
  }
  return text.replace(TAG, (_, end: string, rawName: string, attributes: string) => {
    const name = rawName.toLowerCase();
    if (DROPPED.has(name) || WITH_CONTENT.includes(name)) return "";
    if (end) return `</${name}>`;
    if (name === "a") {
      const href = hrefOf(attributes);
      return href === null ? "<a>" : `<a href="${href}">`;
    }
    return `<${name}>`;
  });
}
