// An article's body in its two forms: plain text (paragraphs separated by blank lines, as texts
// were written before the rich-text editor and as excerpts and descriptions read them) and HTML.
// Pure conversions between them; cleaning untrusted HTML is the server's (app/.server/article-html.ts).

/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The paragraphs of a plain-text body: blank lines separate them, outer spaces trimmed. */
export function plainParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * A plain-text body as HTML, every character escaped: one <p> per paragraph, a single line break
 * inside a paragraph a <br>. "Eerste\n\nTweede\nregel" -> "<p>Eerste</p><p>Tweede<br />regel</p>".
 */
export function plainTextToHtml(text: string): string {
  return plainParagraphs(text)
    .map((paragraph) => `<p>${paragraph.split("\n").map(escapeHtml).join("<br />")}</p>`)
    .join("");
}

/**
 * Whether a body sent from the form's plain text area is HTML (an element tag anywhere) rather
 * than paragraphs of text: "Prijs < 300.000 euro" is text, "<p>Prijs</p>" and "a <b>b</b>" are HTML.
 */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i.test(text);
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return safeCodePoint(Number.parseInt(name.slice(2), 16), whole);
    if (name.startsWith("#")) return safeCodePoint(Number.parseInt(name.slice(1), 10), whole);
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/**
 * The plain text of a cleaned HTML body, as paragraphs separated by blank lines: each paragraph,
 * heading and list item its own paragraph, a <br> a line break, tags dropped, entities decoded.
 * Excerpts, descriptions and search snippets read it.
 */
export function htmlToPlainText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|li|ul|ol)\s*>/gi, "\n\n")
    .replace(/<[^>]*>/g, "");
  return plainParagraphs(decodeEntities(text))
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
        .join("\n"),
    )
    .join("\n\n");
}

/**
 * Cleaned HTML laid out for the plain text area of a browser without JavaScript: a blank line after
 * each paragraph, heading and list, a line break after each list item. The server's cleaning drops
 * the white space around those tags again, so the layout never counts as a change.
 */
export function readableHtml(html: string): string {
  return html
    .replace(/(<\/(?:p|h2|h3|ul|ol)>)(?!$)/g, "$1\n\n")
    .replace(/(<\/li>|<(?:ul|ol)>)/g, "$1\n")
    .replace(/\n{3,}/g, "\n\n");
}
