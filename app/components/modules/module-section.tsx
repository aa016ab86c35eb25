import type { ReactNode } from "react";
import type { ModuleView } from "../../shared/module-data.ts";
import { ContentImage } from "../ui/content-image.tsx";

/** Layout classes of a module: 12-column spans per breakpoint (mobile first), view, background. */
function moduleClasses(module: ModuleView, startsRow: boolean): string {
  const span = (n: number) => Math.max(1, Math.min(12, Math.trunc(n)));
  const columns = module.cols
    ? [`col-${span(module.cols.sm)}`, `col-md-${span(module.cols.md)}`, `col-lg-${span(module.cols.lg)}`]
    : ["col-12", `col-md-${span(module.span) < 6 ? 6 : span(module.span)}`, `col-lg-${span(module.span)}`];
  return [
    "module",
    `module-${module.kind}`,
    `view-${module.view}`,
    ...columns,
    module.background.type === "color" ? `tone-bg-${module.background.tone} has-tone` : "",
    module.background.type === "image" ? "has-backdrop" : "",
    startsRow ? "starts-row" : "",
    module.className,
  ]
    .filter(Boolean)
    .join(" ");
}

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A module's frame: background, title (always an h2 in the outline), descriptions, content. */
export function ModuleSection({
  module,
  startsRow = false,
  first = false,
  children,
}: {
  module: ModuleView;
  /** The first module of a new contentRow: it begins a new line of the grid. */
  startsRow?: boolean;
  /** The page's first module: at the top of the screen, its background is fetched at once, first. */
  first?: boolean;
  children: ReactNode;
}) {
  const titleId = `module-${module.id}-title`;
  return (
    <section className={moduleClasses(module, startsRow)} aria-labelledby={module.title ? titleId : undefined}>
      {module.background.type === "image" ? (
        <div className="module-backdrop">
          <ContentImage
            imageKey={module.background.imageKey}
            alt=""
            ratio={[16, 9]}
            maxWidth={1360}
            sizes="100vw"
            eager={first}
          />
        </div>
      ) : null}
      <div className="module-inner">
        {module.title || module.description ? (
          <header className="module-header">
            {module.title ? (
              <h2 id={titleId} className={module.titleSize === "h3" ? "module-title is-small" : "module-title"}>
                {module.title}
              </h2>
            ) : null}
            {paragraphs(module.description).map((paragraph) => (
              <p key={paragraph} className="module-description">
                {paragraph}
              </p>
            ))}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}
