import type { ModuleView } from "../../shared/module-data.ts";
import { useRootData } from "../frame/use-root-data.ts";
import { ListingGrid } from "../listing/listing-grid.tsx";
import { ArticleModule } from "./article-module.tsx";
import { CategoryModule } from "./category-module.tsx";
import { ContactModule } from "./contact-module.tsx";
import { itemLevel } from "./heading.tsx";
import { ModuleSection } from "./module-section.tsx";

/**
 * A page's modules in their order, laid out on a 12-column grid. Titles and intros that only repeat
 * the page's own (a legal page's article) are left out.
 */
export function ModuleList({
  modules,
  pageTitle = "",
  pageDescription = "",
}: {
  modules: ModuleView[];
  pageTitle?: string;
  pageDescription?: string;
}) {
  const root = useRootData();
  const m = root.messages.pages;
  if (modules.length === 0) return null;
  return (
    <div className="module-grid">
      {modules.map((shown, index) => {
        // A module titled like the page itself would repeat the h1 right under it.
        const module = shown.title === pageTitle ? { ...shown, title: "" } : shown;
        const level = itemLevel(module.title !== "");
        return (
          <ModuleSection
            key={module.id}
            module={module}
            startsRow={index > 0 && modules[index - 1]?.row !== module.row}
            first={index === 0}
            draftNote={module.unpublished ? root.messages.frame.previewUnpublished : undefined}
          >
            {module.kind === "article" && module.article ? (
              <ArticleModule
                article={module.article}
                level={level}
                showTitle={module.article.title !== module.title && module.article.title !== pageTitle}
                showSummary={module.article.summary !== pageDescription}
              />
            ) : null}
            {module.kind === "category" ? (
              <CategoryModule
                items={module.items}
                category={module.category}
                view={module.view}
                perRow={module.perRow}
                level={level}
                m={m}
                groups={module.groups}
              />
            ) : null}
            {module.kind === "contact" ? <ContactModule agency={root.agency} level={level} m={m} /> : null}
            {module.kind === "property-list" ? (
              <ListingGrid cards={module.cards} perRow={module.perRow} headingLevel={level === 2 ? 2 : 3} />
            ) : null}
          </ModuleSection>
        );
      })}
    </div>
  );
}
