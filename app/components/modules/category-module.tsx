import type { Messages } from "../../i18n/messages/nl.ts";
import type { ArticleView, CategoryGroup } from "../../shared/module-data.ts";
import { Link } from "../ui/link.tsx";
import { Heading, type HeadingLevel } from "./heading.tsx";
import { NewsCard } from "./news-card.tsx";
import { TeamCard } from "./team-card.tsx";

export interface CategoryModuleProps {
  items: ArticleView[];
  category: string;
  view: "single-view" | "ons-team-view" | "news-view";
  perRow: number;
  level: HeadingLevel;
  m: Messages["pages"];
  /** isHasSubcategories: the articles under their sub-categories' headings, each linking to its page. */
  groups?: CategoryGroup[] | null | undefined;
}

/** The articles of a category: team members as person cards, anything else as news cards. */
export function CategoryModule({ items, category, view, perRow, level, m, groups }: CategoryModuleProps) {
  if (items.length === 0) return <p>{m.noItems}</p>;
  if (groups && groups.length > 0) {
    const grouped = new Set(groups.flatMap((group) => group.items.map((item) => item.id)));
    const rest = items.filter((item) => !grouped.has(item.id));
    const inner: HeadingLevel = level < 4 ? ((level + 1) as HeadingLevel) : 4;
    return (
      <div className="category-groups">
        {groups.map((group) => (
          <section key={group.id} className="category-group">
            <Heading level={level} className="category-group-title">
              {group.href ? <Link to={group.href}>{group.title}</Link> : group.title}
            </Heading>
            <CategoryModule items={group.items} category={category} view={view} perRow={perRow} level={inner} m={m} />
          </section>
        ))}
        {rest.length > 0 ? (
          <CategoryModule items={rest} category={category} view={view} perRow={perRow} level={level} m={m} />
        ) : null}
      </div>
    );
  }
  const team = view === "ons-team-view" || (view !== "news-view" && category === "team");
  const columns = Math.max(1, Math.min(6, perRow));
  return (
    <ul className={`card-grid per-row-${columns}`}>
      {items.map((item) => (
        <li key={item.id}>
          {team ? (
            <TeamCard member={item} level={level} m={m} />
          ) : (
            <NewsCard item={item} level={level} readMore={m.readMore} />
          )}
        </li>
      ))}
    </ul>
  );
}
