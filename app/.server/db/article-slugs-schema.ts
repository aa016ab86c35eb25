// Addresses articles had before their slug changed: an old link keeps working, answered with a
// permanent redirect to the article's address today. Looked up only when no article has the slug,
// so a slug given up may be taken by another article.
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { articles } from "./schema.ts";

export const articleOldSlugs = pgTable(
  "article_old_slugs",
  {
    language: text("language").notNull(),
    slug: text("slug").notNull(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    /** When the article gave the slug up (the latest article to give it up owns the redirect). */
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.language, t.slug] }), index("article_old_slugs_article_idx").on(t.articleId)],
);
