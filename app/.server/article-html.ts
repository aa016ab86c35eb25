// Cleaning an article body's HTML on the server, whatever sent it (the rich-text editor, the plain
// text area of a browser without JavaScript, a forged request): only paragraphs, h2 and h3
// headings, bold, italic, lists, line breaks and links to http, https, mailto and tel survive, with
// no other attribute than a link's address (and rel="noopener"). Scripts, event handlers, styles,
// frames, pictures and every other element are dropped; their text is kept where it is text
// (a <div>'s words), dropped where it is code (a <script>'s).
import sanitizeHtml from "sanitize-html";
import { htmlToPlainText, looksLikeHtml, plainTextToHtml } from "../domain/article-body.ts";

const ALLOWED_TAGS = ["p", "h2", "h3", "strong", "em", "ul", "ol", "li", "a", "br"];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Elements whose content is code or a fallback, not text of the article: dropped whole.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "xmp",
    "noscript",
    "iframe",
    "object",
    "embed",
    "template",
    "svg",
    "math",
    "title",
    "head",
    "select",
    "button",
  ],
  transformTags: {
    // Pasted markup keeps its meaning in the allowed set.
    b: "strong",
    i: "em",
    h1: "h2",
    h4: "h3",
    h5: "h3",
    h6: "h3",
    // A link keeps its address only; rel is always the site's own.
    a: (tagName, attribs) => {
      const kept: sanitizeHtml.Attributes = attribs.href ? { href: attribs.href.trim(), rel: "noopener" } : {};
      return { tagName, attribs: kept };
    },
  },
  // A link whose address was refused (javascript:, data:, ...) becomes its text.
  exclusiveFilter: (frame) => (frame.tag === "a" && !frame.attribs.href ? "excludeTag" : false),
};

/** Empty paragraphs, headings, list items and marks go (the editor leaves <p></p> behind), innermost first. */
function withoutEmptyElements(html: string): string {
  let current = html;
  for (let pass = 0; pass < 10; pass += 1) {
    const next = current.replace(/<(p|h2|h3|li|ul|ol|strong|em)>(\s|&nbsp;|<br \/>)*<\/\1>/g, "");
    if (next === current) return next;
    current = next;
  }
  return current;
}

/** Untrusted HTML reduced to the article markup the site allows; "" when nothing is left. */
export function cleanArticleHtml(html: string): string {
  // White space around blocks means nothing: dropped, so a laid-out text equals the same text unlaid.
  const cleaned = withoutEmptyElements(sanitizeHtml(html, OPTIONS))
    .replace(/\s*(<\/?(?:p|h2|h3|ul|ol|li)>)\s*/g, "$1")
    .trim();
  return htmlToPlainText(cleaned) === "" ? "" : cleaned;
}

export interface ArticleBody {
  /** Cleaned HTML, what the page shows. */
  html: string;
  /** The same as plain text (paragraphs separated by blank lines), what excerpts read. */
  text: string;
}

/**
 * A body as the form sent it: HTML from the editor (or typed as HTML into the plain text area) is
 * cleaned; paragraphs of plain text become paragraphs. Both come back in both forms.
 */
export function articleBodyFromForm(input: string): ArticleBody {
  const html = cleanArticleHtml(looksLikeHtml(input) ? input : plainTextToHtml(input));
  return { html, text: htmlToPlainText(html) };
}

/** The HTML of a stored text: its body_html, or its plain body as paragraphs. Cleaned either way. */
export function storedBodyHtml(text: { body: string; bodyHtml: string | null }): string {
  return cleanArticleHtml(text.bodyHtml ?? plainTextToHtml(text.body));
}
