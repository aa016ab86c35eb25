// The property page's structured data (JSON-LD) is for search engines, which read the page's HTML:
// no script of the browser reads it. As part of the page's data it was serialized a second time for
// hydration (2.5 KB of a detail page's 16 KB of hydration data) and rendered by React Router's <Meta>.
// The loader hands it to the server's render beside the data instead, and the render writes it at
// the end of the page's head (entry.server.tsx), where React's hydration passes over it as over any
// tag in the head it did not render.
import { createContext } from "react-router";

export type StructuredData = Record<string, unknown>[];

/** The page's JSON-LD items, from its loader to the server's render; null on pages without. */
export const structuredDataContext = createContext<StructuredData | null>(null);

// As React Router's <Meta> escaped a "script:ld+json": no text in the data can end the element.
const ESCAPED: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

function scriptOf(item: Record<string, unknown>): string {
  const json = JSON.stringify(item).replace(/[&><\u2028\u2029]/g, (character) => ESCAPED[character] ?? character);
  return `<script type="application/ld+json">${json}</script>`;
}

/** The page with its JSON-LD items at the end of its head; the page as it is without any. */
export function withStructuredData(html: string, items: StructuredData | null): string {
  if (!items || items.length === 0) return html;
  const end = html.indexOf("</head>");
  if (end < 0) return html;
  return `${html.slice(0, end)}${items.map(scriptOf).join("")}${html.slice(end)}`;
}
