import type { ReactNode } from "react";
import type { ModuleBackground, ModuleView } from "../../shared/module-data.ts";
import { ContentImage } from "../ui/content-image.tsx";
import { ArticleBody } from "./article-body.tsx";

/** Layout classes of a module: 12-column spans per breakpoint (mobile first), view, background. */
function moduleClasses(module: ModuleView, startsRow: boolean): string {
  const span = (n: number) => Math.max(1, Math.min(12, Math.trunc(n)));
  const columns = module.cols
    ? [`col-${span(module.cols.sm)}`, `col-md-${span(module.cols.md)}`, `col-lg-${span(module.cols.lg)}`]
    : ["col-12", `col-md-${span(module.span) < 6 ? 6 : span(module.span)}`, `col-lg-${span(module.span)}`];
  const background = module.background;
  return [
    "module",
    `module-${module.kind}`,
    `view-${module.view}`,
    ...columns,
    background.type === "color" ? `has-colour ink-${background.ink}` : "",
    background.type === "image" || background.type === "gallery" ? "has-backdrop" : "",
    startsRow ? "starts-row" : "",
    module.className,
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * What is drawn behind a module. A chosen colour is an SVG rectangle's fill: the strict CSP allows
 * no style attribute, and a fill is no style. A gallery is a still mosaic of its pictures (nothing
 * moves, so nothing needs pausing), dimmed as a single picture is so the white text reads on it.
 * All of it is decoration: hidden from screen readers, pictures without alt text.
 */
function ModuleBackdrop({ background, first }: { background: ModuleBackground; first: boolean }) {
  switch (background.type) {
    case "color":
      return (
        <div className="module-backdrop module-fill" aria-hidden="true">
          <svg viewBox="0 0 1 1" preserveAspectRatio="none" focusable="false" aria-hidden="true">
            <rect width="1" height="1" fill={background.colour} />
          </svg>
        </div>
      );
    case "image":
      return (
        <div className="module-backdrop">
          <ContentImage
            imageKey={background.imageKey}
            alt=""
            ratio={[16, 9]}
            maxWidth={1360}
            sizes="100vw"
            eager={first}
          />
        </div>
      );
    case "gallery": {
      const count = Math.min(background.imageKeys.length, 8);
      return (
        <div className={`module-backdrop module-gallery gallery-of-${count}`} aria-hidden="true">
          {background.imageKeys.slice(0, count).map((key, index) => (
            <ContentImage
              key={key}
              imageKey={key}
              alt=""
              ratio={[4, 3]}
              maxWidth={680}
              sizes="(min-width: 768px) 34vw, 50vw"
              eager={first && index === 0}
            />
          ))}
        </div>
      );
    }
    default:
      return null;
  }
}

/** A module's frame: background, title (always an h2 in the outline), its text, content. */
export function ModuleSection({
  module,
  startsRow = false,
  first = false,
  draftNote,
  children,
}: {
  module: ModuleView;
  /** The first module of a new contentRow: it begins a new line of the grid. */
  startsRow?: boolean;
  /** The page's first module: at the top of the screen, its background is fetched at once, first. */
  first?: boolean;
  /** In a preview, what says that this module is not what the site shows. */
  draftNote?: string | undefined;
  children: ReactNode;
}) {
  const titleId = `module-${module.id}-title`;
  return (
    <section className={moduleClasses(module, startsRow)} aria-labelledby={module.title ? titleId : undefined}>
      <ModuleBackdrop background={module.background} first={first} />
      <div className="module-inner">
        {draftNote ? <p className="module-draft-note">{draftNote}</p> : null}
        {module.title || module.descriptionHtml ? (
          <header className="module-header">
            {module.title ? (
              <h2 id={titleId} className={module.titleSize === "h3" ? "module-title is-small" : "module-title"}>
                {module.title}
              </h2>
            ) : null}
            {module.descriptionHtml ? (
              <ArticleBody html={module.descriptionHtml} className="module-description" />
            ) : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}
