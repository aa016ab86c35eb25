import type { ReactNode } from "react";

export type HeadingLevel = 2 | 3 | 4;

/** A heading at a computed level, so a page keeps one h1 and no skipped levels. */
export function Heading({
  level,
  className,
  id,
  children,
}: {
  level: HeadingLevel;
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  const Tag = level === 2 ? "h2" : level === 3 ? "h3" : "h4";
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}

/**
 * The level of the headings inside a module: one below its title, or h2 when it has none. A
 * module title is always an h2 in the outline (its titleSize setting only sets the visual size),
 * so no level is ever skipped.
 */
export function itemLevel(hasTitle: boolean): HeadingLevel {
  return hasTitle ? 3 : 2;
}
