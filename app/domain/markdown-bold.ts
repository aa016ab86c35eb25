// Module texts written before the rich-text editor sometimes mark a word bold as Markdown does
// ("**actief in Edingen**", "__nieuw__"): the site showed the stars. As HTML they are <strong>.
// Only the text between tags is read, so an attribute or a tag is never cut in two; a pair inside a
// word ("2**3**4") or with a space just inside it ("** los **") is taken literally, as Markdown
// reads it, and so is a lone "**".

const BOLD = [
  /(^|[^\p{L}\p{N}*\\])\*\*(?=[^\s*])((?:(?!\*\*).)*?[^\s*\\])\*\*(?![\p{L}\p{N}*])/gu,
  /(^|[^\p{L}\p{N}_\\])__(?=[^\s_])((?:(?!__).)*?[^\s_\\])__(?![\p{L}\p{N}_])/gu,
];

/** `html` with every Markdown bold pair in its text (not in its tags) as <strong>. */
export function markdownBoldToHtml(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) =>
      part.startsWith("<") ? part : BOLD.reduce((text, pair) => text.replace(pair, "$1<strong>$2</strong>"), part),
    )
    .join("");
}
