import type { Messages } from "../../i18n/messages/nl.ts";
import type { ArticleView } from "../../shared/module-data.ts";
import type { HeadingLevel } from "./heading.tsx";
import { NewsCard } from "./news-card.tsx";
import { TeamCard } from "./team-card.tsx";

export interface CategoryModuleProps {
  items: ArticleView[];
  category: string;
  view: "single-view" | "ons-team-view" | "news-view";
  perRow: number;
  level: HeadingLevel;
  m: Messages["pages"];
}

/** The articles of a category: team members as person cards, anything else as news cards. */
export function CategoryModule({ items, category, view, perRow, level, m }: CategoryModuleProps) {
  if (items.length === 0) return <p>{m.noItems}</p>;
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
