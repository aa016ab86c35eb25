/** Paragraphs of plain text; single line breaks inside a paragraph stay line breaks. */
export function ArticleBody({ paragraphs, className }: { paragraphs: string[]; className?: string }) {
  return (
    <div className={className ? `prose ${className}` : "prose"}>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their order
        <p key={index}>
          {paragraph.split("\n").map((line, lineIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: same
            <span key={lineIndex}>
              {lineIndex > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
