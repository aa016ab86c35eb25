// Earlier versions of the legal texts (cookie policy, privacy statement, disclaimer). The Belgian
// data protection authority asks an agency to keep every earlier cookie policy, and each recorded
// consent points to the version it was given under (consent_records.policy_text_version_id), so a
// visitor who asks which policy they accepted gets that text. A version is the published title and
// body of one language, written when a changed legal text is published in the back office.
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const legalTextVersions = pgTable(
  "legal_text_versions",
  {
    id: serial("id").primaryKey(),
    /**
     * The article the text belongs to. Deliberately no foreign key: the versions are the record of
     * what visitors were shown and must outlive the article, and deleting an article must not be
     * blocked by its history.
     */
    articleId: integer("article_id").notNull(),
    language: text("language").notNull(),
    title: text("title").notNull(),
    /** The body as published, cleaned HTML (app/.server/article-html.ts). */
    bodyHtml: text("body_html").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who published it (a user's name); null for the texts the site held before versions were kept. */
    publishedBy: text("published_by"),
  },
  (t) => [index("legal_text_versions_article_idx").on(t.articleId, t.language, t.publishedAt)],
);
