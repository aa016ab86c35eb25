/* oxlint-disable react/no-danger -- the body is HTML the server cleaned, see ArticleView.html */

/**
 * An article's body: HTML the server cleaned when it was saved and again when it was read
 * (app/.server/article-html.ts), so only paragraphs, h2/h3 headings, bold, italic, lists, line
 * breaks and plain links reach the page.
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `prose ${className}` : "prose"}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned on the server, see above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
